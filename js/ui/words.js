// The page's own words (chrome: buttons, dialogs, statistics, notices) and small helpers for
// them.  Every other word the page shows comes from the engine (the view, info, the session's
// snapshot); tests/test_no_words_in_js.py holds every other JavaScript file to that.

/** The results card's facts and buttons (its title and reason are the session's). */
export const RESULTS = {
  moves: "Moves", time: "Time", streak: "Winning streak", bestTime: "Best time", fewestMoves: "Fewest moves",
  newGame: "New game", again: "Same deal again", undo: "Undo", look: "Look at the table",
};

/** A game's own settings in the toolbar's More menu (the engine's ``auto_move`` behind them). */
export const SETTINGS = { autoDraw: "Auto-draw when the hand is empty" };

/** The card backs' designs, as the Display menu names them (cards.js draws them). */
export const BACK_NAMES = { royal: "Royal blue", lattice: "Crimson lattice", crown: "Green crown",
  star: "Midnight star", plain: "Plain slate" };

/** "1 card", "3 cards"; ``many`` for irregular plurals ("dice"). */
export function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

/** The text with a capital first letter. */
export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** A reason as a sentence: capital first, one full stop at the end. */
export function sentence(text) {
  const body = capital(String(text ?? "").trim());
  return !body || /[.!?]$/.test(body) ? body : `${body}.`;
}

/** "A", "A and B", "A, B and C". */
export function listed(items) {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}
