"""Hand-made positions for tests, puzzles and bot experiments.

``position(players, cells={"c5-1": "L0/M0", "c5-4": "M1"}, ...)`` lays tokens (``L``/``M``/
``T`` + seat, stacked with ``/``, bottom first), numbering them in the order given, and deals
the named cards; every card not named stays in its deck, the named ``*_top`` cards on top in
draw order.  ``dice_rng(6, 2, 5)`` is a generator state whose next d6 rolls are those dice.
"""
from __future__ import annotations

from ...core import Rng
from .board import board_for
from .cards import EXPOSURE_CARDS, INFLUENCE_CARDS
from .state import Seat, State, evolve, rows_of

# Default hands: kinds whose effects stay out of the way of most scenarios.
DEFAULT_HANDS = (("siege-0", "siege-1", "siege-2"), ("mercenaries-0", "mercenaries-1", "mercenaries-2"),
                 ("spymaster-0", "spymaster-1", "spymaster-2"), ("roads-0", "roads-1", "roads-2"))


def dice_rng(*dice: int, limit: int = 2_000_000) -> str:
    """The state of the first seeded generator whose next rolls are ``dice``."""
    for seed in range(limit):
        rng = Rng.from_seed(seed)
        if all(rng.below(6) + 1 == d for d in dice):
            return Rng.from_seed(seed).state
    raise ValueError(f"no generator below seed {limit} rolls {dice}")


def _deck(all_cards, used, top) -> tuple[str, ...]:
    rest = [c for c in all_cards if c not in used and c not in top]
    return tuple(rest + list(reversed(top)))


def position(players: int = 2, cells: dict | None = None, hands=None, earned=None, exposure=None,
             revealed=None, exposed=None, villages=None, routes=None, turn: int = 0, first: int = 0,
             round: int = 2, actions: int = 3, dice=(), influence_top=(), exposure_top=(),
             turn_limit: int = 60, **changes) -> State:
    board = board_for(players)
    land, top = [""] * board.size ** 2, [""] * board.size ** 2
    counters: dict = {}
    for name, spec in (cells or {}).items():
        cell = board.cell(name)
        for part in spec.split("/"):
            kind, seat = part[0], int(part[1])
            n = counters.get((kind, seat), 0)
            counters[kind, seat] = n + 1
            token = f"{kind}{seat}-{n}"
            if kind == "L":
                land[cell] = token
            else:
                top[cell] = token
    pick = lambda spec, s, default=(): tuple(sorted((spec or {}).get(s, default)))  # noqa: E731
    hands = hands or {}
    seats = tuple(Seat(influence=pick(hands, s, DEFAULT_HANDS[s]), earned=pick(earned, s),
                       exposure=pick(exposure, s), revealed=tuple((revealed or {}).get(s, ())),
                       exposed=tuple((exposed or {}).get(s, ())), villages=pick(villages, s),
                       routes=pick(routes, s)) for s in range(players))
    used_inf = {c for s in seats for c in s.influence + s.earned}
    used_exp = {c for s in seats for c in s.exposure + s.revealed + s.exposed}
    state = State(seed=0, players=players, turn_limit=turn_limit,
                  start_rolls=tuple((6 - s,) for s in range(players)), first=first, round=round, turn=turn,
                  actions=actions, attacked=(), land_pairs=0, bonus_land=False, swaps=0, choice=None,
                  board=rows_of(board.size, tuple(land), tuple(top)), seats=seats,
                  influence_deck=_deck(INFLUENCE_CARDS, used_inf, influence_top),
                  exposure_deck=_deck(EXPOSURE_CARDS, used_exp, exposure_top), roll=None, result="",
                  rng=dice_rng(*dice) if dice else Rng.from_seed(0).state)
    return evolve(state, **changes)
