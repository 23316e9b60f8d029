"""The notation, the legal moves, a move's effect and its words.

Notation (state-free): ``<source>-<target>`` with sources ``H1``..``H6`` (hand slots)
and ``discard`` (its top card), targets ``N`` ``E`` ``S`` ``W``, ``throne`` and (from
the hand only) ``discard``; and ``draw``, which fills every empty hand slot from the
draw pile.  Examples: ``H3-N``, ``H2-throne``, ``H1-discard``, ``discard-E``, ``draw``.

The game ends when no move is left, which (rules §10) is exactly when the draw pile and
the hand are empty and the discard pile's top card cannot be played anywhere.
"""
from __future__ import annotations

from dataclasses import replace

from ...core import IllegalMove
from ...core.cards import suit_of
from ...core.language import _, n_
from ...core.words import listed
from .rules import refusal
from .state import FOUNDATIONS, HAND_SLOTS, State, jester_active
from .words import card_word, side_word, suit_word, the_title


def sources(state: State) -> dict[str, str]:
    """Every place a card may be played from now: pile id -> card id."""
    out = {slot: card for slot, card in zip(HAND_SLOTS, state.hand) if card}
    if state.discard and jester_active(state):
        out["discard"] = state.discard[-1]
    return out


def drawn_slots(state: State) -> list[str]:
    """The hand slots a draw would fill, in order (as many as the pile has cards)."""
    empty = [slot for slot, card in zip(HAND_SLOTS, state.hand) if card is None]
    return empty[:len(state.draw)]


def legal(state: State) -> list[tuple[str, str, str, str | None]]:
    """(move, from, to, card) for every legal move, sorted."""
    out = []
    for src, card in sources(state).items():
        for dst in FOUNDATIONS + ("throne",):
            if refusal(state, card, dst) is None:
                out.append((f"{src}-{dst}", src, dst, card))
        if src != "discard":
            out.append((f"{src}-discard", src, "discard", card))
    slots = drawn_slots(state)
    if slots:
        out.append(("draw", "draw", slots[0], None))
    out.sort(key=lambda m: m[0])
    return out


def kind(state: State, src: str, dst: str) -> str:
    if src == "draw":
        return "draw"
    if dst in ("throne", "discard"):
        return "overthrow" if dst == "throne" else "discard"
    return "play" if state.foundations[FOUNDATIONS.index(dst)] else "start"


def parse(state: State, move: object) -> tuple[str, str]:
    """(source, target) for a move string, or ``IllegalMove`` saying why not."""
    if not isinstance(move, str) or not move:
        raise IllegalMove(_("A move is a source and a target, like H3-N, H2-throne, H1-discard "
                            "or discard-E, or 'draw'."))
    if move == "draw":
        if not state.draw:
            raise IllegalMove(_("The draw pile is empty: there is nothing left to draw."))
        if all(state.hand):
            raise IllegalMove(_("Drawing fills empty hand slots, and every hand slot holds a card: "
                                "play or discard a card first."))
        return "draw", "hand"
    src, sep, dst = move.partition("-")
    if not sep:
        raise IllegalMove(_("'{move}' is not a move: write a source and a target, like H3-N, or 'draw'.",
                            move=move[:20]))
    if src not in HAND_SLOTS and src != "discard":
        raise IllegalMove(not_a_source(src, move))
    if dst not in FOUNDATIONS + ("throne", "discard"):
        raise IllegalMove(not_a_target(dst))
    if src in HAND_SLOTS:
        slot = HAND_SLOTS.index(src)
        if slot >= state.hand_size:
            raise IllegalMove(_("This game has only {n} hand slots (H1 to H{n}).", n=state.hand_size))
        card = state.hand[slot]
        if card is None:
            raise IllegalMove(_("Hand slot {slot} is empty.", slot=src[1:]))
    else:
        if not state.discard:
            raise IllegalMove(_("The discard pile is empty."))
        if dst == "discard":
            raise IllegalMove(_("A discarded card stays discarded: it can be played to a foundation "
                                "or the throne while a Jester tops a foundation, never discarded again."))
        if not jester_active(state):
            raise IllegalMove(discard_closed())
        card = state.discard[-1]
    if dst != "discard":
        why = refusal(state, card, dst)
        if why:
            raise IllegalMove(why)
    return src, dst


def discard_closed() -> str:
    return _("The discard pile's top card may be played only while a Jester is the top card of a "
             "foundation, and no foundation has the Jester on top now.")


def not_a_source(src: str, move: str) -> str:
    if src in FOUNDATIONS:
        return _("Cards on the foundations never move again.")
    if src == "throne":
        return _("The ruler never leaves the throne; only a new Jack, Queen or King can cover it.")
    if src == "draw":
        return _("Cards leave the draw pile only by drawing ('draw'), which fills the empty hand slots.")
    return _("'{move}' does not start with a source: a hand slot (H1 to H6) or the discard pile.", move=move[:20])


def not_a_target(dst: str) -> str:
    if dst in HAND_SLOTS:
        return _("Cards never go back into the hand: the hand is filled only by drawing.")
    if dst == "draw":
        return _("Nothing is ever put back on the draw pile.")
    return _("'{target}' is not a target: play to a foundation (N, E, S, W), the throne or the discard pile.",
             target=dst[:20])


def why_not(state: State, source: str) -> str:
    """Why nothing may move from ``source`` now (the game is not over)."""
    if source == "draw":
        if not state.draw:
            return _("The draw pile is empty.")
        return _("Drawing fills the empty hand slots, and none is empty now.")
    if source == "discard":
        return _("The discard pile is empty.") if not state.discard else discard_closed()
    if source in HAND_SLOTS and state.hand[HAND_SLOTS.index(source)] is None:
        return _("Hand slot {slot} is empty.", slot=source[1:])
    if source == "buried":
        return _("The buried rulers stay under the throne: they never move again.")
    return not_a_source(source, source)


def apply(state: State, src: str, dst: str) -> State:
    """The state after the parsed move ``src``-``dst``."""
    if src == "draw":
        hand, pile = list(state.hand), list(state.draw)
        for slot in drawn_slots(state):
            hand[HAND_SLOTS.index(slot)] = pile.pop()
        return replace(state, hand=tuple(hand), draw=tuple(pile))
    if src == "discard":
        card, state = state.discard[-1], replace(state, discard=state.discard[:-1])
    else:
        i = HAND_SLOTS.index(src)
        card, state = state.hand[i], replace(state, hand=state.hand[:i] + (None,) + state.hand[i + 1:])
    if dst == "discard":
        return replace(state, discard=state.discard + (card,))
    if dst == "throne":
        return replace(state, throne=state.throne + (card,))
    f = FOUNDATIONS.index(dst)
    return replace(state, foundations=state.foundations[:f] + (state.foundations[f] + (card,),)
                   + state.foundations[f + 1:])


def describe(state: State, src: str, dst: str, advice: bool = False) -> str:
    """The parsed move in words: what was done (``advice``: what to do)."""
    if src == "draw":
        slots = [s[1:] for s in drawn_slots(state)]
        if advice:
            return n_(len(slots), "Draw {n} card into hand slot {slots}.", "Draw {n} cards into hand slots {slots}.",
                      slots=listed(slots))
        return n_(len(slots), "Drew {n} card into hand slot {slots}.", "Drew {n} cards into hand slots {slots}.",
                  slots=listed(slots))
    card = state.discard[-1] if src == "discard" else state.hand[HAND_SLOTS.index(src)]
    fields = {"card": card_word(card), "slot": src[1:]}
    if dst == "discard":
        return (_("Discard the {card} from hand slot {slot}.", **fields) if advice
                else _("Discarded the {card} from hand slot {slot}.", **fields))
    said = (_ADVICE if advice else _DONE)["hand" if src in HAND_SLOTS else "discard"]
    if dst == "throne":
        return said["throne"](ruler=the_title(state.throne[-1]), **fields)
    fields["side"] = side_word(dst)
    if not state.foundations[FOUNDATIONS.index(dst)]:
        return said["start"](suit=suit_word(suit_of(card)), **fields)
    return said["play"](**fields)


# Each way a card is played, as advice and as done, from a hand slot or the discard pile: whole sentences.
_ADVICE = {
    "hand": {
        "throne": lambda **f: _("Play the {card} from hand slot {slot} to the throne, overthrowing {ruler}.", **f),
        "start": lambda **f: _("Play the {card} from hand slot {slot} to the {side} foundation, starting the "
                               "{suit} foundation.", **f),
        "play": lambda **f: _("Play the {card} from hand slot {slot} to the {side} foundation.", **f)},
    "discard": {
        "throne": lambda **f: _("Play the {card} from the discard pile to the throne, overthrowing {ruler}.", **f),
        "start": lambda **f: _("Play the {card} from the discard pile to the {side} foundation, starting the "
                               "{suit} foundation.", **f),
        "play": lambda **f: _("Play the {card} from the discard pile to the {side} foundation.", **f)},
}
_DONE = {
    "hand": {
        "throne": lambda **f: _("Played the {card} from hand slot {slot} to the throne, overthrowing {ruler}.",
                                **f),
        "start": lambda **f: _("Played the {card} from hand slot {slot} to the {side} foundation, starting the "
                               "{suit} foundation.", **f),
        "play": lambda **f: _("Played the {card} from hand slot {slot} to the {side} foundation.", **f)},
    "discard": {
        "throne": lambda **f: _("Played the {card} from the discard pile to the throne, overthrowing {ruler}.",
                                **f),
        "start": lambda **f: _("Played the {card} from the discard pile to the {side} foundation, starting the "
                               "{suit} foundation.", **f),
        "play": lambda **f: _("Played the {card} from the discard pile to the {side} foundation.", **f)},
}
