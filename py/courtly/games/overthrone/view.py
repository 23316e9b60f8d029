"""What the player sees: the move records, the piles with their words, the ruler's powers
and the score bands; and the same as plain text for the terminal."""
from __future__ import annotations

from ...core.cards import card_record
from ...core.language import _, p_
from ...core.records import MoveRecord, move_record
from .moves import drawn_slots, kind, legal
from .state import FOUNDATIONS, HAND_SLOTS, SIDES, State, band, foundation_suit, jester_active, standing
from .words import (allows_text, always_text, band_table, buried_label, discard_badge, discard_label, discard_words,
                    draw_badge, draw_label, foundation_label, hand_label, overthrow_text, page_words, penalty_words,
                    powers, side_word, since_words, suit_word, summary_line, throne_label, title)


class Record(MoveRecord, total=False):
    slots: list[str]   # a draw's: the hand slots it fills


def records(state: State) -> list[Record]:
    out = [move_record(m, s, d, c, kind=kind(state, s, d),
                       deliberate=d == "discard")  # a discard costs a point: never one click
           for m, s, d, c in legal(state)]
    for record in out:
        if record["kind"] == "draw":
            record["slots"] = drawn_slots(state)
    return out


def make_view(game, state: State, seat: int | None, over: dict | None) -> dict:
    moves = records(state)
    ruler = card_record(state.throne[-1])
    buried = [card_record(c) for c in state.throne[:-1]]
    costly = [card_record(c) for c in state.discard + tuple(c for c in state.hand if c)] if over else None
    return {
        "game": game.id, "seat": seat, "to_move": 0 if moves else None,
        "hand_size": state.hand_size,
        "ruler": ruler, "buried": buried,
        "throne": {"pile": "throne", "ruler": ruler, "buried": buried,
                   "label": throne_label(state), "buried_label": buried_label(state)},
        "title": title(state.throne[-1]),     # "Jack of diamonds"
        "since": since_words(state),
        "powers": powers(state.throne[-1]),
        "allows": allows_text(state.throne[-1]),
        "overthrow": overthrow_text(state),
        "always": always_text(),
        "foundations": [_foundation(state, p, c) for p, c in zip(FOUNDATIONS, state.foundations)],
        "hand": [{"pile": p, "card": card_record(c) if c else None, "label": hand_label(p, c)}
                 for p, c in zip(HAND_SLOTS, state.hand)],
        "draw": {"pile": "draw", "count": len(state.draw), "badge": draw_badge(state),
                 "hint": p_("an empty pile", "empty"),
                 "label": draw_label(state, any(m["kind"] == "draw" for m in moves))},
        "discard": {"pile": "discard", "count": len(state.discard),
                    "top": card_record(state.discard[-1]) if state.discard else None,
                    "cards": [card_record(c) for c in state.discard],
                    "open": bool(state.discard) and jester_active(state),
                    "label": discard_label(state), "words": discard_words(state),
                    "hint": p_("the discard pile's place", "discard"), "badge": discard_badge(state)},
        "jester_active": jester_active(state),
        "penalty": len(state.discard),  # points already lost; the hand is empty at the end
        "penalty_words": penalty_words(state),
        "bands": band_table(),
        "band": band(over["scores"][0]) if over else None,   # its name (the outcome counts it by its key)
        "costly": costly,
        "summary": summary_line(state),
        "words": page_words(state, None if costly is None else len(costly)),
        "moves": moves if seat == 0 else [],
        "outcome": over,
    }


def _foundation(state: State, pile: str, cards: tuple[str, ...]) -> dict:
    suit = foundation_suit(cards)
    return {"pile": pile, "side": SIDES[pile], "suit": suit, "count": len(cards),
            "cards": [card_record(c) for c in cards],
            "top": card_record(cards[-1]) if cards else None,
            "throne_rank": standing(state, suit)[0] if suit else 0,
            "label": foundation_label(pile, cards)}


def text(game, state: State, seat) -> str:
    v = game.view(state, seat)
    show = lambda rec: rec["card"] if rec else "--"  # noqa: E731
    buried = " ".join(c["card"] for c in v["buried"]) or p_("no buried rulers", "none")
    lines = [_("Throne: {ruler}   (buried: {buried})", ruler=v["ruler"]["card"], buried=buried), f"  {v['allows']}.",
             f"  {v['overthrow']}"]
    for f in v["foundations"]:
        cards = " ".join(c["card"] for c in f["cards"]) or "--"
        what = suit_word(f["suit"]) if f["suit"] else p_("a foundation with no cards", "empty")
        lines.append(f"{f['pile']} ({side_word(f['pile'])}, {what}): {cards}")
    lines.append(_("Hand:") + "   " + "  ".join(f"{h['pile']}:{show(h['card'])}" for h in v["hand"][:state.hand_size]))
    d = v["discard"]
    if d["open"]:
        lines.append(_("Draw: {draw}   Discard: {top} ({count}, open: a Jester tops a foundation)",
                       draw=v["draw"]["count"], top=show(d["top"]), count=d["count"]))
    else:
        lines.append(_("Draw: {draw}   Discard: {top} ({count}, closed)", draw=v["draw"]["count"], top=show(d["top"]),
                       count=d["count"]))
    return "\n".join(lines)
