// The statistics screen: per game and variant, with a small chart of recent scores, and
// export/import of the numbers as a JSON file.
import { clear, h, svg } from "./dom.js";
import { damagedStats, discardDamagedStats, exportStats, importStats, loadStats, resetStats } from "./records.js";
import { clockText } from "./results.js";
import { keptChallenges } from "./challenge.js";
import { CHALLENGE, STATS } from "./words.js";
import { number } from "./catalogue.js";

export function showStats(root, games) {
  const status = h("p", { class: "status", role: "status", "aria-live": "polite" });
  const body = h("div", { class: "stats-body" });
  const fileInput = h("input", { type: "file", accept: "application/json,.json", class: "visually-hidden",
    "aria-label": STATS.importFile });
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    try {
      importStats(await file.text());
      status.textContent = STATS.imported;
      status.classList.remove("error");
      draw();
    } catch (err) {
      status.textContent = err.message;
      status.classList.add("error");
    }
    fileInput.value = "";
  });
  const draw = () => {
    const stats = loadStats(); // first: reading puts damaged entries aside
    clear(body).append(...damagedNote(draw), ...statsTables(stats, games, draw), ...challengeList(games));
  };
  root.append(h("section", { class: "stats" },
    h("h1", {}, STATS.title),
    h("p", {}, STATS.keptHere),
    h("div", { class: "stats-actions" }, // (not a game's toolbar: no icon-over-name buttons on a phone)
      h("button", { type: "button", onclick: () => download(exportStats()) }, STATS.export),
      h("button", { type: "button", onclick: () => fileInput.click() }, STATS.import), fileInput,
      h("a", { class: "button", href: "#/" }, STATS.back)),
    status, body));
  draw();
}

/** The challenges this device received and sent, newest first, each with the engine's words
 * (who is ahead, once played) and its link. */
function challengeList(games) {
  const kept = keptChallenges().reverse();
  if (!kept.length) return [];
  return [h("section", { class: "stats-challenges" }, h("h2", {}, CHALLENGE.kept),
    h("ul", {}, ...kept.map((c) => h("li", { "data-sent": String(Boolean(c.sent)) },
      h("a", { href: c.link }, CHALLENGE.deal(games.get(c.game)?.name ?? c.game, c.seed)), " ",
      c.sent ? CHALLENGE.sentAs(c.name || CHALLENGE.anonymous) : CHALLENGE.from(c.name), ": ", c.words))))];
}

/** Statistics that could not be read were kept aside: say so once, and let them be saved or dropped. */
function damagedNote(redraw) {
  const text = damagedStats();
  if (text === null) return [];
  return [h("p", { class: "save-problem", role: "note" },
    STATS.damaged, " ",
    h("button", { type: "button", class: "link-button", onclick: () => download(text, "damaged") }, STATS.downloadDamaged),
    " ",
    h("button", { type: "button", class: "link-button", onclick: () => { discardDamagedStats(); redraw(); } }, STATS.discardDamaged))];
}

function statsTables(stats, games, redraw) {
  const entries = Object.entries(stats.games);
  if (!entries.length) return [h("p", {}, STATS.none)];
  return entries.sort(([a], [b]) => a.localeCompare(b)).map(([key, e]) => {
    const name = games.get(e.game)?.name ?? e.game;
    const scores = e.scores ?? [];
    const better = e.order === "low" ? Math.min : Math.max;
    const heading = STATS.heading(name, e.variant);
    const rows = [
      [STATS.finished, number(e.finished)], [STATS.won, STATS.wonShare(e.won, e.finished ? Math.round((100 * e.won) / e.finished) : 0)],
      [STATS.bestScore, scores.length ? number(better(...scores)) : "–"],
      [STATS.streak, STATS.streakBest(e.streak, e.bestStreak)],
      [STATS.bestTime, Number.isFinite(e.bestTime) ? clockText(e.bestTime) : "–"],
      [STATS.fewestMoves, Number.isFinite(e.fewestMoves) ? number(e.fewestMoves) : "–"],
      [STATS.daily, dailyWords(e.daily)],
      // results by the engine's band, counted by its English name and shown in the page's language
      ...Object.entries(e.bands ?? {}).map(([band, n]) => [games.get(e.game)?.bands?.[band] ?? band, number(n)]),
    ];
    return h("article", { class: "stats-game", dataset: { key } },
      h("h2", {}, heading),
      h("table", {}, h("tbody", {}, ...rows.map(([k, v]) => h("tr", {}, h("th", { scope: "row" }, k), h("td", {}, String(v)))))),
      chart(scores.slice(-30), e.order),
      resetButton(key, heading, redraw));
  });
}

/** The daily deals' streak, and today's best win once there is one. */
function dailyWords(daily) {
  if (!daily) return "–";
  return Number.isFinite(daily.time) ? STATS.dailyToday(daily.streak, daily.best, clockText(daily.time), daily.moves)
    : STATS.dailyStreak(daily.streak, daily.best);
}

/** Reset one game's numbers, after the person confirms. */
function resetButton(key, name, redraw) {
  const dialog = h("dialog", { class: "confirm", "aria-label": STATS.reset(name) },
    h("form", { method: "dialog" },
      h("p", {}, STATS.resetAsk(name)),
      h("div", { class: "dialog-buttons" },
        h("button", { value: "cancel", type: "submit" }, STATS.keep),
        h("button", { value: "reset", type: "submit", class: "primary" }, STATS.resetConfirm))));
  dialog.addEventListener("close", () => { if (dialog.returnValue === "reset") { resetStats(key); redraw(); } });
  return h("div", { class: "stats-reset" },
    h("button", { type: "button", class: "link-button", onclick: () => dialog.showModal() }, STATS.reset(name)), dialog);
}

/** The last scores as bars, oldest first, with a scale: taller is better, whichever way the
 * game counts (a penalty game draws its best, the lowest, tallest). */
function chart(scores, order) {
  if (!scores.length) return null;
  const max = Math.max(...scores.map(Math.abs), 1);
  const w = 8, gap = 2, height = 48, axis = 22, foot = 12;
  const bars = scores.map((s, i) => {
    const value = order === "low" ? max - Math.min(Math.abs(s), max) : Math.max(s, 0);
    const bh = Math.max(2, (value / max) * height);
    return svg("rect", { x: axis + i * (w + gap), y: height - bh, width: w, height: bh, rx: 1 },
      svg("title", {}, STATS.score(s)));
  });
  const best = order === "low" ? 0 : max;
  const worst = order === "low" ? max : 0;
  const width = axis + Math.max(scores.length, 12) * (w + gap); // room for both end labels
  return h("figure", { class: "stats-figure" },
    svg("svg", { class: "stats-chart", viewBox: `0 0 ${width} ${height + foot}`, width: width * 2, height: (height + foot) * 2,
      role: "img", "aria-label": STATS.chart(scores) },
    svg("line", { x1: axis - 2, y1: 0, x2: axis - 2, y2: height, class: "stats-axis" }),
    svg("line", { x1: axis - 2, y1: height, x2: width, y2: height, class: "stats-axis" }),
    svg("text", { x: axis - 4, y: 7, "text-anchor": "end", class: "stats-tick" }, String(best)),
    svg("text", { x: axis - 4, y: height, "text-anchor": "end", class: "stats-tick" }, String(worst)),
    svg("text", { x: axis, y: height + foot - 2, class: "stats-tick" }, STATS.oldest),
    svg("text", { x: width, y: height + foot - 2, "text-anchor": "end", class: "stats-tick" }, STATS.newest),
    ...bars),
    h("figcaption", {}, STATS.caption[order === "low" ? "low" : "high"]));
}

function download(text, what = "statistics") {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = h("a", { href: url, download: `courtly-${what}-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
