"""The deal, a move's effect, the end of a turn and the end of a hand (rules §2–§5, §8).

A match (option ``match``) is a sequence of hands inside one state: when a hand ends and
no running total has reached the target, the next hand is dealt at once from the state's
generator, and ``history`` keeps every finished hand's penalties.
"""
from __future__ import annotations

from dataclasses import replace

from ...core import Rng
from .plays import Play, can_play
from .state import CORNERS, DECK, HAND_SIZE, PILE_INDEX, SIDES, State, penalty, sort_hand, totals


def deal(seed: int, players: int, options: dict, rng: Rng) -> State:
    dealer = rng.below(players)  # rules §5: a random dealer; the player to the left starts
    blank = State(seed=seed, players=players, match=options["match"], target=options["target"],
                  draw_timing=options["draw_timing"], dealer=dealer, turn=0, hands=(), piles=(),
                  stock=(), moved=False, idle=0, history=(), went_out=(), ended=False, rng="")
    return deal_hand(blank, dealer, rng)


def deal_hand(state: State, dealer: int, rng: Rng) -> State:
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
    return start_turn(state)


def apply(state: State, play: Play) -> State:
    """The state after a parsed legal move."""
    if play.kind in ("draw", "pass"):
        return end_turn(state, play.kind == "draw")
    seat, piles, hands = state.turn, list(state.piles), list(state.hands)
    d = PILE_INDEX[play.dst]
    if play.kind == "pile":
        s = PILE_INDEX[play.src]
        piles[d], piles[s] = piles[d] + piles[s], ()
    else:
        hands[seat] = tuple(c for c in hands[seat] if c != play.card)
        piles[d] = piles[d] + (play.card,)
    state = replace(state, piles=tuple(piles), hands=tuple(hands), moved=True)
    if not hands[seat]:  # §3: an empty hand wins at once, with no draw
        return finish_hand(state, seat)
    return check_blocked(state)


def start_turn(state: State) -> State:
    """Under ``draw_timing="start"`` the player draws before playing (Bicycle)."""
    if state.draw_timing != "start" or not state.stock:
        return state
    seat = state.turn
    hands = list(state.hands)
    hands[seat] = sort_hand(hands[seat] + state.stock[-1:])
    return replace(state, hands=tuple(hands), stock=state.stock[:-1], moved=True)


def end_turn(state: State, draw: bool) -> State:
    hands, stock = list(state.hands), state.stock
    if draw:
        hands[state.turn] = sort_hand(hands[state.turn] + stock[-1:])
        stock = stock[:-1]
    idle = 0 if state.moved or draw else state.idle + 1
    state = replace(state, hands=tuple(hands), stock=stock, idle=idle, moved=False,
                    turn=(state.turn + 1) % state.players)
    if idle >= state.players:  # §8: a full lap of turns with no move by anyone
        return finish_hand(state, None)
    return check_blocked(start_turn(state))


def check_blocked(state: State) -> State:
    """§8: with the stock gone, the hand ends at once when nobody has any move left.

    With one pack this cannot actually happen (kept because §8 asks for it): a King in
    hand or on a side pile has an empty corner unless all four Kings sit in corners, and
    a card X in hand has two possible parents, of which X's twin covers at most one, so
    the other is a top (X fits) or in a hand, and so on up to a King in hand."""
    if state.stock or any(can_play(state.piles, h) for h in state.hands):
        return state
    return finish_hand(state, None)


def finish_hand(state: State, winner: int | None) -> State:
    """Score the hand (§4); then the match goes on with a fresh deal or the game ends."""
    row = tuple(0 if seat == winner else penalty(hand) for seat, hand in enumerate(state.hands))
    state = replace(state, history=state.history + (row,), went_out=state.went_out + (winner,),
                    moved=False, idle=0)
    if not state.match or max(totals(state)) >= state.target:
        return replace(state, ended=True)
    return deal_hand(state, (state.dealer + 1) % state.players, Rng(state.rng))
