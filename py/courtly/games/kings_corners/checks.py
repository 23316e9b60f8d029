"""Is a decoded state one the rules can reach?  (``Game.check``, for saved games.)"""
from __future__ import annotations

from ...core import Rng
from .state import CORNERS, DECK, DRAW_TIMINGS, KING, KING_PENALTY, PILES, RANK, TARGETS, State, fits, sort_hand, totals


def check_state(state: State, cards: list[str]) -> None:
    n = state.players
    if not 2 <= n <= 4:
        raise ValueError("Kings Corners is for 2 to 4 players")
    if state.target not in TARGETS or state.draw_timing not in DRAW_TIMINGS:
        raise ValueError("unknown target or draw timing")
    if not (0 <= state.dealer < n and 0 <= state.turn < n and 0 <= state.idle < n):
        raise ValueError("dealer, turn or idle count out of range")
    if len(state.hands) != n or len(state.piles) != len(PILES):
        raise ValueError(f"a {n}-player table has {n} hands and {len(PILES)} piles")
    if sorted(cards) != sorted(DECK):
        raise ValueError("the saved cards are not exactly one pack")
    if any(h != sort_hand(h) for h in state.hands):
        raise ValueError("a hand is not in order")
    for pile, pile_cards in zip(PILES, state.piles):
        if pile in CORNERS and pile_cards and RANK[pile_cards[0]] != KING:
            raise ValueError(f"corner {pile} is not based on a King")
        if any(not fits(b, a) for a, b in zip(pile_cards, pile_cards[1:])):
            raise ValueError(f"pile {pile} is not built down in alternating colours")
    _check_history(state)
    Rng(state.rng)


def _check_history(state: State) -> None:
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
