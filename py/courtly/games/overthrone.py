"""Overthrone: a one-deck solitaire where the court card on the throne sets the rules.

Layout (rules §1): the throne in the centre, four foundations ``N`` ``E`` ``S`` ``W``
around it, a face-down draw pile, a row of hand slots (5, or 6 in the easy game) and a
face-up discard pile.  53 cards: one deck and the Jester ``X1`` (physical id ``X1-0``).

Notation (state-free): ``<source>-<target>`` with sources ``H1``..``H6`` (hand slots)
and ``discard`` (its top card), targets ``N`` ``E`` ``S`` ``W``, ``throne`` and (from
the hand only) ``discard``; and ``draw``, which fills every empty hand slot from the
draw pile.  Examples: ``H3-N``, ``H2-throne``, ``H1-discard``, ``discard-E``, ``draw``.

The game ends when no move is left, which (rules §10) is exactly when the draw pile and
the hand are empty and the discard pile's top card cannot be played anywhere.

>>> state = GAME.new(11)
>>> state.throne, state.hand
(('JD-0',), ('TS-0', '8C-0', '3S-0', '3D-0', 'AC-0'))
>>> GAME.view(state, 0)["allows"]
'Jack of diamonds rules: any diamond may be played to the diamonds foundation; aces always'
>>> GAME.describe(state, "H5-N")
'Played the ace of clubs from hand slot 5 to the north foundation, starting the clubs foundation.'
>>> band(0), band(3), band(7), band(8)
('Perfect', 'Good', 'Not so good', 'Uh oh')
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import IllegalMove, Rng, Solitaire
from ..core.cards import JESTER, card_name, card_record, code_of, deck, rank_of, suit_name, suit_of

FOUNDATIONS = ("N", "E", "S", "W")
SIDES = {"N": "north", "E": "east", "S": "south", "W": "west"}
HAND_SLOTS = tuple(f"H{i}" for i in range(1, 7))
JACK, QUEEN, KING = 11, 12, 13
COURT_TITLES = {JACK: "Jack", QUEEN: "Queen", KING: "King"}
ACE_HIGH = 14
SHORT_RANKS = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
# (highest score in the band, its name); the last band has no ceiling (rules §5, §10).
BANDS = ((0, "Perfect"), (3, "Good"), (7, "Not so good"))
LAST_BAND = "Uh oh"
WINNING_SCORE = 3  # rules §9: 0 and 1–3 count as wins


@dataclass(frozen=True)
class State:
    seed: int
    hand_size: int
    throne: tuple[str, ...]                   # bottom first; the last card is the ruler
    foundations: tuple[tuple[str, ...], ...]  # N, E, S, W, bottom first
    hand: tuple[str | None, ...]              # one entry per hand slot
    draw: tuple[str, ...]                     # face down, top last
    discard: tuple[str, ...]                  # face up, top last
    rng: str


# --- words and small facts --------------------------------------------------------------

def is_jester(cid: str) -> bool:
    return code_of(cid) == JESTER


def short_rank(rank: int) -> str:
    return SHORT_RANKS.get(rank, str(rank))


def title(cid: str) -> str:
    """``"Queen of hearts"``: a court card named as a person on the throne."""
    return f"{COURT_TITLES[rank_of(cid)]} of {suit_name(suit_of(cid))}"


def one_of(suit: str) -> str:
    """``"heart"``: the singular of a suit's name."""
    return suit_name(suit)[:-1]


def band(score: int) -> str:
    for ceiling, name in BANDS:
        if score <= ceiling:
            return name
    return LAST_BAND


def capital(text: str) -> str:
    return text[0].upper() + text[1:]


def pile_words(pile: str) -> str:
    if pile in SIDES:
        return f"the {SIDES[pile]} foundation"
    if pile in HAND_SLOTS:
        return f"hand slot {pile[1:]}"
    return {"throne": "the throne", "discard": "the discard pile", "draw": "the draw pile"}[pile]


# --- foundations ---------------------------------------------------------------------

def foundation_suit(cards: tuple[str, ...]) -> str | None:
    """A foundation's suit is the suit of its bottom card (the Jester never starts one)."""
    return suit_of(cards[0]) if cards else None


def top_rank(cards: tuple[str, ...]) -> int:
    """The top card's rank for the ruler's permissions: the Jester counts as 1 (rules §6)."""
    return 1 if is_jester(cards[-1]) else rank_of(cards[-1])


def standing(state: State, suit: str) -> tuple[int, str]:
    """A suit's foundation rank for overthrows (Aces high), or 0 and why it ranks nothing.

    The suit's foundation is the one whose top card has that suit; a foundation under
    the Jester is hidden and ranks nothing (rules §6, §10).
    """
    for cards in state.foundations:
        if foundation_suit(cards) == suit:
            if is_jester(cards[-1]):
                return 0, "the Jester covers it"
            rank = rank_of(cards[-1])
            return (ACE_HIGH if rank == 1 else rank), ""
    return 0, f"there is no {suit_name(suit)} foundation"


def standing_words(state: State, suit: str) -> str:
    """``"5"``, ``"A"`` or ``"nothing (the Jester covers it)"``."""
    value, why = standing(state, suit)
    return short_rank(value) if value else f"nothing ({why})"


def jester_active(state: State) -> bool:
    """The discard pile's top card is open while a Jester is the top of a foundation."""
    return any(cards and is_jester(cards[-1]) for cards in state.foundations)


def foundation_refusal(state: State, card: str, pile: str) -> str | None:
    """Why ``card`` may not go on foundation ``pile`` now (rules §3), or None if it may."""
    cards = state.foundations[FOUNDATIONS.index(pile)]
    where = pile_words(pile)
    if not cards:
        if is_jester(card):
            return (f"The Jester cannot start a foundation: it has no suit. It may go only on a "
                    f"foundation that already has cards, and {where} is empty.")
        suit = suit_of(card)
        for other, rest in zip(FOUNDATIONS, state.foundations):
            if foundation_suit(rest) == suit:
                return (f"A foundation can be started only with a suit that has none yet: "
                        f"{suit_name(suit)} already have {pile_words(other)}, so the "
                        f"{card_name(card)} cannot start {where}.")
        return None
    if is_jester(card):
        return None
    suit = foundation_suit(cards)
    if suit_of(card) != suit:
        return (f"{capital(where)} is the {suit_name(suit)} foundation: only {suit_name(suit)} "
                f"(and the Jester) go on it, not the {card_name(card)}.")
    rank = rank_of(card)
    ruler = state.throne[-1]
    if rank == 1 or suit_of(card) == suit_of(ruler):
        return None
    tops = [top_rank(f) for f in state.foundations if f]
    power = rank_of(ruler)
    if power >= QUEEN and rank in tops:
        return None
    if power == KING and abs(rank - top_rank(cards)) == 1:
        return None
    ruler_suit = one_of(suit_of(ruler))
    if power == JACK:
        return (f"While the {title(ruler)} rules, only {ruler_suit}s and Aces may go on a foundation "
                f"that has cards: the {card_name(card)} is neither.")
    listed = ", ".join(short_rank(t) for t in tops)
    options = f"a {ruler_suit}, an Ace, or the same rank as a foundation's top card (now {listed})"
    if power == KING:
        top = "the Jester, which counts as an Ace here" if is_jester(cards[-1]) else \
            f"the {card_name(cards[-1])}"
        options = (f"a {ruler_suit}, an Ace, the same rank as a foundation's top card (now {listed}), "
                   f"or one rank above or below the top of its own foundation ({top}; Aces low, "
                   f"no wrap)")
    return (f"While the {title(ruler)} rules, a card may go on a foundation that has cards only "
            f"if it is {options}: the {card_name(card)} is none of these.")


# --- the throne ----------------------------------------------------------------------

def throne_refusal(state: State, card: str) -> str | None:
    """Why ``card`` may not overthrow the ruler (rules §4), or None if it may."""
    if is_jester(card):
        return "The Jester never rules: only a Jack, Queen or King can take the throne."
    rank = rank_of(card)
    if rank < JACK:
        return f"Only a Jack, Queen or King can take the throne, not the {card_name(card)}."
    ruler = state.throne[-1]
    power = rank_of(ruler)
    if rank == KING or rank == QUEEN and power <= QUEEN or rank == JACK and power == JACK:
        return None
    mine, theirs = suit_of(card), suit_of(ruler)
    who, whom = COURT_TITLES[rank], COURT_TITLES[power]
    if rank == JACK and power == KING:
        value, why = standing(state, mine)
        if value == ACE_HIGH:
            return None
        said = f"its top card is the {short_rank(value)}" if value else why
        return (f"A Jack can overthrow a King only when the {suit_name(mine)} foundation's top card "
                f"is an Ace: {said}.")
    if mine == theirs:
        return (f"A {who} can overthrow a {whom} only when the challenger's foundation outranks the "
                f"ruler's, and both are {suit_name(mine)}: a foundation never outranks itself.")
    if standing(state, mine)[0] > standing(state, theirs)[0]:
        return None
    return (f"A {who} can overthrow a {whom} only when the {suit_name(mine)} foundation outranks the "
            f"{suit_name(theirs)} foundation: {standing_words(state, mine)} against "
            f"{standing_words(state, theirs)} (Aces high; equal does not outrank).")


# --- the ruler's permissions in words (for the table's panel) ----------------------------

def allows_text(ruler: str) -> str:
    suit = suit_of(ruler)
    parts = [f"any {one_of(suit)} may be played to the {suit_name(suit)} foundation"]
    if rank_of(ruler) >= QUEEN:
        parts.append("a card matching the rank of any foundation's top card may be played to its "
                     "own suit's foundation")
    if rank_of(ruler) == KING:
        parts.append("a card one rank above or below the top card of its own suit's foundation may "
                     "be played there (Aces low, no wrap)")
    parts.append("aces always")
    return f"{title(ruler)} rules: " + "; ".join(parts)


def overthrow_text(state: State) -> str:
    ruler = state.throne[-1]
    suit, power = suit_of(ruler), rank_of(ruler)
    value, why = standing(state, suit)
    now = f"now {short_rank(value)}" if value else f"{why}, so it ranks nothing"
    outrank = f"outranks the {suit_name(suit)} foundation ({now}; Aces high)"
    if power == JACK:
        return "Any Jack, Queen or King may take the throne."
    if power == QUEEN:
        return f"Any King or Queen may take the throne; a Jack only if his suit's foundation {outrank}."
    return (f"Any King may take the throne; a Queen only if her suit's foundation {outrank}; "
            f"a Jack only if his suit's foundation has an Ace on top.")


ALWAYS_TEXT = ("Whoever rules: a card of a suit with no foundation may start an empty foundation; "
               "the Jester may go on any foundation that has cards, and while it tops one the "
               "discard pile's top card may be played; any hand card may be discarded; drawing "
               "fills the empty hand slots.")


class Overthrone(Solitaire):
    id = "overthrone"
    name = "Overthrone"
    summary = "Solitaire with a Jester: the court card on the throne decides which cards you may play."
    options = {"hand": {
        "choices": [5, 6], "default": 5, "label": "Hand",
        "labels": {5: "5 cards", 6: "6 cards (easier)"},
        "help": "How many hand slots the draw fills; six makes a Perfect game easier."}}
    rules_version = 1
    score_order = "low"  # the score counts the cards that cost points
    State = State

    # --- deal -------------------------------------------------------------------
    def deal(self, seed, players, options, rng: Rng) -> State:
        """Shuffle 53 cards; the first court from the top rules; deal the hand from the top."""
        order = deck(1, 1)
        rng.shuffle(order)  # order[0] is the top of the deck
        ruler = next(c for c in order if not is_jester(c) and rank_of(c) >= JACK)
        order.remove(ruler)
        size = options["hand"]
        return State(seed=seed, hand_size=size, throne=(ruler,),
                     foundations=((),) * len(FOUNDATIONS), hand=tuple(order[:size]),
                     draw=tuple(reversed(order[size:])), discard=(), rng=rng.state)

    # --- reading the position -------------------------------------------------------
    def sources(self, state: State) -> dict[str, str]:
        """Every place a card may be played from now: pile id -> card id."""
        out = {slot: card for slot, card in zip(HAND_SLOTS, state.hand) if card}
        if state.discard and jester_active(state):
            out["discard"] = state.discard[-1]
        return out

    def refusal(self, state: State, card: str, target: str) -> str | None:
        if target == "throne":
            return throne_refusal(state, card)
        return foundation_refusal(state, card, target)

    def drawn_slots(self, state: State) -> list[str]:
        """The hand slots a draw would fill, in order (as many as the pile has cards)."""
        empty = [slot for slot, card in zip(HAND_SLOTS, state.hand) if card is None]
        return empty[:len(state.draw)]

    def all_known(self, state: State) -> bool:
        return not state.draw  # the hand, the discard pile and the foundations are face up

    def auto_move(self, state: State) -> str | None:
        """An empty hand refills from the draw pile: the table may do it for the player."""
        if state.draw and all(card is None for card in state.hand):
            return "draw"
        return None

    def _moves(self, state: State) -> list[tuple[str, str, str, str | None]]:
        """(move, from, to, card) for every legal move, sorted."""
        out = []
        for src, card in self.sources(state).items():
            for dst in FOUNDATIONS + ("throne",):
                if self.refusal(state, card, dst) is None:
                    out.append((f"{src}-{dst}", src, dst, card))
            if src != "discard":
                out.append((f"{src}-discard", src, "discard", card))
        slots = self.drawn_slots(state)
        if slots:
            out.append(("draw", "draw", slots[0], None))
        out.sort(key=lambda m: m[0])
        return out

    def score(self, state: State) -> int:
        """Cards that cost points: the discard pile and any card still in hand."""
        return len(state.discard) + sum(1 for c in state.hand if c)

    # --- the contract -------------------------------------------------------------
    def outcome(self, state: State) -> dict | None:
        if self._moves(state):
            return None
        score = self.score(state)
        name = band(score)
        cost = "no card costs a point" if score == 0 else \
            f"{score} card{'s' if score != 1 else ''} cost{'s' if score == 1 else ''} points"
        return {"scores": [score], "winners": [0] if score <= WINNING_SCORE else [],
                "reason": f"{name}: {cost} (discard pile and hand)", "band": name}

    def parse(self, state: State, move: object) -> tuple[str, str]:
        """(source, target) for a move string, or ``IllegalMove`` saying why not."""
        if not isinstance(move, str) or not move:
            raise IllegalMove("A move is a source and a target, like H3-N, H2-throne, H1-discard "
                              "or discard-E, or 'draw'.")
        if move == "draw":
            if not state.draw:
                raise IllegalMove("The draw pile is empty: there is nothing left to draw.")
            if all(state.hand):
                raise IllegalMove("Drawing fills empty hand slots, and every hand slot holds a card: "
                                  "play or discard a card first.")
            return "draw", "hand"
        src, sep, dst = move.partition("-")
        if not sep:
            raise IllegalMove(f"'{move[:20]}' is not a move: write a source and a target, like H3-N, "
                              f"or 'draw'.")
        if src not in HAND_SLOTS and src != "discard":
            raise IllegalMove(self._why_not_a_source(src, move))
        if dst not in FOUNDATIONS + ("throne", "discard"):
            raise IllegalMove(self._why_not_a_target(dst))
        if src in HAND_SLOTS:
            slot = HAND_SLOTS.index(src)
            if slot >= state.hand_size:
                raise IllegalMove(f"This game has only {state.hand_size} hand slots (H1 to "
                                  f"H{state.hand_size}).")
            card = state.hand[slot]
            if card is None:
                raise IllegalMove(f"Hand slot {src[1:]} is empty.")
        else:
            if not state.discard:
                raise IllegalMove("The discard pile is empty.")
            if dst == "discard":
                raise IllegalMove("A discarded card stays discarded: it can be played to a foundation "
                                  "or the throne while a Jester tops a foundation, never discarded again.")
            if not jester_active(state):
                raise IllegalMove("The discard pile's top card may be played only while a Jester is the "
                                  "top card of a foundation, and no foundation has the Jester on top now.")
            card = state.discard[-1]
        if dst != "discard":
            why = self.refusal(state, card, dst)
            if why:
                raise IllegalMove(why)
        return src, dst

    def why_not(self, state: State, source: str) -> str:
        if self.to_move(state) is None:
            return super().why_not(state, source)
        if source == "draw":
            if not state.draw:
                return "The draw pile is empty."
            return "Drawing fills the empty hand slots, and none is empty now."
        if source == "discard":
            if not state.discard:
                return "The discard pile is empty."
            return ("The discard pile's top card may be played only while a Jester is the top card of a "
                    "foundation, and no foundation has the Jester on top now.")
        if source in HAND_SLOTS and state.hand[HAND_SLOTS.index(source)] is None:
            return f"Hand slot {source[1:]} is empty."
        return self._why_not_a_source(source, source)

    @staticmethod
    def _why_not_a_source(src: str, move: str) -> str:
        if src in FOUNDATIONS:
            return "Cards on the foundations never move again."
        if src == "throne":
            return "The ruler never leaves the throne; only a new Jack, Queen or King can cover it."
        if src == "draw":
            return "Cards leave the draw pile only by drawing ('draw'), which fills the empty hand slots."
        return (f"'{move[:20]}' does not start with a source: a hand slot (H1 to H6) or the "
                f"discard pile.")

    @staticmethod
    def _why_not_a_target(dst: str) -> str:
        if dst in HAND_SLOTS:
            return "Cards never go back into the hand: the hand is filled only by drawing."
        if dst == "draw":
            return "Nothing is ever put back on the draw pile."
        return (f"'{dst[:20]}' is not a target: play to a foundation (N, E, S, W), the throne or the "
                f"discard pile.")

    def apply(self, state: State, move: str) -> State:
        src, dst = self.parse(state, move)
        if src == "draw":
            hand, pile = list(state.hand), list(state.draw)
            for slot in self.drawn_slots(state):
                hand[HAND_SLOTS.index(slot)] = pile.pop()
            return replace(state, hand=tuple(hand), draw=tuple(pile))
        if src == "discard":
            card, state = state.discard[-1], replace(state, discard=state.discard[:-1])
        else:
            i = HAND_SLOTS.index(src)
            card, state = state.hand[i], replace(state, hand=state.hand[:i] + (None,) + state.hand[i + 1:])
        if dst == "discard":
            return replace(state, discard=state.discard + (card,))
        if dst == "throne":
            return replace(state, throne=state.throne + (card,))
        f = FOUNDATIONS.index(dst)
        return replace(state, foundations=state.foundations[:f] + (state.foundations[f] + (card,),)
                       + state.foundations[f + 1:])

    def describe(self, state: State, move: str, advice: bool = False) -> str:
        src, dst = self.parse(state, move)
        if src == "draw":
            slots = [s[1:] for s in self.drawn_slots(state)]
            which = slots[0] if len(slots) == 1 else ", ".join(slots[:-1]) + " and " + slots[-1]
            return (f"{'Draw' if advice else 'Drew'} {len(slots)} card{'s' if len(slots) > 1 else ''} into hand "
                    f"slot{'s' if len(slots) > 1 else ''} {which}.")
        card = state.discard[-1] if src == "discard" else state.hand[HAND_SLOTS.index(src)]
        name = card_name(card) if is_jester(card) else f"the {card_name(card)}"
        if dst == "discard":
            return f"{'Discard' if advice else 'Discarded'} {name} from {pile_words(src)}."
        said = f"{'Play' if advice else 'Played'} {name} from {pile_words(src)} to {pile_words(dst)}"
        if dst == "throne":
            return f"{said}, overthrowing the {title(state.throne[-1])}."
        if not state.foundations[FOUNDATIONS.index(dst)]:
            return f"{said}, starting the {suit_name(suit_of(card))} foundation."
        return said + "."

    # --- what the page sees ------------------------------------------------------------
    def legal_moves(self, state: State) -> list[str]:
        return [m[0] for m in self._moves(state)]  # the records' moves, without their words

    def records(self, state: State) -> list[dict]:
        records = [{"move": m, "from": s, "to": d, "card": code_of(c) if c else None, "id": c,
                    "kind": self._kind(state, s, d),
                    "deliberate": d == "discard"}  # a discard costs a point: never one click
                   for m, s, d, c in self._moves(state)]
        for record in records:
            if record["kind"] == "draw":
                record["slots"] = self.drawn_slots(state)
        return records

    def view(self, state: State, seat: int | None) -> dict:
        moves = self._moves(state)
        records = self.records(state) if seat == 0 else []
        over = None if moves else self.outcome(state)
        ruler = card_record(state.throne[-1])
        buried = [card_record(c) for c in state.throne[:-1]]
        return {
            "game": self.id, "seat": seat, "to_move": 0 if moves else None,
            "hand_size": state.hand_size,
            "ruler": ruler, "buried": buried,
            "throne": {"pile": "throne", "ruler": ruler, "buried": buried},
            "allows": allows_text(state.throne[-1]),
            "overthrow": overthrow_text(state),
            "always": ALWAYS_TEXT,
            "foundations": [self._foundation_view(state, p, c) for p, c in zip(FOUNDATIONS, state.foundations)],
            "hand": [{"pile": p, "card": card_record(c) if c else None}
                     for p, c in zip(HAND_SLOTS, state.hand)],
            "draw": {"pile": "draw", "count": len(state.draw)},
            "discard": {"pile": "discard", "count": len(state.discard),
                        "top": card_record(state.discard[-1]) if state.discard else None,
                        "cards": [card_record(c) for c in state.discard],
                        "open": bool(state.discard) and jester_active(state)},
            "jester_active": jester_active(state),
            "penalty": len(state.discard),  # points already lost; the hand is empty at the end
            "band": over["band"] if over else None,
            "costly": [card_record(c) for c in state.discard + tuple(c for c in state.hand if c)]
            if over else None,
            "moves": records,
            "outcome": over,
        }

    @staticmethod
    def _kind(state: State, src: str, dst: str) -> str:
        if src == "draw":
            return "draw"
        if dst in ("throne", "discard"):
            return "overthrow" if dst == "throne" else "discard"
        return "play" if state.foundations[FOUNDATIONS.index(dst)] else "start"

    @staticmethod
    def _foundation_view(state: State, pile: str, cards: tuple[str, ...]) -> dict:
        suit = foundation_suit(cards)
        return {"pile": pile, "side": SIDES[pile], "suit": suit, "count": len(cards),
                "cards": [card_record(c) for c in cards],
                "top": card_record(cards[-1]) if cards else None,
                "throne_rank": standing(state, suit)[0] if suit else 0}

    def move_between(self, state: State, source: str, target: str) -> str:
        """Dragging the draw pile onto the hand (or clicking it) draws."""
        if source == "draw" and (target in HAND_SLOTS or target in ("draw", "hand")):
            return "draw"
        return f"{source}-{target}"

    # --- tools and tests ----------------------------------------------------------
    def cards(self, state: State) -> list[str]:
        out = list(state.throne) + [c for f in state.foundations for c in f]
        out += [c for c in state.hand if c]
        return out + list(state.draw) + list(state.discard)

    def check(self, state: State) -> None:
        if state.hand_size not in self.options["hand"]["choices"] or len(state.hand) != state.hand_size:
            raise ValueError("an Overthrone hand has 5 or 6 slots")
        if len(state.foundations) != len(FOUNDATIONS):
            raise ValueError("an Overthrone layout has four foundations")
        if sorted(self.cards(state)) != sorted(deck(1, 1)):
            raise ValueError("the saved cards are not exactly one deck and the Jester")
        if not state.throne or any(is_jester(c) or rank_of(c) < JACK for c in state.throne):
            raise ValueError("only Jacks, Queens and Kings sit on the throne")
        suits = [foundation_suit(f) for f in state.foundations if f]
        if len(suits) != len(set(suits)) or JESTER[1] in suits:
            raise ValueError("each foundation must start with a different suit, never with the Jester")
        for cards in state.foundations:
            if any(not is_jester(c) and suit_of(c) != suit_of(cards[0]) for c in cards):
                raise ValueError("a foundation holds cards of one suit and the Jester only")
        Rng(state.rng)

    def shuffle_hidden(self, state: State, seat, rng: Rng) -> State:
        """Only the draw pile is hidden: every other card was face up when it got where it is."""
        pool = sorted(state.draw)
        rng.shuffle(pool)
        return replace(state, draw=tuple(pool))

    def evaluate(self, state: State, seat: int) -> float:
        """1 for a perfect game, down by one 53rd per lost card; unplaced cards count half."""
        lost = len(state.discard)
        if self.outcome(state) is None:
            lost += 0.5 * (len(state.draw) + sum(1 for c in state.hand if c))
        return 1.0 - lost / 53

    def text(self, state: State, seat) -> str:
        v = self.view(state, seat)
        show = lambda rec: rec["card"] if rec else "--"  # noqa: E731
        buried = " ".join(c["card"] for c in v["buried"]) or "none"
        lines = [f"Throne: {v['ruler']['card']}   (buried: {buried})", f"  {v['allows']}.",
                 f"  {v['overthrow']}"]
        for f in v["foundations"]:
            cards = " ".join(c["card"] for c in f["cards"]) or "--"
            lines.append(f"{f['pile']} ({f['side']}, {suit_name(f['suit']) if f['suit'] else 'empty'}): "
                         f"{cards}")
        lines.append("Hand:   " + "  ".join(f"{h['pile']}:{show(h['card'])}" for h in v["hand"][:state.hand_size]))
        d = v["discard"]
        opened = "open: a Jester tops a foundation" if d["open"] else "closed"
        lines.append(f"Draw: {v['draw']['count']}   Discard: {show(d['top'])} ({d['count']}, {opened})")
        return "\n".join(lines)


GAME = Overthrone()
