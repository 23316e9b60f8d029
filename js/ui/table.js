// The shared card table: draws a game's layout, keyed by card id so cards glide between
// piles, and turns clicks, drags and keys into "from pile -> to pile" intentions.  It holds
// no rules: the legal moves come from the engine's view, and a move it does not know is
// still sent, so the engine can say why it is illegal (shown beside the card, which shakes).
//
// Touch: a drag that starts on a movable card moves it; any other swipe scrolls the page or
// pans a board, and a tap is a click.  The selected card lifts and glows; the last move
// stays marked until the person acts.
//
// A press that plays a move writes nothing to the page before the engine answers (the
// answer's drawing replaces the last move's marks): Chromium holds a worker's reply back
// until the frame after an input that changed the page, which cost a click up to a frame.
import { h } from "./dom.js";
import { cardName, cardSvg, suitClass } from "./cards.js";
import { cardScale, mirror, RELAYOUT } from "./looks.js";

export const CARD_H = 1.4; // card height in card widths
const DRAG_START = 5;      // px of pointer travel before a press becomes a drag
const NARROW = 720;       // px of table width below which games use their tall layout
// A phone-sized screen (the width where css/courtly.css stacks the page): a narrow table on
// a wider screen, such as a half-width window, is not on a phone.
const PHONE = globalThis.matchMedia("(max-width: 720px)");
const KEYS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class Table {
  /**
   * @param {HTMLElement} host
   * @param {{play(move:string):Promise, attempt(from:string,to:string):Promise, why(from:string):Promise,
   *   say(text:string):void, select?(pile:string|null):void, hover?(pile:string|null):void}} actions
   *   play/attempt/why resolve to the engine's reply; a refusal ({ok: false, error}) is shown here.
   */
  constructor(host, actions, compose) {
    this.actions = actions;
    this.compose = compose;   // (view, {narrow, phone}) -> layout, from the game's module
    this.el = h("div", { class: "table", role: "group", "aria-roledescription": "card table" });
    host.append(this.el);
    this.piles = new Map();   // pile id -> element
    this.cards = new Map();   // card id -> element
    this.layout = null;
    this.view = null;
    this.moves = [];
    this.selected = null;
    this.cursor = null;
    this.busy = false;
    this.el.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.el.addEventListener("keydown", (e) => this.keyDown(e));
    this.el.addEventListener("focusin", (e) => {
      const pile = e.target.dataset?.pile;
      if (pile) this.cursor = pile;
      this.hover(pile ?? null);
    });
    // While a press holds the pointer (captured by the table) the pointer moves onto the table
    // itself and back: that is not the person pointing elsewhere (a panel that follows the
    // pointer would be drawn twice on every press).
    this.el.addEventListener("pointerover", (e) => {
      if (!this.el.hasPointerCapture?.(e.pointerId)) this.hover(this.spotOf(e.target));
    });
    this.el.addEventListener("pointerleave", () => this.hover(this.el.contains(document.activeElement)
      ? document.activeElement.dataset?.pile ?? null : null));
    this.el.addEventListener("dblclick", (e) => e.preventDefault());
    // The host's size is read when it changes, never on a move (that restyles the page mid-move),
    // and laid out a frame later: a layout here may resize the host, a loop browsers report as an error.
    this.box = null;
    this.resizer = new ResizeObserver(() => {
      cancelAnimationFrame(this.resizeFrame);
      this.resizeFrame = requestAnimationFrame(() => { this.box = null; if (this.view) this.relayout(false); });
    });
    this.resizer.observe(host);
    this.onLooks = () => {  // a new card size or hand
      this.box = null;
      if (this.view) this.relayout(false);
    };
    document.addEventListener(RELAYOUT, this.onLooks);
  }

  destroy() {
    this.resizer.disconnect();
    document.removeEventListener(RELAYOUT, this.onLooks);
    this.el.remove();
  }

  /** Show the engine's view: lay it out for the space we have and draw it.  ``mover`` is the
   * seat whose move brought this view (its cards are marked, and travel from its seat). */
  render(view, { mover = null, travel = null } = {}) {
    this.view = view;
    this.moves = view.moves;
    this.setSelected(null, false);
    this.mover = mover;
    this.travel = travel ?? 180; // set on the cards that move: on the table it would restyle them all
    this.relayout(true);
    this.mover = null;
  }

  relayout(animate) {
    if (!this.el.isConnected) return; // the screen was left while a reply was on its way
    const { width } = this.space();
    this.layout = mirror(this.compose(this.view, { narrow: width < NARROW, phone: PHONE.matches, selected: this.selected }), CARD_H);
    this.draw(animate);
  }

  /** The pile (or the pile a card lies in) under an element. */
  spotOf(target) {
    const spot = target?.closest?.("[data-in], [data-pile]");
    return spot ? spot.dataset.in ?? spot.dataset.pile : null;
  }

  hover(pile) {
    if (pile === this.hovered) return;
    this.hovered = pile;
    this.actions.hover?.(pile);
  }

  /** Select a pile (null: none); a layout that draws the selection (previews) is redrawn. */
  setSelected(pile, notify = true) {
    if (pile === this.selected) return;
    this.selected = pile;
    if (notify) this.actions.select?.(pile);
    if (this.layout?.redrawOnSelect && notify) this.relayout(false);
    else if (notify) this.mark();
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

  set help(on) {
    this.el.classList.toggle("help", on);
  }

  /** Drawn from a save while the engine starts: nothing may be played yet, and a press says so. */
  set waiting(on) {
    this.el.classList.toggle("waiting", on);
  }

  get waiting() {
    return this.el.classList.contains("waiting");
  }

  // --- drawing ---------------------------------------------------------------------
  unit() {
    const box = this.space();
    const { width, height, minUnit = 56, touchUnit = 0 } = this.layout;
    // Fit the width; fit the height too, but never shrink cards below a readable size
    // for it (a tall phone layout scrolls instead).  A layout of small pieces (a board)
    // may set a smaller readable size, and a floor that beats the width so its pieces
    // still take a finger (the host then scrolls sideways).
    const unit = Math.min(box.width / width, Math.max(box.height / height, minUnit));
    return Math.max(touchUnit, Math.max(30, touchUnit, Math.min(unit, 132)) * cardScale()); // never below a finger
  }

  draw(animate) {
    const u = this.unit();
    const { width, height, piles } = this.layout;
    this.el.classList.toggle("no-anim", !animate);
    this.el.style.width = `${width * u}px`;
    this.el.style.height = `${height * u}px`;
    this.el.style.setProperty("--unit", `${u}px`);
    // A table wider than its host opens on the layout's focus pile; it opens again only when
    // that pile moves (the next person's HQ at a shared device), else the scrolling is theirs.
    const focus = this.layout.focus && piles.find((p) => p.id === this.layout.focus);
    const opening = focus && `${u} ${focus.id} ${focus.x}`;
    if (opening && opening !== this.opened) {
      this.opened = opening;
      this.reveal(focus, u);
    }
    this.drawBackdrop(u);
    this.drawControls();
    const sources = new Set(this.moves.map((m) => m.from));
    const movable = new Set(this.moves.map((m) => m.id).filter(Boolean));
    // Help mode lights up what is worth playing; "deliberate" moves (e.g. a discard) are
    // always possible, so lighting them would light everything.
    const hinted = new Set(this.moves.filter((m) => !m.deliberate).map((m) => m.id).filter(Boolean));
    const seenPiles = new Set();
    const seenCards = new Set();
    this.arrived = [];
    let z = 1;
    for (const pile of piles) {
      seenPiles.add(pile.id);
      this.drawPile(pile, u, sources.has(pile.id));
      pile.cards.forEach((card, i) => {
        const key = card.id ?? `${pile.id}#${i}`;
        seenCards.add(key);
        const source = sources.has(pile.id);
        this.drawCard(key, card, pile, u, z++, movable.has(card.id) && source, hinted.has(card.id) && source);
      });
    }
    for (const [id, el] of this.piles) if (!seenPiles.has(id)) { el.remove(); this.piles.delete(id); }
    for (const [id, el] of this.cards) if (!seenCards.has(id)) { el.remove(); this.cards.delete(id); }
    if (!this.piles.has(this.cursor)) this.cursor = (this.moves[0] && this.moves[0].from) || piles[0]?.id;
    for (const [id, el] of this.piles) el.tabIndex = id === this.cursor ? 0 : -1;
    if (animate && this.mover !== null) this.markLastMove(u);
    this.mark();
    if (!animate) requestAnimationFrame(() => this.el.classList.remove("no-anim"));
  }

  /** The cards a move brought (moved, or newly shown) keep a mark until the person acts;
   * cards that were hidden travel from the mover's seat (the layout says which pile that is).
   * The seat's place comes from the layout, and the glide is an animation of the card's own,
   * so nothing on the page is measured or restyled before the frame. */
  markLastMove(u) {
    this.clearLastMove();
    const seat = this.layout.seatPile?.(this.mover);
    const origin = seat && this.piles.has(seat) ? this.layout.piles.find((p) => p.id === seat) : null;
    for (const { el, entered } of this.arrived) {
      el.classList.add("last-move");
      if (entered && origin) {
        el.classList.remove("entering");
        el.animate([{ transform: `translate(${origin.x * u}px, ${origin.y * u}px)` }, { transform: el.style.transform }],
          { duration: this.travel ?? 180, easing: "ease-out" });
      }
    }
    for (const { el } of this.arrived) this.piles.get(el.dataset.in)?.classList.add("last-move");
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
  drawBackdrop(u) {
    const node = this.layout.backdrop?.(u) ?? null;
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
  drawControls() {
    this.controls?.remove();
    this.controls = this.layout.controls?.() ?? null;
    if (!this.controls) return;
    this.controls.classList.add("table-controls");
    this.el.append(this.controls);
  }

  drawCard(key, card, pile, u, z, movable, hinted) {
    let el = this.cards.get(key);
    const face = card.card ?? null;
    const { face: drawFace, faceName } = this.layout;
    if (!el || el.dataset.face !== String(face)) {
      // Games with pieces other than cards (tiles, tokens) draw their own faces.
      const kind = drawFace ? "piece" : `${suitClass(face)}${face ? "" : " back"}`;
      const fresh = h("div", { class: `card entering ${kind}`, "aria-hidden": "true" },
        drawFace ? drawFace(face) : cardSvg(face));
      if (el) el.replaceWith(fresh); else this.el.append(fresh);
      if (!el && face) this.arrived.push({ el: fresh, entered: true });
      el = fresh;
      el.dataset.face = String(face);
      if (card.id) {
        el.dataset.card = face;
        el.dataset.cardId = card.id;
      }
      this.cards.set(key, el);
      requestAnimationFrame(() => el.classList.remove("entering"));
    }
    if (el.style.zIndex !== String(z)) el.style.zIndex = z;
    // A card in its place as drawn last time is left alone (a dragged one is put back).
    const transform = `translate(${card.x * u}px, ${card.y * u}px)`;
    const drawn = `${pile.id}|${movable}|${Boolean(hinted)}|${u}`;
    if (el.drawn === drawn && el.style.transform === transform) return;
    el.drawn = drawn;
    if (el.travel !== this.travel) el.style.setProperty("--travel", `${el.travel = this.travel ?? 180}ms`);
    if (el.dataset.in && el.dataset.in !== pile.id) {
      el.classList.add("moving");  // above everything while it travels
      this.arrived.push({ el, entered: false });
      setTimeout(() => el.classList.remove("moving"), 80 + (this.travel ?? 180));
    }
    el.dataset.in = pile.id;
    el.classList.toggle("playable", movable);
    el.classList.toggle("hint", Boolean(hinted));
    el.style.width = `${u}px`;
    el.style.height = `${u * CARD_H}px`;
    el.style.transform = transform;
    el.title = face ? (faceName ?? cardName)(face) : "";
  }

  /** Selection, legal targets and the keyboard cursor, as classes.  The selected card itself
   * lifts: the cards its moves carry, else the pile's top card. */
  mark() {
    for (const el of this.el.querySelectorAll(".hinted")) el.classList.remove("hinted");
    const moves = this.selected ? this.movesFrom(this.selected) : [];
    const targets = new Set(moves.map((m) => m.to));
    for (const [id, el] of this.piles) {
      el.classList.toggle("selected", id === this.selected);
      el.classList.toggle("target", targets.has(id));
    }
    const lifted = new Set();
    if (this.selected) {
      const ids = new Set(moves.map((m) => m.id).filter(Boolean));
      const inPile = [...this.cards.values()].filter((el) => el.dataset.in === this.selected);
      const first = inPile.find((el) => ids.has(el.dataset.cardId));
      const chosen = first ? this.groupOf(first) : inPile.sort((a, b) => a.style.zIndex - b.style.zIndex).slice(-1);
      for (const el of chosen) lifted.add(el);
    }
    for (const el of this.cards.values()) el.classList.toggle("selected", lifted.has(el));
  }

  /** The engine said no: shake the cards of ``pile`` and show its reason beside them. */
  refuse(pile, reason) {
    this.relayout(true); // snap anything dragged back, and draw away a selection let go on sending
    const cards = [...this.cards.values()].filter((el) => el.dataset.in === pile);
    const anchor = cards.sort((a, b) => a.style.zIndex - b.style.zIndex).at(-1) ?? this.piles.get(pile);
    for (const el of cards) {
      el.classList.remove("refused");
      void el.offsetWidth; // restart the shake
      el.classList.add("refused");
    }
    this.bubble?.remove();
    if (!anchor) return;
    const box = anchor.getBoundingClientRect(), table = this.el.getBoundingClientRect();
    this.bubble = h("div", { class: "refusal", "aria-hidden": "true" }, reason);
    this.bubble.style.top = `${box.bottom - table.top + 6}px`;
    this.el.append(this.bubble);
    // Centred under the card, but kept on the table's part of the screen: under a card at the
    // edge a centred bubble ran off it (98 px on a phone, below the first Field column).
    const half = this.bubble.offsetWidth / 2 + 4;
    const lo = Math.max(0, -table.left) + half;
    const hi = Math.min(this.el.clientWidth, document.documentElement.clientWidth - table.left) - half;
    this.bubble.style.left = `${Math.max(lo, Math.min(hi, box.left - table.left + box.width / 2))}px`;
    // Under the card, or above it when the table ends too soon below it (it would be cut off).
    const tall = this.bubble.offsetHeight + 6;
    if (box.bottom - table.top + tall > this.el.clientHeight && box.top - table.top >= tall) {
      this.bubble.style.top = `${box.top - table.top - tall}px`;
    }
    const bubble = this.bubble;
    setTimeout(() => bubble.remove(), 4000);
  }

  movesFrom(pile) {
    return this.moves.filter((m) => m.from === pile);
  }

  // --- intentions ----------------------------------------------------------------------
  /** Wait for the engine's answer to an intention about ``pile``; a refusal shows there. */
  async run(promise, pile) {
    this.busy = true;
    this.bubble?.remove();
    try {
      const reply = await promise;
      if (reply && reply.ok === false && this.el.isConnected) {
        this.clearLastMove();
        if (this.letGo) this.actions.select?.(null);
        if (reply.error) this.refuse(pile, reply.error);
        else if (this.letGo) this.relayout(false);
      }
    } finally {
      this.busy = false;
      this.letGo = false;
    }
  }

  /** Send a move: the selection is let go without drawing it away, since the engine's answer
   * redraws the table anyway (a refusal draws it away in ``run``). */
  send(move, pile) {
    this.letGo = this.selected !== null;
    this.selected = null;
    return this.run(this.actions.play(move), pile);
  }

  preferred(pile) {
    const moves = this.movesFrom(pile);
    return moves.find((m) => m.preferred) ?? moves[0];
  }

  /** A click or a key press on a pile: select, play, or ask the engine why not. */
  activate(pile) {
    if (this.busy || !pile) return;
    if (this.waiting) {
      this.actions.say("One moment: the game engine is starting. Your game is shown as you left it.");
      return;
    }
    const own = this.movesFrom(pile);
    if (this.selected) {
      const from = this.selected;
      const direct = this.moves.find((m) => m.from === from && m.to === pile);
      if (pile === from) {  // a second click: play the move the game marks as the natural one
        const natural = this.movesFrom(from).find((m) => m.preferred) ?? (own.length === 1 ? own[0] : null);
        if (natural) return this.send(natural.move, from);
        this.clearLastMove();
        this.setSelected(null);
        this.actions.say("Selection cleared.");
        return;
      }
      if (direct) return this.send(direct.move, from);
      if (own.length > 1 || own[0]?.deliberate) { this.select(pile); return; }
      if (own.length === 1) return this.send(own[0].move, pile);
      this.clearLastMove();
      this.setSelected(null);
      return this.run(this.actions.attempt(from, pile), from);
    }
    if (own.length === 1 && !own[0].deliberate) return this.run(this.actions.play(own[0].move), pile);
    if (own.length) { this.select(pile); return; }
    this.clearLastMove();
    return this.run(this.actions.why(pile), pile); // the engine says why nothing moves from here
  }

  select(pile) {
    this.clearLastMove();
    this.setSelected(pile);
    const card = this.movesFrom(pile).find((m) => m.card)?.card;
    const named = card ? (this.layout.faceName ?? cardName)(card) : null;
    this.actions.say(`${named ? `${named[0].toUpperCase()}${named.slice(1)}` : "Selected"}: choose where it goes.`);
  }

  pileAt(x, y, skip) {
    for (const el of document.elementsFromPoint(x, y)) {
      if (skip.includes(el) || skip.some((s) => s.contains(el))) continue;
      if (el.dataset?.in) return el.dataset.in;
      if (el.dataset?.pile) return el.dataset.pile;
    }
    return null;
  }

  pointerDown(e) {
    if (e.button !== 0 || this.busy || e.target.closest?.(".table-controls")) return;
    if (this.waiting) {
      this.actions.say("One moment: the game engine is starting. Your game is shown as you left it.");
      return;
    }
    const cardEl = e.target.closest(".card");
    const pileEl = e.target.closest(".pile");
    const from = cardEl?.dataset.in ?? pileEl?.dataset.pile;
    if (!from) { this.clearLastMove(); this.setSelected(null); return; }
    // A movable card drags; on a mouse any face-up card lifts, so the engine can say why it
    // may not go where it is dropped.  On a touch screen anything else scrolls or pans.
    const movable = cardEl?.classList.contains("playable");
    const liftable = movable || (cardEl?.dataset.cardId && e.pointerType === "mouse");
    if (!liftable && e.pointerType !== "mouse") return this.tapOrScroll(e, from);
    const group = liftable ? this.groupOf(cardEl) : [];
    const start = { x: e.clientX, y: e.clientY };
    const origins = group.map((el) => el.style.transform);
    let dragging = false;
    const move = (ev) => {
      const dx = ev.clientX - start.x, dy = ev.clientY - start.y;
      if (!dragging && group.length && Math.hypot(dx, dy) > DRAG_START) {
        dragging = true;
        this.clearLastMove();
        if (this.movesFrom(from).length) this.setSelected(from);
        group.forEach((el) => el.classList.add("dragging"));
      }
      if (dragging) group.forEach((el, i) => { el.style.transform = `${origins[i]} translate(${dx}px, ${dy}px)`; });
    };
    // Only a press that can drag captures the pointer: capturing takes the hover off the pile
    // pressed, which asks for a frame, and Chromium then holds the engine's answer until that
    // frame has run (a King's Court cell, which never drags, waited up to a frame per move).
    const events = group.length ? this.el : window;
    const up = (ev) => {
      events.removeEventListener("pointermove", move);
      events.removeEventListener("pointerup", up);
      events.removeEventListener("pointercancel", up);
      const here = !dragging && ev.type === "pointerup" && this.pileAt(ev.clientX, ev.clientY, []) === from;
      if (!dragging) { if (here) this.activate(from); else this.clearLastMove(); return; } // let go elsewhere: taken back
      const to = ev.type === "pointerup" ? this.pileAt(ev.clientX, ev.clientY, group) : null;
      const snapBack = () => group.forEach((el, i) => {
        el.classList.remove("dragging");
        el.style.transform = origins[i];
      });
      const legal = to && to !== from && this.moves.find((m) => m.from === from && m.to === to);
      snapBack();
      if (legal) { this.send(legal.move, from); return; }
      this.setSelected(null);
      if (to && to !== from) this.run(this.actions.attempt(from, to), from);
    };
    if (group.length) this.el.setPointerCapture?.(e.pointerId);
    events.addEventListener("pointermove", move);
    events.addEventListener("pointerup", up);
    events.addEventListener("pointercancel", up);
    e.preventDefault();
  }

  /** A touch on something that does not drag: a tap clicks it, a swipe belongs to the browser
   * (it scrolls; the browser then cancels the pointer, and nothing is played). */
  tapOrScroll(e, from) {
    const start = { x: e.clientX, y: e.clientY };
    const done = (ev) => {
      this.el.removeEventListener("pointerup", done);
      this.el.removeEventListener("pointercancel", done);
      if (ev.type === "pointerup" && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 10) this.activate(from);
      else this.clearLastMove(); // the swipe scrolled
    };
    this.el.addEventListener("pointerup", done);
    this.el.addEventListener("pointercancel", done);
  }

  /** The card pressed and every card lying on it in the same pile (they move together). */
  groupOf(cardEl) {
    const pile = cardEl.dataset.in;
    const z = Number(cardEl.style.zIndex);
    return [...this.cards.values()].filter((el) => el.dataset.in === pile && Number(el.style.zIndex) >= z);
  }

  // --- keyboard --------------------------------------------------------------------
  keyDown(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest?.(".table-controls")) return;
    if (KEYS[e.key]) {
      e.preventDefault();
      this.moveCursor(...KEYS[e.key]);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      const pile = e.target.closest?.(".pile")?.dataset.pile ?? this.cursor;
      this.activate(pile);
    } else if (e.key === "Escape") {
      this.clearSelection();
    }
  }

  /** Point at a move without playing it: its source selected, its target lit. */
  showHint(from, to) {
    this.setSelected(from);
    this.piles.get(to)?.classList.add("hinted");
    this.piles.get(from)?.classList.add("hinted");
  }

  clearSelection() {
    if (!this.selected) return;
    this.setSelected(null);
    this.actions.say("Selection cleared.");
  }

  centre(id) {
    const p = this.layout.piles.find((q) => q.id === id);
    return p ? [p.x + (p.w ?? 1) / 2, p.y + Math.min(p.h ?? CARD_H, CARD_H) / 2] : [0, 0];
  }

  /** Step the cursor to the nearest pile in a direction (arrow keys). */
  moveCursor(dx, dy) {
    const [cx, cy] = this.centre(this.cursor);
    let best = null, bestScore = Infinity;
    for (const pile of this.layout.piles) {
      if (pile.id === this.cursor) continue;
      const [px, py] = this.centre(pile.id);
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
    for (const [pid, el] of this.piles) el.tabIndex = pid === id ? 0 : -1;
    this.piles.get(id)?.focus();
  }

  focus() { this.focusPile(this.cursor); }
}
