"""Where a card may go (rules §3, §4), each refusal in the rules' own words."""
from __future__ import annotations

from ...core.cards import card_name, rank_of, suit_name, suit_of
from ...core.words import capital
from .state import (ACE_HIGH, COURT_TITLES, FOUNDATIONS, JACK, KING, QUEEN, State, foundation_suit,
                    is_jester, standing, top_rank)
from .words import one_of, pile_words, short_rank, standing_words, title


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


def refusal(state: State, card: str, target: str) -> str | None:
    if target == "throne":
        return throne_refusal(state, card)
    return foundation_refusal(state, card, target)
