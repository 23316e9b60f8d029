// The side panel: whose turn it is and what is left, the last attack's dice, how to play a
// turn, the viewer's own influence and exposure cards with their effects, and every seat's
// board.  Each section but the turn folds (its state kept in ctx.toggles, so a move does not
// reopen what the person closed).  It shows only what the view carries, in the engine's
// words: other seats' face-down cards are counts.
import { h } from "../../ui/dom.js";
import { plural } from "../../ui/words.js";
import { cellName } from "./board.js";
import { CITY, SEATS, dieSvg, seatBadge } from "./pieces.js";

/** A seat's name at this table ("You", "Player 2"), else its colour; "you" inside a sentence. */
function nameOf(seat, ctx, start = true) {
  const name = ctx.names?.[seat] ?? `${SEATS[seat].colour[0].toUpperCase()}${SEATS[seat].colour.slice(1)}`;
  return name === "You" && !start ? "you" : name;
}

/** "You (green)" with the seat's shape, and "quick bot" for a bot. */
function who(seat, ctx) {
  const kind = ctx.seats?.[seat];
  return h("span", { class: "ovt-who" }, seatBadge(seat), ` ${nameOf(seat, ctx)} (${SEATS[seat].colour})`,
    kind && kind !== "human" ? h("span", { class: "ovt-bot" }, ` · ${kind} bot`) : null);
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

function turnBox(view, ctx) {
  const box = h("section", { class: "ovt-turn", "aria-label": "This turn" });
  if (view.outcome) {
    box.append(h("h3", {}, "Game over"), h("p", {}, view.outcome.reason));
    return box;
  }
  const mover = view.turn;
  box.append(h("h3", {}, `Round ${view.round} of ${view.turn_limit}`));
  if (view.phase === "defend") {
    const { defender, target, attackers } = view.choice;
    box.append(h("p", {}, who(mover, ctx), ` attacked ${cellName(view, target)} and lost the roll.`));
    box.append(isMe(defender, ctx)
      ? h("p", { class: "ovt-todo" }, "Your militaries held. Choose which attacking military is lost: click one of " +
        `the lit cells (${attackers.map((c) => cellName(view, c)).join(" or ")}).`)
      : h("p", {}, who(defender, ctx), " chooses which attacking military is lost."));
    return box;
  }
  box.append(h("p", { class: "ovt-mover" }, who(mover, ctx), " to play"));
  if (view.phase === "swap") {
    box.append(isMe(mover, ctx)
      ? h("p", { class: "ovt-todo" }, "You earned an influence card while holding five. Keep your cards, or swap one " +
        "for a fresh draw: the buttons are under the board.")
      : h("p", {}, "They earned an influence card at the five-card limit and may swap one."));
    return box;
  }
  box.append(pips(view, mover));
  if (view.free_land && isMe(mover, ctx)) box.append(h("p", { class: "ovt-todo" }, view.free_land));
  return box;
}

function pips(view, seat) {
  return h("p", { class: "ovt-pips" },
    h("span", { "aria-hidden": "true" }, ...Array.from({ length: Math.min(Math.max(0, view.actions), 8) }, () => seatBadge(seat))),
    h("span", {}, ` ${view.left}`));
}

function tipsBox(view, ctx) {
  if (view.outcome || view.phase !== "play" || !isMe(view.turn, ctx) || !view.costs) return null;
  const cost = view.costs;
  return fold("tips", "How to play a turn", ctx, false,
    h("ul", {},
      h("li", {}, "Lay a token: select land, military or trade beside the board (or drag its token) and a lit cell. " +
        `Land costs ${cost.land}, a military ${cost.military}, trade ${cost.trade}.`),
      h("li", {}, "Move or attack: select one of your militaries (or drag it) and a lit cell. " +
        `A move costs ${cost.move}; an attack ${cost.attack}.`),
      h("li", {}, "Attack with several militaries: select the enemy or capital cell first, then the military that " +
        "moves in if you win."),
      h("li", {}, "To change your mind, press Escape or click the felt beside the board.")));
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
  const target = cellName(view, r.target);
  const attacker = nameOf(r.attacker, ctx);
  const box = h("div", { class: `ovt-roll${fresh ? " rolling" : ""}` },
    h("p", {}, who(r.attacker, ctx), ` attacked ${target} with ${r.attackers.map((c) => cellName(view, c)).join(", ")}.`));
  if (r.result !== "capture") {
    box.append(diceRow(r.attack, SEATS[r.attacker], attacker),
      diceRow(r.defence, r.city ? CITY : SEATS[r.defender], r.city ? "City" : nameOf(r.defender, ctx)));
  }
  box.append(h("p", { class: "ovt-verdict" }, r.verdict));   // the engine's words, as the log says it
  return fold("roll", "Last attack", ctx, true, box);
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
  const body = [
    h("h4", {}, `Influence (${hand.influence.length})`),
    h("p", { class: "ovt-note" }, hand.notes.influence),
    h("ul", {}, ...hand.influence.map((c) => cardItem(c, c.active ? "" : "(in force from your next turn)"))),
    h("h4", {}, `Face-down exposure (${hand.exposure.length})`),
    h("p", { class: "ovt-note" }, hand.notes.exposure),
  ];
  if (hand.exposure.length) body.push(h("ul", {}, ...hand.exposure.map((c) => cardItem(c, "(face down: not in force)"))));
  if (me.revealed.length) {
    body.push(h("h4", {}, "Face-up exposure"),
      h("ul", {}, ...me.revealed.map((c) => cardItem(c, c.active ? "" : "(in force from your next turn)"))));
  }
  return fold("cards", "Your cards", ctx, true, h("section", { class: "ovt-hand", "aria-label": "Your cards" }, ...body));
}

// --- every seat ---------------------------------------------------------------------------

function seatBoard(view, s, ctx) {
  const facts = [
    `${plural(s.influence, "influence card")}${s.earned ? ` (${s.earned} new)` : ""}`,
    `${s.exposure} exposure face down`,
    plural(s.capital, "capital cell"),
    `${plural(s.villages.length, "village")}, ${plural(s.routes.length, "trade route")}`,
    `supply: land ${s.supply.land}, military ${s.supply.military}, trade ${s.supply.trade}`,
  ];
  const shown = isMe(s.seat, ctx) ? [] : s.revealed;
  return h("li", { class: `ovt-seat${view.turn === s.seat && !view.outcome ? " turn" : ""}` },
    who(s.seat, ctx), h("span", { class: "ovt-facts" }, facts.join(" · ")),
    shown.length ? h("ul", { class: "ovt-revealed", "aria-label": "Face-up exposure cards" },
      ...shown.map((c) => cardItem(c, c.active ? "" : "(from their next turn)"))) : null);
}

function seatsBox(view, ctx) {
  return fold("seats", "Players", ctx, true,
    h("ul", { class: "ovt-seats", "aria-label": "Players" }, ...view.seats.map((s) => seatBoard(view, s, ctx))));
}

export function panel(view, ctx) {
  return h("div", { class: "ovt-panel" }, turnBox(view, ctx), rollBox(view, ctx), tipsBox(view, ctx),
    handBox(view, ctx), seatsBox(view, ctx));
}

/** A few words for the seats bar. */
export function seatDetail(view, seat) {
  const s = view.seats[seat];
  return `${s.colour} · ${plural(s.influence, "card")}${s.capital ? ` · capital ${s.capital}` : ""}`;
}

export function bannerDetail(view, ctx) {
  if (!view.outcome) return null;
  return h("ul", { class: "ovt-result" }, ...view.seats.map((s) =>
    h("li", {}, seatBadge(s.seat), ` ${nameOf(s.seat, ctx ?? {})} (${s.colour}): ${plural(s.capital, "capital cell")}, ` +
      `${plural(s.land, "land token")}`)));
}
