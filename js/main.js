// Boot: paint the home screen at once, start the engines in a worker in parallel, and
// route the URL fragment (#/<game>?seed=…) to a game screen.
import "./guard.js"; // first: inside another page's frame nothing below runs
import config from "./build.js";
import { Engine } from "./engine.js";
import { h, clear, afterPaint } from "./ui/dom.js";
import { GameScreen } from "./ui/screen.js";
import { randomSeed } from "./ui/new-game.js";
import { TABLES } from "./games/index.js";
import * as records from "./ui/records.js";
import * as saves from "./ui/saves.js";
import { loadStats } from "./ui/records.js";
import { discardSave, listSaves, reloadedPosition } from "./ui/saves.js";
import { showStats } from "./ui/stats.js";
import { displayControl } from "./ui/prefs.js";
import { dressGameCards, speakHome } from "./ui/home.js";
import { watchUpdates } from "./ui/update.js";
import * as sound from "./ui/sound.js";
import { ROUTES as NET_ROUTES, openNet } from "./net/guest.js";
import { HostTransport } from "./net/host.js";
import { HOME, ago } from "./ui/words.js";
import { LANGUAGE } from "./ui/catalogue.js";

performance.mark("courtly:script");
// The runtime's 5 MB start downloading once the first screen (a game's frame and guide) is
// painted: on a phone's network they would otherwise share it with the page's own files.
const engine = new Engine(afterPaint());
window.courtly = { engine, records, saves, sound, get screen() { return screen; } }; // for the benchmark, tests and the console
const home = document.getElementById("home");
const play = document.getElementById("play");
const boot = document.getElementById("boot");
const bootText = document.getElementById("boot-text");
const bootBar = document.getElementById("boot-progress");
const GAMES = new Map((config.games[LANGUAGE] ?? config.games.en).map((g) => [g.id, g]));
document.documentElement.lang = LANGUAGE;
if (LANGUAGE !== "en") speakHome(GAMES); // index.html is in English: the first paint, said again in the person's language
const topbar = document.querySelector(".topbar");
topbar.append(sound.soundButton(), displayControl());
let screen = null;

engine.onProgress(({ stage, value, text }) => {
  bootText.textContent = text;
  bootBar.value = value;
  boot.classList.toggle("failed", stage === "failed");
  if (stage === "ready") {
    setTimeout(() => boot.classList.add("done"), 400);
    watchUpdates(topbar); // once the engines run, the service worker fetches the rest for offline play
  }
});

// Each game's card: its picture, a fresh random deal, and today's deal (home.js), dressed when
// the home page first shows (a game's address does not draw five pictures it keeps hidden).
let dressed = false;
const continueBox = h("section", { class: "continue", "aria-label": HOME.inProgress });
home.querySelector(".game-list").before(continueBox);
home.append(h("p", { class: "home-links" }, h("a", { href: "#/stats" }, HOME.stats)));

const SHOWN = 6; // games in progress listed before "older games"

/** Saved games to pick up again, newest first, and any save that could not be read. */
function showContinue() {
  const { saves, problems } = listSaves(new Set(Object.keys(TABLES)));
  clear(continueBox);
  continueBox.hidden = !saves.length && !problems.length;
  if (continueBox.hidden) return;
  const item = (save) => h("li", { dataset: { game: save.game } },
    h("a", { class: "button continue-link", href: save.position }, HOME.continueGame(save.summary ?? save.game)),
    h("span", { class: "save-meta" }, HOME.saveMeta(save.ply, ago(save.saved))),
    h("button", { type: "button", class: "link-button", onclick: () => { discardSave(save.key); showContinue(); } },
      HOME.discard));
  // Every game in progress stays reachable: the newest few at once, the rest one press away.
  const older = saves.length > SHOWN ? h("details", { class: "saves-older" },
    h("summary", {}, HOME.older(saves.length - SHOWN)),
    h("ul", { class: "saves" }, ...saves.slice(SHOWN).map(item))) : null;
  continueBox.append(h("h2", {}, HOME.continue), h("ul", { class: "saves" },
    ...saves.slice(0, SHOWN).map(item),
    ...problems.map((p) => h("li", { class: "save-problem" },
      HOME.saveProblem[p.problem](GAMES.get(p.game)?.name ?? HOME.someGame), " ",
      h("button", { type: "button", class: "link-button", onclick: () => { discardSave(p.key); showContinue(); } },
        HOME.discardIt)))), older ?? "");
}

/** Today's deal links, with the streak of daily deals won in a row. */
function showDaily() {
  const games = loadStats().games;
  const today = new Date().toISOString().slice(0, 10);
  for (const link of home.querySelectorAll("a.daily-link")) {
    const daily = games[link.dataset.game]?.daily;
    const alive = daily && daily.streak && Date.parse(today) - Date.parse(daily.date) <= 86_400_000;
    link.textContent = alive ? HOME.dailyStreak(daily.streak) : HOME.todaysDeal;
    link.title = daily?.date === today ? HOME.dailyPlayed : "";
  }
}

function showHome() {
  screen?.destroy();
  screen = null;
  play.hidden = true;
  home.hidden = false;
  if (!dressed) dressGameCards(home.querySelector(".game-list"), TABLES);
  dressed = true;
  showContinue();
  showDaily();
  document.title = HOME.title;
}

function showProblem(message) {
  screen?.destroy();
  screen = null;
  clear(play).append(h("section", { class: "problem", role: "alert" },
    h("h1", {}, HOME.noGame),
    h("p", {}, message),
    h("p", {}, h("a", { href: "#/", class: "button" }, HOME.back))));
}

let routed = 0; // addresses routed so far: an answer for an address already left is dropped

async function route() {
  const hash = location.hash;
  const turn = ++routed;
  if (!hash || hash === "#" || hash === "#/") return showHome();
  home.hidden = true;
  play.hidden = false;
  const id = hash.replace(/^#+\/*/, "").split("?")[0]; // as the engine's link parser reads it
  if (id === "stats") {
    screen?.destroy();
    screen = null;
    document.title = HOME.statsTitle;
    return showStats(clear(play), GAMES);
  }
  if (NET_ROUTES.has(id)) { // a friend's invitation, their seat at a shared table, a scanned code
    screen?.destroy();
    screen = openNet(clear(play), engine, hash, GAMES, TABLES);
    return;
  }
  const info = GAMES.get(id);
  if (!info || !TABLES[id]) return showProblem(HOME.unknownGame(id.slice(0, 40)));
  if (!hash.includes("?")) {  // a bare game link: deal at random
    location.replace(`#/${id}?seed=${randomSeed()}`);
    return;
  }
  if (!screen || screen.info.id !== id) {
    screen?.destroy();
    clear(play);
    // a game for several people may become a table shared with friends' devices
    screen = new GameScreen(play, info.max_players > 1 ? new HostTransport(engine) : engine, info, TABLES[id]);
  }
  document.title = HOME.gameTitle(info.name);
  screen.say(engine.state.stage === "ready" ? HOME.dealing : HOME.starting);
  let reply;
  try {
    reply = await screen.open(hash);
  } catch (err) {
    reply = { ok: false, error: String(err.message ?? err) };
  }
  if (turn !== routed) return; // the player went elsewhere while the engine answered
  if (!reply.ok) return showProblem(reply.error);
  performance.mark("courtly:deal-interactive");
}

window.addEventListener("hashchange", route);
// A reload in the frame between a move's drawing and its address opens where the page was.
const reloaded = reloadedPosition();
if (reloaded) history.replaceState(history.state, "", reloaded);
route();
delete document.documentElement.dataset.route; // route.js's guess for the first paint: home.hidden says it now
requestAnimationFrame(() => performance.mark("courtly:home-painted"));
