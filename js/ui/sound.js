// Sounds made by the page itself with Web Audio (no file is fetched): a deal, a card put
// down, a refused move, a bot's move, the turn coming to a person, and a win.  Browsers let
// a page make sound only after the person has touched it, so the audio graph is built in
// the person's first gesture and never before; until then, and while the tab is hidden or
// the sound is switched off (remembered), a cue is silent.
import { h, svg } from "./dom.js";
import { read, write } from "./store.js";
import { personWon } from "./results.js";
import { SOUND } from "./words.js";

const KEY = "courtly:sound";
const GESTURES = ["pointerdown", "pointerup", "keydown", "click"];
let on = read(KEY) !== "off";
let context = null;
let master = null;
let noise = null;
const buttons = new Set();
/** What was asked for and what was made audible, newest last (for the tests and the console). */
export const log = { asked: [], played: [] };

/** Whether this event lets the page start sound (Chrome says so; elsewhere trust the event). */
function activated() {
  return navigator.userActivation?.isActive ?? true;
}

/** The audio graph, made (or woken) only inside a gesture while sound is on. */
function wake() {
  if (!on || !activated()) return;
  const Context = window.AudioContext ?? window.webkitAudioContext;
  if (!context && Context) {
    context = new Context({ latencyHint: "interactive" });
    master = context.createGain();
    master.gain.value = 0.55;
    master.connect(context.destination);
  }
  if (context?.state === "suspended") context.resume().catch(() => {});
  if (context?.state === "running") for (const type of GESTURES) document.removeEventListener(type, wake, true);
}

for (const type of GESTURES) document.addEventListener(type, wake, true);

/** Switch sound on or off (remembered); off silences at once. */
export function setOn(value) {
  on = Boolean(value);
  write(KEY, on ? "on" : "off"); // if storage is blocked, the choice holds for this visit
  if (on) {
    for (const type of GESTURES) document.addEventListener(type, wake, true);
    wake();
  } else {
    context?.suspend().catch(() => {});
  }
  for (const button of buttons) paint(button);
}

// --- the sounds -----------------------------------------------------------------------
/** A note from ``f0`` gliding to ``f1``: a quick rise, then an exponential fall over ``dur`` s. */
function tone(at, { f0, f1 = f0, dur, peak, type = "sine" }) {
  const osc = context.createOscillator(), env = context.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f0, at);
  if (f1 !== f0) osc.frequency.exponentialRampToValueAtTime(f1, at + dur);
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(peak, at + 0.008);
  env.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  osc.connect(env).connect(master);
  osc.start(at);
  osc.stop(at + dur + 0.02);
}

/** A burst of filtered noise: the slap of a card on cloth. */
function slap(at, { dur, peak, freq, q = 0.9 }) {
  if (!noise) {
    noise = context.createBuffer(1, Math.round(context.sampleRate * 0.3), context.sampleRate);
    const data = noise.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  }
  const src = context.createBufferSource(), band = context.createBiquadFilter(), env = context.createGain();
  src.buffer = noise;
  band.type = "bandpass";
  band.frequency.value = freq;
  band.Q.value = q;
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(peak, at + 0.004);
  env.gain.exponentialRampToValueAtTime(0.0001, at + dur);
  src.connect(band).connect(env).connect(master);
  src.start(at, Math.random() * 0.2);
  src.stop(at + dur + 0.02);
}

const SOUNDS = {
  deal: (t) => { for (let i = 0; i < 6; i++) slap(t + i * 0.06, { dur: 0.05, peak: 0.5, freq: 2400 + 180 * i }); },
  move: (t) => { slap(t, { dur: 0.07, peak: 0.8, freq: 1700 }); tone(t, { f0: 170, f1: 95, dur: 0.08, peak: 0.25 }); },
  // a bot's card: lower and softer than the person's own
  bot: (t) => { slap(t, { dur: 0.06, peak: 0.45, freq: 1050 }); tone(t, { f0: 120, f1: 80, dur: 0.07, peak: 0.18 }); },
  refused: (t) => { tone(t, { f0: 220, f1: 200, dur: 0.12, peak: 0.2, type: "triangle" });
    tone(t + 0.13, { f0: 165, f1: 150, dur: 0.18, peak: 0.2, type: "triangle" }); },
  turn: (t) => { tone(t, { f0: 659.3, dur: 0.2, peak: 0.12 }); tone(t + 0.13, { f0: 987.8, dur: 0.35, peak: 0.1 }); },
  win: (t) => [523.3, 659.3, 784, 1046.5].forEach((f, i) =>
    tone(t + i * 0.12, { f0: f, dur: i === 3 ? 0.9 : 0.3, peak: 0.16, type: "triangle" })),
};

/** Make one sound now (``delay`` s later): silent before a gesture, when off, or when hidden. */
export function play(name, delay = 0) {
  log.asked.push(name);
  if (!on || !context || context.state !== "running" || document.hidden) return false;
  SOUNDS[name](context.currentTime + 0.01 + delay);
  log.played.push(name);
  return true;
}

/** The sound for an engine reply to ``op`` ("open" for a table just opened); ``before`` is
 * the reply on screen until then. */
export function cue(op, before, reply) {
  if (!reply.ok) {
    if (op === "move") play("refused");
    return;
  }
  const view = reply.view;
  if (op === "open" || op === "restart") {
    if (!reply.moves.length) play("deal");
    return;
  }
  if (!["move", "bot", "undo", "redo"].includes(op)) return;
  if (view.outcome && !before?.view.outcome && personWon(reply)) {
    play("win");
    return;
  }
  play(op === "bot" ? "bot" : "move");
  // at a table, the turn coming (back) to a person
  const seat = reply.to_move;
  if (reply.seats.length > 1 && !view.outcome && seat !== before?.to_move && reply.seats[seat] === "human") {
    play("turn", 0.18);
  }
}

// --- the switch ---------------------------------------------------------------------------
function speaker() {
  return svg("svg", { class: "icon icon-sound", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    svg("path", { d: "M4 9h4l5-4v14l-5-4H4z" }),
    svg("path", { class: "sound-waves", d: "M16.5 9a4 4 0 0 1 0 6 M19 6.5a7.5 7.5 0 0 1 0 11" }),
    svg("path", { class: "sound-off", d: "M16 9.5l5 5 M21 9.5l-5 5" }));
}

function paint(button) {
  button.setAttribute("aria-pressed", String(on));
  button.title = on ? SOUND.on : SOUND.off;
}

/** The mute switch for the top bar: a toggle button (pressed = sound on). */
export function soundButton() {
  const button = h("button", { type: "button", class: "sound-toggle", onclick: () => setOn(!on) },
    speaker(), h("span", { class: "sound-name" }, SOUND.name));
  buttons.add(button);
  paint(button);
  return button;
}
