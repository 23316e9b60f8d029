// Finished-game statistics and daily-deal streaks, kept in localStorage as JSON (games in
// progress are in saves.js).  Every read is checked; a record that cannot be read is put
// aside and reported, never "fixed".
import { parseObject as parse, read, write } from "./store.js";

const STATS_KEY = "courtly:stats";
// --- statistics ---------------------------------------------------------------------------

/** Per game and variant: finished, won, scores (for bests and the chart), streaks, per-seed bests. */
export function loadStats() {
  const raw = read(STATS_KEY);
  const stats = parse(raw);
  if (stats && stats.v === 1 && stats.games && typeof stats.games === "object") return stats;
  // Unreadable numbers are put aside, not overwritten, so nothing is lost for good.
  if (raw !== null && read(`${STATS_KEY}:damaged`) === null) write(`${STATS_KEY}:damaged`, raw);
  return { v: 1, games: {} };
}

/**
 * Count a finished game.  ``variant`` names the options; ``score`` is the person's score in
 * the game's own terms and ``order`` says whether "high" or "low" is better (penalties);
 * ``band`` is a named result (Overthrone's "Good"); ``daily`` is the UTC date when this was
 * the daily deal.
 */
export function recordResult({ game, variant, seed, won, score, order = "high", band, daily, time, moves }) {
  const stats = loadStats();
  const key = `${game}${variant ? ` (${variant})` : ""}`;
  const entry = stats.games[key] ??= { game, variant, finished: 0, won: 0, streak: 0, bestStreak: 0,
    scores: [], seeds: {}, bands: {}, order, daily: null };
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
  // Best time and fewest moves count won games only, as solitaire players expect.
  if (won && Number.isFinite(time) && time > 0) entry.bestTime = Math.min(entry.bestTime ?? Infinity, time);
  if (won && Number.isInteger(moves) && moves > 0) entry.fewestMoves = Math.min(entry.fewestMoves ?? Infinity, moves);
  if (daily) {
    const last = entry.daily;
    const next = last && last.date === previousDay(daily) && last.won ? last.streak : 0;
    if (!last || last.date !== daily) entry.daily = { date: daily, won, streak: won ? next + 1 : 0,
      best: Math.max(last?.best ?? 0, won ? next + 1 : 0), time: won ? time : null, moves: won ? moves : null };
    else if (won && last.won && Number.isFinite(time)) entry.daily = { ...last, time: Math.min(last.time ?? Infinity, time),
      moves: Math.min(last.moves ?? Infinity, moves) };
  }
  write(STATS_KEY, JSON.stringify(stats));
  return entry;
}

export function exportStats() {
  return JSON.stringify(loadStats(), null, 1);
}

/** Merge an exported file into ours; throws an Error with a readable message if it is not one. */
export function importStats(text) {
  const incoming = parse(text);
  if (!incoming || incoming.v !== 1 || !incoming.games || typeof incoming.games !== "object") {
    throw new Error("That file is not a Courtly statistics export.");
  }
  const stats = loadStats();
  for (const [key, entry] of Object.entries(incoming.games)) {
    if (!validEntry(key, entry)) throw new Error(`The statistics for “${String(key).slice(0, 40)}” in that file are damaged.`);
  }
  for (const [key, entry] of Object.entries(incoming.games)) {
    const mine = stats.games[key];
    stats.games[key] = mine ? { ...mine, finished: mine.finished + entry.finished, won: mine.won + entry.won,
      bestStreak: Math.max(mine.bestStreak, entry.bestStreak | 0), scores: [...mine.scores, ...entry.scores].slice(-200),
      seeds: { ...(entry.seeds ?? {}), ...mine.seeds } } : entry;
  }
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

/** Everyone's deal for a game on a UTC day: 53 bits from FNV-1a over "game/date". */
export function dailySeed(game, date = utcDate()) {
  let hi = 0x811c9dc5, lo = 0x01000193;
  for (const ch of `${game}/${date}`) {
    hi = Math.imul(hi ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    lo = Math.imul(lo ^ hi, 0x5bd1e995) >>> 0;
  }
  return (hi & 0x1fffff) * 2 ** 32 + lo;
}
