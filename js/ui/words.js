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

// The home screen, statistics, records and settings ------------------------------------------

/** The home screen's game list and its Continue list (saves.js says which problem a save has). */
export const HOME = {
  todaysDeal: "Today's deal",
  someGame: "game", // a save of a game this page no longer has
  saveProblem: {
    newer: (game) => `A saved ${game} was saved by a newer version of Courtly; your other games are safe.`,
    unreadable: (game) => `A saved ${game} could not be read; your other games are safe.`,
  },
};

/** The statistics screen (stats.js) and the statistics file (records.js). */
export const STATS = {
  title: "Statistics",
  keptHere: "Kept on this device only. Export them to keep a copy or move them to another browser.",
  export: "Export", import: "Import", importFile: "Statistics file to import", back: "Back to the games",
  imported: "Statistics imported and added to yours.",
  notAnExport: "That file is not a Courtly statistics export.",
  damagedEntry: (key) => `The statistics for “${key}” in that file are damaged.`,
  damaged: "Some statistics stored in this browser could not be read; they were kept aside, not deleted.",
  downloadDamaged: "Download them", discardDamaged: "Discard them",
  none: "No finished games yet.",
  /** A game's heading: its name, and its options in the engine's words. */
  heading: (game, variant) => (variant ? `${game} (${variant})` : game),
  // the rows of a game's table, and their values
  finished: "Finished", won: "Won", bestScore: "Best score", streak: "Winning streak",
  bestTime: "Best time (won games)", fewestMoves: "Fewest moves (won games)", daily: "Daily deals",
  wonShare: (won, percent) => `${won} (${percent}%)`,
  streakBest: (streak, best) => `${streak} (best ${best})`,
  dailyStreak: (streak, best) => `${streak}-day streak, best ${best}`,
  dailyToday: (streak, best, time, moves) =>
    `${streak}-day streak, best ${best}; today's deal won in ${time}, ${plural(moves, "move")}`,
  // resetting one game's numbers
  reset: (game) => `Reset ${game}`,
  resetAsk: (game) => `Reset the statistics of ${game}? Its games, streaks and bests are cleared for good.`,
  keep: "Keep them", resetConfirm: "Reset",
  // the chart of recent scores
  chart: (scores) => `Last ${scores.length} scores, oldest first: ${scores.join(", ")}`,
  score: (score) => `score ${score}`, oldest: "oldest", newest: "newest",
  caption: { high: "Recent scores", low: "Recent scores (fewer points is better: taller bars)" },
};

/** The Display menu: the theme and the other settings (prefs.js), the table's looks (looks.js). */
export const DISPLAY = {
  menu: "Display", theme: "Theme",
  themes: { system: "As the system", light: "Light", dark: "Dark", contrast: "High contrast" },
  fourColour: "Four-colour deck", clock: "Show the clock",
  back: "Card back", felt: "Felt", size: "Card size", leftHand: "Left-handed table (mirrored)",
  felts: { green: "Green", blue: "Blue", burgundy: "Burgundy", slate: "Slate", walnut: "Walnut" },
  sizes: { small: "Small", standard: "Standard", large: "Large", largest: "Largest" },
};

/** The new-game dialog (its options, and the seats' names, are the engine's words). */
export const NEW_GAME = {
  title: (game) => `New ${game} game`,
  players: "Players",
  seatKinds: { human: "Person", random: "Random bot", quick: "Quick bot", strong: "Strong bot" },
  seed: "Deal number", seedHelp: "Leave it blank for a random deal; a number deals the same cards for everyone.",
  winnable: "Winnable deals only (proven by the solver)", finding: "Finding a winnable deal…",
  cancel: "Cancel", deal: "Deal",
};

/** The replay bar (``move`` is the engine's line for the move). */
export const REPLAY = {
  bar: "Replay", first: "First position", back: "One move back", forward: "One move forward", last: "Last position",
  leave: "Back to the game", left: "Back to the game.",
  at: (ply, total) => `Move ${ply} of ${total}`,
  after: (ply, move) => `After move ${ply}: ${move}`,
  deal: "The deal, before the first move.",
};

/** The game screen's toolbar, its "More" menu, and the clock beside it. */
export const TOOLBAR = { label: "Game controls", more: "More", moreTitle: "More tools and settings" };
export const CLOCK = { time: "Time", pause: "Pause or resume the clock" };
export const SOUND = { name: "Sound", on: "Sound is on: press to mute", off: "Sound is off: press to turn it on" };

/** What sharing a link says (share.js). */
export const SHARE = {
  shared: "Link shared", cancelled: "Sharing cancelled", copied: "Link copied",
  copyThis: (url) => `Copy this link: ${url}`, // no clipboard either: the person copies it by hand
};

/** The top bar's offer of a new version (update.js). */
export const UPDATE = {
  ready: "A new version is ready", reload: "Reload",
  later: "Later", laterTitle: "Keep playing this version until the next visit",
  offline: "offline play unavailable:", // the console's, for whoever looks into it
};
