"""What a seat sees: its move records, the piles with their words, the hands' counts, the
scoreboard; and the same as plain text for the terminal."""
from __future__ import annotations

from ...core.cards import card_record
from ...core.language import N_, _
from ...core.records import MoveRecord, move_record
from ...core.words import seat_name
from .panel import own_words, panel_words, seat_words, summary_line, turn_words
from .plays import ending, iter_plays
from .state import CORNERS, HAND, PILES, STOCK, State, penalty, totals
from .words import (compass, drawing_words, hand_card_label, own_penalty_words, pile_words, scoring_words,
                    stock_words, turn_prompt)

END_LABELS = {"draw": N_("Draw a card and end your turn"), "pass": N_("End your turn")}


class Record(MoveRecord, total=False):
    button: bool   # the move that ends the turn: a button as well as the stock


def records(state: State) -> list[Record]:
    """Every legal move of the seat to move, sorted by move.  Each hand card is a pile of its
    own (named by its id), so the table can select and drag it; the move that ends the turn
    starts from the stock (a click on the stock plays it) and carries a label in words."""
    if state.ended:
        return []
    out = [move_record(move, card if src == HAND else src, dst, card, kind=kind)
           for move, kind, src, dst, card in iter_plays(state.piles, state.hands[state.turn])]
    end = ending(state)
    label = _(END_LABELS[end]) if state.stock or end == "draw" else _("End your turn (the stock is empty)")
    out.append(move_record(end, STOCK, HAND, kind=end, label=label, button=True))
    out.sort(key=lambda r: r["move"])
    return out


def make_view(game, state: State, seat: int | None, names=None) -> dict:
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < state.players):
        raise ValueError(f"there is no seat {seat!r} at this table")
    to_move = None if state.ended else state.turn
    mine = seat is not None and seat == to_move
    moves = records(state) if mine else []
    targets: dict[str, list[str]] = {}
    for r in moves:
        if r["from"] != STOCK:
            targets.setdefault(r["from"], []).append(r["to"])
    scoreboard = [{"number": i + 1, "went_out": w, "penalties": list(row)}
                  for i, (row, w) in enumerate(zip(state.history, state.went_out))]
    own = state.hands[seat] if seat is not None else ()
    return {
        "game": game.id, "seat": seat, "players": state.players, "to_move": to_move,
        "dealer": state.dealer, "hand_number": len(state.history) + (0 if state.ended else 1),
        "options": {"match": state.match, "target": state.target, "draw_timing": state.draw_timing},
        # ``mark``: the pile's compass mark as the table shows it ("N", "NE"; German "O" for east)
        "piles": [{"pile": p, "mark": compass(p), "kind": "corner" if p in CORNERS else "side", "count": len(cards),
                   "cards": [card_record(c) for c in cards], **pile_words(p, cards, targets.get(p, []))}
                  for p, cards in zip(PILES, state.piles)],
        "stock": {"pile": STOCK, "count": len(state.stock),
                  **stock_words(state, ending(state) if mine else None)},
        "hand": {"pile": HAND, "penalty": penalty(own), "words": own_penalty_words(own, state.ended),
                 "cards": [{**card_record(c), "label": hand_card_label(c, targets.get(c, []))} for c in own],
                 **own_words(own, seat, names)}
        if seat is not None else None,
        "hands": [{"seat": i, "count": len(h), **seat_words(state, i, names)} for i, h in enumerate(state.hands)],
        "moved": state.moved, "idle_turns": state.idle,
        "prompt": turn_prompt(state) if mine else None,
        "drawing": drawing_words(state), "scoring": scoring_words(state),
        "scoreboard": {"target": state.target if state.match else None,
                       "totals": totals(state), "hands": scoreboard},
        "last_hand": scoreboard[-1] if scoreboard else None,
        "moves": moves,
        "outcome": game.outcome(state, names),
        "turn": turn_words(state, seat, names), "summary": summary_line(state, seat, names),
        "panel": panel_words(state, names),
    }


def text(game, state: State, seat: int | None) -> str:
    v = make_view(game, state, seat)
    show = lambda cards: " ".join(c["card"] for c in cards) or "--"  # noqa: E731
    lines = [f"Hand {v['hand_number']}, dealer {seat_name(v['dealer'])}, stock {v['stock']['count']}"]
    for p in v["piles"]:
        lines.append(f"  {p['pile']:>2}: {show(p['cards'])}")
    counts = ", ".join(f"{seat_name(h['seat'])}: {h['count']}" for h in v["hands"])
    lines.append(f"Cards in hand: {counts}")
    if v["hand"] is not None:
        lines.append(f"Your hand: {show(v['hand']['cards'])}")
    if state.match:
        lines.append("Totals: " + ", ".join(map(str, v["scoreboard"]["totals"]))
                     + f" (target {state.target})")
    if v["last_hand"]:
        lines.append("Last hand's penalties: " + ", ".join(map(str, v["last_hand"]["penalties"])))
    if v["to_move"] is not None:
        lines.append(f"{seat_name(v['to_move'])} to move" + (" (has moved)" if state.moved else ""))
    return "\n".join(lines)
