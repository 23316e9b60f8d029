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
  sizeNote: "The whole table always stays in view: larger cards only where the window has room for them.",
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
  theirs: (name, ply, total) => `${name}’s game: move ${ply} of ${total}`,
};

/** Challenges on the results card (challenge.js); the engine words the results and verdicts. */
export const CHALLENGE = {
  heading: "Challenge", challenge: "Challenge a friend", answer: "Send your answer",
  nameLabel: "Your name, as your friend will see it", anonymous: "A friend", send: "Share the challenge",
  title: (game) => `${game}: can you beat me? — Courtly`,
  kept: "Challenges", deal: (game, seed) => `${game}, deal ${seed}`,
  from: (name) => `from ${name}`, sentAs: (name) => `you sent, as ${name}`,
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

// Playing with friends
// (the table's own words about its seats, their names and who is connected, are the engine's:
// py/courtly/presence.py; these are the page's dialogs, codes, connection notices and talk)

/** The page's words for a table shared between devices (js/net). */
export const FRIENDS = {
  // the host's page
  inviteTool: "Invite a friend…",
  inviteToolTitle: "Invite a friend to play a seat on their own device",
  dialogTitle: "Play with friends on their own devices",
  dialogLede: "Each friend gets an invitation for one seat. Their device connects straight to this one: " +
    "the game runs here, no server is involved, and each device only ever receives its own seat's cards.",
  friendsCode: "A code from a friend",
  pasteHere: "Paste a friend's reply code or rejoin code",
  connect: "Connect",
  close: "Close",
  codeForFriend: "Code for your friend",
  codeFailed: (why) => `That code did not work: ${why}`,
  inviteSeat: "Invite a friend to this seat",
  letBot: "Let a bot play",
  keepSeat: "Keep the seat for the friend",
  makingInvitation: "Making the invitation…",
  invitationTo: (name) => `Invitation to ${name}'s seat`,
  invitationHelp: "Send this link to your friend however you like (a message, an e-mail), or let them scan the QR code. " +
    "The page never sends it anywhere itself.",
  invitationLink: (name) => `Invitation link for ${name}`,
  noAddressHere: "This device found no network address to offer: connect it to a network first.",
  pasteBelow: "When your friend opens it, their page shows a reply code: paste it below.",
  reopened: "Your table is open again. Each friend who was playing sees a rejoin code on their device: " +
    "paste it in More, Invite a friend…, to bring them back.",
  joined: (name) => `${name} joined the table from their device.`,
  connecting: (name) => `Connecting ${name}…`,
  giveBack: (name) => `Give this code back to ${name}:`,
  otherTable: "This code is for another table.",
  notInvited: "That seat has no friend invited: make an invitation for it first.",
  notWaiting: (name) => `${name} was not waiting for a reply: invite them again.`,
  noSeatKey: "This rejoin code does not carry that seat's key.",
  isInvitation: "This is an invitation: it is opened on the friend's device, not pasted here.",
  // what the host's page refuses of a friend's device
  refusedFrom: (name, why) => `Refused a message from ${name}: ${why}`,
  tooMany: "Too many messages at once: they were ignored.",
  textOnly: "Only text messages are read at this table.",
  tooLong: (length, most) => `A message of ${length} characters is far too long (at most ${most}); it was ignored.`,
  notJson: "That message could not be read (it is not JSON); it was ignored.",
  noKind: "That message has no kind; it was ignored.",
  ownSeatOnly: (name) => `You play only your own seat (${name}): a request names no seat.`,
  malformed: (kind) => `That ${kind} request is malformed; it was ignored.`,
  queueFull: "Too many requests are waiting: this one was ignored.",
  notConnected: "You are not connected to the table.",
  sayRule: (most) => `A message at the table is plain text of 1 to ${most} characters.`,
  oneAtATime: "One message at a time, please: that one was not sent.",
  noKey: "This connection did not show the seat's key.",
  // a friend's page
  ready: "Ready",
  tabTitle: (game, yourTurn) => `${yourTurn ? "Your turn — " : ""}${game ?? "Courtly"} — Courtly`,
  yourTurn: "Your turn.",
  notAnInvitation: "This is not an invitation.",
  cannotOpen: "This invitation cannot be opened",
  askForNew: "Ask your friend for a new one.",
  backToGames: "Back to the games",
  unknownGame: "This invitation is for a game this page does not know",
  joinTitle: (game) => `Join ${game} — Courtly`,
  joinButton: "Join the table",
  replyFailed: (why) => `Could not make your reply: ${why}`,
  joinHeading: (game) => `Join a game of ${game}`,
  invited: (seat) => `A friend invites you to play ${seat}'s seat at their table. ` +
    "Your device connects straight to theirs: the game runs on their device, and yours only ever receives your own cards.",
  noAddress: "This invitation names no address of your friend's device, so no route can be found: ask for a new one.",
  makingReply: "Making your reply…",
  replyCode: "Your reply code",
  replyHelp: "Send this code back to your friend (a message is fine), or let them scan the QR code: " +
    "they paste it at their table, and the game appears here.",
  waitingForReply: (game, seat) => `Waiting for your friend to paste your reply code… (${game}, ${seat})`,
  // (a refused reply code never reaches this device: the host's page says why, and this one can only wait)
  noRoute: "No route to your friend's device yet. If their page did not take your reply code (it says why there), " +
    "send the code again. On one network (the same Wi-Fi), check that both devices are on it. Across the internet, " +
    "both of you must turn on a STUN server in the network setting, then make new codes.",
  hostLost: "The connection to the host was lost.",
  hostLostWhy: (why) => `The connection to the host was lost (${why}).`,
  closedEarly: (why) => `The connection closed before the table opened (${why}): ask your friend for a new invitation.`,
  tableRefused: (why) => `The table refused that: ${why}`,
  hostLeft: "The host left the table. If they open it again, they can take your rejoin code.",
  unreadable: "The host's answer could not be read.",
  atTableAs: (seat) => `You are at the table as ${seat}.`,
  connected: "Connected to your friend's table.",
  useRejoinCode: "You are not connected to the table: use your rejoin code.",
  noAnswer: "The host's device did not answer.",
  seatNotKept: "This seat is not kept on this device",
  seatNotKeptHelp: "Open the invitation your friend sent, or ask them for a new one.",
  youLeft: "You left the table (a reload, or the connection dropped).",
  makingRejoin: "Making your rejoin code…",
  hostsAnswer: "The host's answer",
  pasteAnswer: "Paste the code your friend gives back",
  theirAnswer: "Their answer",
  rejoin: "Rejoin",
  rejoinHelp: "To take your seat again, send this rejoin code to the host (or let them scan it); " +
    "they paste it at their table and give you back an answer to paste here.",
  rejoinCode: "Your rejoin code",
  notTheAnswer: "This is not the host's answer to your rejoin code.",
  connectingHost: "Connecting…",
  answerFailed: (why) => `That answer did not work: ${why}`,
  linksAfterGame: "Links to this game can be shared once it is over: a link holds the deal, and with it every hidden card.",
  linkCopied: (url) => `Link copied: ${url}`,
  copyLink: (url) => `Copy this link: ${url}`,
  atFriendsTable: "at a friend's table",
  deal: (seed) => `deal ${seed}`,   // the title line's deal, once the game is over
  // why a connection closed (said to a friend whose host is gone)
  closed: { noRoute: "no route between the two devices", lost: "the connection was lost",
    silent: "the other device stopped answering", left: "the other device left" },
  // a code passed between the devices, and the page a scanned one opens
  codes: {
    empty: "Paste the code first.",
    short: "This code is cut short: copy all of it.",
    damaged: "This code is damaged: ask for a new one.",
    incomplete: "This code is incomplete or damaged: copy all of it, or ask for a new one.",
    foreign: "This is not a Courtly code: it has characters no code has.",
    huge: "This code is far too long to be a Courtly code.",
    tooLong: "This is far too long to be a Courtly code.",
    version: "This code was made by another version of Courtly.",
    field: "A part of this code is too long to be written.",
  },
  codePage: "A code from a friend's device",
  theCode: "The code",
  passing: "Passing the code to your table…",
  noTableWaiting: "No table in this browser is waiting for this code. Copy it and paste it where your table asks for it.",
  passed: "Done: your table in the other tab has the code. You can close this tab.",
  // talk at the table, a code's box, and the network setting
  phrases: ["Hello!", "Your turn", "One moment, please", "Well played!", "Good game!", "Thanks!"],
  talk: "Talk",
  talkLabel: "Talk at the table",
  phrasesLabel: "Ready phrases",
  messageLabel: "Message to the table",
  saySomething: "Say something…",
  send: "Send",
  said: (name) => `${name} said: `, // "said": right for "You" as for a name
  qrLabel: (label) => `QR code: ${label}`,
  copy: "Copy",
  copied: "Copied.",
  copyByHand: "Select the text and copy it.",
  share: "Send…",
  noQr: "This code is too long for a QR code: send it as text.",
  network: (stun) => (stun ? "Network: across the internet (STUN server on)" : "Network: same network only"),
  networkHelp: "Off (as it starts): the two devices find each other on the network they share (home Wi-Fi) and " +
    "nothing is sent to any other machine. Across the internet, each device must first ask a STUN server " +
    "for its public address. Turn this on only if you accept that: the server you name learns this " +
    "device's IP address (never anything of the game), and every code made while it is on lists that " +
    "public address for the other device.",
  useStun: "Use a STUN server",
  stunServer: "STUN server",
  stunFirst: "Name a STUN server first, as stun:host:port.",
  stunOn: (url) => `On: new codes ask ${url} for this device's public address.`,
};

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
  tour: { name: "Guided tour", take: "Take the guided tour", leave: "Leave the tour",
    progress: (lesson, lessons) => `Guided tour: ${lesson} of ${lessons}` },
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
  todaysDeal: "Today's deal", someGame: "game", // (a save of a game this page no longer has)
  saveProblem: {
    newer: (game) => `A saved ${game} was saved by a newer version of Courtly; your other games are safe.`,
    unreadable: (game) => `A saved ${game} could not be read; your other games are safe.`,
  },
  title: "Courtly — royal card and board games", gameTitle: (game) => `${game} — Courtly`,
  statsTitle: "Statistics — Courtly", stats: "Statistics",
  inProgress: "Games in progress", continue: "Continue", continueGame: (summary) => `Continue: ${summary}`,
  saveMeta: (ply, when) => ` move ${ply}, ${when} `, discard: "Discard", discardIt: "Discard it",
  older: (n) => `${n} older games in progress`,
  dailyStreak: (days) => `Today's deal · ${days}-day streak`,
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
  tooShort: (bytes) => `truncated (${bytes} bytes)`, notSnapshot: "corrupt (not a snapshot)",
  otherFormat: (format) => `foreign (format ${format})`, cut: (bytes, total) => `truncated (${bytes} of ${total} bytes)`,
  checksum: "corrupt (checksum)", damaged: (error) => `corrupt (${error})`, unreadable: (error) => `unreadable (${error})`,
};
