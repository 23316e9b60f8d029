"""Overthrone: a one-deck solitaire where the court card on the throne sets the rules
(rules: ``py/rules/overthrone.md``).

Modules follow the rules' words: ``state`` (the places, the state, foundations' standing
and the score bands), ``rules`` (where a card may go, and why not), ``moves`` (the
notation, the legal moves, a move's effect and its words), ``words`` (the ruler's powers,
the bands and the piles in words) and ``view``.

>>> state = GAME.new(11)
>>> state.throne, state.hand
(('JD-0',), ('TS-0', '8C-0', '3S-0', '3D-0', 'AC-0'))
>>> [p["short"] for p in GAME.view(state, 0)["powers"]]
['any diamond', 'aces']
>>> GAME.describe(state, "H5-N")
'Played the ace of clubs from hand slot 5 to the north foundation, starting the clubs foundation.'
>>> band(0), band(3), band(7), band(8)
('Perfect', 'Good', 'Not so good', 'Uh oh')
"""
from __future__ import annotations

from dataclasses import replace

from ...core import Rng, Solitaire
from ...core.cards import JESTER, deck, rank_of, suit_of
from ...core.language import _, n_, p_
from ...core.words import cards_word
from . import moves as _moves, sheet
from .rules import refusal
from .state import BANDS, FOUNDATIONS, HAND_SLOTS, JACK, LAST_BAND, WINNING_SCORE, State, band, band_key, \
    foundation_suit, is_jester, score as _score
from .view import Record, make_view, records as _records, text as _text

__all__ = ["GAME", "Overthrone", "State", "FOUNDATIONS", "HAND_SLOTS", "band"]


class Overthrone(Solitaire):
    id = "overthrone"
    name = "Overthrone"
    rules_version = 1
    score_order = "low"  # the score counts the cards that cost points

    # The words below are said in the request's language (core.language): properties, not class words.
    @property
    def summary(self) -> str:
        return _("Solitaire with a Jester: the court card on the throne decides which cards you may play.")

    @property
    def options(self) -> dict:
        return {"hand": {
            "choices": [5, 6], "default": 5, "label": p_("an option: the hand's size", "Hand"),
            "labels": {5: cards_word(5), 6: n_(6, "{n} card (easier)", "{n} cards (easier)")},
            "help": _("How many hand slots the draw fills; six makes a Perfect game easier.")}}

    # the solver looks for the best band's game (state.BANDS[0], "Perfect"): its words at the table say so
    @property
    def goal(self) -> str:
        return _("Perfect game")

    @property
    def check_label(self) -> str:
        return _("Perfect game still possible?")

    @property
    def verdicts(self) -> dict:
        return {"winnable": _("\u2713 Perfect still possible"),
                "not winnable": _("\u2717 no Perfect \u2014 proven"),
                "unknown": _("? not decided")}

    @property
    def guide(self) -> dict:
        return sheet.guide()

    rules_sheet = staticmethod(sheet.rules_sheet)
    tour = sheet.TOUR
    State = State
    Record = Record

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

    # --- the contract -------------------------------------------------------------
    def records(self, state: State) -> list[Record]:
        return _records(state)

    def refusal(self, state: State, card: str, target: str) -> str | None:
        return refusal(state, card, target)

    def all_known(self, state: State) -> bool:
        return not state.draw  # the hand, the discard pile and the foundations are face up

    def auto_move(self, state: State) -> str | None:
        """An empty hand refills from the draw pile: the table may do it for the player."""
        if state.draw and all(card is None for card in state.hand):
            return "draw"
        return None

    def score(self, state: State) -> int:
        return _score(state)

    def info(self) -> dict:
        # the statistics count results by the band's English name ("band" in the outcome)
        # and show each in the page's language
        return super().info() | {"bands": {key: _(key) for key in [*(name for _c, name in BANDS), LAST_BAND]}}

    def outcome(self, state: State, names=None) -> dict | None:
        if _moves.legal(state):
            return None
        score = _score(state)
        name = band(score)
        reason = _("{band}: no card costs a point (discard pile and hand)", band=name) if score == 0 else \
            n_(score, "{band}: {n} card costs points (discard pile and hand)",
               "{band}: {n} cards cost points (discard pile and hand)", band=name)
        return {"scores": [score], "winners": [0] if score <= WINNING_SCORE else [],
                "reason": reason, "band": band_key(score)}

    def parse(self, state: State, move: object) -> tuple[str, str]:
        return _moves.parse(state, move)

    def apply(self, state: State, move: str) -> State:
        return _moves.apply(state, *_moves.parse(state, move))

    def play(self, state: State, move: str, names=None) -> tuple[State, str]:
        src, dst = _moves.parse(state, move)
        return _moves.apply(state, src, dst), _moves.describe(state, src, dst)

    def describe(self, state: State, move: str, advice: bool = False, names=None) -> str:
        return _moves.describe(state, *_moves.parse(state, move), advice=advice)

    def why_not(self, state: State, source: str) -> str:
        if self.to_move(state) is None:
            return super().why_not(state, source)
        return _moves.why_not(state, source)

    def view(self, state: State, seat: int | None, names=None) -> dict:
        return make_view(self, state, seat, self.outcome(state))

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
            raise ValueError(_("an Overthrone hand has 5 or 6 slots"))
        if len(state.foundations) != len(FOUNDATIONS):
            raise ValueError(_("an Overthrone layout has four foundations"))
        if sorted(self.cards(state)) != sorted(deck(1, 1)):
            raise ValueError(_("the saved cards are not exactly one deck and the Jester"))
        if not state.throne or any(is_jester(c) or rank_of(c) < JACK for c in state.throne):
            raise ValueError(_("only Jacks, Queens and Kings sit on the throne"))
        suits = [foundation_suit(f) for f in state.foundations if f]
        if len(suits) != len(set(suits)) or JESTER[1] in suits:
            raise ValueError(_("each foundation must start with a different suit, never with the Jester"))
        for cards in state.foundations:
            if any(not is_jester(c) and suit_of(c) != suit_of(cards[0]) for c in cards):
                raise ValueError(_("a foundation holds cards of one suit and the Jester only"))
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
        return _text(self, state, seat)


GAME = Overthrone()
