// The page's own words (chrome: buttons, dialogs, statistics, notices) and small helpers for
// them.  Every other word the page shows comes from the engine (the view, info, the session's
// snapshot); tests/test_no_words_in_js.py holds every other JavaScript file to that.

/** The results card's facts and buttons (its title and reason are the session's). */
export const RESULTS = {
  moves: "Moves", time: "Time", streak: "Winning streak", bestTime: "Best time", fewestMoves: "Fewest moves",
  newGame: "New game", again: "Same deal again", undo: "Undo", look: "Look at the table",
};

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

// The game screen and the start-up ------------------------------------------------------

/** The game screen's tools: the name on each and what it does, with its keys (its title). */
export const TOOLS = {
  newGame: { name: "New game", title: "Deal a new game (N)" },
  restart: { name: "Same deal", title: "Play this deal again from the start" },
  undo: { name: "Undo", title: "Undo the last move (U or Ctrl+Z)" },
  redo: { name: "Redo", title: "Redo the move taken back (Y, Ctrl+Y or Ctrl+Shift+Z)" },
  hint: { name: "Hint", title: "Show a move on a winning line (I)" },
  rules: { name: "Rules", title: "How to play" },
  results: { name: "Results", title: "Show the results card again" },
  share: { name: "Share", title: "Share a link to this deal, position or game" },
  replay: { name: "Replay", title: "Step through the moves played so far (R)" },
  help: { name: "Help mode", title: "Highlight every playable card (H)" },
};

/** The game screen's own words: its parts' names, its notices and what it says. */
export const SCREEN = {
  panel: "About this position", log: "Moves so far", moves: "Moves", seats: "Players", share: "Share",
  shareDeal: "Link to this deal", sharePosition: "Link to this position", shareGame: "Link to the whole game",
  shareTitle: (game, seed) => `${game}, deal ${seed} — Courtly`,
  rulesTitle: (game) => `How to play ${game}`, closeRules: "Close the rules", close: "Close",
  readRules: "Read the rules",
  pace: "Bot speed", paces: { slow: "Slow", normal: "Normal", fast: "Fast", instant: "Instant" },
  deal: (seed) => `deal ${seed}`, dealt: (seed) => `Deal ${seed}.`, moveCount: (n) => plural(n, "move"),
  saveSummary: (game, seed, summary) => `${game}, deal ${seed}: ${summary}`,
  fromSave: "Your game, as you left it: the game engine is starting…",
  closed: "The game was closed.",
  recovered: (ply) => `The game engine stopped and was started again; your game is back at move ${ply}.`,
  undone: "Move taken back.", redone: "Move played again.",
  restarted: "The same deal, from the start.",
  restartedKept: "The same deal, from the start. Undo brings your game back; it is also kept in Continue.",
  helpOn: "Help mode on: playable cards are highlighted.", helpOff: "Help mode off.",
  // saves: another tab, another game of the deal, a full storage
  forked: "This game is also open in another tab, which moved it on: this tab's game is now saved as a game "
    + "of its own. Both are in Continue.",
  movedOn: (ply) => `Another tab moved this game on (move ${ply}).`, continueThere: "Continue from there",
  inProgress: (ply) => `You have a game of this deal in progress (move ${ply}). `
    + "It stays in Continue until you finish or discard it.",
  continueAt: (ply) => `Continue it at move ${ply}`,
  storageFull: "This browser's storage is full, so this game is not saved right now. ",
  discardOldest: (summary) => `You can discard your oldest saved game (${summary}) to make room, `
    + "or export your statistics first.",
  clearSome: "Export your statistics, then clear some of this site's data.",
  discardAndSave: "Discard it and save this game", statsLink: "Statistics and export",
};

/** The card table's own words (the prompts when a pile is selected are the session's). */
export const TABLE = {
  role: "card table", cleared: "Selection cleared.",
  starting: "One moment: the game engine is starting. Your game is shown as you left it.",
};

/** The home page, the router's pages and the titles of the browser's tab. */
export const HOME = {
  title: "Courtly — royal card and board games", gameTitle: (game) => `${game} — Courtly`,
  statsTitle: "Statistics — Courtly", stats: "Statistics",
  inProgress: "Games in progress", continue: "Continue", continueGame: (summary) => `Continue: ${summary}`,
  saveMeta: (ply, when) => ` move ${ply}, ${when} `, discard: "Discard", discardIt: "Discard it",
  older: (n) => `${n} older games in progress`,
  unreadable: (game, problem) => `A saved ${game ?? "game"} ${problem}; your other games are safe. `,
  daily: "Today's deal", dailyStreak: (days) => `Today's deal · ${days}-day streak`,
  dailyPlayed: "You have played today's deal; play it again if you like.",
  noGame: "This link does not open a game", unknownGame: (id) => `There is no game called “${id}” here.`,
  back: "Back to the games", dealing: "Dealing…", starting: "The game engines are starting…",
  framed: "Courtly does not run inside another page. ", ownWindow: "Open Courtly in its own window",
};

/** When a game was last played, as a person says it: minutes, hours, days, then the date. */
export function ago(t) {
  const minutes = Math.round((Date.now() - t) / 60000);
  const hours = Math.round(minutes / 60), days = Math.round(minutes / 1440);
  if (minutes < 1) return "just now";
  if (minutes < 90) return `${minutes} min ago`;
  if (hours < 36) return `${hours} h ago`;
  if (days < 14) return `${days} days ago`;
  return `on ${new Date(t).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" })}`;
}

/** The engines' start as the start-up bar says it, by the worker's stage. */
export const BOOT = {
  starting: "Starting the game engines…", runtime: "Loading the Python runtime…",
  engines: "Loading the game engines…", ready: "Ready", restarting: "Restarting the game engines…",
  failed: (error) => `The game engines could not start: ${error}`,
  // why the page started a new worker: each reads after "the game engine …"
  died: (why) => `the game engine stopped (${why || "an error in its worker"})`,
  noStart: "the engine worker could not start", unreadable: "the game engine sent a message the page could not read",
  silent: "the game engine stopped answering",
  restart: (why) => `${capital(why)}; it is starting again and your game will be restored.`,
  badAnswer: "The game engine's answer could not be read; nothing was changed.",
};

/** What the engine worker reports of its memory snapshot: states and reasons read by the
 * benchmark, the tests and the console (never shown on the page), "fallback: <why>" when a
 * start could not use the stored one. */
export const SNAPSHOT = {
  refused: (why) => `fallback: refused (${why})`,
  restoreFailed: (error) => `restore failed (${error})`, elsewhere: "left to another worker",
  notMade: (why) => `not made: ${why ?? "the snapshot worker failed"}`, noWorkers: "no nested workers here",
  madeElsewhere: "made elsewhere", noCaches: "no Cache Storage here",
  foreign: (key) => `foreign (made for ${key})`, pageList: "corrupt (page list)",
};
