"""Kings Corners: two to four players build down in alternating colours around the stock.

Table (rules §2): four face-up side piles ``N`` ``E`` ``S`` ``W``, four corner spaces
``NE`` ``SE`` ``SW`` ``NW`` that only a King may start, the face-down ``stock``, and a
hidden hand of seven per player.  Seats go clockwise: seat ``i + 1`` sits to the left of
seat ``i``, so play passes from ``i`` to ``i + 1``.

Notation (state-free: it names cards and piles, never positions in a list):

* ``8H-N``  the eight of hearts from the mover's hand to pile ``N``: a build, a King
  opening an empty corner (``KD-NE``) or any card filling an empty side space;
* ``W-E``   the whole ``W`` pile onto pile ``E``, or a King-based side pile into an
  empty corner (``S-NW``);
* ``draw``  end the turn by drawing the top card of the stock;
* ``pass``  end the turn without drawing (the stock is empty, or the draw comes at the
  start of the turn under ``draw_timing="start"``).

A match (option ``match``) is a sequence of hands inside one state: when a hand ends and
no running total has reached the target, the next hand is dealt at once from the state's
generator, and ``history`` keeps every finished hand's penalties.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ..core import Game, IllegalMove, Rng
from ..core.cards import (SUITS, card_name, card_record, code_of, deck, is_card_code, is_red,
                          rank_name, rank_of)

SIDES = ("N", "E", "S", "W")
CORNERS = ("NE", "SE", "SW", "NW")
PILES = SIDES + CORNERS
PILE_INDEX = {p: i for i, p in enumerate(PILES)}
WORDS = {"N": "north", "E": "east", "S": "south", "W": "west",
         "NE": "north-east", "SE": "south-east", "SW": "south-west", "NW": "north-west"}
HAND, STOCK = "hand", "stock"
HAND_SIZE = 7
KING, KING_PENALTY = 13, 10
TARGETS = (25, 50)
DRAW_TIMINGS = ("end", "start")
USAGE = ("A move is a hand card or a side pile, a dash and a pile (8H-N, KD-NE, W-E), "
         "or 'draw' or 'pass' to end the turn.")

DECK = tuple(deck(1))
RANK = {c: rank_of(c) for c in DECK}
RED = {c: is_red(c) for c in DECK}
ID_OF = {code_of(c): c for c in DECK}


def hand_order(card: str) -> tuple[int, int]:
    """Hands are kept sorted by rank, then suit, so a hand's order carries no information."""
    return RANK[card], SUITS.index(card[1])


def sort_hand(cards) -> tuple[str, ...]:
    return tuple(sorted(cards, key=hand_order))


def fits(card: str, top: str) -> bool:
    """Rule §3.1: exactly one rank lower and of the opposite colour."""
    return RANK[card] == RANK[top] - 1 and RED[card] != RED[top]


def penalty(cards) -> int:
    """Rule §4: a King left in hand costs 10, any other card 1."""
    return sum(KING_PENALTY if RANK[c] == KING else 1 for c in cards)


def pile_name(pile: str) -> str:
    kind = "corner" if pile in CORNERS else "pile"
    return f"the {WORDS[pile]} {kind}"


def space_name(pile: str) -> str:
    return f"the empty {WORDS[pile]} {'corner' if pile in CORNERS else 'side space'}"


def the(card: str) -> str:
    return f"the {card_name(card)}"


def player(seat: int) -> str:
    """Players are named from 1 in words; seats are numbered from 0 in data."""
    return f"Player {seat + 1}"


def move_record(state: "State", move: str, kind: str, src: str, dst: str, card: str | None) -> dict:
    """One legal move as the page sees it.  Each hand card is a pile of its own (named by its
    id), so the table can select and drag it; ending the turn names no pile and becomes a
    button labelled in words."""
    if kind in ("draw", "pass"):
        label = ("Draw a card and end your turn" if kind == "draw"
                 else "End your turn (the stock is empty)" if not state.stock else "End your turn")
        return {"move": move, "kind": kind, "from": None, "to": None, "card": None, "id": None,
                "label": label}
    return {"move": move, "kind": kind, "from": card if src == HAND else src, "to": dst,
            "card": code_of(card), "id": card}


@dataclass(frozen=True)
class State:
    seed: int
    players: int
    match: bool                          # play hands until a total reaches the target
    target: int
    draw_timing: str                     # "end" (seed, pagat) or "start" (Bicycle)
    dealer: int
    turn: int                            # the seat whose turn it is
    hands: tuple[tuple[str, ...], ...]   # per seat, sorted by ``hand_order``
    piles: tuple[tuple[str, ...], ...]   # in PILES order, bottom card first
    stock: tuple[str, ...]               # face down, top card last
    moved: bool                          # a card has moved (played or drawn) this turn
    idle: int                            # consecutive finished turns in which no card moved
    history: tuple[tuple[int, ...], ...]  # each finished hand's penalties per seat
    went_out: tuple[int | None, ...]     # per finished hand: who went out (None: stalemate)
    ended: bool                          # the single hand or the match is over
    rng: str


def totals(state: State) -> list[int]:
    return [sum(row[i] for row in state.history) for i in range(state.players)]


class KingsCorners(Game):
    id = "kings-corners"
    name = "Kings Corners"
    summary = ("Two to four players build down in alternating colours on the piles around the "
               "stock; only Kings open the corners. Empty your hand first.")
    min_players = 2
    max_players = 4
    options = {
        "match": {"choices": [False, True], "default": False, "label": "Length",
                  "labels": {False: "One hand", True: "A match of hands"},
                  "help": "One hand, won by emptying your hand first; or hands dealt until someone's penalty "
                          "points reach the target, the lowest total winning."},
        "target": {"choices": list(TARGETS), "default": 25, "label": "Match target",
                   "labels": {t: f"{t} points" for t in TARGETS}, "applies": {"match": True},
                   "help": "The match ends once anyone's penalty points reach this total."},
        "draw_timing": {"choices": list(DRAW_TIMINGS), "default": "end", "label": "Drawing",
                        "labels": {"end": "At the end of your turn", "start": "At the start of your turn"},
                        "help": "When each player takes a card from the stock."},
    }
    rules_version = 1
    score_order = "low"  # scores are penalty points
    State = State

    # --- the deal --------------------------------------------------------------------
    def deal(self, seed, players, options, rng: Rng) -> State:
        dealer = rng.below(players)  # rules §5: a random dealer; the player to the left starts
        blank = State(seed=seed, players=players, match=options["match"], target=options["target"],
                      draw_timing=options["draw_timing"], dealer=dealer, turn=0, hands=(), piles=(),
                      stock=(), moved=False, idle=0, history=(), went_out=(), ended=False, rng="")
        return self._deal_hand(blank, dealer, rng)

    def _deal_hand(self, state: State, dealer: int, rng: Rng) -> State:
        """Shuffle, seven each starting left of the dealer, then turn up N, E, S, W (§2)."""
        cards = list(DECK)
        rng.shuffle(cards)
        n = state.players
        hands: list[list[str]] = [[] for _ in range(n)]
        for _ in range(HAND_SIZE):
            for k in range(1, n + 1):
                hands[(dealer + k) % n].append(cards.pop())
        piles = tuple((cards.pop(),) for _ in SIDES) + ((),) * len(CORNERS)
        state = replace(state, dealer=dealer, turn=(dealer + 1) % n, piles=piles,
                        hands=tuple(sort_hand(h) for h in hands), stock=tuple(cards),
                        moved=False, idle=0, rng=rng.state)
        return self._start_turn(state)

    # --- reading the position ------------------------------------------------------------
    def plays(self, piles, hand) -> list[tuple[str, str, str, str, str]]:
        """Every card or pile move: ``(move, kind, from, to, card)``; kinds are ``build``,
        ``corner`` (a hand King to an empty corner), ``space`` (a hand card to an empty
        side space) and ``pile`` (a whole side pile onto a pile or into an empty corner)."""
        return list(self._iter_plays(piles, hand))

    @staticmethod
    def _iter_plays(piles, hand):
        for card in hand:
            code = code_of(card)
            for pile, cards in zip(PILES, piles):
                if cards:
                    if fits(card, cards[-1]):
                        yield f"{code}-{pile}", "build", HAND, pile, card
                elif pile in SIDES:
                    yield f"{code}-{pile}", "space", HAND, pile, card
                elif RANK[card] == KING:
                    yield f"{code}-{pile}", "corner", HAND, pile, card
        for src, moving in zip(SIDES, piles):
            if not moving:
                continue
            king_based = RANK[moving[0]] == KING
            for dst, cards in zip(PILES, piles):
                if dst == src:
                    continue
                if (fits(moving[0], cards[-1]) if cards else king_based and dst in CORNERS):
                    yield f"{src}-{dst}", "pile", src, dst, moving[0]

    def _can_play(self, piles, hand) -> bool:
        return next(self._iter_plays(piles, hand), None) is not None

    def _moves(self, state: State) -> list[tuple[str, str, str, str, str | None]]:
        if state.ended:
            return []
        out: list = self.plays(state.piles, state.hands[state.turn])
        if state.draw_timing == "end" and state.stock:
            out.append(("draw", "draw", STOCK, HAND, None))
        else:
            out.append(("pass", "pass", STOCK, HAND, None))
        out.sort(key=lambda m: m[0])
        return out

    # --- the contract ------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return None if state.ended else state.turn

    def legal_moves(self, state: State) -> list[str]:
        return [m[0] for m in self._moves(state)]

    def outcome(self, state: State) -> dict | None:
        """Scores are penalty points (lower is better): the hand's in single-hand play, the
        running totals in a match; the lowest score wins (§4, §5)."""
        if not state.ended:
            return None
        scores = totals(state)
        best = min(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
        names = " and ".join(player(w) for w in winners)
        last = state.went_out[-1]
        ending = (f"{player(last)} went out" if last is not None
                  else "stalemate: the stock is empty and no one can or will play")
        if state.match:
            reason = (f"{ending}; after hand {len(state.history)} a total reached {state.target} — "
                      f"lowest total wins: {names} with {best}")
        elif last is not None:
            reason = f"{ending} and wins the hand"
        else:
            reason = f"{ending}; fewest penalty points wins: {names} with {best}"
        return {"scores": scores, "winners": winners, "reason": reason,
                "penalties": list(state.history[-1]), "hands": len(state.history)}

    def parse(self, state: State, move: object) -> tuple[str, str, str, str | None]:
        """``(kind, from, to, card)`` for a legal move, else ``IllegalMove`` saying why."""
        if not isinstance(move, str) or not move or len(move) > 12:
            raise IllegalMove(USAGE)
        if state.ended:
            raise IllegalMove("The game is over: " + self.outcome(state)["reason"] + ".")
        if move in ("draw", "pass"):
            return self._check_end_turn(state, move)
        src, sep, dst = move.partition("-")
        if is_card_code(src) and dst.startswith("0-"):
            dst = dst[2:]  # a hand card named by its id, 8H-0-N, is the same move as 8H-N
        if not sep or not (src in PILES or is_card_code(src)):
            raise IllegalMove(f"'{move[:12]}' is not a move. {USAGE}")
        if dst not in PILES:
            if dst in (HAND, STOCK):
                raise IllegalMove("Cards are played only to the side piles and the corners; "
                                  "the stock is drawn from only to end a turn.")
            raise IllegalMove(f"'{dst}' is not a pile: use N, E, S, W or NE, SE, SW, NW.")
        if src in PILES:
            return self._check_pile_move(state, src, dst)
        return self._check_hand_move(state, ID_OF.get(src), dst)

    def _check_end_turn(self, state: State, move: str) -> tuple:
        if move == "draw":
            if state.draw_timing == "start":
                raise IllegalMove("In this game you draw at the start of your turn; "
                                  "end your turn with 'pass'.")
            if not state.stock:
                raise IllegalMove("The stock is empty: turns now end without drawing, "
                                  "so end yours with 'pass'.")
            return "draw", STOCK, HAND, None
        if state.draw_timing == "end" and state.stock:
            raise IllegalMove("While the stock lasts, your turn ends by drawing a card: use 'draw'.")
        return "pass", STOCK, HAND, None

    def _check_hand_move(self, state: State, card: str | None, dst: str) -> tuple:
        if card not in state.hands[state.turn]:
            what = the(card) if card else "that card"
            raise IllegalMove(f"You can only play cards from your own hand; {what} is not in it.")
        target = state.piles[PILE_INDEX[dst]]
        if not target:
            if dst in CORNERS and RANK[card] != KING:
                raise IllegalMove(f"Only a King may start a corner pile; {the(card)} cannot go "
                                  f"to {space_name(dst)}.")
            return ("corner" if dst in CORNERS else "space"), HAND, dst, card
        self._check_fit(card, target[-1], f"{the(card)} cannot go on {pile_name(dst)}")
        return "build", HAND, dst, card

    @staticmethod
    def _check_fit(card: str, top: str, lead: str) -> None:
        """Raise the reason ``card`` may not be built on ``top`` (rule §3.1), if any."""
        if RANK[top] == 1:
            raise IllegalMove(f"Nothing can be played on an ace: {lead}, whose top card is {the(top)}.")
        if RANK[card] == KING:
            raise IllegalMove(f"A King is never played onto a pile (no rank is above it): {lead}; "
                              f"Kings go to empty corners or empty side spaces.")
        colour = "black" if RED[top] else "red"
        if RANK[card] != RANK[top] - 1:
            raise IllegalMove(f"Piles build down one rank at a time: {lead}, whose top card is "
                              f"{the(top)}; only a {colour} {rank_name(RANK[top] - 1)} fits there.")
        if RED[card] == RED[top]:
            raise IllegalMove(f"Piles alternate colours: {lead}, whose top card is {the(top)}; "
                              f"it needs a {colour} {rank_name(RANK[top] - 1)}.")

    def _check_pile_move(self, state: State, src: str, dst: str) -> tuple:
        if src in CORNERS:
            raise IllegalMove("Corner piles never move: they are based on a King, and nothing "
                              "ranks above a King.")
        moving = state.piles[PILE_INDEX[src]]
        if not moving:
            raise IllegalMove(f"{pile_name(src).capitalize()} is empty: there is no pile to move.")
        if src == dst:
            raise IllegalMove("A pile cannot be moved onto itself.")
        target, bottom = state.piles[PILE_INDEX[dst]], moving[0]
        if not target:
            if dst in SIDES:
                raise IllegalMove("A pile may not be moved into an empty side space; only a card "
                                  "from your hand can fill it.")
            if RANK[bottom] != KING:
                raise IllegalMove(f"Only a King-based pile may move to an empty corner; "
                                  f"{pile_name(src)} starts with {the(bottom)}.")
            return "pile", src, dst, bottom
        top = target[-1]
        if RANK[top] == 1:
            raise IllegalMove(f"Nothing can be played on an ace: {pile_name(dst)} ends with {the(top)}.")
        if RANK[bottom] == KING:
            raise IllegalMove("A King-based pile never goes on another pile (nothing ranks above a "
                              "King); it may move only to an empty corner.")
        if not fits(bottom, top):
            raise IllegalMove(f"Whole piles move only onto a pile their bottom card fits: "
                              f"{pile_name(src)} starts with {the(bottom)}, but {pile_name(dst)}, "
                              f"topped by {the(top)}, needs a {'black' if RED[top] else 'red'} "
                              f"{rank_name(RANK[top] - 1)}.")
        return "pile", src, dst, bottom

    def apply(self, state: State, move: str) -> State:
        kind, src, dst, card = self.parse(state, move)
        if kind in ("draw", "pass"):
            return self._end_turn(state, kind == "draw")
        seat, piles, hands = state.turn, list(state.piles), list(state.hands)
        d = PILE_INDEX[dst]
        if kind == "pile":
            s = PILE_INDEX[src]
            piles[d], piles[s] = piles[d] + piles[s], ()
        else:
            hands[seat] = tuple(c for c in hands[seat] if c != card)
            piles[d] = piles[d] + (card,)
        state = replace(state, piles=tuple(piles), hands=tuple(hands), moved=True)
        if not hands[seat]:  # §3: an empty hand wins at once, with no draw
            return self._finish_hand(state, seat)
        return self._check_blocked(state)

    # --- turns and the end of a hand -------------------------------------------------------
    def _start_turn(self, state: State) -> State:
        """Under ``draw_timing="start"`` the player draws before playing (Bicycle)."""
        if state.draw_timing != "start" or not state.stock:
            return state
        seat = state.turn
        hands = list(state.hands)
        hands[seat] = sort_hand(hands[seat] + state.stock[-1:])
        return replace(state, hands=tuple(hands), stock=state.stock[:-1], moved=True)

    def _end_turn(self, state: State, draw: bool) -> State:
        hands, stock = list(state.hands), state.stock
        if draw:
            hands[state.turn] = sort_hand(hands[state.turn] + stock[-1:])
            stock = stock[:-1]
        idle = 0 if state.moved or draw else state.idle + 1
        state = replace(state, hands=tuple(hands), stock=stock, idle=idle, moved=False,
                        turn=(state.turn + 1) % state.players)
        if idle >= state.players:  # §8: a full lap of turns with no move by anyone
            return self._finish_hand(state, None)
        return self._check_blocked(self._start_turn(state))

    def _check_blocked(self, state: State) -> State:
        """§8: with the stock gone, the hand ends at once when nobody has any move left.

        With one pack this cannot actually happen (kept because §8 asks for it): a King in
        hand or on a side pile has an empty corner unless all four Kings sit in corners, and
        a card X in hand has two possible parents, of which X's twin covers at most one, so
        the other is a top (X fits) or in a hand, and so on up to a King in hand."""
        if state.stock or any(self._can_play(state.piles, h) for h in state.hands):
            return state
        return self._finish_hand(state, None)

    def _finish_hand(self, state: State, winner: int | None) -> State:
        """Score the hand (§4); then the match goes on with a fresh deal or the game ends."""
        row = tuple(0 if seat == winner else penalty(hand) for seat, hand in enumerate(state.hands))
        state = replace(state, history=state.history + (row,), went_out=state.went_out + (winner,),
                        moved=False, idle=0)
        if not state.match or max(totals(state)) >= state.target:
            return replace(state, ended=True)
        return self._deal_hand(state, (state.dealer + 1) % state.players, Rng(state.rng))

    # --- words --------------------------------------------------------------------------
    def describe(self, state: State, move: str) -> str:
        kind, src, dst, card = self.parse(state, move)
        if kind == "draw":
            text = "Drew a card from the stock and ended the turn."
        elif kind == "pass":
            text = ("Ended the turn without drawing (the stock is empty)." if not state.stock
                    else "Ended the turn.")
        elif kind == "pile":
            whole = f"the whole {WORDS[src]} pile ({the(card)} at its bottom)"
            target = state.piles[PILE_INDEX[dst]]
            text = (f"Moved {whole} onto {the(target[-1])} on {pile_name(dst)}." if target
                    else f"Moved {whole} to {space_name(dst)}.")
        elif kind == "build":
            text = f"Played {the(card)} onto {the(state.piles[PILE_INDEX[dst]][-1])} on {pile_name(dst)}."
        elif kind == "corner":
            text = f"Opened {pile_name(dst)} with {the(card)}."
        else:
            text = f"Played {the(card)} into {space_name(dst)}."
        if card and kind != "pile" and len(state.hands[state.turn]) == 1:
            text += " Went out and won the hand!"
        return text + self._hand_end_words(state, self.apply(state, move))

    def _hand_end_words(self, before: State, after: State) -> str:
        """What the log adds when a move ends the hand: stalemate, penalties, the next deal."""
        if len(after.history) == len(before.history):
            return ""
        words = "" if after.went_out[-1] is not None else " Stalemate: nobody went out."
        words += " Penalties: " + ", ".join(f"{player(i)} {p}" for i, p in enumerate(after.history[-1])) + "."
        if not after.ended:
            words += f" Hand {len(after.history) + 1} is dealt by {player(after.dealer)}."
        return words

    # --- what the page sees -------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < state.players):
            raise ValueError(f"there is no seat {seat!r} at this table")
        to_move = self.to_move(state)
        moves = self._moves(state) if seat is not None and seat == to_move else []
        scoreboard = [{"number": i + 1, "went_out": w, "penalties": list(row)}
                      for i, (row, w) in enumerate(zip(state.history, state.went_out))]
        own = state.hands[seat] if seat is not None else ()
        return {
            "game": self.id, "seat": seat, "players": state.players, "to_move": to_move,
            "dealer": state.dealer, "hand_number": len(state.history) + (0 if state.ended else 1),
            "options": {"match": state.match, "target": state.target, "draw_timing": state.draw_timing},
            "piles": [{"pile": p, "kind": "corner" if p in CORNERS else "side", "count": len(cards),
                       "cards": [card_record(c) for c in cards]} for p, cards in zip(PILES, state.piles)],
            "stock": {"pile": STOCK, "count": len(state.stock)},
            "hand": {"pile": HAND, "cards": [card_record(c) for c in own], "penalty": penalty(own)}
            if seat is not None else None,
            "hands": [{"seat": i, "count": len(h)} for i, h in enumerate(state.hands)],
            "moved": state.moved, "idle_turns": state.idle,
            "scoreboard": {"target": state.target if state.match else None,
                           "totals": totals(state), "hands": scoreboard},
            "last_hand": scoreboard[-1] if scoreboard else None,
            "moves": [move_record(state, *m) for m in moves],
            "outcome": self.outcome(state),
        }

    def move_between(self, state: State, source: str, target: str) -> str:
        """Dragging a hand card (by id or code) or a side pile onto ``target``."""
        return f"{code_of(source) if source not in PILES else source}-{target}"

    def text(self, state: State, seat: int | None) -> str:
        v = self.view(state, seat)
        show = lambda cards: " ".join(c["card"] for c in cards) or "--"  # noqa: E731
        lines = [f"Hand {v['hand_number']}, dealer {player(v['dealer'])}, stock {v['stock']['count']}"]
        for p in v["piles"]:
            lines.append(f"  {p['pile']:>2}: {show(p['cards'])}")
        counts = ", ".join(f"{player(h['seat'])}: {h['count']}" for h in v["hands"])
        lines.append(f"Cards in hand: {counts}")
        if v["hand"] is not None:
            lines.append(f"Your hand: {show(v['hand']['cards'])}")
        if state.match:
            lines.append("Totals: " + ", ".join(map(str, v["scoreboard"]["totals"]))
                         + f" (target {state.target})")
        if v["last_hand"]:
            lines.append("Last hand's penalties: " + ", ".join(map(str, v["last_hand"]["penalties"])))
        if v["to_move"] is not None:
            lines.append(f"{player(v['to_move'])} to move" + (" (has moved)" if state.moved else ""))
        return "\n".join(lines)

    # --- bots, tools and tests ----------------------------------------------------------
    def evaluate(self, state: State, seat: int) -> float:
        """Fewer cards (and Kings) in hand than the nearest rival, and a lower running total.
        Uses only what ``seat`` sees: its own hand, the others' counts, the unseen cards' mean."""
        result = self.outcome(state)
        if result:
            return 1.0 if seat in result["winners"] else 0.0
        mine = state.hands[seat]
        unseen = [c for i, h in enumerate(state.hands) if i != seat for c in h] + list(state.stock)
        mean = penalty(unseen) / len(unseen) if unseen else 1.0
        burden = lambda count, pen: count + 0.25 * pen  # noqa: E731  (a King is hard to shed)
        me = burden(len(mine), penalty(mine))
        rivals = [burden(len(h), len(h) * mean) for i, h in enumerate(state.hands) if i != seat]
        x = (min(rivals) - me) / 2
        if state.match:
            run = totals(state)
            projected = [t + (penalty(mine) if i == seat else len(state.hands[i]) * mean)
                         for i, t in enumerate(run)]
            best_rival = min(p for i, p in enumerate(projected) if i != seat)
            x += 4 * (best_rival - projected[seat]) / state.target
        return 1 / (1 + math.exp(-max(-30.0, min(30.0, x))))

    def cards(self, state: State) -> list[str]:
        return [c for h in state.hands for c in h] + [c for p in state.piles for c in p] + list(state.stock)

    def check(self, state: State) -> None:
        n = state.players
        if not 2 <= n <= 4:
            raise ValueError("Kings Corners is for 2 to 4 players")
        if state.target not in TARGETS or state.draw_timing not in DRAW_TIMINGS:
            raise ValueError("unknown target or draw timing")
        if not (0 <= state.dealer < n and 0 <= state.turn < n and 0 <= state.idle < n):
            raise ValueError("dealer, turn or idle count out of range")
        if len(state.hands) != n or len(state.piles) != len(PILES):
            raise ValueError(f"a {n}-player table has {n} hands and {len(PILES)} piles")
        if sorted(self.cards(state)) != sorted(DECK):
            raise ValueError("the saved cards are not exactly one pack")
        if any(h != sort_hand(h) for h in state.hands):
            raise ValueError("a hand is not in order")
        for pile, cards in zip(PILES, state.piles):
            if pile in CORNERS and cards and RANK[cards[0]] != KING:
                raise ValueError(f"corner {pile} is not based on a King")
            if any(not fits(b, a) for a, b in zip(cards, cards[1:])):
                raise ValueError(f"pile {pile} is not built down in alternating colours")
        self._check_history(state)
        Rng(state.rng)

    def _check_history(self, state: State) -> None:
        n = state.players
        if len(state.went_out) != len(state.history):
            raise ValueError("the scoreboard is inconsistent")
        for row, winner in zip(state.history, state.went_out):
            if len(row) != n or min(row) < 0 or max(row) > 52 * KING_PENALTY:
                raise ValueError("a scoreboard row is impossible")
            if winner is not None and not (0 <= winner < n and row[winner] == 0):
                raise ValueError("the player who went out must score nothing")
        finished = state.history and (not state.match or max(totals(state)) >= state.target)
        if bool(finished) != state.ended or (not state.match and len(state.history) > 1):
            raise ValueError("the game's end does not match its scoreboard")
        if not state.ended and not all(state.hands):
            raise ValueError("a player has gone out but the hand goes on")
        if state.ended and state.went_out[-1] is not None and state.hands[state.went_out[-1]]:
            raise ValueError("the player who went out still holds cards")

    def shuffle_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        """Re-deal the other hands and the stock (sorted first, then shuffled), keeping counts."""
        others = [i for i in range(state.players) if i != seat]
        pool = sorted(c for i in others for c in state.hands[i]) + sorted(state.stock)
        pool.sort()
        rng.shuffle(pool)
        hands = list(state.hands)
        for i in others:
            k = len(hands[i])
            hands[i], pool = sort_hand(pool[:k]), pool[k:]
        return replace(state, hands=tuple(hands), stock=tuple(pool))


GAME = KingsCorners()
