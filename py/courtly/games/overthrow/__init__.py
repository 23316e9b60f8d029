"""Overthrow: grow a network of land from your HQ, link villages for influence, and fight
your way into the capital; the first to take its centre wins (rules:
``py/rules/overthrow.md``, with the binding decisions of its §6).

Modules follow the rules' words: ``board`` (grids, HQs, villages, the capital; cell ids
``c<x>-<y>``), ``tokens`` (land, military, trade), ``cards`` (the influence and exposure
decks as data tables), ``network`` (links, village links, trade routes), ``influence`` and
``exposure`` (earning, the 5-card limit and swap, draws and reveals), ``actions`` (laying
and moving), ``combat`` (attacks, dice, the defender's choice), ``turns`` (the action
budget, ending a turn, the turn limit), ``moves`` (notation, the legal moves as the page's
records, ``apply``), ``victory``, ``words`` and ``voice`` (the log, labels, refusals; how seats
are named) and ``view``.  The notation is described in ``moves``; the bots' worth of a
position (``evaluate``) is theirs, in ``courtly.bots.overthrow``.
"""
from __future__ import annotations

from ...core import Game, Rng
from ...core.language import _, n_
from ...core.words import seat_names
from . import moves as _moves, sheet
from .board import board_for
from .checks import check_state
from .cards import EXPOSURE_CARDS, INFLUENCE_CARDS, KINDS, card_name
from .state import Choice, Roll, Seat, State, evolve, phase
from .tokens import all_tokens, token_name
from .turns import start_rolls, start_turn
from .victory import outcome
from .view import make_view, move_between as _move_between, text as _text
from .words import action_words, describe as _describe, why_not as _why_not

START_CARDS = 3
TURN_LIMITS = [5, 15, 30, 60, 100]

__all__ = ["GAME", "Overthrow", "State", "Seat", "Roll", "Choice"]


class Overthrow(Game):
    id = "overthrow"
    name = "Overthrow"
    min_players = 2
    max_players = 4
    # 2: a Surveyors free land is offered only when it can be laid, beside the turn's other
    # actions, and a Surveyors card is used up only by the free land it lays; an old link whose
    # paid lay took the last action with no free land possible recorded an "end" that the
    # turn (now over by itself) no longer needs.
    # 3: the capital's centre may be attacked only by a player holding 3 capital cells
    # (Courtly's balance design, §6); an old link that attacked it holding fewer no longer replays.
    rules_version = 3
    names_seats = True
    says_who = True  # "Player 2 (red) lays a land token on A7.": other seats may be named after it
    rules_sheet = staticmethod(sheet.rules_sheet)
    tour = sheet.TOUR
    State = State
    Record = _moves.Record

    # --- words, in the language of the request ----------------------------------------
    @property
    def summary(self) -> str:
        return _("Spread your land from your HQ, link villages for influence, and storm the capital's centre.")

    @property
    def options(self) -> dict:
        return {"turn_limit": {
            "choices": TURN_LIMITS, "default": 60, "label": _("Length"),
            "labels": {n: n_(n, "{n} round", "{n} rounds") for n in TURN_LIMITS},
            "help": _("If nobody takes the capital's centre by the end of this round, the most capital cells win.")}}

    @property
    def guide(self) -> dict:
        return sheet.guide()

    # --- deal -------------------------------------------------------------------
    def deal(self, seed, players, options, rng: Rng) -> State:
        rolls, first = start_rolls(players, rng)
        deck = list(INFLUENCE_CARDS)
        rng.shuffle(deck)
        seats = []
        for _seat in range(players):
            hand, deck = tuple(sorted(deck[-START_CARDS:])), deck[:-START_CARDS]
            seats.append(Seat(influence=hand, earned=(), exposure=(), revealed=(), exposed=(),
                              villages=(), routes=()))
        exposure = list(EXPOSURE_CARDS)
        rng.shuffle(exposure)
        size = board_for(players).size
        state = State(seed=seed, players=players, turn_limit=options["turn_limit"],
                      start_rolls=tuple(tuple(r) for r in rolls), first=first, round=1, turn=first,
                      actions=0, attacked=(), land_pairs=0, bonus_land=False, swaps=0, choice=None,
                      board=(" ".join(["."] * size),) * size, seats=tuple(seats),
                      influence_deck=tuple(deck), exposure_deck=tuple(exposure), roll=None, result="",
                      rng=rng.state)
        return start_turn(state, first)

    # --- the contract -------------------------------------------------------------
    def to_move(self, state: State) -> int | None:
        now = phase(state)
        if now == "over":
            return None
        return state.choice.defender if now == "defend" else state.turn

    def records(self, state: State) -> list[_moves.Record]:
        return _moves.records(state)

    def legal_moves(self, state: State) -> list[str]:
        return _moves.legal_moves(state)

    def apply(self, state: State, move: str) -> State:
        return _moves.apply(state, move)

    def describe(self, state: State, move: str, advice: bool = False, names: list[str] | None = None) -> str:
        """The move and what came of it; ``names`` (the table's, one per seat) instead of colours.
        (``advice``: only what the move does, as a rules example shows it; Overthrow has no hints.)"""
        if advice:   # said to the seat that moves: "You lay a land token on E1."
            return action_words(state, _moves.parse(move), seat_names(state.players, you=state.turn))
        return self.play(state, move, names)[1]

    def play(self, state: State, move: str, names: list[str] | None = None) -> tuple[State, str]:
        parsed = _moves.parse(move)
        after = _moves.play(state, parsed)  # raises IllegalMove with the reason when it is not legal
        return after, _describe(state, parsed, after, names)

    def move_seen_by(self, state: State, move: str, seat: int | None) -> str:
        return _moves.seen_by(state, move, seat)

    def outcome(self, state: State, names: list[str] | None = None) -> dict | None:
        return outcome(state, names)

    def why_not(self, state: State, source: str) -> str:
        return _why_not(state, source)

    def view(self, state: State, seat: int | None, names: list[str] | None = None) -> dict:
        return make_view(self, state, seat, names)

    def move_between(self, state: State, source: str, target: str) -> str:
        return _move_between(self, state, source, target)

    def piece_name(self, code: str) -> str:
        """A token by its code ("M2": "blue military"), else an influence or exposure card's name."""
        return card_name(code) if code.partition("-")[0] in KINDS else token_name(code)

    def text(self, state: State, seat: int | None) -> str:
        return _text(self, state, seat)

    def evaluate(self, state: State, seat: int) -> float:
        from ...bots.overthrow.evaluate import evaluate  # a heuristic of the bots, kept with them
        return evaluate(self, state, seat)

    # --- tools and tests ----------------------------------------------------------
    def cards(self, state: State) -> list[str]:
        """Every token (on the board or in a supply) and every influence and exposure card."""
        on_board = [t for t in state.land + state.top if t]
        placed = set(on_board)
        supply = [t for t in all_tokens(state.players) if t not in placed]
        out = on_board + supply + list(state.influence_deck) + list(state.exposure_deck)
        for s in state.seats:
            out += s.influence + s.earned + s.exposure + s.revealed + s.exposed
        return out

    def check(self, state: State) -> None:
        check_state(state)

    def shuffle_hidden(self, state: State, seat, rng: Rng) -> State:
        """Re-deal other seats' influence and face-down exposure cards with the decks; the
        generator's future dice are re-seeded too, since no player can see them."""
        others = [s for s in range(state.players) if s != seat]
        inf_places = [state.influence_deck] + [p for s in others for p in
                                               (state.seats[s].influence, state.seats[s].earned)]
        exp_places = [state.exposure_deck] + [state.seats[s].exposure for s in others]
        inf = _redeal(inf_places, rng)
        exp = _redeal(exp_places, rng)
        seats = list(state.seats)
        for k, s in enumerate(others):
            seats[s] = evolve(seats[s], influence=tuple(sorted(inf[1 + 2 * k])),
                               earned=tuple(sorted(inf[2 + 2 * k])), exposure=tuple(sorted(exp[1 + k])))
        return evolve(state, seats=tuple(seats), influence_deck=tuple(inf[0]), exposure_deck=tuple(exp[0]),
                       rng=f"{rng.next_u64():016x}")


def _redeal(places, rng: Rng) -> list[list[str]]:
    pool = sorted(c for p in places for c in p)
    rng.shuffle(pool)
    out, at = [], 0
    for p in places:
        out.append(pool[at:at + len(p)])
        at += len(p)
    return out


GAME = Overthrow()
