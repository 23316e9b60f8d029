"""Kings Corners: two to four players build down in alternating colours around the stock;
only Kings open the corners (rules: ``py/rules/kings-corners.md``).

Modules follow the rules' words: ``state`` (the table's places, the state, fits and
penalties), ``plays`` (what may move, the notation, and why not), ``turns`` (the deal, a
move's effect, the ends of turns and hands), ``words`` (moves, seats and places in words),
``view`` (move records and what a seat sees), ``checks`` and ``evaluate``.

>>> state = GAME.new(13, 2)
>>> GAME.play(state, "4C-E")[1]
'Played the four of clubs onto the five of diamonds on the east pile.'
>>> [r["move"] for r in GAME.records(state)][-1], GAME.records(state)[-1]["from"]
('draw', 'stock')
"""
from __future__ import annotations

from dataclasses import replace

from ...core import Game, IllegalMove, Rng
from ...core.cards import code_of
from ...core.language import N_, _, n_
from . import sheet, turns
from .checks import check_state
from .evaluate import evaluate as _evaluate
from .plays import Play, iter_plays, parse as _parse
from .state import (CORNERS, DECK, DRAW_TIMINGS, HAND, ID_OF, KING, KING_PENALTY, PILE_INDEX, PILES, RANK,
                    RED, SIDES, STOCK, TARGETS, State, fits, hand_order, penalty, sort_hand, totals)
from .view import Record, make_view, records as _records, text as _text
from .words import hand_end_words, move_words, outcome_reason, why_not as _why_not

__all__ = ["GAME", "KingsCorners", "State", "CORNERS", "DECK", "HAND", "ID_OF", "KING", "KING_PENALTY",
           "PILE_INDEX", "PILES", "RANK", "RED", "SIDES", "STOCK", "code_of", "fits", "hand_order",
           "penalty", "sort_hand", "totals"]


class KingsCorners(Game):
    id = "kings-corners"
    name = "Kings Corners"
    summary = N_("Two to four players build down in alternating colours on the piles around the "
                 "stock; only Kings open the corners. Empty your hand first.")
    min_players = 2
    max_players = 4
    names_seats = True
    options = {
        "match": {"choices": [False, True], "default": False, "label": N_("Length"),
                  "labels": {False: N_("One hand"), True: N_("A match of hands")},
                  "help": N_("One hand, won by emptying your hand first; or hands dealt until someone's penalty "
                             "points reach the target, the lowest total winning.")},
        "target": {"choices": list(TARGETS), "default": 25, "label": N_("Match target"),
                   "labels": {t: f"{t} points" for t in TARGETS}, "applies": {"match": True},
                   "help": N_("The match ends once anyone's penalty points reach this total.")},
        "draw_timing": {"choices": list(DRAW_TIMINGS), "default": "end", "label": N_("Drawing"),
                        "labels": {"end": N_("At the end of your turn"), "start": N_("At the start of your turn")},
                        "help": N_("When each player takes a card from the stock.")},
    }
    rules_version = 1
    score_order = "low"  # scores are penalty points
    guide = sheet.GUIDE
    rules_sheet = staticmethod(sheet.rules_sheet)
    tour = sheet.TOUR
    State = State
    Record = Record

    def deal(self, seed, players, options, rng: Rng) -> State:
        return turns.deal(seed, players, options, rng)

    def info(self) -> dict:
        """The common metadata, this game's words in the language of the request."""
        return super().info() | {"summary": _(type(self).summary), "options": self.option_words(),
                                 "guide": sheet.guide()}

    def option_words(self) -> dict:
        """``options`` with their label, help and choices' labels worded now (the table above
        holds the English, marked)."""
        worded = {}
        for name, spec in type(self).options.items():
            labels = {t: n_(t, "{n} point", "{n} points") for t in TARGETS} if name == "target" \
                else {choice: _(label) for choice, label in spec["labels"].items()}
            label, helps = spec["label"], spec["help"]
            worded[name] = {**spec, "label": _(label), "help": _(helps), "labels": labels}
        return worded

    # --- the contract ------------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        return None if state.ended else state.turn

    def records(self, state: State) -> list[Record]:
        return _records(state)

    def plays(self, piles, hand) -> list[tuple[str, str, str, str, str]]:
        """Every card or pile move on a table: ``(move, kind, from, to, card)`` (for the bots'
        search of a whole turn, which plays on tables of its own)."""
        return list(iter_plays(piles, hand))

    def outcome(self, state: State, names=None) -> dict | None:
        """Scores are penalty points (lower is better): the hand's in single-hand play, the
        running totals in a match; the lowest score wins (§4, §5).  ``names``: the table's
        name for each seat, for the reason in words ("Player N" by default)."""
        if not state.ended:
            return None
        scores = totals(state)
        best = min(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
        return {"scores": scores, "winners": winners, "reason": outcome_reason(state, winners, best, names),
                "penalties": list(state.history[-1]), "hands": len(state.history)}

    def parse(self, state: State, move: object) -> Play:
        """The parsed legal move, else ``IllegalMove`` saying why not."""
        if state.ended:
            raise IllegalMove(_("The game is over: {reason}.", reason=self.outcome(state)["reason"]))
        return _parse(state, move)

    def apply(self, state: State, move: str) -> State:
        return turns.apply(state, self.parse(state, move))

    def play(self, state: State, move: str, names=None) -> tuple[State, str]:
        """The move parsed once, applied, and told for the log."""
        parsed = self.parse(state, move)
        after = turns.apply(state, parsed)
        return after, move_words(state, *parsed) + hand_end_words(state, after, names)

    def describe(self, state: State, move: str, advice: bool = False, names=None) -> str:
        if advice:
            return move_words(state, *self.parse(state, move), advice=True)
        return self.play(state, move, names)[1]

    def view(self, state: State, seat: int | None, names=None) -> dict:
        return make_view(self, state, seat, names)

    def why_not(self, state: State, source: str) -> str:
        if self.to_move(state) is None:
            return super().why_not(state, source)
        return _why_not(state, source) or super().why_not(state, source)

    def text(self, state: State, seat: int | None) -> str:
        return _text(self, state, seat)

    # --- bots, tools and tests ----------------------------------------------------------
    def evaluate(self, state: State, seat: int) -> float:
        return _evaluate(self.outcome(state), state, seat)

    def cards(self, state: State) -> list[str]:
        return [c for h in state.hands for c in h] + [c for p in state.piles for c in p] + list(state.stock)

    def check(self, state: State) -> None:
        check_state(state, self.cards(state))

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
