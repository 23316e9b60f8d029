// Overthrow's table: the board with its capital, HQs and villages, each seat's tokens, the
// viewer's supply piles and a turn line, and a side panel with the dice, the cards and what
// is left to do.  The parts live in ./overthrow/: pieces (SVG tokens and dice), backdrop
// (what is drawn under the cells), board (the layout) and panel.  The moves come from the
// engine in the shape the table plays; nothing here decides what is legal.
export { layout } from "./overthrow/board.js";
export { panel, seatDetail, bannerDetail } from "./overthrow/panel.js";
import { SEATS, tokenSvg } from "./overthrow/pieces.js";

/** The rules' pictures: the pieces, drawn by the table's own art. */
export const face = tokenSvg;

/** One line under the table: the round, and who is to play, by the table's name for them. */
export function summary(view, ctx = {}) {
  if (view.outcome) return `Game over after round ${view.round}`;
  const seat = view.phase === "defend" ? view.choice.defender : view.turn;
  const { colour } = SEATS[seat];
  const name = ctx.names?.[seat];
  const you = name === "You";
  const who = you ? "You" : name ? `${name} (${colour})` : `${colour[0].toUpperCase()}${colour.slice(1)}`;
  const turn = view.phase === "defend" ? `${who} ${you ? "choose" : "chooses"} the attacker lost`
    : you ? "Your turn" : `${who} to play`;
  const what = { play: ` · ${view.left}`, swap: " · keep or swap a card" }[view.phase] ?? "";
  return `Round ${view.round} of ${view.turn_limit} · ${turn}${what}`;
}

export const guide = "Select land beside the board (or drag its token) and a lit cell next to your HQ to lay your " +
  "first land; the Rules say how to reach the capital.";

export const help = [
  { text: "Each player starts from an HQ at the edge of the board. The goal is the capital in the middle: whoever " +
    "takes its centre cell wins at once. The centre may be attacked only by a player who holds 3 capital cells. " +
    "That is Courtly's own choice, made by simulation: with the centre open to anyone, a quick rush took it before " +
    "round 5 in about one game in ten and whoever first stood beside it won three games in four; needing 3 cells, " +
    "no game ended that early, so villages, trade and cards have time to count. If nobody has taken the centre when " +
    "the last round ends, the player holding the most capital cells wins (then the one with most land; otherwise " +
    "they share the win).", show: ["L0", "M0"] },
  "Every turn you get one action per influence card you hold (the first player's very first turn has two). Spend " +
    "them, in any order: lay a land token on an empty cell next to your HQ or next to land joined to it; lay a " +
    "military or a trade token on your own joined land that holds nothing yet; move a military one step onto your " +
    "own free land; or attack. You may end the turn early; actions you do not use are lost.",
  { text: "To lay a token, select land, military or trade beside the board, or drag its token: the cells where it " +
    "may go light up, and a click (or a drop) on one lays it. To move or attack, select or drag one of your " +
    "militaries (the shields) instead. Nothing may be laid on villages, HQs or the capital.", show: ["L0", "M0", "T0"] },
  { text: "An attack targets a cell next to your militaries: an opponent's land, or a capital cell (the centre once " +
    "you hold 3 capital cells). It costs one action per military you send, plus one. Land with no military on it falls at once. Otherwise both sides roll: " +
    "you one die per attacker, the defender one die (a capital cell nobody holds rolls two, or one on the outer ring " +
    "of the big board). Only each side's highest die counts. If yours is higher, the defender's military is removed " +
    "and your first military moves in; if theirs is, you lose one attacker (the defender picks it, the city picks at " +
    "random); a tie changes nothing. To attack with several militaries, select the target first, then the military " +
    "that should move in.", show: ["M0", "M1"] },
  "Joining your land to a village earns an influence card, and a chain of your trade tokens from beside your HQ to " +
    "beside the village earns another. New cards count from your next turn; you hold at most five (at five, a new " +
    "one lets you swap). Laying a military or attacking draws a face-down exposure card; when you hold as many of " +
    "those as influence cards, one turns face up for good and the rest go back. Every card's effect is written out " +
    "in the side panel.",
  { text: "Pieces: land is a square tile, a military a shield, trade a coin. Each player has a colour and a shape " +
    "(green circle, red triangle, blue square, yellow diamond). Grey cells are the capital, with dots for the dice " +
    "each cell rolls in defence; the crown marks its centre. Cells are named by the letter above their column and " +
    "the number beside their row, as the log names them (F1).", show: ["L0", "M1", "T2", "L3"] },
];
