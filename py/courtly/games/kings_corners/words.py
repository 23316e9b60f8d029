"""Kings Corners in words: piles, seats, moves, the end of a hand, and what the table says
about each place.  Seats are named by the table's own names when it passes them (``names``:
one per seat, "You" for the person at a one-person table), else "Player N"."""
from __future__ import annotations

from ...core.cards import card_name, rank_name
from ...core.words import agrees, capital, cards_word, listed, plural, seat_name
from .state import CORNERS, KING, KING_PENALTY, PILE_INDEX, RANK, RED, State, penalty

WORDS = {"N": "north", "E": "east", "S": "south", "W": "west",
         "NE": "north-east", "SE": "south-east", "SW": "south-west", "NW": "north-west"}
USAGE = ("A move is a hand card or a side pile, a dash and a pile (8H-N, KD-NE, W-E), "
         "or 'draw' or 'pass' to end the turn.")


def pile_name(pile: str) -> str:
    """``"the north pile"``, ``"the north-east corner"``."""
    return f"the {WORDS[pile]} {'corner' if pile in CORNERS else 'pile'}"


def space_name(pile: str) -> str:
    return f"the empty {WORDS[pile]} {'corner' if pile in CORNERS else 'side space'}"


def the(card: str) -> str:
    return f"the {card_name(card)}"


def builds_on(top: str) -> str:
    """What builds on ``top`` (rule §3.1): ``"a black six"``."""
    return f"a {'black' if RED[top] else 'red'} {rank_name(RANK[top] - 1)}"


# --- the log and the end ------------------------------------------------------------------

def move_words(state: State, kind: str, src: str, dst: str, card: str | None, advice: bool = False) -> str:
    """What one move did (the end of the hand, if it comes, is added by ``hand_end_words``);
    ``advice``: what to do, for a hint or a rules example."""
    def verb(done: str, do: str) -> str:
        return do if advice else done
    if kind == "draw":
        return verb("Drew a card from the stock and ended the turn.", "Draw a card from the stock and end the turn.")
    if kind == "pass":
        return verb("Ended the turn", "End the turn") + (" without drawing (the stock is empty)." if not state.stock
                                                        else ".")
    target = state.piles[PILE_INDEX[dst]]
    if kind == "pile":
        whole = f"the whole {WORDS[src]} pile ({the(card)} at its bottom)"
        return (f"{verb('Moved', 'Move')} {whole} onto {the(target[-1])} on {pile_name(dst)}." if target
                else f"{verb('Moved', 'Move')} {whole} to {space_name(dst)}.")
    if kind == "build":
        text = f"{verb('Played', 'Play')} {the(card)} onto {the(target[-1])} on {pile_name(dst)}."
    elif kind == "corner":
        text = f"{verb('Opened', 'Open')} {pile_name(dst)} with {the(card)}."
    else:
        text = f"{verb('Played', 'Play')} {the(card)} into {space_name(dst)}."
    if len(state.hands[state.turn]) == 1:
        text += verb(" Went out and won the hand!", " That empties the hand and wins it.")
    return text


def hand_end_words(before: State, after: State, names=None) -> str:
    """What the log adds when a move ends the hand: stalemate, penalties, the next deal."""
    if len(after.history) == len(before.history):
        return ""
    words = "" if after.went_out[-1] is not None else " Stalemate: nobody went out."
    words += " Penalties: " + ", ".join(f"{seat_name(i, names)} {p}" for i, p in enumerate(after.history[-1])) + "."
    if not after.ended:
        words += f" Hand {len(after.history) + 1} is dealt by {seat_name(after.dealer, names)}."
    return words


def outcome_reason(state: State, winners: list[int], best: int, names=None) -> str:
    """Why the game ended and who won (rules §4, §5), in the table's names for the seats."""
    who = [seat_name(w, names) for w in winners]
    verb = "win" if len(who) > 1 else agrees(who[0], "wins", "win")
    last = state.went_out[-1]
    if last is not None:
        out = seat_name(last, names)
        if not state.match:
            return f"{out} went out and {agrees(out, 'wins', 'win')} the hand"
        ending = f"{out} went out"
    else:
        ending = "stalemate: the stock is empty and no one can or will play"
    if state.match:
        return (f"{ending}; after hand {len(state.history)} a total reached {state.target} — "
                f"the lowest total wins: {listed(who)} {verb} with {best}")
    return f"{ending}; the fewest penalty points win: {listed(who)} {verb} with {best}"


# --- the table's words for its places ----------------------------------------------------

def pile_words(pile: str, cards: tuple[str, ...], targets: list[str]) -> dict:
    """A compass pile's name for screen readers (``label``) and the few words shown on it
    while it is empty (``hint``)."""
    corner = pile in CORNERS
    if not cards:
        label = (f"{capital(WORDS[pile])} corner, empty: only a King may open it" if corner
                 else f"{capital(WORDS[pile])} side space, empty: any card from your hand may fill it")
        hint = "King only" if corner else "any card"
    else:
        label = f"{capital(pile_name(pile)[4:])}, {cards_word(len(cards))}: " + ", ".join(map(card_name, cards))
        if len(cards) > 1:
            label += f"; {the(cards[-1])} on top"
        hint = ""
    if targets:
        label += f"; it can move to {listed(targets, 'or')}"
    return {"label": label, "hint": hint}


def hand_card_label(card: str, targets: list[str]) -> str:
    label = f"{capital(card_name(card))} in your hand"
    return label + (f"; it can go to {listed(targets, 'or')}" if targets else "")


def stock_words(state: State, ending: str | None) -> dict:
    """The stock's label, its hint while empty, and ``action``: what activating it does now
    for the seat looking, in full and in a word (``short``); ``ending`` is the move that ends
    their turn (None: it does nothing for them)."""
    n = len(state.stock)
    if not n:
        label = "Stock, empty; turns end without drawing"
    elif state.draw_timing == "start":
        label = f"Stock, {cards_word(n)} face down; each turn begins by drawing one"
    else:
        label = f"Stock, {cards_word(n)} face down; drawing one ends your turn"
    action, short = {"draw": ("Draw and end your turn", "draw"), "pass": ("End your turn", "end turn")}.get(
        ending, (None, None))
    if action:
        label += f"; activate it to {action[0].lower()}{action[1:]}"
    # the badge under it: what a press does now, else what it is, and how many cards it holds
    badge = f"{short} \u00b7 {n}" if short else f"stock {n}"
    return {"label": label, "hint": "empty", "action": action, "short": short, "badge": badge}


def turn_prompt(state: State) -> str:
    """What the seat to move may do now, said to that seat."""
    ending = ("draw from the stock to end your turn" if state.stock and state.draw_timing == "end"
              else "end your turn at the stock")
    if state.moved and state.draw_timing == "end":
        return f"Play more cards, or {ending}."
    return f"Play cards onto the piles, then {ending}."


def scoring_words(state: State) -> str:
    """The scoring rules of this game (rules §4)."""
    cost = f"Cards left in hand cost a point each, a King {KING_PENALTY}"
    if state.match:
        return f"{cost}; hands are dealt until a total reaches {state.target}, and the lowest total wins."
    return f"One hand: the first to empty their hand wins. {cost}."


def drawing_words(state: State) -> str:
    return ("Each turn begins by drawing from the stock." if state.draw_timing == "start"
            else "Each turn ends by drawing from the stock, until it runs out.")


def own_penalty_words(cards: tuple[str, ...], over: bool) -> str:
    cost = plural(penalty(cards), "penalty point")
    return f"Your hand cost {cost}." if over else f"Your hand would cost {cost} now."


def why_not(state: State, source: str) -> str | None:
    """Why nothing can move from ``source`` for the seat to move (rules §3), or None when
    the general answer says it."""
    hand = state.hands[state.turn]
    if source in CORNERS:
        if state.piles[PILE_INDEX[source]]:
            return "Corner piles never move: they are based on a King, and nothing ranks above a King."
        return f"{capital(space_name(source))} takes a King from your hand: pick the King first."
    if source in WORDS:
        cards = state.piles[PILE_INDEX[source]]
        if not cards:
            return f"{capital(space_name(source))} takes any card from your hand: pick the card first."
        bottom = cards[0]
        if RANK[bottom] == KING:
            return (f"{capital(pile_name(source))} starts with {the(bottom)}: a King-based pile may move only "
                    "to an empty corner, and no corner is empty.")
        return (f"{capital(pile_name(source))} moves only as a whole, onto a pile its bottom card "
                f"({the(bottom)}) fits, and no pile's top card takes it now.")
    if source == "hand":
        return "Pick one card of your hand, then the pile where it goes."
    if source.startswith("seat-"):
        return "Those cards are another player's hand, face down: you play only from your own."
    card = next((c for c in hand if c == source), None)
    if card is None:
        return None
    if RANK[card] == KING:
        return (f"{capital(the(card))} fits nowhere now: a King opens an empty corner or fills an empty "
                "side space, and none is empty.")
    return (f"{capital(the(card))} fits nowhere now: it goes on a pile topped by a "
            f"{'black' if RED[card] else 'red'} {rank_name(RANK[card] + 1)}, or into an empty side space, "
            "and there is neither.")
