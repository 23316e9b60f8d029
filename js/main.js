// Boot: paint the home screen at once, start the engines in a worker in parallel, and
// route the URL fragment (#/<game>?seed=…) to a game screen.
import config from "./build.js";
import { Engine } from "./engine.js";
import { h, clear } from "./ui/dom.js";
import { GameScreen, randomSeed } from "./ui/screen.js";
import { TABLES } from "./games/index.js";

performance.mark("courtly:script");
const engine = new Engine();
window.courtly = { engine }; // for the benchmark and for debugging from the console
const home = document.getElementById("home");
const play = document.getElementById("play");
const boot = document.getElementById("boot");
const bootText = document.getElementById("boot-text");
const bootBar = document.getElementById("boot-progress");
const GAMES = new Map(config.games.map((g) => [g.id, g]));
let screen = null;

engine.onProgress(({ stage, value, text }) => {
  bootText.textContent = text;
  bootBar.value = value;
  boot.classList.toggle("failed", stage === "failed");
  if (stage === "ready") setTimeout(() => boot.classList.add("done"), 400);
});

// Game links on the home screen start a fresh random deal.
for (const link of home.querySelectorAll("a.game-link")) {
  const id = link.dataset.game;
  if (!TABLES[id]) link.closest("li").remove(); // only games the page can draw are offered
  link.addEventListener("click", (e) => {
    e.preventDefault();
    location.hash = `#/${id}?seed=${randomSeed()}`;
  });
}

function showHome() {
  screen?.destroy();
  screen = null;
  play.hidden = true;
  home.hidden = false;
  document.title = "Courtly — royal card and board games";
}

function showProblem(message) {
  screen?.destroy();
  screen = null;
  clear(play).append(h("section", { class: "problem", role: "alert" },
    h("h1", {}, "This link does not open a game"),
    h("p", {}, message),
    h("p", {}, h("a", { href: "#/", class: "button" }, "Back to the games"))));
}

async function route() {
  const hash = location.hash;
  if (!hash || hash === "#" || hash === "#/") return showHome();
  home.hidden = true;
  play.hidden = false;
  const id = hash.replace(/^#\/?/, "").split("?")[0];
  const info = GAMES.get(id);
  if (!info || !TABLES[id]) return showProblem(`There is no game called “${id.slice(0, 40)}” here.`);
  if (!hash.includes("?")) {  // a bare game link: deal at random
    location.replace(`#/${id}?seed=${randomSeed()}`);
    return;
  }
  if (!screen || screen.info.id !== id) {
    screen?.destroy();
    clear(play);
    screen = new GameScreen(play, engine, info, TABLES[id]);
  }
  document.title = `${info.name} — Courtly`;
  screen.say(engine.state.stage === "ready" ? "Dealing…" : "The game engines are starting…");
  let reply;
  try {
    reply = await screen.open(hash);
  } catch (err) {
    return showProblem(String(err.message ?? err));
  }
  if (!reply.ok) return showProblem(reply.error);
  performance.mark("courtly:deal-interactive");
}

window.addEventListener("hashchange", route);
route();
requestAnimationFrame(() => performance.mark("courtly:home-painted"));
