"""``check_state``: a decoded state must be one the rules could reach in shape — every token
and card exactly once, tokens only where they may stand, counts in range — so ``from_json``
never lets bad data crash deeper in."""
from __future__ import annotations

from ...core import Rng
from .board import CAPITAL, HQ, VILLAGE, board_for
from .cards import EXPOSURE_CARDS, INFLUENCE_CARDS
from .state import State, held
from .tokens import LAND, MILITARY, TRADE, is_token, owner

RESULTS = ("", "capital", "limit")


def check_state(state: State) -> None:
    """``ValueError`` when a decoded state is inconsistent."""
    if not 2 <= state.players <= 4:
        raise ValueError("Overthrow is for 2 to 4 players")
    board = board_for(state.players)
    n = state.players
    if len(state.board) != board.size or any(len(row.split(" ")) != board.size for row in state.board):
        raise ValueError(f"the board must have {board.size} rows of {board.size} cells")
    if len(state.seats) != n or len(state.start_rolls) != n:
        raise ValueError("there must be one seat record per player")
    if not (0 <= state.first < n and 0 <= state.turn < n and state.turn_limit >= 1
            and 1 <= state.round <= state.turn_limit and 0 <= state.actions <= 50
            and state.swaps >= 0 and state.land_pairs >= 0):
        raise ValueError("turn, round or action counts are impossible")
    if state.result not in RESULTS:
        raise ValueError("unknown game result")
    if any(not all(1 <= d <= 6 for d in r) for r in state.start_rolls):
        raise ValueError("dice show 1 to 6")
    seen = set()
    for cell in range(board.size ** 2):
        land, top, kind = state.land[cell], state.top[cell], board.kinds[cell]
        for token, letters in ((land, LAND), (top, MILITARY + TRADE)):
            if token and (token[0] not in letters or not is_token(token, n) or token in seen):
                raise ValueError(f"bad or doubled token on {board.ids[cell]}")
            seen.add(token)
        if kind in (HQ, VILLAGE) and (land or top):
            raise ValueError(f"{board.ids[cell]} must stay empty")
        if kind == CAPITAL and (land or top[:1] == TRADE):
            raise ValueError(f"{board.ids[cell]} may hold only a military")
        if kind not in (CAPITAL,) and top and (not land or owner(land) != owner(top)):
            raise ValueError(f"{board.ids[cell]} holds a token without its owner's land under it")
    places = [state.influence_deck] + [p for s in state.seats for p in (s.influence, s.earned)]
    if sorted(c for p in places for c in p) != sorted(INFLUENCE_CARDS):
        raise ValueError("the influence cards are not exactly one deck")
    places = [state.exposure_deck] + [p for s in state.seats for p in (s.exposure, s.revealed, s.exposed)]
    if sorted(c for p in places for c in p) != sorted(EXPOSURE_CARDS):
        raise ValueError("the exposure cards are not exactly one deck")
    for s in state.seats:
        for marks in (s.villages, s.routes):
            if len(set(marks)) != len(marks) or any(not 0 <= v < len(board.villages) for v in marks):
                raise ValueError("bad village numbers")
    if any(held(state, s) > 5 for s in range(n)):
        raise ValueError("nobody holds more than 5 influence cards")
    if any(not is_token(t, n) or t[0] != MILITARY or owner(t) != state.turn or t not in state.top
           for t in state.attacked) or len(set(state.attacked)) != len(state.attacked):
        # a lost attacker's id leaves the list: the next military laid reuses it
        raise ValueError("bad attacked list: only the mover's militaries on the board, once each")
    _check_extras(state, board)
    Rng(state.rng)


def _check_extras(state: State, board) -> None:
    names = set(board.ids)
    c = state.choice
    if c is not None and not (0 <= c.defender < state.players and c.target in names and c.attackers
                              and set(c.attackers) <= names):
        raise ValueError("bad defender's choice")
    r = state.roll
    if r is not None and not (0 <= r.attacker < state.players and -1 <= r.defender < state.players
                              and r.target in names and set(r.attackers) <= names
                              and all(1 <= d <= 6 for d in r.attack + r.defence)
                              and r.result in ("win", "loss", "tie", "capture")):
        raise ValueError("bad last roll")
    if state.result == "capital" and not state.top[board.centre]:
        raise ValueError("a capital win needs a military on the centre")
