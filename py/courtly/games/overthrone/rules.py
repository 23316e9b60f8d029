"""Where a card may go (rules §3, §4), each refusal in the rules' own words."""
from __future__ import annotations

from ...core.cards import card_name, rank_of, suit_of
from ...core.language import _
from .state import ACE_HIGH, FOUNDATIONS, JACK, KING, QUEEN, State, foundation_suit, is_jester, standing, top_rank
from .words import short_rank, side_word, standing_words, suit_cards, suit_one, suit_word, the_title


def foundation_refusal(state: State, card: str, pile: str) -> str | None:
    """Why ``card`` may not go on foundation ``pile`` now (rules §3), or None if it may."""
    cards = state.foundations[FOUNDATIONS.index(pile)]
    side = side_word(pile)
    if not cards:
        if is_jester(card):
            return _("The Jester cannot start a foundation: it has no suit. It may go only on a foundation that "
                     "already has cards, and the {side} foundation is empty.", side=side)
        suit = suit_of(card)
        for other, rest in zip(FOUNDATIONS, state.foundations):
            if foundation_suit(rest) == suit:
                return _("A foundation can be started only with a suit that has none yet: {cards} already have "
                         "the {other} foundation, so the {card} cannot start the {side} foundation.",
                         cards=suit_cards(suit), other=side_word(other), card=card_name(card), side=side)
        return None
    if is_jester(card):
        return None
    suit = foundation_suit(cards)
    if suit_of(card) != suit:
        return _("The {side} foundation is the {suit} foundation: only {cards} (and the Jester) go on it, not "
                 "the {card}.", side=side, suit=suit_word(suit), cards=suit_cards(suit), card=card_name(card))
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
    fields = {"ruler": the_title(ruler), "card": card_name(card), "one": suit_one(suit_of(ruler))}
    if power == JACK:
        return _("While {ruler} rules, only {cards} and Aces may go on a foundation that has cards: the {card} "
                 "is neither.", cards=suit_cards(suit_of(ruler)), **fields)
    listed = _(", ").join(short_rank(t) for t in tops)
    if power == QUEEN:
        return _("While {ruler} rules, a card may go on a foundation that has cards only if it is a {one}, an "
                 "Ace, or the same rank as a foundation's top card (now {tops}): the {card} is none of these.",
                 tops=listed, **fields)
    if is_jester(cards[-1]):
        return _("While {ruler} rules, a card may go on a foundation that has cards only if it is a {one}, an "
                 "Ace, the same rank as a foundation's top card (now {tops}), or one rank above or below the top "
                 "of its own foundation (the Jester, which counts as an Ace here; Aces low, no wrap): the {card} "
                 "is none of these.", tops=listed, **fields)
    return _("While {ruler} rules, a card may go on a foundation that has cards only if it is a {one}, an Ace, "
             "the same rank as a foundation's top card (now {tops}), or one rank above or below the top of its "
             "own foundation (the {top}; Aces low, no wrap): the {card} is none of these.",
             tops=listed, top=card_name(cards[-1]), **fields)


def throne_refusal(state: State, card: str) -> str | None:
    """Why ``card`` may not overthrow the ruler (rules §4), or None if it may."""
    if is_jester(card):
        return _("The Jester never rules: only a Jack, Queen or King can take the throne.")
    rank = rank_of(card)
    if rank < JACK:
        return _("Only a Jack, Queen or King can take the throne, not the {card}.", card=card_name(card))
    ruler = state.throne[-1]
    power = rank_of(ruler)
    if rank == KING or rank == QUEEN and power <= QUEEN or rank == JACK and power == JACK:
        return None
    mine, theirs = suit_of(card), suit_of(ruler)
    if rank == JACK and power == KING:
        value, why = standing(state, mine)
        if value == ACE_HIGH:
            return None
        if value:
            return _("A Jack can overthrow a King only when the {suit} foundation's top card is an Ace: its top "
                     "card is the {rank}.", suit=suit_word(mine), rank=short_rank(value))
        if why == "jester":
            return _("A Jack can overthrow a King only when the {suit} foundation's top card is an Ace: the Jester "
                     "covers it.", suit=suit_word(mine))
        return _("A Jack can overthrow a King only when the {suit} foundation's top card is an Ace: there is no "
                 "{suit} foundation.", suit=suit_word(mine))
    # what is left: a Queen under a King, or a Jack under a Queen
    if mine == theirs:
        if rank == QUEEN:
            return _("A Queen can overthrow a King only when the challenger's foundation outranks the ruler's, "
                     "and both are {cards}: a foundation never outranks itself.", cards=suit_cards(mine))
        return _("A Jack can overthrow a Queen only when the challenger's foundation outranks the ruler's, "
                 "and both are {cards}: a foundation never outranks itself.", cards=suit_cards(mine))
    if standing(state, mine)[0] > standing(state, theirs)[0]:
        return None
    fields = {"mine": suit_word(mine), "theirs": suit_word(theirs),
              "ours": standing_words(state, mine), "rival": standing_words(state, theirs)}
    if rank == QUEEN:
        return _("A Queen can overthrow a King only when the {mine} foundation outranks the {theirs} foundation: "
                 "{ours} against {rival} (Aces high; equal does not outrank).", **fields)
    return _("A Jack can overthrow a Queen only when the {mine} foundation outranks the {theirs} foundation: "
             "{ours} against {rival} (Aces high; equal does not outrank).", **fields)


def refusal(state: State, card: str, target: str) -> str | None:
    if target == "throne":
        return throne_refusal(state, card)
    return foundation_refusal(state, card, target)
