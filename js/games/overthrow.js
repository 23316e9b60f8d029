// Overthrow's table: the board with its capital, HQs and villages, each seat's tokens, the
// viewer's supply piles and a turn line, and a side panel with the dice, the cards and what
// is left to do.  The parts live in ./overthrow/: pieces (SVG tokens and dice), backdrop
// (what is drawn under the cells), board (the layout) and panel.  The moves come from the
// engine in the shape the table plays; nothing here decides what is legal.
export { layout } from "./overthrow/board.js";
export { panel, seatDetail, bannerDetail } from "./overthrow/panel.js";
import { tokenSvg } from "./overthrow/pieces.js";

/** The rules' pictures: the pieces, drawn by the table's own art. */
export const face = tokenSvg;

/** One line under the table: the round, and who is to play, by the table's name for them. */
export function summary(view) {
  return view.summary;
}
