"""Overthrone in words: cards on the throne, places, what the ruler allows, the score
bands, and the sentences the table shows beside its piles, in the request's language
(``core.language``): every sentence is one message with named fields."""
from __future__ import annotations

from ...core.cards import card_name, rank_of, suit_of
from ...core.language import N_, _, n_, p_
from ...core.words import capital, cards_word
from .state import (BANDS, FOUNDATIONS, JACK, KING, LAST_BAND, QUEEN, SHORT_RANKS, State, foundation_suit,
                    is_jester, jester_active, standing)


def short_rank(rank: int) -> str:
    """``"5"``, ``"Q"``, ``"A"``: a rank as the cards' corners mark it (the same in every language)."""
    return SHORT_RANKS.get(rank, str(rank))


# --- the suits, the sides, the cards and the rulers, as the sentences below name them -------------

def suit_word(suit: str) -> str:
    """The suit a foundation or a court card is named after: ``"hearts"`` ("the hearts
    foundation", "Queen of hearts")."""
    return {"C": p_("suit of a foundation or a ruler", "clubs"),
            "D": p_("suit of a foundation or a ruler", "diamonds"),
            "H": p_("suit of a foundation or a ruler", "hearts"),
            "S": p_("suit of a foundation or a ruler", "spades")}[suit]


def suit_cards(suit: str) -> str:
    """The cards of a suit, many of them: ``"hearts"`` ("only hearts (and the Jester) go on it")."""
    return {"C": p_("cards of a suit", "clubs"), "D": p_("cards of a suit", "diamonds"),
            "H": p_("cards of a suit", "hearts"), "S": p_("cards of a suit", "spades")}[suit]


def suit_one(suit: str) -> str:
    """One card of a suit: ``"heart"`` ("any heart", "a heart")."""
    return {"C": p_("one card of a suit", "club"), "D": p_("one card of a suit", "diamond"),
            "H": p_("one card of a suit", "heart"), "S": p_("one card of a suit", "spade")}[suit]


def side_word(pile: str) -> str:
    """A foundation's side of the throne: ``"north"`` ("the north foundation")."""
    return {"N": p_("side of the throne", "north"), "E": p_("side of the throne", "east"),
            "S": p_("side of the throne", "south"), "W": p_("side of the throne", "west")}[pile]


def card_word(cid: str) -> str:
    """A card's name where a sentence says "the {card}": ``"five of spades"``, ``"Jester"``."""
    return _("Jester") if is_jester(cid) else card_name(cid)


# A court card as a person on the throne, bare ("Queen of hearts") and as the subject of a
# sentence ("the Queen of hearts"): each language puts its article by the rank's gender.
TITLES = {JACK: N_("Jack of {suit}"), QUEEN: N_("Queen of {suit}"), KING: N_("King of {suit}")}
THE_TITLES = {JACK: N_("the Jack of {suit}"), QUEEN: N_("the Queen of {suit}"), KING: N_("the King of {suit}")}


def title(cid: str) -> str:
    """``"Queen of hearts"``: a court card named as a person on the throne."""
    return _(TITLES.get(rank_of(cid), TITLES[KING]), suit=suit_word(suit_of(cid)))


def the_title(cid: str) -> str:
    """``"the Queen of hearts"``: the person on the throne, as the subject of a sentence."""
    return _(THE_TITLES.get(rank_of(cid), THE_TITLES[KING]), suit=suit_word(suit_of(cid)))


def standing_words(state: State, suit: str) -> str:
    """``"5"``, ``"A"`` or ``"nothing (the Jester covers it)"``."""
    value, why = standing(state, suit)
    if value:
        return short_rank(value)
    if why == "jester":
        return _("nothing (the Jester covers it)")
    return _("nothing (there is no {suit} foundation)", suit=suit_word(suit))


# --- the ruler -----------------------------------------------------------------------

def powers(ruler: str) -> list[dict]:
    """What the ruler allows on foundations that have cards (rules §3), each power as a
    sentence (``text``) and in a few words (``short``)."""
    suit = suit_of(ruler)
    out = [{"text": _("Any {one} may be played to the {suit} foundation.", one=suit_one(suit), suit=suit_word(suit)),
            "short": _("any {one}", one=suit_one(suit))}]
    if rank_of(ruler) >= QUEEN:
        out.append({"text": _("A card matching the rank of any foundation's top card may be played to its "
                              "own suit's foundation."), "short": _("a top card's rank")})
    if rank_of(ruler) == KING:
        out.append({"text": _("A card one rank above or below the top card of its own suit's foundation may "
                              "be played there (Aces low, no wrap)."), "short": _("one above or below")})
    out.append({"text": _("An ace may always be played to its own suit's foundation."), "short": _("aces")})
    return out


def allows_text(ruler: str) -> str:
    """The ruler's powers in one line: ``"Jack of diamonds rules: any diamond may be …"``."""
    suit = suit_of(ruler)
    fields = {"ruler": title(ruler), "one": suit_one(suit), "suit": suit_word(suit)}
    if rank_of(ruler) == JACK:
        return _("{ruler} rules: any {one} may be played to the {suit} foundation; an ace may always be played "
                 "to its own suit's foundation", **fields)
    if rank_of(ruler) == QUEEN:
        return _("{ruler} rules: any {one} may be played to the {suit} foundation; a card matching the rank of "
                 "any foundation's top card may be played to its own suit's foundation; an ace may always be "
                 "played to its own suit's foundation", **fields)
    return _("{ruler} rules: any {one} may be played to the {suit} foundation; a card matching the rank of any "
             "foundation's top card may be played to its own suit's foundation; a card one rank above or below "
             "the top card of its own suit's foundation may be played there (Aces low, no wrap); an ace may "
             "always be played to its own suit's foundation", **fields)


def overthrow_text(state: State) -> str:
    ruler = state.throne[-1]
    suit, power = suit_of(ruler), rank_of(ruler)
    if power == JACK:
        return _("Any Jack, Queen or King may take the throne.")
    value, why = standing(state, suit)
    if value:
        now = _("now {rank}", rank=short_rank(value))
    elif why == "jester":
        now = _("the Jester covers it, so it ranks nothing")
    else:
        now = _("there is no {suit} foundation, so it ranks nothing", suit=suit_word(suit))
    if power == QUEEN:
        return _("Any King or Queen may take the throne; a Jack only if his suit's foundation outranks the "
                 "{suit} foundation ({now}; Aces high).", suit=suit_word(suit), now=now)
    return _("Any King may take the throne; a Queen only if her suit's foundation outranks the {suit} "
             "foundation ({now}; Aces high); a Jack only if his suit's foundation has an Ace on top.",
             suit=suit_word(suit), now=now)


def always_text() -> str:
    return _("Whoever rules: a card of a suit with no foundation may start an empty foundation; "
             "the Jester may go on any foundation that has cards, and while it tops one the "
             "discard pile's top card may be played; any hand card may be discarded; drawing "
             "fills the empty hand slots.")


def since_words(state: State) -> str:
    """How the ruler came to the throne."""
    if len(state.throne) < 2:
        return _("The first ruler of this deal.")
    return _("Overthrew {ruler}.", ruler=the_title(state.throne[-2]))


# --- the score -------------------------------------------------------------------------

def band_table() -> list[dict]:
    """Every score band with the scores it covers (rules §5): ``{"name", "range"}``."""
    out, low = [], 0
    for ceiling, name in BANDS:
        out.append({"name": _(name), "range": str(ceiling) if ceiling == low else f"{low}\u2013{ceiling}"})
        low = ceiling + 1
    return out + [{"name": _(LAST_BAND), "range": f"{low}+"}]


def penalty_words(state: State) -> str:
    return n_(len(state.discard), "{n} card discarded so far. Each card discarded or left in hand costs a point.",
              "{n} cards discarded so far. Each card discarded or left in hand costs a point.")


def discard_words(state: State) -> str:
    """Whether the discard pile's top card may be played, and why (rules §3, §6)."""
    tops = [p for p, cards in zip(FOUNDATIONS, state.foundations) if cards and is_jester(cards[-1])]
    if not tops:
        return _("The discard pile is closed; it opens while a Jester tops a foundation.")
    if state.discard:
        return _("The discard pile is open: a Jester tops the {side} foundation, so its top card may be played.",
                 side=side_word(tops[0]))
    return _("The discard pile would be open, as a Jester tops the {side} foundation, but it is empty.",
             side=side_word(tops[0]))


# --- the piles' labels (for screen readers) ----------------------------------------------------

def foundation_label(pile: str, cards: tuple[str, ...]) -> str:
    side = side_word(pile)
    if not cards:
        return capital(_("{side} foundation, empty: a card of a suit with no foundation yet may start it", side=side))
    suit, count = suit_word(foundation_suit(cards)), cards_word(len(cards))
    if is_jester(cards[-1]):
        return capital(_("{side} foundation, {suit}, {count}, the Jester on top (the discard pile is open while "
                         "it stays there)", side=side, suit=suit, count=count))
    return capital(_("{side} foundation, {suit}, {count}, the {card} on top", side=side, suit=suit, count=count,
                     card=card_word(cards[-1])))


def throne_label(state: State) -> str:
    buried, ruler = len(state.throne) - 1, the_title(state.throne[-1])
    if buried:
        return n_(buried, "Throne: {ruler} rules, {n} earlier ruler buried beneath",
                  "Throne: {ruler} rules, {n} earlier rulers buried beneath", ruler=ruler)
    return _("Throne: {ruler} rules, the first ruler of this deal", ruler=ruler)


def buried_label(state: State) -> str:
    buried = state.throne[:-1]
    if not buried:
        return _("Buried rulers: none yet")
    return _("Buried rulers, oldest first: {rulers}", rulers=_(", ").join(the_title(c) for c in buried))


def hand_label(slot: str, card: str | None) -> str:
    if card:
        return _("Hand slot {slot}, the {card}", slot=slot[1:], card=card_word(card))
    return _("Hand slot {slot}, empty", slot=slot[1:])


def draw_label(state: State, can_draw: bool) -> str:
    if not state.draw:
        return _("Draw pile, empty")
    count = cards_word(len(state.draw))
    if can_draw:
        return _("Draw pile, {count} face down; activate it to fill the empty hand slots", count=count)
    return _("Draw pile, {count} face down; drawing fills empty hand slots, and none is empty now", count=count)


def discard_label(state: State) -> str:
    if not state.discard:
        if jester_active(state):
            return _("Discard pile, empty (open while a Jester tops a foundation): any hand card may be discarded "
                     "here, for a point of penalty")
        return _("Discard pile, empty: any hand card may be discarded here, for a point of penalty")
    count, card = cards_word(len(state.discard)), card_word(state.discard[-1])
    if jester_active(state):
        return _("Discard pile, {count}, the {card} on top, open: its top card may be played while a Jester tops "
                 "a foundation", count=count, card=card)
    return _("Discard pile, {count}, the {card} on top, closed: its top card may be played only while a Jester "
             "tops a foundation", count=count, card=card)


# --- the table's own lines: the summary, the panel's headings and toggles, the result -----------

def summary_line(state: State) -> str:
    """The line under the table: who rules, the piles' counts and the penalty so far."""
    return _("{ruler} rules \u00b7 draw {draw} \u00b7 discard {discard} \u00b7 penalty {penalty}",
             ruler=title(state.throne[-1]), draw=len(state.draw), discard=len(state.discard),
             penalty=len(state.discard))


def draw_badge(state: State) -> str:
    return _("draw {count}", count=len(state.draw))


def discard_badge(state: State) -> str:
    if jester_active(state):
        return _("discard {count} \u00b7 open", count=len(state.discard))
    return _("discard {count}", count=len(state.discard))


def page_words(state: State, costly: int | None) -> dict:
    """The panel's headings and toggles, the buried rulers' pile, and the results card's
    words (``costly``: how many cards cost a point, once the game is over)."""
    buried = len(state.throne) - 1
    if costly is None:
        cost = None
    elif costly:
        cost = n_(costly, "The {n} card that cost points:", "The {n} cards that cost points:")
    else:
        cost = _("Not a single card cost a point.")
    return {
        "heading": capital(_("{ruler} rules", ruler=the_title(state.throne[-1]))),
        "buried": n_(buried, "{n} buried", "{n} buried") if buried else None,
        "buried_empty": _("no buried rulers yet"), "buried_order": _("buried rulers, oldest first"),
        "allows_short": _("This ruler allows, in short"), "more": p_("show more", "More"),
        "less": p_("show less", "Less"),
        "more_label": _("More about this reign"), "allows": _("This ruler allows"),
        "who_may": _("Who may take the throne"), "penalty": _("Penalty so far"),
        "hide_buried": _("Hide the buried rulers"), "show_buried": _("Show the buried rulers ({n})", n=buried),
        "always": _("Whoever rules"), "band": _("Score band: "), "bands": _("Score bands"),
        "costly": cost,
    }
