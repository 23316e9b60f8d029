"""Kings Corners in words: piles, seats, moves, the end of a hand, and what the table says
about each place, in the language of the request (``core.language``).  Seats are named by
the table's own names when it passes them (``names``: one per seat, "You" for the person
at a one-person table), else "Player N".

A pile's id (``N``, ``NE``) is data and never changes; what the table shows for it is its
compass mark (``compass``: "N", "O" in German for east) or its name in a sentence.  A
sentence whose pile is always a side pile, or always a corner, says the pile's direction
(``direction``: "north-east") in its own words; one whose pile may be either says the
pile's whole name (``pile_name``: "the north pile", "the north-east corner").  Cards are
named by ``card_name``, the article in each sentence's own words.

>>> pile_name("NE"), compass("NW"), direction("SE")
('the north-east corner', 'NW', 'south-east')
"""
from __future__ import annotations

from ...core.cards import card_name
from ...core.language import N_, _, n_, p_
from ...core.words import capital, is_you, listed, seat_name
from .state import CORNERS, KING, KING_PENALTY, PILE_INDEX, RANK, RED, State, penalty

WORDS = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west"),
         "NE": N_("north-east"), "SE": N_("south-east"), "SW": N_("south-west"), "NW": N_("north-west")}
PILE_NAMES = {"N": N_("the north pile"), "E": N_("the east pile"), "S": N_("the south pile"),
              "W": N_("the west pile"), "NE": N_("the north-east corner"), "SE": N_("the south-east corner"),
              "SW": N_("the south-west corner"), "NW": N_("the north-west corner")}
RED_RANKS = (N_("a red ace"), N_("a red two"), N_("a red three"), N_("a red four"), N_("a red five"),
             N_("a red six"), N_("a red seven"), N_("a red eight"), N_("a red nine"), N_("a red ten"),
             N_("a red jack"), N_("a red queen"), N_("a red king"))
BLACK_RANKS = (N_("a black ace"), N_("a black two"), N_("a black three"), N_("a black four"), N_("a black five"),
               N_("a black six"), N_("a black seven"), N_("a black eight"), N_("a black nine"), N_("a black ten"),
               N_("a black jack"), N_("a black queen"), N_("a black king"))
USAGE = N_("A move is a hand card or a side pile, a dash and a pile (8H-N, KD-NE, W-E), "
           "or 'draw' or 'pass' to end the turn.")


def compass(pile: str) -> str:
    """A pile's mark as the table shows it ("N", "NE"; German "O" for east)."""
    marks = {"N": lambda: p_("compass", "N"), "E": lambda: p_("compass", "E"), "S": lambda: p_("compass", "S"),
             "W": lambda: p_("compass", "W"), "NE": lambda: p_("compass", "NE"),
             "SE": lambda: p_("compass", "SE"), "SW": lambda: p_("compass", "SW"),
             "NW": lambda: p_("compass", "NW")}
    return marks[pile]()


def marks(piles) -> list[str]:
    return [compass(p) for p in piles]


def direction(pile: str) -> str:
    """``"north"``, ``"north-east"``."""
    return _(WORDS[pile])


def pile_name(pile: str) -> str:
    """``"the north pile"``, ``"the north-east corner"``."""
    return _(PILE_NAMES[pile])


def usage() -> str:
    return _(USAGE)


def builds_on(top: str) -> str:
    """What builds on ``top`` (rule §3.1): ``"a black six"``."""
    return needs_words(RANK[top] - 1, not RED[top])


def needs_words(rank: int, red: bool) -> str:
    """``"a red six"``, ``"a black king"`` (each its own message: the article and the colour
    agree with the rank in other languages)."""
    return _((RED_RANKS if red else BLACK_RANKS)[rank - 1])


# --- the log and the end ------------------------------------------------------------------

def move_words(state: State, kind: str, src: str, dst: str, card: str | None, advice: bool = False) -> str:
    """What one move did (the end of the hand, if it comes, is added by ``hand_end_words``);
    ``advice``: what to do, for a hint or a rules example."""
    if kind == "draw":
        return _("Draw a card from the stock and end the turn.") if advice \
            else _("Drew a card from the stock and ended the turn.")
    if kind == "pass":
        if not state.stock:
            return _("End the turn without drawing (the stock is empty).") if advice \
                else _("Ended the turn without drawing (the stock is empty).")
        return _("End the turn.") if advice else _("Ended the turn.")
    target = state.piles[PILE_INDEX[dst]]
    name = card_name(card)
    if kind == "pile":
        fields = {"pile": direction(src), "card": name}
        if target:
            fields.update(top=card_name(target[-1]), target=pile_name(dst))
            return _("Move the whole {pile} pile (the {card} at its bottom) onto the {top} on {target}.",
                     **fields) if advice else \
                _("Moved the whole {pile} pile (the {card} at its bottom) onto the {top} on {target}.", **fields)
        fields.update(corner=direction(dst))
        return _("Move the whole {pile} pile (the {card} at its bottom) to the empty {corner} corner.",
                 **fields) if advice else \
            _("Moved the whole {pile} pile (the {card} at its bottom) to the empty {corner} corner.", **fields)
    if kind == "build":
        fields = {"card": name, "top": card_name(target[-1]), "pile": pile_name(dst)}
        text = _("Play the {card} onto the {top} on {pile}.", **fields) if advice \
            else _("Played the {card} onto the {top} on {pile}.", **fields)
    elif kind == "corner":
        fields = {"corner": direction(dst), "card": name}
        text = _("Open the {corner} corner with the {card}.", **fields) if advice \
            else _("Opened the {corner} corner with the {card}.", **fields)
    else:
        fields = {"card": name, "side": direction(dst)}
        text = _("Play the {card} into the empty {side} side space.", **fields) if advice \
            else _("Played the {card} into the empty {side} side space.", **fields)
    if len(state.hands[state.turn]) == 1:
        text += " " + (_("That empties the hand and wins it.") if advice else _("Went out and won the hand!"))
    return text


def hand_end_words(before: State, after: State, names=None) -> str:
    """What the log adds when a move ends the hand: stalemate, penalties, the next deal."""
    if len(after.history) == len(before.history):
        return ""
    words = "" if after.went_out[-1] is not None else " " + _("Stalemate: nobody went out.")
    each = [_("{name} {points}", name=seat_name(i, names), points=p) for i, p in enumerate(after.history[-1])]
    words += " " + _("Penalties: {each}.", each=_(", ").join(each))
    if not after.ended:
        words += " " + _("Hand {number} is dealt by {dealer}.", number=len(after.history) + 1,
                         dealer=seat_name(after.dealer, names))
    return words


def outcome_reason(state: State, winners: list[int], best: int, names=None) -> str:
    """Why the game ended and who won (rules §4, §5), in the table's names for the seats."""
    who = [seat_name(w, names) for w in winners]
    last = state.went_out[-1]
    if last is not None:
        out = seat_name(last, names)
        if not state.match:
            return _("You went out and win the hand") if is_you(out) \
                else _("{name} went out and wins the hand", name=out)
        ending = _("You went out") if is_you(out) else _("{name} went out", name=out)
    else:
        ending = _("stalemate: the stock is empty and no one can or will play")
    fields = {"ending": ending, "who": listed(who), "best": best}
    you = len(who) == 1 and is_you(who[0])
    if state.match:
        fields["hands"] = len(state.history)
        fields["target"] = state.target
        if you:
            return _("{ending}; after hand {hands} a total reached {target} — the lowest total wins: "
                     "You win with {best}", **fields)
        return n_(len(who), "{ending}; after hand {hands} a total reached {target} — the lowest total wins: "
                  "{who} wins with {best}", "{ending}; after hand {hands} a total reached {target} — the lowest "
                  "total wins: {who} win with {best}", **fields)
    if you:
        return _("{ending}; the fewest penalty points win: You win with {best}", **fields)
    return n_(len(who), "{ending}; the fewest penalty points win: {who} wins with {best}",
              "{ending}; the fewest penalty points win: {who} win with {best}", **fields)


# --- the table's words for its places ----------------------------------------------------

def pile_words(pile: str, cards: tuple[str, ...], targets: list[str]) -> dict:
    """A compass pile's name for screen readers (``label``) and the few words shown on it
    while it is empty (``hint``)."""
    corner = pile in CORNERS
    where = direction(pile)
    if not cards:
        label = (_("{corner} corner, empty: only a King may open it", corner=where) if corner
                 else _("{side} side space, empty: any card from your hand may fill it", side=where))
        hint = _("King only") if corner else _("any card")
    else:
        listing = _(", ").join(map(card_name, cards))
        if len(cards) > 1:
            fields = {"pile": where, "cards": listing, "top": card_name(cards[-1])}
            label = (n_(len(cards), "{pile} corner, {n} card: {cards}; the {top} on top",
                        "{pile} corner, {n} cards: {cards}; the {top} on top", **fields) if corner
                     else n_(len(cards), "{pile} pile, {n} card: {cards}; the {top} on top",
                             "{pile} pile, {n} cards: {cards}; the {top} on top", **fields))
        else:
            label = (n_(1, "{pile} corner, {n} card: {cards}", "{pile} corner, {n} cards: {cards}", pile=where,
                        cards=listing) if corner
                     else n_(1, "{pile} pile, {n} card: {cards}", "{pile} pile, {n} cards: {cards}", pile=where,
                             cards=listing))
        hint = ""
    if targets:
        label = _("{label}; it can move to {piles}", label=label, piles=listed(marks(targets), "or"))
    return {"label": capital(label), "hint": hint}


def hand_card_label(card: str, targets: list[str]) -> str:
    name = card_name(card)
    if targets:
        return capital(_("{card} in your hand; it can go to {piles}", card=name,
                         piles=listed(marks(targets), "or")))
    return capital(_("{card} in your hand", card=name))


def stock_words(state: State, ending: str | None) -> dict:
    """The stock's label, its hint while empty, and ``action``: what activating it does now
    for the seat looking, in full and in a word (``short``); ``ending`` is the move that ends
    their turn (None: it does nothing for them)."""
    n = len(state.stock)
    if not n:
        label = _("Stock, empty; turns end without drawing")
    elif state.draw_timing == "start":
        label = n_(n, "Stock, {n} card face down; each turn begins by drawing one",
                   "Stock, {n} cards face down; each turn begins by drawing one")
    else:
        label = n_(n, "Stock, {n} card face down; drawing one ends your turn",
                   "Stock, {n} cards face down; drawing one ends your turn")
    action = short = None
    if ending == "draw":
        action, short = _("Draw and end your turn"), _("draw")
        label = _("{label}; activate it to draw and end your turn", label=label)
    elif ending == "pass":
        action, short = _("End your turn"), _("end turn")
        label = _("{label}; activate it to end your turn", label=label)
    # the badge under it: what a press does now, else what it is, and how many cards it holds
    badge = _("{action} \u00b7 {n}", action=short, n=n) if short else _("stock {n}", n=n)
    return {"label": label, "hint": _("empty"), "action": action, "short": short, "badge": badge}


def turn_prompt(state: State) -> str:
    """What the seat to move may do now, said to that seat."""
    draws = state.stock and state.draw_timing == "end"
    if state.moved and state.draw_timing == "end":
        return _("Play more cards, or draw from the stock to end your turn.") if draws \
            else _("Play more cards, or end your turn at the stock.")
    return _("Play cards onto the piles, then draw from the stock to end your turn.") if draws \
        else _("Play cards onto the piles, then end your turn at the stock.")


def scoring_words(state: State) -> str:
    """The scoring rules of this game (rules §4)."""
    if state.match:
        return _("Cards left in hand cost a point each, a King {king}; hands are dealt until a total reaches "
                 "{target}, and the lowest total wins.", king=KING_PENALTY, target=state.target)
    return _("One hand: the first to empty their hand wins. Cards left in hand cost a point each, a King {king}.",
             king=KING_PENALTY)


def drawing_words(state: State) -> str:
    return (_("Each turn begins by drawing from the stock.") if state.draw_timing == "start"
            else _("Each turn ends by drawing from the stock, until it runs out."))


def own_penalty_words(cards: tuple[str, ...], over: bool) -> str:
    points = penalty(cards)
    if over:
        return n_(points, "Your hand cost {n} penalty point.", "Your hand cost {n} penalty points.")
    return n_(points, "Your hand would cost {n} penalty point now.", "Your hand would cost {n} penalty points now.")


def why_not(state: State, source: str) -> str | None:
    """Why nothing can move from ``source`` for the seat to move (rules §3), or None when
    the general answer says it."""
    hand = state.hands[state.turn]
    if source in CORNERS:
        if state.piles[PILE_INDEX[source]]:
            return _("Corner piles never move: they are based on a King, and nothing ranks above a King.")
        return capital(_("The empty {corner} corner takes a King from your hand: pick the King first.",
                         corner=direction(source)))
    if source in WORDS:
        cards = state.piles[PILE_INDEX[source]]
        if not cards:
            return capital(_("The empty {side} side space takes any card from your hand: pick the card first.",
                             side=direction(source)))
        bottom = cards[0]
        if RANK[bottom] == KING:
            return capital(_("The {pile} pile starts with the {card}: a King-based pile may move only to an empty "
                             "corner, and no corner is empty.", pile=direction(source), card=card_name(bottom)))
        return capital(_("The {pile} pile moves only as a whole, onto a pile its bottom card (the {card}) fits, and "
                         "no pile's top card takes it now.", pile=direction(source), card=card_name(bottom)))
    if source == "hand":
        return _("Pick one card of your hand, then the pile where it goes.")
    if source.startswith("seat-"):
        return _("Those cards are another player's hand, face down: you play only from your own.")
    card = next((c for c in hand if c == source), None)
    if card is None:
        return None
    if RANK[card] == KING:
        return capital(_("The {card} fits nowhere now: a King opens an empty corner or fills an empty side space, "
                         "and none is empty.", card=card_name(card)))
    return capital(_("The {card} fits nowhere now: it goes on a pile topped by {parent}, or into an empty side "
                     "space, and there is neither.", card=card_name(card),
                     parent=needs_words(RANK[card] + 1, not RED[card])))
