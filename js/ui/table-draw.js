// The card table's drawing (./table.js): the layout as piles and cards, keyed by card id so
// cards glide between piles; the last move's marks; the selection's classes; a refusal's
// bubble.  It writes nothing but the DOM, and its own record of what it drew (so a pile or
// card drawn as it was last time is left alone).
import { afterPaint, h } from "./dom.js";
import { cardName, cardSvg, suitClass } from "./cards.js";
import { cardScale } from "./looks.js";

export const CARD_H = 1.4; // card height in card widths

export class TableDrawing {
  constructor(table) {
    this.table = table;
    this.el = table.el;
    this.piles = new Map();   // pile id -> element
    this.cards = new Map();   // card id -> element
    this.box = null;          // the host's content box, until it is resized or the looks change
  }

  /** The host's content box in px (kept until the host is resized or the looks change). */
  space() {
    if (this.box) return this.box;
    const host = this.el.parentElement;
    const style = getComputedStyle(host);
    const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const box = { width: host.clientWidth - padX, height: host.clientHeight - padY };
    if (host.isConnected && host.clientWidth) this.box = box; // a hidden host is read again when shown
    return box;
  }

  unit(layout) {
    const box = this.space();
    // (``smallest``: a picture, such as a rules example, may go below the readable size)
    const { width, height, minUnit = 56, touchUnit = 0, smallest = 30 } = layout;
    // Fit the width; fit the height too, but never shrink cards below a readable size
    // for it (a tall phone layout scrolls instead).  A layout of small pieces (a board)
    // may set a smaller readable size, and a floor that beats the width so its pieces
    // still take a finger (the host then scrolls sideways).
    const fit = Math.min(box.width / width, Math.max(box.height / height, minUnit));
    const standard = Math.max(smallest, touchUnit, Math.min(fit, 132)); // never below a finger
    // A smaller card size shrinks the table; a larger one grows it only into room the host has
    // (a table that stops at 132 px a unit on a large screen), never past it: the whole table
    // stays in view at every size.
    return Math.max(touchUnit, Math.min(standard * cardScale(), Math.max(standard, fit)));
  }

  /** Draw the table's layout; ``mover``: the seat whose move brought it (null: none, or a
   * redraw), whose cards are marked and travel from its seat; ``ahead``: for a move drawn
   * before the engine's answer, the ids of the piles it changed, the only ones visited (its
   * cards are marked, and stay marked when the answer is drawn). */
  draw(animate, mover, ahead = null) {
    const { layout, moves } = this.table;
    const u = this.unit(layout);
    const { width, height, piles } = layout;
    this.el.classList.toggle("no-anim", !animate);
    this.el.style.width = `${width * u}px`;
    this.el.style.height = `${height * u}px`;
    this.el.style.setProperty("--unit", `${u}px`);
    // A table wider than its host opens on the layout's focus pile; it opens again only when
    // that pile moves (the next person's HQ at a shared device), else the scrolling is theirs.
    const focus = layout.focus && piles.find((p) => p.id === layout.focus);
    const opening = focus && `${u} ${focus.id} ${focus.x}`;
    if (opening && opening !== this.opened) {
      this.opened = opening;
      this.reveal(focus, u);
    }
    this.followPan(layout.pinned ? u : null);
    this.markTable(layout.marks ?? []);
    if (!ahead) { // (a move drawn ahead moves pieces only: what lies under them and the controls wait)
      this.drawBackdrop(layout, u);
      this.drawControls(layout);
    }
    const sources = new Set(moves.map((m) => m.from));
    const movable = new Set(moves.map((m) => m.id).filter(Boolean));
    // Help mode lights up what is worth playing; "deliberate" moves (e.g. a discard) are
    // always possible, so lighting them would light everything.
    const hinted = new Set(moves.filter((m) => !m.deliberate).map((m) => m.id).filter(Boolean));
    const seenPiles = new Set();
    const seenCards = new Set();
    const arrived = [];
    let z = 1;
    for (const pile of piles) {
      if (ahead && !ahead.has(pile.id)) continue; // (a slow phone's frame waits on every pile visited)
      seenPiles.add(pile.id);
      const source = sources.has(pile.id);
      this.drawPile(pile, u, source);
      pile.cards.forEach((card, i) => {
        const key = card.key ?? card.id ?? `${pile.id}#${i}`;
        seenCards.add(key);
        this.drawCard(key, card, pile, { u, z: z++, arrived, ahead },
          movable.has(card.id) && source, hinted.has(card.id) && source);
      });
    }
    if (!ahead) { // (a move drawn ahead takes nothing off the table)
      for (const [id, el] of this.piles) if (!seenPiles.has(id)) { el.remove(); this.piles.delete(id); }
      for (const [id, el] of this.cards) if (!seenCards.has(id)) { el.remove(); this.cards.delete(id); }
    }
    // The cards a move drawn ahead moved are in place when its answer comes: still its marks.
    if (this.ahead) arrived.push(...this.ahead.filter(({ el }) => el.isConnected && !arrived.some((a) => a.el === el)));
    this.ahead = ahead ? arrived : null;
    // A move drawn ahead is marked a frame later: the old marks' removal and the new ones'
    // restyling kept the card's own frame waiting (0.3 ms a press at full speed, 1-2 ms at 4x).
    if (animate && ahead) afterPaint().then(() => { if (this.ahead === arrived) this.markLastMove(arrived, mover, u); });
    else if (animate && mover !== null) this.markLastMove(arrived, mover, u);
    if (!animate) requestAnimationFrame(() => this.el.classList.remove("no-anim"));
  }

  /** A layout's ``marks``: classes for the table itself, a mode all its pieces are drawn in (a
   * zoomed board).  The style sheet reads them there, not through a :has() on the table, which
   * the browser would test again at each change inside it and restyle every card for. */
  markTable(marks) {
    for (const m of this.marks ?? []) if (!marks.includes(m)) this.el.classList.remove(m);
    this.el.classList.add(...marks);
    this.marks = marks;
  }

  /** The cards a move brought (moved, or newly shown) keep a mark until the person acts;
   * cards that were hidden travel from the mover's seat (the layout says which pile that is).
   * The seat's place comes from the layout, and the glide is an animation of the card's own,
   * so nothing on the page is measured or restyled before the frame. */
  markLastMove(arrived, mover, u) {
    this.clearLastMove();
    const { layout, travel } = this.table;
    const seat = layout.seatPile?.(mover);
    const origin = seat && this.piles.has(seat) ? layout.piles.find((p) => p.id === seat) : null;
    for (const { el, entered } of arrived) {
      el.classList.add("last-move");
      if (entered && origin && travel) {
        el.classList.remove("entering");
        el.animate([{ transform: `translate(${origin.x * u}px, ${origin.y * u}px)` }, { transform: el.style.transform }],
          { duration: travel, easing: "ease-out" });
      }
    }
    for (const { el } of arrived) this.piles.get(el.dataset.in)?.classList.add("last-move");
  }

  clearLastMove() {
    for (const el of this.el.querySelectorAll(".last-move")) el.classList.remove("last-move");
  }

  /** Scroll the host so ``pile`` is in the middle (after the frame's layout: the host may
   * only now be showing the table at its new size). */
  reveal(pile, u) {
    const host = this.el.parentElement;
    requestAnimationFrame(() => {
      host.scrollLeft = (pile.x + (pile.w ?? 1) / 2) * u - host.clientWidth / 2;
    });
  }

  /** A layout whose chrome stays in view while its host pans sideways and the page scrolls
   * (``layout.pinned``: ``{top, band}``, the band of chrome at the layout's top or foot, in
   * units): the host's scroll for the game's CSS in px (--pan-x) and in units (--pan-u), and
   * how far the band moves to stay on the screen (--pan-y, px) and the top edge's labels (--pan-v,
   * units); all 0 for any other layout. */
  followPan(u) {
    const host = this.el.parentElement;
    if (u && this.panning !== host) {
      this.panning = host;
      this.unpan?.abort();
      this.unpan = new AbortController();
      const moved = () => this.setPan(host), on = { passive: true, signal: this.unpan.signal };
      host.addEventListener("scroll", moved, on);
      addEventListener("scroll", moved, on);   // the page's own scroll, on a phone
    }
    if (u === (this.panUnit ?? null)) return; // the scroll's listener keeps it current: no read, no write here
    this.panUnit = u;
    this.setPan(host);
  }

  setPan(host) {
    const x = this.panUnit ? host.scrollLeft : 0;
    const [y, v] = this.panUnit ? this.stick() : [0, 0];
    for (const [name, value] of [["--pan-x", `${x}px`], ["--pan-u", String(this.panUnit ? x / this.panUnit : 0)],
      ["--pan-y", `${y}px`], ["--pan-v", String(this.panUnit ? v / this.panUnit : 0)]]) this.el.style.setProperty(name, value);
  }

  /** [the band's shift, the top labels' shift] in px, for the page's scroll now: the band
   * keeps to the screen's top (or foot, above a bar fixed there), within the table. */
  stick() {
    const pin = this.table.layout?.pinned;
    if (!pin?.band || !this.el.isConnected) return [0, 0];
    const box = this.el.getBoundingClientRect(), band = pin.band * this.panUnit;
    const down = Math.max(0, Math.min(-box.top, box.height - band));
    if (pin.top) return [down, down];
    const dock = this.el.closest(".play")?.querySelector(".actions")?.getBoundingClientRect().top ?? innerHeight;
    return [-Math.max(0, Math.min(box.bottom - Math.min(dock, innerHeight), box.height - band)), down];
  }

  stop() {
    this.unpan?.abort();
  }

  drawPile(pile, u, isSource) {
    let el = this.piles.get(pile.id);
    if (!el) {
      // A named group (not a button, whose name would have to repeat the hint and badge
      // text): the label says in words what the hint and badge show at a glance.
      el = h("div", { class: "pile", role: "group", "aria-roledescription": "pile", dataset: { pile: pile.id } },
        h("span", { class: "pile-hint", "aria-hidden": "true" }), h("span", { class: "pile-badge", "aria-hidden": "true" }));
      this.piles.set(pile.id, el);
      this.el.append(el);
    }
    const className = `pile pile-${pile.kind || "plain"}${isSource ? " source" : ""}${pile.cards.length ? "" : " empty"}`;
    // A pile drawn as it was last time is left alone: a move rewrites only the piles it changed.
    const drawn = `${className}|${pile.x}|${pile.y}|${pile.w}|${pile.h}|${u}|${pile.label}|${pile.hint}|${pile.badge}`;
    if (el.drawn === drawn) return;
    el.drawn = drawn;
    el.className = className;
    Object.assign(el.style, {
      left: `${pile.x * u}px`, top: `${pile.y * u}px`,
      width: `${(pile.w ?? 1) * u}px`, height: `${(pile.h ?? CARD_H) * u}px`,
    });
    el.setAttribute("aria-label", pile.label);
    el.querySelector(".pile-hint").textContent = pile.hint ?? "";
    const badge = el.querySelector(".pile-badge");
    badge.textContent = pile.badge ?? "";
    badge.hidden = pile.badge === undefined || pile.badge === null;
  }

  /** A game may draw under its piles (a board's lines and regions): layout.backdrop(u); the
   * same node again (a layout that keeps what did not change) stays where it is. */
  drawBackdrop(layout, u) {
    const node = layout.backdrop?.(u) ?? null;
    if (node && node === this.backdrop) return;
    if (this.backdrop) this.backdrop.remove();
    this.backdrop = node;
    if (node) {
      node.classList.add("backdrop");
      node.setAttribute("aria-hidden", "true");
      this.el.prepend(node);
    }
  }

  /** A layout may float controls of its own on the table (a board's zoom and turn line):
   * layout.controls() -> Node, placed by its own style; presses and keys there are its own. */
  drawControls(layout) {
    this.controls?.remove();
    this.controls = layout.controls?.() ?? null;
    if (!this.controls) return;
    this.controls.classList.add("table-controls");
    this.el.append(this.controls);
  }

  /** One card of ``pile``, at stacking order ``z``; a card that comes into view or changes
   * pile joins ``arrived`` (the last move's marks). */
  drawCard(key, card, pile, { u, z, arrived, ahead }, movable, hinted) {
    const { layout, travel } = this.table;
    let el = this.cards.get(key);
    const face = card.card ?? null;
    const { face: drawFace, faceName } = layout;
    if (!el || el.dataset.face !== String(face)) {
      // Games with pieces other than cards (tiles, tokens) draw their own faces.
      const kind = drawFace ? "piece" : `${suitClass(face)}${face ? "" : " back"}`;
      const fresh = h("div", { class: `card entering ${kind}`, "aria-hidden": "true" },
        drawFace ? drawFace(face) : cardSvg(face));
      if (el) el.replaceWith(fresh); else this.el.append(fresh);
      if (!el && face) arrived.push({ el: fresh, entered: true });
      el = fresh;
      el.dataset.face = String(face);
      if (card.id) {
        el.dataset.card = face;
        el.dataset.cardId = card.id;
      }
      this.cards.set(key, el);
      requestAnimationFrame(() => el.classList.remove("entering"));
    }
    // A move drawn ahead restacks only what it moves (on top of its new pile, under anything
    // lifted): renumbering every card after it would restyle the whole table in that frame.
    if (ahead) z = el.dataset.in === pile.id ? null : 900 + Math.max(0, pile.cards.indexOf(card));
    if (z !== null && el.style.zIndex !== String(z)) el.style.zIndex = z;
    // A card in its place as drawn last time is left alone (a dragged one is put back).
    const transform = `translate(${card.x * u}px, ${card.y * u}px)`;
    const drawn = `${pile.id}|${movable}|${Boolean(hinted)}|${u}`;
    // (compared with the string written, not read back: the browser rounds what it reads back,
    // so nearly every card looked moved and was written again on every drawing)
    if (el.drawn === drawn && el.placed === transform && el.style.transform) return;
    el.drawn = drawn;
    el.placed = transform;
    if (el.travel !== travel) el.style.setProperty("--travel", `${el.travel = travel}ms`);
    if (el.dataset.in && el.dataset.in !== pile.id) {
      arrived.push({ el, entered: false });
      if (travel) {
        el.classList.add("moving");  // above everything while it travels
        setTimeout(() => el.classList.remove("moving"), 80 + travel);
      }
    }
    el.dataset.in = pile.id;
    if (!ahead) { // (a card drawn ahead keeps its look until the answer: its cursor is inherited by every pip)
      el.classList.toggle("playable", movable);
      el.classList.toggle("hint", Boolean(hinted));
    }
    el.style.width = `${u}px`;
    el.style.height = `${u * CARD_H}px`;
    el.style.transform = transform;
    el.title = face ? (faceName ?? cardName)(face) : "";
  }

  /** The selection (``selected``, whose ``moves`` mark their targets) and the hinted piles
   * as classes.  The selected card itself lifts: the cards its moves carry, else the pile's
   * top card. */
  mark(selected, moves) {
    for (const el of this.el.querySelectorAll(".hinted")) el.classList.remove("hinted");
    const targets = new Set(moves.map((m) => m.to));
    for (const [id, el] of this.piles) {
      el.classList.toggle("selected", id === selected);
      el.classList.toggle("target", targets.has(id));
    }
    const lifted = new Set();
    if (selected) {
      const ids = new Set(moves.map((m) => m.id).filter(Boolean));
      const first = [...this.cards.values()].find((el) => el.dataset.in === selected && ids.has(el.dataset.cardId));
      const chosen = first ? this.groupOf(first) : this.cardsIn(selected).slice(-1);
      for (const el of chosen) lifted.add(el);
    }
    for (const el of this.cards.values()) el.classList.toggle("selected", lifted.has(el));
  }

  /** The cards drawn in ``pile``, bottom first. */
  cardsIn(pile) {
    return [...this.cards.values()].filter((el) => el.dataset.in === pile)
      .sort((a, b) => a.style.zIndex - b.style.zIndex);
  }

  /** The card pressed and every card lying on it in the same pile (they move together). */
  groupOf(cardEl) {
    const z = Number(cardEl.style.zIndex);
    return this.cardsIn(cardEl.dataset.in).filter((el) => Number(el.style.zIndex) >= z);
  }

  /** The engine said no: shake the cards of ``pile`` and show its ``reason`` beside them. */
  refuse(pile, reason) {
    const cards = this.cardsIn(pile);
    const anchor = cards.at(-1) ?? this.piles.get(pile);
    for (const el of cards) {
      el.classList.remove("refused");
      void el.offsetWidth; // restart the shake
      el.classList.add("refused");
    }
    this.bubble?.remove();
    if (!anchor) return;
    const box = anchor.getBoundingClientRect(), table = this.el.getBoundingClientRect();
    const bubble = this.bubble = h("div", { class: "refusal", "aria-hidden": "true" }, reason);
    bubble.style.top = `${box.bottom - table.top + 6}px`;
    this.el.append(bubble);
    // Centred under the card, but kept on the table's part of the screen: under a card at the
    // edge a centred bubble ran off it (98 px on a phone, below the first Field column).
    const half = bubble.offsetWidth / 2 + 4;
    const lo = Math.max(0, -table.left) + half;
    const hi = Math.min(this.el.clientWidth, document.documentElement.clientWidth - table.left) - half;
    bubble.style.left = `${Math.max(lo, Math.min(hi, box.left - table.left + box.width / 2))}px`;
    // Under the card, or above it when the table or the screen ends too soon below it (it would
    // be cut off, or off the bottom of a phone's screen).
    const tall = bubble.offsetHeight + 6;
    const room = Math.min(this.el.clientHeight - (box.bottom - table.top), innerHeight - box.bottom);
    if (room < tall && box.top - table.top >= tall && box.top >= tall) {
      bubble.style.top = `${box.top - table.top - tall}px`;
    }
    setTimeout(() => bubble.remove(), 4000);
  }
}
