// The card table's input (./table.js): presses, drags and keys turned into intentions for
// the selection (./table-select.js), and the pointed pile for the screen.
//
// Touch: a drag that starts on a movable card moves it; any other swipe scrolls the page or
// pans a board, and a tap is a click.  On a mouse any face-up card lifts, so the engine can
// say why it may not go where it is dropped.
import { afterPaint } from "./dom.js";
import { CARD_H } from "./table-draw.js";
import { TABLE } from "./words.js";

const DRAG_START = 5;      // px of pointer travel before a press becomes a drag
const KEYS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class TableInput {
  constructor(table) {
    this.table = table;
    this.cursor = null;  // the pile the keyboard is on
    this.hovered = null; // the pile pointed at or focused
    const el = table.el;
    el.addEventListener("pointerdown", (e) => this.pointerDown(e));
    el.addEventListener("keydown", (e) => this.keyDown(e));
    el.addEventListener("focusin", (e) => {
      const pile = e.target.dataset?.pile;
      if (pile) this.cursor = pile;
      this.hover(pile ?? null);
    });
    // While a press holds the pointer (captured by the table) the pointer moves onto the table
    // itself and back: that is not the person pointing elsewhere (a panel that follows the
    // pointer would be drawn twice on every press).
    // A finger hovers nowhere: what it tapped is pointed at (``clicked``).
    el.addEventListener("pointerover", (e) => {
      if (e.pointerType !== "touch" && !el.hasPointerCapture?.(e.pointerId)) this.hover(spotOf(e.target));
    });
    el.addEventListener("pointerleave", (e) => {
      if (e.pointerType !== "touch") {
        this.hover(el.contains(document.activeElement) ? document.activeElement.dataset?.pile ?? null : null);
      }
    });
    el.addEventListener("dblclick", (e) => e.preventDefault());
    // A tap the table has played on its release is not the browser's to click as well: the
    // click it makes of a tap first finds what lies under the finger, which styles and lays out
    // the move just drawn, and sends mouse events there, all before the frame that shows it
    // (a blocking touchend listener does not hold up scrolling, which only touchstart and
    // touchmove listeners can).
    this.tapped = false;
    el.addEventListener("touchend", (e) => {
      if (this.tapped) e.preventDefault();
      this.tapped = false;
    }, { passive: false });
  }

  /** A press let go on ``from`` clicks it.  A finger's tap is not clicked again by the browser
   * (the touchend that follows is cancelled), so the pile becomes the keyboard's and, once the
   * frame that shows the tap has been drawn, the one pointed at, as that click's focus made it. */
  clicked(ev, from) {
    this.table.selection.activate(from);
    if (ev.pointerType !== "touch") return;
    this.tapped = true;
    this.cursor = from;
    afterPaint().then(() => this.hover(from));
  }

  hover(pile) {
    if (pile === this.hovered) return;
    this.hovered = pile;
    this.table.actions.hover?.(pile);
  }

  /** After a drawing: the cursor stays on its pile, else goes where a move starts; only the
   * cursor's pile is in the tab order. */
  settle() {
    const { drawing, moves, layout } = this.table;
    if (!drawing.piles.has(this.cursor)) this.cursor = (moves[0] && moves[0].from) || layout.piles[0]?.id;
    for (const [id, el] of drawing.piles) el.tabIndex = id === this.cursor ? 0 : -1;
  }

  pointerDown(e) {
    this.tapped = false; // (a tap's touchend that never reached the table cancels no later one)
    const { table } = this;
    const selection = table.selection;
    if (e.button !== 0 || selection.busy || e.target.closest?.(".table-controls")) return;
    if (table.waiting) { table.actions.say(TABLE.starting); return; }
    const cardEl = e.target.closest(".card");
    const pileEl = e.target.closest(".pile");
    const from = cardEl?.dataset.in ?? pileEl?.dataset.pile;
    if (!from) { selection.drop(); return; }
    // A movable card drags; on a mouse any face-up card lifts.  On a touch screen anything
    // else scrolls or pans.
    const movable = cardEl?.classList.contains("playable");
    const liftable = movable || (cardEl?.dataset.cardId && e.pointerType === "mouse");
    if (!liftable && e.pointerType !== "mouse") return this.tapOrScroll(e, from);
    const group = liftable ? table.drawing.groupOf(cardEl) : [];
    const start = { x: e.clientX, y: e.clientY };
    const origins = group.map((el) => el.style.transform);
    let dragging = false;
    const move = (ev) => {
      const dx = ev.clientX - start.x, dy = ev.clientY - start.y;
      if (!dragging && group.length && Math.hypot(dx, dy) > DRAG_START) {
        dragging = true;
        table.el.setPointerCapture?.(ev.pointerId); // the drag follows the pointer off the table
        table.drawing.clearLastMove();
        if (selection.movesFrom(from).length) selection.set(from);
        group.forEach((el) => { el.classList.add("dragging"); el.placed = null; }); // (a drawing puts it back)
      }
      if (dragging) group.forEach((el, i) => { el.style.transform = `${origins[i]} translate(${dx}px, ${dy}px)`; });
    };
    // Only a drag captures the pointer, once it has begun.  Capturing takes the hover off the
    // pile pressed, which asks for a frame (and Chromium holds the engine's answer until it has
    // run); and letting a capture go on release makes Chromium find what lies under the pointer,
    // which styles and lays out the move just drawn before its frame.  The press listens on the
    // window, where its events arrive, captured or not.
    const up = (ev) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", up);
      // A press let go where it began clicks the pile pressed.  Not found by asking the browser
      // what lies under the pointer: that styles and lays out the page first, in the frame the
      // move is drawn in.  A press that can drag went no further than DRAG_START; any other
      // was not captured, so the release's target is what lies under the pointer.
      const here = !dragging && ev.type === "pointerup" && (group.length > 0 || spotOf(ev.target) === from);
      if (!dragging) { if (here) this.clicked(ev, from); else table.drawing.clearLastMove(); return; } // let go elsewhere: taken back
      const to = ev.type === "pointerup" ? pileAt(ev.clientX, ev.clientY, group) : null;
      group.forEach((el, i) => { // snapped back, unless a legal move draws it where it goes
        el.classList.remove("dragging");
        el.style.transform = origins[i];
      });
      const legal = to && to !== from && table.moves.find((m) => m.from === from && m.to === to);
      if (legal) { selection.send(legal, from); return; }
      selection.set(null);
      if (to && to !== from) selection.attempt(from, to);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", up);
    e.preventDefault();
  }

  /** A touch on something that does not drag: a tap clicks it, a swipe belongs to the browser
   * (it scrolls; the browser then cancels the pointer, and nothing is played). */
  tapOrScroll(e, from) {
    const el = this.table.el;
    const start = { x: e.clientX, y: e.clientY };
    const done = (ev) => {
      el.removeEventListener("pointerup", done);
      el.removeEventListener("pointercancel", done);
      if (ev.type === "pointerup" && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 10) {
        this.clicked(ev, from);
      } else this.table.drawing.clearLastMove(); // the swipe scrolled
    };
    el.addEventListener("pointerup", done);
    el.addEventListener("pointercancel", done);
  }

  // --- keyboard --------------------------------------------------------------------
  keyDown(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest?.(".table-controls")) return;
    if (KEYS[e.key]) {
      e.preventDefault();
      this.moveCursor(...KEYS[e.key]);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.table.selection.activate(e.target.closest?.(".pile")?.dataset.pile ?? this.cursor);
    } else if (e.key === "Escape") {
      this.table.selection.clear();
    }
  }

  /** Step the cursor to the nearest pile in a direction (arrow keys). */
  moveCursor(dx, dy) {
    const { piles } = this.table.layout;
    const [cx, cy] = centre(piles, this.cursor);
    let best = null, bestScore = Infinity;
    for (const pile of piles) {
      if (pile.id === this.cursor) continue;
      const [px, py] = centre(piles, pile.id);
      const along = (px - cx) * dx + (py - cy) * dy;
      const across = Math.abs((px - cx) * dy) + Math.abs((py - cy) * dx);
      if (along <= 0.05 || across > along * 2 + 0.5) continue;
      const score = along + across * 2.5;
      if (score < bestScore) { best = pile.id; bestScore = score; }
    }
    if (best) this.focusPile(best);
  }

  focusPile(id) {
    this.cursor = id;
    const { piles } = this.table.drawing;
    for (const [pid, el] of piles) el.tabIndex = pid === id ? 0 : -1;
    piles.get(id)?.focus();
  }
}

/** The pile (or the pile a card lies in) under an element. */
function spotOf(target) {
  const spot = target?.closest?.("[data-in], [data-pile]");
  return spot ? spot.dataset.in ?? spot.dataset.pile : null;
}

/** The pile at a point of the screen, looking through the elements in ``skip`` (the cards dragged). */
function pileAt(x, y, skip) {
  for (const el of document.elementsFromPoint(x, y)) {
    if (skip.includes(el) || skip.some((s) => s.contains(el))) continue;
    if (el.dataset?.in) return el.dataset.in;
    if (el.dataset?.pile) return el.dataset.pile;
  }
  return null;
}

/** The middle of a pile's top card, in layout units. */
function centre(piles, id) {
  const p = piles.find((q) => q.id === id);
  return p ? [p.x + (p.w ?? 1) / 2, p.y + Math.min(p.h ?? CARD_H, CARD_H) / 2] : [0, 0];
}
