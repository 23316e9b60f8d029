// Finished-game statistics and daily-deal streaks, kept in localStorage as JSON (games in
// progress are in saves.js).  Every read is checked; a record that cannot be read is put
// aside and reported, never "fixed".
import { parseObject as parse, read, remove, write } from "./store.js";
import { STATS } from "./words.js";

const STATS_KEY = "courtly:stats";
const DAMAGED_KEY = `${STATS_KEY}:damaged`;

// --- statistics ---------------------------------------------------------------------------

/** Per game and variant: finished, won, scores (for bests and the chart), streaks, per-seed bests.
 * Every entry is checked as it is read; one of the wrong shape is put aside (never overwritten:
 * the first damaged copy is kept), and the rest are used. */
export function loadStats() {
  const raw = read(STATS_KEY);
  const stats = parse(raw);
  const games = Object.create(null); // game names such as "constructor" are just names
  if (!stats || stats.v !== 1 || !stats.games || typeof stats.games !== "object" || Array.isArray(stats.games)) {
    if (raw !== null) putAside(raw);
    return { v: 1, games, counted: [] };
  }
  const bad = Object.create(null);
  for (const [key, entry] of Object.entries(stats.games)) {
    if (validEntry(key, entry)) games[key] = entry;
    else bad[key] = entry;
  }
  if (Object.keys(bad).length) putAside(JSON.stringify({ v: 1, games: bad }));
  return { v: 1, games, counted: countedIn(stats) };
}

// The finished games already counted, by fingerprint of their last position, newest last: a
// game counts once however often its end comes back (undo and redo, "Same deal" then undo, a
// second tab on the same line).  The same moves on the same deal are the same game.
const COUNTED_KEPT = 500;
const countedIn = (stats) => (Array.isArray(stats?.counted) ? stats.counted.filter((id) => typeof id === "string")
  .slice(-COUNTED_KEPT) : []);

/** The fingerprint of a finished game: its position (the deal, the seats and every move). */
export function gameId(position) {
  return fingerprint(position).toString(36);
}

function putAside(text) {
  if (read(DAMAGED_KEY) === null) write(DAMAGED_KEY, text);
}

/** Statistics put aside because they could not be read (text), or null. */
export function damagedStats() {
  return read(DAMAGED_KEY);
}

export function discardDamagedStats() {
  remove(DAMAGED_KEY);
}

/**
 * Count a finished game, once: ``id`` is its ``gameId``, and a game already counted changes
 * nothing (its entry is returned as it is).  ``variant`` names the options; ``score`` is the
 * person's score in the game's own terms and ``order`` says whether "high" or "low" is better
 * (penalties); ``band`` is a named result (Overthrone's "Good"); ``daily`` is the UTC date when
 * this was the daily deal.  ``time`` and ``moves`` may set a best only when ``fromDeal``: the
 * game was played from its deal on this device (not finished from someone else's moves).
 */
export function recordResult({ id, game, variant, seed, won, score, order = "high", band, daily, time, moves,
  fromDeal = true }) {
  const stats = loadStats();
  const key = `${game}${variant ? ` (${variant})` : ""}`;
  if (stats.counted.includes(id)) return stats.games[key] ?? null;
  stats.counted = [...stats.counted, id].slice(-COUNTED_KEPT);
  const entry = stats.games[key] ??= { game, variant, finished: 0, won: 0, streak: 0, bestStreak: 0,
    scores: [], seeds: {}, bands: {}, order, daily: null };
  entry.seeds ??= {};
  entry.streak ??= 0;
  entry.bestStreak ??= 0;
  entry.finished += 1;
  entry.won += won ? 1 : 0;
  entry.streak = won ? entry.streak + 1 : 0;
  entry.bestStreak = Math.max(entry.bestStreak, entry.streak);
  if (typeof score === "number") {
    entry.scores = [...entry.scores, score].slice(-200);
    const best = entry.seeds[seed];
    entry.seeds[seed] = best === undefined ? score : (order === "low" ? Math.min : Math.max)(best, score);
  }
  if (band) entry.bands = { ...entry.bands, [band]: (entry.bands?.[band] ?? 0) + 1 };
  // Best time and fewest moves count won games only, as solitaire players expect, and only
  // games this device saw from the deal.
  if (won && fromDeal && Number.isFinite(time) && time > 0) entry.bestTime = Math.min(entry.bestTime ?? Infinity, time);
  if (won && fromDeal && Number.isInteger(moves) && moves > 0) {
    entry.fewestMoves = Math.min(entry.fewestMoves ?? Infinity, moves);
  }
  if (daily) {
    const last = entry.daily;
    const next = last && last.date === previousDay(daily) && last.won ? last.streak : 0;
    if (!last || last.date !== daily) entry.daily = { date: daily, won, streak: won ? next + 1 : 0,
      best: Math.max(last?.best ?? 0, won ? next + 1 : 0), time: won && fromDeal ? time : null,
      moves: won && fromDeal ? moves : null };
    else if (won && fromDeal && last.won && Number.isFinite(time)) entry.daily = { ...last, time: Math.min(last.time ?? Infinity, time),
      moves: Math.min(last.moves ?? Infinity, moves) };
  }
  write(STATS_KEY, JSON.stringify(stats));
  return entry;
}

/** Forget one game and variant's numbers (the person confirmed it). */
export function resetStats(key) {
  const stats = loadStats();
  delete stats.games[key];
  write(STATS_KEY, JSON.stringify(stats));
}

export function exportStats() {
  return JSON.stringify(loadStats(), null, 1);
}

/** Merge an exported file into ours; throws an Error with a readable message if it is not one. */
export function importStats(text) {
  const incoming = parse(text);
  if (!incoming || incoming.v !== 1 || !incoming.games || typeof incoming.games !== "object") {
    throw new Error(STATS.notAnExport);
  }
  const stats = loadStats();
  for (const [key, entry] of Object.entries(incoming.games)) {
    if (!validEntry(key, entry)) throw new Error(STATS.damagedEntry(String(key).slice(0, 40)));
  }
  for (const [key, entry] of Object.entries(incoming.games)) {
    const mine = Object.hasOwn(stats.games, key) ? stats.games[key] : undefined;
    stats.games[key] = mine ? { ...mine, finished: mine.finished + entry.finished, won: mine.won + entry.won,
      bestStreak: Math.max(mine.bestStreak, entry.bestStreak | 0), scores: [...mine.scores, ...entry.scores].slice(-200),
      seeds: { ...(entry.seeds ?? {}), ...mine.seeds } } : entry;
  }
  stats.counted = [...new Set([...countedIn(incoming), ...stats.counted])].slice(-COUNTED_KEPT);
  write(STATS_KEY, JSON.stringify(stats));
  return stats;
}

const numbersIn = (obj) => obj === undefined ||
  (obj && typeof obj === "object" && !Array.isArray(obj) && Object.values(obj).every((n) => typeof n === "number"));

/** An imported entry is used only if every field has the shape this page writes. */
function validEntry(key, e) {
  const count = (n) => Number.isInteger(n) && n >= 0;
  return key !== "__proto__" && e && typeof e === "object" && typeof e.game === "string" &&
    (e.variant === undefined || e.variant === null || typeof e.variant === "string") &&
    count(e.finished) && count(e.won) && e.won <= e.finished && (e.streak === undefined || count(e.streak)) &&
    (e.bestStreak === undefined || count(e.bestStreak)) && (e.order === undefined || ["high", "low"].includes(e.order)) &&
    Array.isArray(e.scores) && e.scores.every((n) => typeof n === "number") && numbersIn(e.seeds) && numbersIn(e.bands) &&
    (e.daily === undefined || e.daily === null || (typeof e.daily === "object" && typeof e.daily.date === "string"));
}

// --- daily deals ----------------------------------------------------------------------------

export function utcDate(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

function previousDay(date) {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000));
}

/** Everyone's deal for a game on a UTC day: the fingerprint of "game/date". */
export function dailySeed(game, date = utcDate()) {
  return fingerprint(`${game}/${date}`);
}

/** 53 bits from FNV-1a over ``text`` (a second word mixed from the first). */
function fingerprint(text) {
  let hi = 0x811c9dc5, lo = 0x01000193;
  for (const ch of text) {
    hi = Math.imul(hi ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    lo = Math.imul(lo ^ hi, 0x5bd1e995) >>> 0;
  }
  return (hi & 0x1fffff) * 2 ** 32 + lo;
}
