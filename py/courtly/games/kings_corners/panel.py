"""Kings Corners' table in words, beside the piles: whose turn, each seat's hand, the line
under the table, the panel's facts and its score tables.  Seats are called by the table's
names (``names``: "You" for the person at a one-person table), else "Player N"; the viewer's
own hand is worded only in the viewer's view."""
from __future__ import annotations

from ...core.language import N_, _, n_
from ...core.words import cards_word, is_you, seat_name
from .state import State, penalty, totals

HEADINGS = {"player": N_("Player"), "total": N_("Total"), "left": N_("Left in hand"), "went_out": N_("went out"),
            "out": N_("out")}


def turn_words(state: State, seat: int | None, names=None) -> str:
    """"Your turn", "Player 2 to play", or, with several people at one device, "Player 2,
    your turn"; once it is over, that the hand (or the match) is over."""
    if state.ended:
        return _("The match is over") if state.match else _("The hand is over")
    who = seat_name(state.turn, names)
    if seat != state.turn:
        return _("You to play") if is_you(who) else _("{name} to play", name=who)
    return _("Your turn") if names is None or is_you(who) else _("{name}, your turn", name=who)


def summary_line(state: State, seat: int | None, names=None) -> str:
    """The line under the table."""
    turn, stock = turn_words(state, seat, names), len(state.stock)
    if state.match:
        return _("{turn} \u00b7 hand {hand} \u00b7 stock {stock}", turn=turn,
                 hand=len(state.history) + (0 if state.ended else 1), stock=stock)
    return _("{turn} \u00b7 stock {stock}", turn=turn, stock=stock)


def points_word(n: int) -> str:
    return n_(n, "{n} point", "{n} points")


def seat_words(state: State, seat: int, names=None) -> dict:
    """A seat's hand as others see it (face down): its name, its count, its label and its
    few words for the seats bar."""
    count = len(state.hands[seat])
    name, cards = seat_name(seat, names), cards_word(count)
    if not state.ended and state.turn == seat:
        label = n_(count, "{name}: {n} card face down, to move", "{name}: {n} cards face down, to move", name=name)
    else:
        label = n_(count, "{name}: {n} card face down", "{name}: {n} cards face down", name=name)
    detail = _("{cards} \u00b7 {points}", cards=cards, points=points_word(totals(state)[seat])) if state.match \
        else cards
    return {"name": name, "cards": cards, "hint": "" if count else _("no cards"), "label": label, "detail": detail}


def own_words(cards: tuple[str, ...], seat: int, names=None) -> dict:
    """The viewer's own hand: its badge and its label."""
    name, count = seat_name(seat, names), len(cards)
    points = n_(penalty(cards), "{n} penalty point", "{n} penalty points")
    label = n_(count, "Your hand, {n} card", "Your hand, {n} cards") if is_you(name) \
        else n_(count, "{name}'s hand, {n} card", "{name}'s hand, {n} cards", name=name)
    return {"badge": _("{name} \u00b7 {cards} \u00b7 {points}", name=name, cards=cards_word(count), points=points),
            "label": label, "hint": "" if cards else _("no cards")}


def panel_words(state: State, names=None) -> dict:
    """The panel's facts and headings, and the score tables' captions and notes."""
    hands = len(state.history)
    stalemates = [str(i + 1) for i, out in enumerate(state.went_out) if out is None]
    note = " " + n_(len(stalemates), "Hand {hands} ended in a stalemate.", "Hands {hands} ended in a stalemate.",
                    hands=_(", ").join(stalemates)) if stalemates else ""
    headings = {key: _(word) for key, word in HEADINGS.items()}
    return {
        "facts": _("Dealer: {name} \u00b7 stock: {stock}", name=seat_name(state.dealer, names),
                   stock=len(state.stock)),
        "heading": _("Match to {target}", target=state.target) if state.match else _("Scoring"),
        "headings": {**headings, "penalty": _("Last hand") if state.match else _("Penalty")},
        "stalemates": note,
        "hand_titles": [_("hand {number}", number=i + 1) for i in range(hands)],
        "penalty_caption": n_(hands, "Penalty points after {n} hand", "Penalty points after {n} hands")
        if state.match else _("Penalty points this hand"),
        "left": [headings["went_out"] if state.went_out and state.went_out[-1] == seat else cards_word(len(h))
                 for seat, h in enumerate(state.hands)],
    }
