"""Kings Corners' table in words, beside the piles: whose turn, each seat's hand, the line
under the table, the panel's facts and its score tables.  Seats are called by the table's
names (``names``: "You" for the person at a one-person table), else "Player N"; the viewer's
own hand is worded only in the viewer's view."""
from __future__ import annotations

from ...core.words import YOU, cards_word, plural, possessive, seat_name
from .state import State, penalty, totals

HEADINGS = {"player": "Player", "total": "Total", "left": "Left in hand", "went_out": "went out", "out": "out"}


def turn_words(state: State, seat: int | None, names=None) -> str:
    """"Your turn", "Player 2 to play", or, with several people at one device, "Player 2,
    your turn"; once it is over, that the hand (or the match) is over."""
    if state.ended:
        return "The match is over" if state.match else "The hand is over"
    who = seat_name(state.turn, names)
    if seat != state.turn:
        return f"{who} to play"
    return "Your turn" if names is None or who == YOU else f"{who}, your turn"


def summary_line(state: State, seat: int | None, names=None) -> str:
    """The line under the table."""
    hand = f"hand {len(state.history) + (0 if state.ended else 1)} \u00b7 " if state.match else ""
    return f"{turn_words(state, seat, names)} \u00b7 {hand}stock {len(state.stock)}"


def seat_words(state: State, seat: int, names=None) -> dict:
    """A seat's hand as others see it (face down): its name, its count, its label and its
    few words for the seats bar."""
    count = len(state.hands[seat])
    name, cards = seat_name(seat, names), cards_word(count)
    turn = ", to move" if not state.ended and state.turn == seat else ""
    total = f" \u00b7 {plural(totals(state)[seat], 'point')}" if state.match else ""
    return {"name": name, "cards": cards, "hint": "" if count else "no cards",
            "label": f"{name}: {cards} face down{turn}", "detail": f"{cards}{total}"}


def own_words(cards: tuple[str, ...], seat: int, names=None) -> dict:
    """The viewer's own hand: its badge and its label."""
    name, count = seat_name(seat, names), cards_word(len(cards))
    return {"badge": f"{name} \u00b7 {count} \u00b7 {plural(penalty(cards), 'penalty point')}",
            "label": f"{possessive(name)} hand, {count}", "hint": "" if cards else "no cards"}


def panel_words(state: State, names=None) -> dict:
    """The panel's facts and headings, and the score tables' captions and notes."""
    hands = len(state.history)
    stalemates = [str(i + 1) for i, out in enumerate(state.went_out) if out is None]
    note = (f" {'Hand' if len(stalemates) == 1 else 'Hands'} {', '.join(stalemates)} ended in a stalemate."
            if stalemates else "")
    return {
        "facts": f"Dealer: {seat_name(state.dealer, names)} \u00b7 stock: {len(state.stock)}",
        "heading": f"Match to {state.target}" if state.match else "Scoring",
        "headings": {**HEADINGS, "penalty": "Last hand" if state.match else "Penalty"},
        "stalemates": note,
        "hand_titles": [f"hand {i + 1}" for i in range(hands)],
        "penalty_caption": f"Penalty points after {plural(hands, 'hand')}" if state.match
        else "Penalty points this hand",
        "left": [HEADINGS["went_out"] if state.went_out and state.went_out[-1] == seat else cards_word(len(h))
                 for seat, h in enumerate(state.hands)],
    }
