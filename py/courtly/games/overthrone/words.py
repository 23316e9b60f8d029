"""Overthrone in words: cards on the throne, places, what the ruler allows, the score
bands, and the sentences the table shows beside its piles."""
from __future__ import annotations

from ...core.cards import card_name, rank_of, suit_name, suit_of
from ...core.words import capital, cards_word, plural
from .state import (BANDS, COURT_TITLES, FOUNDATIONS, HAND_SLOTS, JACK, KING, LAST_BAND, QUEEN, SHORT_RANKS,
                    SIDES, State, foundation_suit, is_jester, jester_active, standing)


def short_rank(rank: int) -> str:
    return SHORT_RANKS.get(rank, str(rank))


def title(cid: str) -> str:
    """``"Queen of hearts"``: a court card named as a person on the throne."""
    return f"{COURT_TITLES[rank_of(cid)]} of {suit_name(suit_of(cid))}"


def one_of(suit: str) -> str:
    """``"heart"``: the singular of a suit's name."""
    return suit_name(suit)[:-1]


def the_card(cid: str) -> str:
    """``"the five of spades"``, ``"the Jester"``."""
    return card_name(cid) if is_jester(cid) else f"the {card_name(cid)}"


def pile_words(pile: str) -> str:
    if pile in SIDES:
        return f"the {SIDES[pile]} foundation"
    if pile in HAND_SLOTS:
        return f"hand slot {pile[1:]}"
    return {"throne": "the throne", "discard": "the discard pile", "draw": "the draw pile"}[pile]


def standing_words(state: State, suit: str) -> str:
    """``"5"``, ``"A"`` or ``"nothing (the Jester covers it)"``."""
    value, why = standing(state, suit)
    return short_rank(value) if value else f"nothing ({why})"


# --- the ruler -----------------------------------------------------------------------

def powers(ruler: str) -> list[dict]:
    """What the ruler allows on foundations that have cards (rules §3), each power as a
    sentence (``text``) and in a few words (``short``)."""
    suit = suit_of(ruler)
    out = [{"text": f"Any {one_of(suit)} may be played to the {suit_name(suit)} foundation.",
            "short": f"any {one_of(suit)}"}]
    if rank_of(ruler) >= QUEEN:
        out.append({"text": "A card matching the rank of any foundation's top card may be played to its "
                            "own suit's foundation.", "short": "a top card's rank"})
    if rank_of(ruler) == KING:
        out.append({"text": "A card one rank above or below the top card of its own suit's foundation may "
                            "be played there (Aces low, no wrap).", "short": "one above or below"})
    out.append({"text": "An ace may always be played to its own suit's foundation.", "short": "aces"})
    return out


def allows_text(ruler: str) -> str:
    """The ruler's powers in one line: ``"Jack of diamonds rules: any diamond may be …"``."""
    return f"{title(ruler)} rules: " + "; ".join(p["text"][0].lower() + p["text"][1:-1] for p in powers(ruler))


def overthrow_text(state: State) -> str:
    ruler = state.throne[-1]
    suit, power = suit_of(ruler), rank_of(ruler)
    value, why = standing(state, suit)
    now = f"now {short_rank(value)}" if value else f"{why}, so it ranks nothing"
    outrank = f"outranks the {suit_name(suit)} foundation ({now}; Aces high)"
    if power == JACK:
        return "Any Jack, Queen or King may take the throne."
    if power == QUEEN:
        return f"Any King or Queen may take the throne; a Jack only if his suit's foundation {outrank}."
    return (f"Any King may take the throne; a Queen only if her suit's foundation {outrank}; "
            f"a Jack only if his suit's foundation has an Ace on top.")


ALWAYS_TEXT = ("Whoever rules: a card of a suit with no foundation may start an empty foundation; "
               "the Jester may go on any foundation that has cards, and while it tops one the "
               "discard pile's top card may be played; any hand card may be discarded; drawing "
               "fills the empty hand slots.")


def since_words(state: State) -> str:
    """How the ruler came to the throne."""
    if len(state.throne) < 2:
        return "The first ruler of this deal."
    return f"Overthrew the {title(state.throne[-2])}."


# --- the score -------------------------------------------------------------------------

def band_table() -> list[dict]:
    """Every score band with the scores it covers (rules §5): ``{"name", "range"}``."""
    out, low = [], 0
    for ceiling, name in BANDS:
        out.append({"name": name, "range": str(ceiling) if ceiling == low else f"{low}\u2013{ceiling}"})
        low = ceiling + 1
    return out + [{"name": LAST_BAND, "range": f"{low}+"}]


def penalty_words(state: State) -> str:
    return (f"{cards_word(len(state.discard))} discarded so far. Each card discarded or left in hand "
            "costs a point.")


def discard_words(state: State) -> str:
    """Whether the discard pile's top card may be played, and why (rules §3, §6)."""
    tops = [SIDES[p] for p, cards in zip(FOUNDATIONS, state.foundations) if cards and is_jester(cards[-1])]
    if not tops:
        return "The discard pile is closed; it opens while a Jester tops a foundation."
    where = f"the {tops[0]} foundation"
    if state.discard:
        return f"The discard pile is open: a Jester tops {where}, so its top card may be played."
    return f"The discard pile would be open, as a Jester tops {where}, but it is empty."


# --- the piles' labels (for screen readers) ----------------------------------------------------

def foundation_label(pile: str, cards: tuple[str, ...]) -> str:
    side = capital(SIDES[pile])
    if not cards:
        return f"{side} foundation, empty: a card of a suit with no foundation yet may start it"
    label = (f"{side} foundation, {suit_name(foundation_suit(cards))}, {cards_word(len(cards))}, "
             f"{the_card(cards[-1])} on top")
    if is_jester(cards[-1]):
        label += " (the discard pile is open while it stays there)"
    return label


def throne_label(state: State) -> str:
    buried = len(state.throne) - 1
    return (f"Throne: the {title(state.throne[-1])} rules, " +
            (f"{plural(buried, 'earlier ruler')} buried beneath" if buried
             else "the first ruler of this deal"))


def buried_label(state: State) -> str:
    buried = state.throne[:-1]
    if not buried:
        return "Buried rulers: none yet"
    return "Buried rulers, oldest first: " + ", ".join(f"the {title(c)}" for c in buried)


def hand_label(slot: str, card: str | None) -> str:
    return f"Hand slot {slot[1:]}, {the_card(card) if card else 'empty'}"


def draw_label(state: State, can_draw: bool) -> str:
    if not state.draw:
        return "Draw pile, empty"
    return (f"Draw pile, {cards_word(len(state.draw))} face down; " +
            ("activate it to fill the empty hand slots" if can_draw
             else "drawing fills empty hand slots, and none is empty now"))


def discard_label(state: State) -> str:
    if not state.discard:
        return ("Discard pile, empty" + (" (open while a Jester tops a foundation)" if jester_active(state) else "")
                + ": any hand card may be discarded here, for a point of penalty")
    return (f"Discard pile, {cards_word(len(state.discard))}, {the_card(state.discard[-1])} on top, " +
            ("open: its top card may be played while a Jester tops a foundation" if jester_active(state)
             else "closed: its top card may be played only while a Jester tops a foundation"))


# --- the table's own lines: the summary, the panel's headings and toggles, the result -----------

def summary_line(state: State) -> str:
    """The line under the table: who rules, the piles' counts and the penalty so far."""
    return (f"{title(state.throne[-1])} rules \u00b7 draw {len(state.draw)} \u00b7 "
            f"discard {len(state.discard)} \u00b7 penalty {len(state.discard)}")


def page_words(state: State, costly: int | None) -> dict:
    """The panel's headings and toggles, the buried rulers' pile, and the results card's
    words (``costly``: how many cards cost a point, once the game is over)."""
    buried = len(state.throne) - 1
    return {
        "heading": f"The {title(state.throne[-1])} rules",
        "buried": f"{buried} buried" if buried else None,
        "buried_empty": "no buried rulers yet", "buried_order": "buried rulers, oldest first",
        "allows_short": "This ruler allows, in short", "more": "More", "less": "Less",
        "more_label": "More about this reign", "allows": "This ruler allows",
        "who_may": "Who may take the throne", "penalty": "Penalty so far",
        "hide_buried": "Hide the buried rulers", "show_buried": f"Show the buried rulers ({buried})",
        "always": "Whoever rules", "band": "Score band: ", "bands": "Score bands",
        "costly": None if costly is None else (f"The {cards_word(costly)} that cost points:" if costly
                                               else "Not a single card cost a point."),
    }
