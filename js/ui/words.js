// The page's own words (chrome: buttons, dialogs, statistics, notices) and small helpers for
// them.  Every other word the page shows comes from the engine (the view, info, the session's
// snapshot); tests/test_no_words_in_js.py holds every other JavaScript file to that.  Each word
// goes through the catalogue (t, tn, tp: plain string literals with "{field}"s, which
// `python3 build.py messages` reads into py/locale/<language>/page.po); numbers, times and
// dates through Intl in the person's language.
import { LANGUAGE, number, t, tn, tp } from "./catalogue.js";

/** The results card's facts and buttons (its title and reason are the session's). */
export const RESULTS = {
  moves: t("Moves"), time: t("Time"), streak: t("Winning streak"), bestTime: t("Best time"), fewestMoves: t("Fewest moves"),
  newGame: t("New game"), again: t("Same deal again"), undo: t("Undo"), look: t("Look at the table"),
};

/** A game's own settings in the toolbar's More menu (the engine's ``auto_move`` behind them). */
export const SETTINGS = { autoDraw: t("Auto-draw when the hand is empty") };

/** The card backs' designs, as the Display menu names them (cards.js draws them). */
export const BACK_NAMES = { royal: t("Royal blue"), lattice: t("Crimson lattice"), crown: t("Green crown"),
  star: t("Midnight star"), plain: t("Plain slate") };

/** The text with a capital first letter. */
export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** A reason as a sentence: capital first, one full stop at the end. */
export function sentence(text) {
  const body = capital(String(text ?? "").trim());
  return !body || /[.!?]$/.test(body) ? body : `${body}.`;
}

/** "A", "A and B", "A, B and C", as the language lists them. */
export function listed(items) {
  const head = items.slice(0, -1).join(", "); // (", " in each of the languages)
  return items.length > 1 ? t("{items} and {last}", { items: head, last: items.at(-1) }) : (items[0] ?? "");
}

const percent = new Intl.NumberFormat(LANGUAGE, { style: "percent", maximumFractionDigits: 0 });

// The home screen, statistics, records and settings ------------------------------------------

/** The statistics screen (stats.js) and the statistics file (records.js). */
export const STATS = {
  title: t("Statistics"),
  keptHere: t("Kept on this device only. Export them to keep a copy or move them to another browser."),
  export: t("Export"), import: t("Import"), importFile: t("Statistics file to import"), back: t("Back to the games"),
  imported: t("Statistics imported and added to yours."),
  notAnExport: t("That file is not a Courtly statistics export."),
  damagedEntry: (key) => t("The statistics for “{key}” in that file are damaged.", { key }),
  damaged: t("Some statistics stored in this browser could not be read; they were kept aside, not deleted."),
  downloadDamaged: t("Download them"), discardDamaged: t("Discard them"),
  none: t("No finished games yet."),
  /** A game's heading: its name, and its options in the engine's words. */
  heading: (game, variant) => (variant ? t("{game} ({variant})", { game, variant }) : game),
  // the rows of a game's table, and their values
  finished: t("Finished"), won: t("Won"), bestScore: t("Best score"), streak: t("Winning streak"),
  bestTime: t("Best time (won games)"), fewestMoves: t("Fewest moves (won games)"), daily: t("Daily deals"),
  wonShare: (won, share) => t("{won} ({percent})", { won: number(won), percent: percent.format(share / 100) }),
  streakBest: (streak, best) => t("{streak} (best {best})", { streak: number(streak), best: number(best) }),
  dailyStreak: (streak, best) => tn(streak, "{n}-day streak, best {best}", "{n}-day streak, best {best}",
    { best: number(best) }),
  dailyToday: (streak, best, time, moves) => t("{streak}; today's deal won in {time}, {moves}",
    { streak: STATS.dailyStreak(streak, best), time, moves: SCREEN.moveCount(moves) }),
  // resetting one game's numbers
  reset: (game) => t("Reset {game}", { game }),
  resetAsk: (game) => t("Reset the statistics of {game}? Its games, streaks and bests are cleared for good.", { game }),
  keep: t("Keep them"), resetConfirm: t("Reset"),
  // the chart of recent scores
  chart: (scores) => tn(scores.length, "Last {n} scores, oldest first: {scores}", "Last {n} scores, oldest first: {scores}",
    { scores: scores.map(number).join(", ") }),
  score: (score) => t("score {score}", { score: number(score) }), oldest: t("oldest"), newest: t("newest"),
  caption: { high: t("Recent scores"), low: t("Recent scores (fewer points is better: taller bars)") },
};

/** The Display menu: the theme and the other settings (prefs.js), the table's looks (looks.js). */
export const DISPLAY = {
  menu: t("Display"), theme: t("Theme"), language: t("Language"), asBrowser: t("As the browser"),
  themes: { system: t("As the system"), light: t("Light"), dark: t("Dark"), contrast: t("High contrast") },
  fourColour: t("Four-colour deck"), clock: t("Show the clock"),
  back: t("Card back"), felt: t("Felt"), size: t("Card size"), leftHand: t("Left-handed table (mirrored)"),
  felts: { green: t("Green"), blue: t("Blue"), burgundy: t("Burgundy"), slate: t("Slate"), walnut: t("Walnut") },
  sizes: { small: t("Small"), standard: t("Standard"), large: t("Large"), largest: t("Largest") },
  sizeNote: t("The whole table always stays in view: larger cards only where the window has room for them."),
};

/** The new-game dialog (its options, and the seats' names, are the engine's words). */
export const NEW_GAME = {
  title: (game) => t("New {game} game", { game }),
  players: t("Players"),
  seatKinds: { human: t("Person"), random: t("Random bot"), quick: t("Quick bot"), strong: t("Strong bot") },
  seed: t("Deal number"), seedHelp: t("Leave it blank for a random deal; a number deals the same cards for everyone."),
  winnable: t("Winnable deals only (proven by the solver)"), finding: t("Finding a winnable deal…"),
  cancel: t("Cancel"), deal: t("Deal"),
};

/** The replay bar (``move`` is the engine's line for the move). */
export const REPLAY = {
  bar: t("Replay"), first: t("First position"), back: t("One move back"), forward: t("One move forward"), last: t("Last position"),
  leave: t("Back to the game"), left: t("Back to the game."),
  at: (ply, total) => t("Move {ply} of {total}", { ply: number(ply), total: number(total) }),
  after: (ply, move) => t("After move {ply}: {move}", { ply: number(ply), move }),
  deal: t("The deal, before the first move."),
  theirs: (name, ply, total) => t("{name}’s game: move {ply} of {total}", { name, ply: number(ply), total: number(total) }),
};

/** Challenges on the results card (challenge.js); the engine words the results and verdicts. */
export const CHALLENGE = {
  heading: t("Challenge"), challenge: t("Challenge a friend"), answer: t("Send your answer"),
  nameLabel: t("Your name, as your friend will see it"), anonymous: t("A friend"), send: t("Share the challenge"),
  title: (game) => t("{game}: can you beat me? — Courtly", { game }),
  kept: t("Challenges"), deal: (game, seed) => t("{game}, deal {seed}", { game, seed }),
  from: (name) => t("from {name}", { name }), sentAs: (name) => t("you sent, as {name}", { name }),
};

/** The game screen's toolbar, its "More" menu, and the clock beside it. */
export const TOOLBAR = { label: t("Game controls"), more: t("More"), moreTitle: t("More tools and settings") };
export const CLOCK = { time: t("Time"), pause: t("Pause or resume the clock") };
export const SOUND = { name: t("Sound"), on: t("Sound is on: press to mute"), off: t("Sound is off: press to turn it on") };

/** What sharing a link says (share.js). */
export const SHARE = {
  shared: t("Link shared"), cancelled: t("Sharing cancelled"), copied: t("Link copied"),
  copyThis: (url) => t("Copy this link: {url}", { url }), // no clipboard either: the person copies it by hand
};

/** The top bar's offer of a new version (update.js). */
export const UPDATE = {
  ready: t("A new version is ready"), reload: t("Reload"),
  later: t("Later"), laterTitle: t("Keep playing this version until the next visit"),
  offline: "offline play unavailable:", // the console's, for whoever looks into it
};

// The game screen and the start-up ------------------------------------------------------

/** The game screen's tools: the name on each and what it does, with its keys (its title). */
export const TOOLS = {
  newGame: { name: t("New game"), title: t("Deal a new game (N)") },
  restart: { name: t("Same deal"), title: t("Play this deal again from the start") },
  undo: { name: tp("a toolbar button", "Undo"), title: t("Undo the last move (U or Ctrl+Z)") },
  redo: { name: tp("a toolbar button", "Redo"), title: t("Redo the move taken back (Y, Ctrl+Y or Ctrl+Shift+Z)") },
  hint: { name: t("Hint"), title: t("Show a move on a winning line (I)") },
  rules: { name: t("Rules"), title: t("How to play") },
  results: { name: t("Results"), title: t("Show the results card again") },
  share: { name: t("Share"), title: t("Share a link to this deal, position or game") },
  replay: { name: t("Replay"), title: t("Step through the moves played so far (R)") },
  help: { name: t("Help mode"), title: t("Highlight every playable card (H)") },
};

/** The game screen's own words: its parts' names, its notices and what it says. */
export const SCREEN = {
  panel: t("About this position"), log: t("Moves so far"), moves: t("Moves"), seats: t("Players"), share: t("Share"),
  shareDeal: t("Link to this deal"), sharePosition: t("Link to this position"), shareGame: t("Link to the whole game"),
  shareTitle: (game, seed) => t("{game}, deal {seed} — Courtly", { game, seed }),
  rulesTitle: (game) => t("How to play {game}", { game }), closeRules: t("Close the rules"), close: t("Close"),
  readRules: t("Read the rules"),
  tour: { name: t("Guided tour"), take: t("Take the guided tour"), leave: t("Leave the tour"),
    progress: (lesson, lessons) => t("Guided tour: {lesson} of {lessons}", { lesson, lessons }) },
  pace: t("Bot speed"), paces: { slow: t("Slow"), normal: t("Normal"), fast: t("Fast"), instant: t("Instant") },
  deal: (seed) => t("deal {seed}", { seed }), dealt: (seed) => t("Deal {seed}.", { seed }), moveCount: (n) => tn(n, "{n} move", "{n} moves"),
  saveSummary: (game, seed, summary) => t("{game}, deal {seed}: {summary}", { game, seed, summary }),
  fromSave: t("Your game, as you left it: the game engine is starting…"),
  closed: t("The game was closed."),
  recovered: (ply) => t("The game engine stopped and was started again; your game is back at move {ply}.", { ply }),
  undone: t("Move taken back."), redone: t("Move played again."),
  otherwise: t("The game went differently from what the table showed at once: it now shows the game as it stands."),
  restarted: t("The same deal, from the start."),
  restartedKept: t("The same deal, from the start. Undo brings your game back; it is also kept in Continue."),
  helpOn: t("Help mode on: playable cards are highlighted."), helpOff: t("Help mode off."),
  // saves: another tab, another game of the deal, a full storage
  forked: t("This game is also open in another tab, which moved it on: this tab's game is now saved as a game "
    + "of its own. Both are in Continue."),
  movedOn: (ply) => t("Another tab moved this game on (move {ply}).", { ply }), continueThere: t("Continue from there"),
  inProgress: (ply) => t("You have a game of this deal in progress (move {ply}). "
    + "It stays in Continue until you finish or discard it.", { ply }),
  continueAt: (ply) => t("Continue it at move {ply}", { ply }),
  storageFull: t("This browser's storage is full, so this game is not saved right now. "),
  discardOldest: (summary) => t("You can discard your oldest saved game ({summary}) to make room, "
    + "or export your statistics first.", { summary }),
  clearSome: t("Export your statistics, then clear some of this site's data."),
  discardAndSave: t("Discard it and save this game"), statsLink: t("Statistics and export"),
};

/** The card table's own words (the prompts when a pile is selected are the session's). */
export const TABLE = {
  role: t("card table"), cleared: t("Selection cleared."),
  starting: t("One moment: the game engine is starting. Your game is shown as you left it."),
};

/** The home page, the router's pages and the titles of the browser's tab. */
export const HOME = {
  todaysDeal: t("Today's deal"), someGame: t("game"), // (a save of a game this page no longer has)
  saveProblem: {
    newer: (game) => t("A saved {game} was saved by a newer version of Courtly; your other games are safe.", { game }),
    unreadable: (game) => t("A saved {game} could not be read; your other games are safe.", { game }),
  },
  title: t("Courtly — royal card and board games"), gameTitle: (game) => t("{game} — Courtly", { game }),
  statsTitle: t("Statistics — Courtly"), stats: t("Statistics"),
  inProgress: t("Games in progress"), continue: t("Continue"), continueGame: (summary) => t("Continue: {summary}", { summary }),
  saveMeta: (ply, when) => ` ${t("move {ply}, {when}", { ply: number(ply), when })} `, discard: t("Discard"), discardIt: t("Discard it"),
  older: (n) => tn(n, "{n} older game in progress", "{n} older games in progress"),
  dailyStreak: (days) => tn(days, "Today's deal · {n}-day streak", "Today's deal · {n}-day streak"),
  dailyPlayed: t("You have played today's deal; play it again if you like."),
  noGame: t("This link does not open a game"), unknownGame: (id) => t("There is no game called “{id}” here.", { id }),
  back: t("Back to the games"), dealing: t("Dealing…"), starting: t("The game engines are starting…"),
  framed: t("Courtly does not run inside another page. "), ownWindow: t("Open Courtly in its own window"),
  // index.html's first paint, in English until the page's script says it in the person's language
  description: t("Five royal card and board games that run entirely in your browser, offline."),
  brand: t("Courtly home"), heading: t("Royal games for the table in your browser"),
  lede: t("Every game runs on your own device and keeps working offline. A link carries its deal, " +
    "so a friend who opens it plays the same cards."),
  players: (least, most) => (most === 1 ? t("solitaire") : least === most ? tn(most, "{n} player", "{n} players")
    : t("{least}–{most} players", { least: number(least), most: number(most) })),
};

/** When a game was last played, as a person says it: minutes, hours, days, then the date. */
export function ago(when) {
  const minutes = Math.round((Date.now() - when) / 60000);
  const hours = Math.round(minutes / 60), days = Math.round(minutes / 1440);
  if (minutes < 1) return t("just now");
  if (minutes < 90) return relative.format(-minutes, "minute");
  if (hours < 36) return relative.format(-hours, "hour");
  if (days < 14) return relative.format(-days, "day");
  return t("on {date}", { date: dates.format(new Date(when)) });
}
const relative = new Intl.RelativeTimeFormat(LANGUAGE, { style: "short" });
const dates = new Intl.DateTimeFormat(LANGUAGE, { day: "numeric", month: "short", year: "numeric" });

/** The engines' start as the start-up bar says it, by the worker's stage. */
export const BOOT = {
  starting: t("Starting the game engines…"), runtime: t("Loading the Python runtime…"),
  engines: t("Loading the game engines…"), ready: t("Ready"), restarting: t("Restarting the game engines…"),
  failed: (error) => t("The game engines could not start: {error}", { error }),
  // why the page started a new worker: each reads after "the game engine …"
  died: (why) => t("the game engine stopped ({why})", { why: why || BOOT.workerError }), workerError: t("an error in its worker"),
  noStart: t("the engine worker could not start"), unreadable: t("the game engine sent a message the page could not read"),
  silent: t("the game engine stopped answering"),
  restart: (why) => t("{why}; it is starting again and your game will be restored.", { why: capital(why) }),
  badAnswer: t("The game engine's answer could not be read; nothing was changed."),
};

/** What the engine worker reports of its memory snapshot: states and reasons read by the
 * benchmark, the tests and the console (never shown on the page), "fallback: <why>" when a
 * start could not use the stored one. */
export const SNAPSHOT = {
  refused: (why) => `fallback: refused (${why})`,
  restoreFailed: (error) => `restore failed (${error})`, elsewhere: "left to another worker",
  notMade: (why) => `not made: ${why ?? "the snapshot worker failed"}`,
  madeElsewhere: "made elsewhere", noCaches: "no Cache Storage here",
  foreign: (key) => `foreign (made for ${key})`, pageList: "corrupt (page list)",
  tooShort: (bytes) => `truncated (${bytes} bytes)`, notSnapshot: "corrupt (not a snapshot)",
  otherFormat: (format) => `foreign (format ${format})`, cut: (bytes, total) => `truncated (${bytes} of ${total} bytes)`,
  checksum: "corrupt (checksum)", damaged: (error) => `corrupt (${error})`, unreadable: (error) => `unreadable (${error})`,
  noCatalogue: (code, error) => `the ${code} catalogue could not be installed (${error}): the engine speaks English`,
};
