// The page's words for a table shared between devices (js/net), as js/ui/words.js holds the
// rest of the chrome's: each through the catalogue (t, tn: plain string literals with "{field}"s).
import { number, t, tn } from "./catalogue.js";

// Playing with friends
// (the table's own words about its seats, their names and who is connected, are the engine's:
// py/courtly/presence.py; these are the page's dialogs, codes, connection notices and talk)

/** The page's words for a table shared between devices (js/net). */
export const FRIENDS = {
  // the host's page
  inviteTool: t("Invite a friend…"),
  inviteToolTitle: t("Invite a friend to play a seat on their own device"),
  dialogTitle: t("Play with friends on their own devices"),
  dialogLede: t("Each friend gets an invitation for one seat. Their device connects straight to this one: " +
    "the game runs here, no server is involved, and each device only ever receives its own seat's cards."),
  friendsCode: t("A code from a friend"),
  pasteHere: t("Paste a friend's reply code or rejoin code"),
  connect: t("Connect"),
  close: t("Close"),
  codeForFriend: t("Code for your friend"),
  codeFailed: (why) => t("That code did not work: {why}", { why }),
  inviteSeat: t("Invite a friend to this seat"),
  letBot: t("Let a bot play"),
  keepSeat: t("Keep the seat for the friend"),
  makingInvitation: t("Making the invitation…"),
  invitationTo: (name) => t("Invitation to {name}'s seat", { name }),
  invitationHelp: t("Send this link to your friend however you like (a message, an e-mail), or let them scan the QR code. " +
    "The page never sends it anywhere itself."),
  invitationLink: (name) => t("Invitation link for {name}", { name }),
  noAddressHere: t("This device found no network address to offer: connect it to a network first."),
  pasteBelow: t("When your friend opens it, their page shows a reply code: paste it below."),
  reopened: t("Your table is open again. Each friend who was playing sees a rejoin code on their device: " +
    "paste it in More, Invite a friend…, to bring them back."),
  joined: (name) => t("{name} joined the table from their device.", { name }),
  connecting: (name) => t("Connecting {name}…", { name }),
  giveBack: (name) => t("Give this code back to {name}:", { name }),
  otherTable: t("This code is for another table."),
  notInvited: t("That seat has no friend invited: make an invitation for it first."),
  notWaiting: (name) => t("{name} was not waiting for a reply: invite them again.", { name }),
  noSeatKey: t("This rejoin code does not carry that seat's key."),
  isInvitation: t("This is an invitation: it is opened on the friend's device, not pasted here."),
  // what the host's page refuses of a friend's device
  refusedFrom: (name, why) => t("Refused a message from {name}: {why}", { name, why }),
  tooMany: t("Too many messages at once: they were ignored."),
  textOnly: t("Only text messages are read at this table."),
  tooLong: (length, most) => tn(length, "A message of {n} characters is far too long (at most {most}); it was ignored.",
    "A message of {n} characters is far too long (at most {most}); it was ignored.", { most: number(most) }),
  notJson: t("That message could not be read (it is not JSON); it was ignored."),
  noKind: t("That message has no kind; it was ignored."),
  ownSeatOnly: (name) => t("You play only your own seat ({name}): a request names no seat.", { name }),
  malformed: (kind) => t("That {kind} request is malformed; it was ignored.", { kind }),
  queueFull: t("Too many requests are waiting: this one was ignored."),
  notConnected: t("You are not connected to the table."),
  sayRule: (most) => tn(most, "A message at the table is plain text of 1 to {n} characters.",
    "A message at the table is plain text of 1 to {n} characters."),
  oneAtATime: t("One message at a time, please: that one was not sent."),
  noKey: t("This connection did not show the seat's key."),
  // a friend's page
  ready: t("Ready"),
  tabTitle: (game, yourTurn) => (yourTurn ? t("Your turn — {game} — Courtly", { game: game ?? "Courtly" })
    : t("{game} — Courtly", { game: game ?? "Courtly" })),
  yourTurn: t("Your turn."),
  notAnInvitation: t("This is not an invitation."),
  cannotOpen: t("This invitation cannot be opened"),
  askForNew: t("Ask your friend for a new one."),
  backToGames: t("Back to the games"),
  unknownGame: t("This invitation is for a game this page does not know"),
  joinTitle: (game) => t("Join {game} — Courtly", { game }),
  joinButton: t("Join the table"),
  replyFailed: (why) => t("Could not make your reply: {why}", { why }),
  joinHeading: (game) => t("Join a game of {game}", { game }),
  invited: (seat) => t("A friend invites you to play {seat}'s seat at their table. Your device connects straight to theirs: " +
    "the game runs on their device, and yours only ever receives your own cards.", { seat }),
  noAddress: t("This invitation names no address of your friend's device, so no route can be found: ask for a new one."),
  makingReply: t("Making your reply…"),
  replyCode: t("Your reply code"),
  replyHelp: t("Send this code back to your friend (a message is fine), or let them scan the QR code: " +
    "they paste it at their table, and the game appears here."),
  waitingForReply: (game, seat) => t("Waiting for your friend to paste your reply code… ({game}, {seat})", { game, seat }),
  // (a refused reply code never reaches this device: the host's page says why, and this one can only wait)
  noRoute: t("No route to your friend's device yet. If their page did not take your reply code (it says why there), " +
    "send the code again. On one network (the same Wi-Fi), check that both devices are on it. Across the internet, " +
    "both of you must turn on a STUN server in the network setting, then make new codes."),
  hostLost: t("The connection to the host was lost."),
  hostLostWhy: (why) => t("The connection to the host was lost ({why}).", { why }),
  closedEarly: (why) => t("The connection closed before the table opened ({why}): ask your friend for a new invitation.", { why }),
  tableRefused: (why) => t("The table refused that: {why}", { why }),
  hostLeft: t("The host left the table. If they open it again, they can take your rejoin code."),
  unreadable: t("The host's answer could not be read."),
  atTableAs: (seat) => t("You are at the table as {seat}.", { seat }),
  connected: t("Connected to your friend's table."),
  useRejoinCode: t("You are not connected to the table: use your rejoin code."),
  noAnswer: t("The host's device did not answer."),
  seatNotKept: t("This seat is not kept on this device"),
  seatNotKeptHelp: t("Open the invitation your friend sent, or ask them for a new one."),
  youLeft: t("You left the table (a reload, or the connection dropped)."),
  makingRejoin: t("Making your rejoin code…"),
  hostsAnswer: t("The host's answer"),
  pasteAnswer: t("Paste the code your friend gives back"),
  theirAnswer: t("Their answer"),
  rejoin: t("Rejoin"),
  rejoinHelp: t("To take your seat again, send this rejoin code to the host (or let them scan it); " +
    "they paste it at their table and give you back an answer to paste here."),
  rejoinCode: t("Your rejoin code"),
  notTheAnswer: t("This is not the host's answer to your rejoin code."),
  connectingHost: t("Connecting…"),
  answerFailed: (why) => t("That answer did not work: {why}", { why }),
  linksAfterGame: t("Links to this game can be shared once it is over: a link holds the deal, and with it every hidden card."),
  linkCopied: (url) => t("Link copied: {url}", { url }),
  copyLink: (url) => t("Copy this link: {url}", { url }),
  atFriendsTable: t("at a friend's table"),
  deal: (seed) => t("deal {seed}", { seed }),   // the title line's deal, once the game is over
  // why a connection closed (said to a friend whose host is gone)
  closed: { noRoute: t("no route between the two devices"), lost: t("the connection was lost"),
    silent: t("the other device stopped answering"), left: t("the other device left") },
  // a code passed between the devices, and the page a scanned one opens
  codes: {
    empty: t("Paste the code first."),
    short: t("This code is cut short: copy all of it."),
    damaged: t("This code is damaged: ask for a new one."),
    incomplete: t("This code is incomplete or damaged: copy all of it, or ask for a new one."),
    foreign: t("This is not a Courtly code: it has characters no code has."),
    huge: t("This code is far too long to be a Courtly code."),
    tooLong: t("This is far too long to be a Courtly code."),
    version: t("This code was made by another version of Courtly."),
    field: t("A part of this code is too long to be written."),
  },
  codePage: t("A code from a friend's device"),
  theCode: t("The code"),
  passing: t("Passing the code to your table…"),
  noTableWaiting: t("No table in this browser is waiting for this code. Copy it and paste it where your table asks for it."),
  passed: t("Done: your table in the other tab has the code. You can close this tab."),
  // talk at the table, a code's box, and the network setting
  phrases: [t("Hello!"), t("Your turn"), t("One moment, please"), t("Well played!"), t("Good game!"), t("Thanks!")],
  talk: t("Talk"),
  talkLabel: t("Talk at the table"),
  phrasesLabel: t("Ready phrases"),
  messageLabel: t("Message to the table"),
  saySomething: t("Say something…"),
  send: t("Send"),
  said: (name) => t("{name} said: ", { name }), // "said": right for "You" as for a name
  qrLabel: (label) => t("QR code: {label}", { label }),
  copy: t("Copy"),
  copied: t("Copied."),
  copyByHand: t("Select the text and copy it."),
  share: t("Send…"),
  noQr: t("This code is too long for a QR code: send it as text."),
  network: (stun) => (stun ? t("Network: across the internet (STUN server on)") : t("Network: same network only")),
  networkHelp: t("Off (as it starts): the two devices find each other on the network they share (home Wi-Fi) and " +
    "nothing is sent to any other machine. Across the internet, each device must first ask a STUN server " +
    "for its public address. Turn this on only if you accept that: the server you name learns this " +
    "device's IP address (never anything of the game), and every code made while it is on lists that " +
    "public address for the other device."),
  useStun: t("Use a STUN server"),
  stunServer: t("STUN server"),
  stunFirst: t("Name a STUN server first, as stun:host:port."),
  stunOn: (url) => t("On: new codes ask {url} for this device's public address.", { url }),
};
