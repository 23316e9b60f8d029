// The statistics screen: per game and variant, with a small chart of recent scores, and
// export/import of the numbers as a JSON file.
import { clear, h, svg } from "./dom.js";
import { damagedStats, discardDamagedStats, exportStats, importStats, loadStats, resetStats } from "./records.js";
import { clockText } from "./results.js";

export function showStats(root, games) {
  const status = h("p", { class: "status", role: "status", "aria-live": "polite" });
  const body = h("div", { class: "stats-body" });
  const fileInput = h("input", { type: "file", accept: "application/json,.json", class: "visually-hidden",
    "aria-label": "Statistics file to import" });
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    try {
      importStats(await file.text());
      status.textContent = "Statistics imported and added to yours.";
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
    clear(body).append(...damagedNote(draw), ...statsTables(stats, games, draw));
  };
  root.append(h("section", { class: "stats" },
    h("h1", {}, "Statistics"),
    h("p", {}, "Kept on this device only. Export them to keep a copy or move them to another browser."),
    h("div", { class: "stats-actions" }, // (not a game's toolbar: no icon-over-name buttons on a phone)
      h("button", { type: "button", onclick: () => download(exportStats()) }, "Export"),
      h("button", { type: "button", onclick: () => fileInput.click() }, "Import"), fileInput,
      h("a", { class: "button", href: "#/" }, "Back to the games")),
    status, body));
  draw();
}

/** Statistics that could not be read were kept aside: say so once, and let them be saved or dropped. */
function damagedNote(redraw) {
  const text = damagedStats();
  if (text === null) return [];
  return [h("p", { class: "save-problem", role: "note" },
    "Some statistics stored in this browser could not be read; they were kept aside, not deleted. ",
    h("button", { type: "button", class: "link-button", onclick: () => download(text, "damaged") }, "Download them"),
    " ",
    h("button", { type: "button", class: "link-button", onclick: () => { discardDamagedStats(); redraw(); } }, "Discard them"))];
}

function statsTables(stats, games, redraw) {
  const entries = Object.entries(stats.games);
  if (!entries.length) return [h("p", {}, "No finished games yet.")];
  return entries.sort(([a], [b]) => a.localeCompare(b)).map(([key, e]) => {
    const name = games.get(e.game)?.name ?? e.game;
    const scores = e.scores ?? [];
    const better = e.order === "low" ? Math.min : Math.max;
    const rows = [
      ["Finished", e.finished], ["Won", `${e.won} (${e.finished ? Math.round((100 * e.won) / e.finished) : 0}%)`],
      ["Best score", scores.length ? better(...scores) : "–"],
      ["Winning streak", `${e.streak} (best ${e.bestStreak})`],
      ["Best time (won games)", Number.isFinite(e.bestTime) ? clockText(e.bestTime) : "–"],
      ["Fewest moves (won games)", Number.isFinite(e.fewestMoves) ? String(e.fewestMoves) : "–"],
      ["Daily deals", e.daily ? `${e.daily.streak}-day streak, best ${e.daily.best}` +
        (Number.isFinite(e.daily.time) ? `; today's deal won in ${clockText(e.daily.time)}, ${e.daily.moves} moves` : "") : "–"],
      ...Object.entries(e.bands ?? {}).map(([band, n]) => [band, n]),
    ];
    return h("article", { class: "stats-game", dataset: { key } },
      h("h2", {}, `${name}${e.variant ? ` (${e.variant})` : ""}`),
      h("table", {}, h("tbody", {}, ...rows.map(([k, v]) => h("tr", {}, h("th", { scope: "row" }, k), h("td", {}, String(v)))))),
      chart(scores.slice(-30), e.order),
      resetButton(key, `${name}${e.variant ? ` (${e.variant})` : ""}`, redraw));
  });
}

/** Reset one game's numbers, after the person confirms. */
function resetButton(key, name, redraw) {
  const dialog = h("dialog", { class: "confirm", "aria-label": `Reset ${name}` },
    h("form", { method: "dialog" },
      h("p", {}, `Reset the statistics of ${name}? Its games, streaks and bests are cleared for good.`),
      h("div", { class: "dialog-buttons" },
        h("button", { value: "cancel", type: "submit" }, "Keep them"),
        h("button", { value: "reset", type: "submit", class: "primary" }, "Reset"))));
  dialog.addEventListener("close", () => { if (dialog.returnValue === "reset") { resetStats(key); redraw(); } });
  return h("div", { class: "stats-reset" },
    h("button", { type: "button", class: "link-button", onclick: () => dialog.showModal() }, `Reset ${name}`), dialog);
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
      svg("title", {}, `score ${s}`));
  });
  const best = order === "low" ? 0 : max;
  const worst = order === "low" ? max : 0;
  const width = axis + Math.max(scores.length, 12) * (w + gap); // room for both end labels
  return h("figure", { class: "stats-figure" },
    svg("svg", { class: "stats-chart", viewBox: `0 0 ${width} ${height + foot}`, width: width * 2, height: (height + foot) * 2,
      role: "img", "aria-label": `Last ${scores.length} scores, oldest first: ${scores.join(", ")}` },
    svg("line", { x1: axis - 2, y1: 0, x2: axis - 2, y2: height, class: "stats-axis" }),
    svg("line", { x1: axis - 2, y1: height, x2: width, y2: height, class: "stats-axis" }),
    svg("text", { x: axis - 4, y: 7, "text-anchor": "end", class: "stats-tick" }, String(best)),
    svg("text", { x: axis - 4, y: height, "text-anchor": "end", class: "stats-tick" }, String(worst)),
    svg("text", { x: axis, y: height + foot - 2, class: "stats-tick" }, "oldest"),
    svg("text", { x: width, y: height + foot - 2, "text-anchor": "end", class: "stats-tick" }, "newest"),
    ...bars),
    h("figcaption", {}, order === "low" ? "Recent scores (fewer points is better: taller bars)" : "Recent scores"));
}

function download(text, what = "statistics") {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = h("a", { href: url, download: `courtly-${what}-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
