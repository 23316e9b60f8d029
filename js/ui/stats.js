// The statistics screen: per game and variant, with a small chart of recent scores, and
// export/import of the numbers as a JSON file.
import { clear, h, svg } from "./dom.js";
import { exportStats, importStats, loadStats } from "./records.js";

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
  const draw = () => clear(body).append(...statsTables(loadStats(), games));
  root.append(h("section", { class: "stats" },
    h("h1", {}, "Statistics"),
    h("p", {}, "Kept on this device only. Export them to keep a copy or move them to another browser."),
    h("div", { class: "toolbar" },
      h("button", { type: "button", class: "tool", onclick: () => download(exportStats()) }, "Export"),
      h("button", { type: "button", class: "tool", onclick: () => fileInput.click() }, "Import"), fileInput,
      h("a", { class: "button", href: "#/" }, "Back to the games")),
    status, body));
  draw();
}

function statsTables(stats, games) {
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
      ["Daily deals", e.daily ? `${e.daily.streak}-day streak, best ${e.daily.best}` : "–"],
      ...Object.entries(e.bands ?? {}).map(([band, n]) => [band, n]),
    ];
    return h("article", { class: "stats-game", dataset: { key } },
      h("h2", {}, `${name}${e.variant ? ` (${e.variant})` : ""}`),
      h("table", {}, h("tbody", {}, ...rows.map(([k, v]) => h("tr", {}, h("th", { scope: "row" }, k), h("td", {}, String(v)))))),
      chart(scores.slice(-30), e.order));
  });
}

/** The last scores as bars (taller is better, whichever way the game counts). */
function chart(scores, order) {
  if (!scores.length) return null;
  const max = Math.max(...scores.map(Math.abs), 1);
  const w = 8, gap = 2, height = 48;
  const bars = scores.map((s, i) => {
    const value = order === "low" ? max - Math.min(Math.abs(s), max) : Math.max(s, 0);
    const bh = Math.max(2, (value / max) * height);
    return svg("rect", { x: i * (w + gap), y: height - bh, width: w, height: bh, rx: 1 },
      svg("title", {}, `score ${s}`));
  });
  return svg("svg", { class: "stats-chart", viewBox: `0 0 ${scores.length * (w + gap)} ${height}`,
    width: scores.length * (w + gap) * 2, height: height * 2, role: "img",
    "aria-label": `Last ${scores.length} scores: ${scores.join(", ")}` }, ...bars);
}

function download(text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = h("a", { href: url, download: `courtly-statistics-${new Date().toISOString().slice(0, 10)}.json` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
