// The home screen's game cards: a small picture of each game's table, drawn with the page's
// own card, tile and token art (a few SVG shapes, no image file), the link that deals a
// fresh game, and today's deal inside the same card.
import { svg } from "./dom.js";
import { cardSvg, suitClass } from "./cards.js";
import { dailySeed } from "./records.js";
import { randomSeed } from "./new-game.js";
import { BOOT, HOME } from "./words.js";
import { LANGUAGE } from "./catalogue.js";

const W = 160, H = 90;   // the picture's own units (16:9)
const CW = 20;           // a card's width in them

/** A nested picture of ``art`` at (x, y), ``w`` wide. */
function place(art, x, y, w, ratio) {
  for (const [k, v] of Object.entries({ x, y, width: w, height: w * ratio })) art.setAttribute(k, v);
  return art;
}

/** A card (a back when ``code`` is null); its suit's colour comes from the CSS, as on the table. */
function card(code, x, y, w = CW) {
  return svg("g", { class: code ? suitClass(code) : "mini-back" }, place(cardSvg(code), x, y, w, 1.4));
}

/** An empty pile: the dashed outline the table draws. */
function slot(x, y, w = CW) {
  return svg("rect", { x: x + 0.5, y: y + 0.5, width: w - 1, height: w * 1.4 - 1, rx: 2, class: "mini-slot" });
}

const fan = (codes, x, y, dx, dy) => codes.map((c, i) => card(c, x + i * dx, y + i * dy));

const SCENES = {
  // fresh pile and waste, the two foundation columns, the field and the Deck
  "royal-cotillion": () => [card(null, 6, 6), card("8D", 29, 6),
    card("5S", 60, 6), card("6H", 83, 6), card("9C", 60, 40), card("TD", 83, 40),
    ...fan(["KC", "4S", "JH"], 6, 38, 0, 9), ...fan(["2D", "QS"], 29, 38, 0, 9),
    card("7H", 114, 6), card("3C", 136, 6), card("AD", 114, 40), card("9S", 136, 40)],
  // the ruler on the throne, foundations around it, the draw pile and the discard
  overthrone: () => [card("KH", 70, 31), card("6S", 70, 1), card("3C", 70, 61), card("9D", 45, 31), slot(95, 31),
    card(null, 10, 33), card(null, 8, 31), card("X1", 132, 31)],
  // kings in the corners, the compass around the stock, hands on either side
  "kings-corners": () => [card("KS", 45, 1), card("7H", 70, 1), slot(95, 1), card("4D", 45, 31), card(null, 70, 31),
    card("JS", 95, 31), slot(45, 61), card("TC", 70, 61), card("KD", 95, 61),
    ...fan([null, null, null, null], 4, 31, 5, 0), ...fan(["QH", "9S", "5D", "3C"], 118, 46, 6, 4)],
  // the board around the King, green and blue court cells, a few tiles laid
  "kings-court": (tables) => {
    const face = tables["kings-court"]?.face;
    const cells = [];
    const tiles = { "3,1": "YK", "2,1": "R3", "4,1": "B5", "3,0": "G2", "3,2": "Y4", "4,2": "R6", "1,2": "G1" };
    const courts = { "2,2": "green", "4,0": "green", "1,1": "blue", "5,2": "blue" };
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 7; c++) {
        const x = 11 + c * 20, y = 6 + r * 20, code = tiles[`${c},${r}`];
        cells.push(code && face ? place(face(code), x, y, 18, 1)
          : svg("rect", { x, y, width: 18, height: 18, rx: 2, class: `mini-cell ${courts[`${c},${r}`] ?? ""}` }));
      }
    }
    return cells;
  },
  // a corner of the map: two HQs' land, military and trade, and the grey capital
  overthrow: (tables) => {
    const face = tables.overthrow?.face; // the game's own token picture (games/index.js)
    const out = [];
    const pitch = 18, x0 = 8, y0 = 0;
    for (let i = 0; i <= 8; i++) out.push(svg("path", { class: "mini-grid", d: `M${x0 + i * pitch} ${y0}V${y0 + 5 * pitch}` }));
    for (let j = 0; j <= 5; j++) out.push(svg("path", { class: "mini-grid", d: `M${x0} ${y0 + j * pitch}H${x0 + 8 * pitch}` }));
    out.push(svg("rect", { x: x0 + 3 * pitch, y: y0 + 1.5 * pitch, width: 2 * pitch, height: 2 * pitch, class: "mini-capital" }));
    const tokens = { L0: [[0, 0], [1, 0], [0, 1], [1, 2]], M0: [[2, 1]], T0: [[1, 1]],
      L1: [[7, 4], [6, 4], [7, 3], [6, 2]], M1: [[5, 3]], T1: [[6, 3]] };
    for (const [code, spots] of Object.entries(face ? tokens : {})) {
      for (const [c, r] of spots) out.push(place(face(code), x0 + c * pitch + 1, y0 + r * pitch + 1, pitch - 2, 1));
    }
    return out;
  },
};

/** The picture of a game's table (null for a game without one). */
export function picture(id, tables) {
  const scene = SCENES[id];
  return scene ? svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "mini-table", "aria-hidden": "true", focusable: "false" },
    ...scene(tables)) : null;
}

/** Dress the static game list: pictures, a fresh deal on a click, today's deal in each card.
 * A game the page cannot draw leaves the list. */
export function dressGameCards(list, tables) {
  for (const link of list.querySelectorAll("a.game-link")) {
    const id = link.dataset.game;
    const item = link.closest("li");
    if (!tables[id]) { item.remove(); continue; }
    link.addEventListener("click", (e) => {
      e.preventDefault();
      location.hash = `#/${id}?seed=${randomSeed()}`;
    });
    const art = picture(id, tables);
    if (art) link.querySelector(".game-picture")?.append(art);
    item.querySelector("a.daily-link").href = `#/${id}?seed=${dailySeed(id)}`; // its place is in the page
  }
}

/** index.html's English (the first paint: title, description, heading, the games' cards, the
 * start-up bar) in the person's language; ``games``: the games' names and summaries in it. */
export function speakHome(games) {
  document.title = HOME.title;
  document.querySelector("meta[name=description]")?.setAttribute("content", HOME.description);
  document.querySelector("link[rel=manifest]")?.setAttribute("href", `manifest-${LANGUAGE}.webmanifest`);
  document.querySelector(".brand")?.setAttribute("aria-label", HOME.brand);
  const home = document.getElementById("home");
  home.querySelector("h1").textContent = HOME.heading;
  home.querySelector(".lede").textContent = HOME.lede;
  document.getElementById("boot-text").textContent = BOOT.starting;
  for (const link of home.querySelectorAll("a.game-link")) {
    const game = games.get(link.dataset.game);
    if (!game) continue;
    link.querySelector(".game-name").textContent = game.name;
    link.querySelector(".game-players").textContent = HOME.players(game.min_players, game.max_players);
    link.querySelector(".game-summary").textContent = game.summary;
  }
}
