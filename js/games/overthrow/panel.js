// The side panel: whose turn it is and what is left, the last attack's dice, how to play a
// turn, the viewer's own influence and exposure cards with their effects, and every seat's
// board.  Each section but the turn folds (its state kept in ctx.toggles, so a move does not
// reopen what the person closed).  It shows only what the view carries, in the engine's
// words: other seats' face-down cards are counts.
import { h } from "../../ui/dom.js";
import { CITY, SEATS, dieSvg, seatBadge } from "./pieces.js";

/** "You (green)" (the view's words for the seat) with the seat's shape, and "quick bot" (the
 * session's words) for a bot. */
function who(view, seat, ctx) {
  const bot = ctx.seatLabels?.[seat]?.kind;
  return h("span", { class: "ovt-who" }, seatBadge(seat), ` ${view.seats[seat].who}`,
    bot ? h("span", { class: "ovt-bot" }, ` \u00b7 ${bot}`) : null);
}

function isMe(seat, ctx) {
  return ctx.viewer !== null && ctx.viewer === seat;
}

/** A section that folds, as the person left it (kept in ctx.toggles); ``open`` at first. */
function fold(key, title, ctx, open, ...body) {
  open = ctx.toggles[`ovt-${key}`] ?? open;
  return h("details", { class: `ovt-fold ovt-${key}`, open,
    ontoggle: (e) => { ctx.toggles[`ovt-${key}`] = e.target.open; } },
  h("summary", {}, title), ...body);
}

// --- whose turn, and what to do ---------------------------------------------------------

/** Whose turn and what to do, as the view words it: each line led by a seat's name or not. */
function turnBox(view, ctx) {
  const { title, lines } = view.turn_box;
  const body = lines.flatMap((line) => {
    const p = h("p", { class: line.kind ? `ovt-${line.kind}` : null },
      ...(line.seat === null ? [line.text] : [who(view, line.seat, ctx), ` ${line.text}`]));
    // the actions left, in pips, after the line that names the mover
    return line.kind === "mover" && view.phase === "play" ? [p, pips(view, view.turn)] : [p];
  });
  return h("section", { class: "ovt-turn", "aria-label": view.words.this_turn }, h("h3", {}, title), ...body);
}

function pips(view, seat) {
  return h("p", { class: "ovt-pips" },
    h("span", { "aria-hidden": "true" }, ...Array.from({ length: Math.min(Math.max(0, view.actions), 8) }, () => seatBadge(seat))),
    h("span", {}, ` ${view.left}`));
}

function tipsBox(view, ctx) {
  if (view.outcome || view.phase !== "play" || !isMe(view.turn, ctx) || !view.tips) return null;
  return fold("tips", view.words.tips, ctx, false, h("ul", {}, ...view.tips.map((tip) => h("li", {}, tip))));
}

// --- the dice ---------------------------------------------------------------------------

function diceRow(values, colours, label) {
  const top = Math.max(...values);
  const best = values.indexOf(top);
  return h("div", { class: "ovt-dice-row" }, h("span", { class: "ovt-dice-who" }, label),
    h("span", { class: "ovt-dice" }, ...values.map((v, i) => dieSvg(v, colours, i === best))));
}

function rollBox(view, ctx) {
  const r = view.roll;
  if (!r) return null;
  // a new roll tumbles once; the same attack with the same dice twice running does not again
  const key = JSON.stringify(r);
  const fresh = key !== JSON.stringify(ctx.previous?.roll);
  const box = h("div", { class: `ovt-roll${fresh ? " rolling" : ""}` },
    h("p", {}, who(view, r.attacker, ctx), ` ${r.text}`));
  if (r.result !== "capture") {
    box.append(diceRow(r.attack, SEATS[r.attacker], r.attacker_name),
      diceRow(r.defence, r.city ? CITY : SEATS[r.defender], r.defender_name));
  }
  box.append(h("p", { class: "ovt-verdict" }, r.verdict));   // the engine's words, as the log says it
  return fold("roll", view.words.last_attack, ctx, true, box);
}

// --- the viewer's cards -------------------------------------------------------------------

function cardItem(card, note) {
  return h("li", { class: `ovt-card ovt-${card.deck}${card.active === false ? " waiting" : ""}` },
    h("strong", {}, card.name), `: ${card.effect}`, note ? h("em", {}, ` ${note}`) : null);
}

function handBox(view, ctx) {
  const hand = view.hand;
  if (!hand || ctx.viewer === null) return null;
  const me = view.seats[ctx.viewer];
  const { titles } = hand, words = view.words;
  const body = [
    h("h4", {}, titles.influence),
    h("p", { class: "ovt-note" }, hand.notes.influence),
    h("ul", {}, ...hand.influence.map((c) => cardItem(c, c.active ? "" : words.waiting_own))),
    h("h4", {}, titles.exposure),
    h("p", { class: "ovt-note" }, hand.notes.exposure),
  ];
  if (hand.exposure.length) body.push(h("ul", {}, ...hand.exposure.map((c) => cardItem(c, words.face_down))));
  if (titles.revealed) {
    body.push(h("h4", {}, titles.revealed),
      h("ul", {}, ...me.revealed.map((c) => cardItem(c, c.active ? "" : words.waiting_own))));
  }
  return fold("cards", words.cards, ctx, true, h("section", { class: "ovt-hand", "aria-label": words.cards }, ...body));
}

// --- every seat ---------------------------------------------------------------------------

function seatBoard(view, s, ctx) {
  const shown = isMe(s.seat, ctx) ? [] : s.revealed;
  return h("li", { class: `ovt-seat${view.turn === s.seat && !view.outcome ? " turn" : ""}` },
    who(view, s.seat, ctx), h("span", { class: "ovt-facts" }, s.facts),
    shown.length ? h("ul", { class: "ovt-revealed", "aria-label": view.words.revealed },
      ...shown.map((c) => cardItem(c, c.active ? "" : view.words.waiting_theirs))) : null);
}

function seatsBox(view, ctx) {
  return fold("seats", view.words.players, ctx, true,
    h("ul", { class: "ovt-seats", "aria-label": view.words.players }, ...view.seats.map((s) => seatBoard(view, s, ctx))));
}

export function panel(view, ctx) {
  return h("div", { class: "ovt-panel" }, turnBox(view, ctx), rollBox(view, ctx), tipsBox(view, ctx),
    handBox(view, ctx), seatsBox(view, ctx));
}

/** A few words for the seats bar. */
export function seatDetail(view, seat) {
  return view.seats[seat].detail;
}

export function bannerDetail(view) {
  if (!view.outcome) return null;
  return h("ul", { class: "ovt-result" }, ...view.seats.map((s) => h("li", {}, seatBadge(s.seat), ` ${s.who}: ${s.holds}`)));
}
