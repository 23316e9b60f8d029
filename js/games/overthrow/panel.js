// The side panel: whose turn it is and what they may do, the last attack's dice, the viewer's
// own influence and exposure cards with their effects in words, and each seat's public
// record.  It shows only what the view carries: other seats' face-down cards are counts.
import { h } from "../../ui/dom.js";
import { prepareMoves } from "./moves.js";
import { CITY, SEATS, colourName, dieSvg, seatBadge } from "./pieces.js";

function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

/** "You" or "Player 2", with the seat's colour and shape. */
function who(seat, ctx) {
  const name = ctx.names[seat] ?? colourName(seat);
  return h("span", { class: "ovt-who" }, seatBadge(seat), ` ${name} (${SEATS[seat].colour})`);
}

function isMe(seat, ctx) {
  return ctx.viewer !== null && ctx.viewer === seat;
}

// --- whose turn, and what to do ---------------------------------------------------------

function turnBox(view, ctx) {
  const box = h("section", { class: "ovt-turn", "aria-label": "This turn" });
  if (view.outcome) {
    box.append(h("h2", {}, "Game over"), h("p", {}, view.outcome.reason));
    return box;
  }
  const mover = view.turn;
  box.append(h("h2", {}, "Round ", String(view.round), ` of ${view.turn_limit}`));
  if (view.phase === "defend") {
    const { defender, target, attackers } = view.choice;
    box.append(h("p", {}, who(mover, ctx), ` attacked ${target} and lost the roll.`));
    box.append(isMe(defender, ctx)
      ? h("p", { class: "ovt-todo" }, `Your militaries held. Choose which attacking military is lost: click one of the lit cells (${attackers.join(", ")}).`)
      : h("p", {}, who(defender, ctx), " chooses which attacking military is lost."));
    return box;
  }
  box.append(h("p", { class: "ovt-mover" }, who(mover, ctx), " to play"), pips(view, mover));
  if (view.phase === "swap") {
    box.append(isMe(mover, ctx)
      ? h("p", { class: "ovt-todo" }, "You earned an influence card while holding five. Keep your cards, or swap one for a fresh draw: the buttons are under the board.")
      : h("p", {}, "They earned an influence card at the five-card limit and may swap one."));
    return box;
  }
  if (view.bonus_land && isMe(mover, ctx)) {
    box.append(h("p", { class: "ovt-todo" }, "Surveyors: lay one more land token, free of charge, or end the turn."));
  }
  return box;
}

let tipsOpen = true; // "How to play a turn" stays as the player left it

function tipsBox(view, ctx) {
  if (view.outcome || view.phase !== "play" || !isMe(view.turn, ctx)) return null;
  const move = view.moves.find((m) => m.kind === "move");
  return h("details", { class: "ovt-tips", open: tipsOpen, ontoggle: (e) => { tipsOpen = e.target.open; } },
    h("summary", {}, "How to play a turn"),
    h("ul", {},
      h("li", {}, "Lay a token: select land, military or trade beside the board, then a lit cell (1 action)."),
      h("li", {}, "Move or attack: select one of your militaries, then a lit cell. A move costs ",
        plural(move?.cost ?? 1, "action"), "; an attack costs one action per military used, plus one."),
      h("li", {}, "Attack with several militaries: select the enemy or capital cell first, then the military that moves in if you win."),
      h("li", {}, "To change your mind, press Escape or click the green felt beside the board.")));
}

function pips(view, seat) {
  const left = Math.max(0, view.actions);
  return h("p", { class: "ovt-pips", "aria-label": view.bonus_land ? "A free land token to lay" : `${plural(left, "action")} left this turn` },
    ...Array.from({ length: Math.min(left, 8) }, () => seatBadge(seat)),
    h("span", {}, view.bonus_land ? " a free land token to lay" : ` ${plural(left, "action")} left`));
}

// --- the dice ---------------------------------------------------------------------------

let shownRoll = null; // the last roll drawn, so only a new one tumbles

function diceRow(values, colours, label) {
  const top = Math.max(...values);
  const best = values.indexOf(top);
  return h("div", { class: "ovt-dice-row" }, h("span", { class: "ovt-dice-who" }, label),
    h("span", { class: "ovt-dice" }, ...values.map((v, i) => dieSvg(v, colours, i === best))));
}

function rollBox(view, ctx) {
  const r = view.roll;
  if (!r) return null;
  const key = JSON.stringify(r); // (the same attack with the same dice twice running does not tumble again)
  const fresh = key !== shownRoll;
  shownRoll = key;
  const attacker = colourName(r.attacker);
  const them = r.city ? "the city" : colourName(r.defender);
  const box = h("section", { class: `ovt-roll${fresh ? " rolling" : ""}`, "aria-label": "The last attack" },
    h("h3", {}, "Last attack"),
    h("p", {}, who(r.attacker, ctx), ` attacked ${r.target} with ${r.attackers.join(", ")}.`));
  if (r.result === "capture") {
    box.append(h("p", { class: "ovt-verdict" }, `Undefended: ${attacker} took it without dice.`));
    return box;
  }
  box.append(diceRow(r.attack, SEATS[r.attacker], attacker),
    diceRow(r.defence, r.city ? CITY : SEATS[r.defender], r.city ? "City" : them));
  const verdict = { win: `${attacker} rolled higher and took ${r.target}.`,
    tie: "A tie: nothing changes.",
    loss: `${them[0].toUpperCase()}${them.slice(1)} held: ${attacker} lost an attacking military.` }[r.result];
  box.append(h("p", { class: "ovt-verdict" }, verdict));
  return box;
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
  const spies = hand.influence.filter((c) => c.active && c.card === "spymaster").length;
  const threshold = hand.influence.length + spies;
  const box = h("section", { class: "ovt-hand", "aria-label": "Your cards" },
    h("h3", {}, `Your influence cards (${hand.influence.length})`),
    h("p", { class: "ovt-note" }, "Each gives you one action per turn, and its effect below."),
    h("ul", {}, ...hand.influence.map((c) => cardItem(c, c.active ? "" : "(in force from your next turn)"))),
    h("h3", {}, `Your face-down exposure cards (${hand.exposure.length})`),
    h("p", { class: "ovt-note" }, `Laying a military or attacking draws one. At ${threshold}, one of them turns face up at random and stays in force; the rest go back.`));
  if (hand.exposure.length) box.append(h("ul", {}, ...hand.exposure.map((c) => cardItem(c, "(face down: not in force)"))));
  if (me.revealed.length) {
    box.append(h("h3", {}, "Your face-up exposure cards"),
      h("ul", {}, ...me.revealed.map((c) => cardItem(c, c.active ? "" : "(in force from your next turn)"))));
  }
  return box;
}

// --- every seat ---------------------------------------------------------------------------

function seatsBox(view, ctx) {
  return h("section", { class: "ovt-seats", "aria-label": "Players" },
    h("h3", {}, "Players"),
    h("ul", {}, ...view.seats.map((s) => {
      const facts = [
        `${plural(s.influence, "influence card")}${s.earned ? ` (${s.earned} new)` : ""}`,
        `${s.exposure} exposure face down`,
        `${plural(s.capital, "capital cell")}`,
        `${plural(s.villages.length, "village")} linked, ${plural(s.routes.length, "trade route")}`,
        `supply: land ${s.supply.land}, military ${s.supply.military}, trade ${s.supply.trade}`,
      ];
      const shown = isMe(s.seat, ctx) ? [] : s.revealed;
      return h("li", { class: `ovt-seat${view.turn === s.seat && !view.outcome ? " turn" : ""}` },
        who(s.seat, ctx), h("span", { class: "ovt-facts" }, facts.join(" · ")),
        shown.length ? h("ul", { class: "ovt-revealed" }, ...shown.map((c) => cardItem(c, c.active ? "" : "(from their next turn)"))) : null);
    })));
}

export function panel(view, ctx) {
  prepareMoves(view);
  // Focusable, as it scrolls on its own beside the board: keyboard users can scroll it too.
  return h("div", { class: "ovt-panel", tabindex: "0", role: "region", "aria-label": "Turn, dice and cards" }, turnBox(view, ctx), rollBox(view, ctx), tipsBox(view, ctx),
    handBox(view, ctx), seatsBox(view, ctx));
}

/** A few words for the seats bar. */
export function seatDetail(view, seat) {
  const s = view.seats[seat];
  return `${s.colour} · ${plural(s.influence, "card")}${s.capital ? ` · capital ${s.capital}` : ""}`;
}

export function bannerDetail(view) {
  if (!view.outcome) return null;
  return h("ul", { class: "ovt-result" }, ...view.seats.map((s) =>
    h("li", {}, seatBadge(s.seat), ` ${colourName(s.seat)}: ${plural(s.capital, "capital cell")}, ${plural(50 - s.supply.land, "land token")}`)));
}
