// Offline play and updates.  The service worker (js/sw.js) keeps this build for offline
// play; when a new build's worker is waiting, the top bar says "A new version is ready —
// Reload" and nothing changes until the person presses it: the game in progress is saved
// on every move and its address holds the position, so the reload opens it again.
import config from "../build.js";
import { h } from "./dom.js";
import { UPDATE } from "./words.js";

const RECHECK_MS = 30 * 60 * 1000; // a tab left open looks for a new build this often, when shown
let prompt = null;
let reloading = false;

/** What build a service worker holds (null if it does not say: an older worker, or no answer). */
function buildOf(worker) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (e) => { clearTimeout(timer); resolve(e.data?.build ?? null); };
    worker.postMessage({ type: "courtly:build?" }, [channel.port2]);
  });
}

/** The prompt in ``bar``; Reload hands over to the waiting worker (if any), then reloads. */
function offer(bar, registration) {
  if (!prompt) {
    prompt = h("div", { class: "update-prompt", role: "status" },
      h("span", {}, UPDATE.ready),
      h("button", { type: "button", class: "primary", onclick: () => reload(registration) }, UPDATE.reload),
      h("button", { type: "button", class: "link-button", title: UPDATE.laterTitle,
        onclick: () => { prompt.hidden = true; } }, UPDATE.later));
    const after = bar.querySelector(".sound-toggle, .display-prefs"); // beside the settings
    if (after) after.before(prompt);
    else bar.append(prompt);
  }
  prompt.hidden = false;
  document.documentElement.dataset.update = "ready";
}

function reload(registration) {
  const waiting = registration.waiting;
  if (!waiting) { location.reload(); return; }
  reloading = true; // the new worker takes over, then this tab reloads (controllerchange)
  waiting.postMessage({ type: "courtly:take-over" });
}

/** A worker of another build than this page's: offer the reload.  One of this page's own
 * build (the page was loaded from the network before its worker installed) takes over at
 * once: nothing on this page changes. */
async function consider(bar, registration, worker) {
  if (!worker || !navigator.serviceWorker.controller) return; // a first install: nothing to update
  const build = await buildOf(worker);
  if (build === config.build) {
    if (worker === registration.waiting) worker.postMessage({ type: "courtly:take-over" });
    return;
  }
  offer(bar, registration);
}

/** Register the service worker (once the engines run, so it never competes with them) and
 * watch for new builds; ``bar`` is where the prompt shows. */
export function watchUpdates(bar) {
  const sw = navigator.serviceWorker;
  if (!sw || location.protocol === "file:") return;
  // The worker asks each tab which build it runs before it drops an older build's files.
  sw.addEventListener("message", (e) => {
    if (e.data?.type === "courtly:build?") e.ports[0]?.postMessage({ build: config.build });
  });
  sw.startMessages();
  sw.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
    else sw.getRegistration().then((r) => r && consider(bar, r, sw.controller));
  });
  sw.register("sw.js", { updateViaCache: "none" }).then((registration) => {
    sw.controller?.postMessage({ type: "courtly:hello" });
    consider(bar, registration, registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") consider(bar, registration, worker);
      });
    });
    let checked = Date.now();
    document.addEventListener("visibilitychange", () => {
      if (document.hidden || Date.now() - checked < RECHECK_MS) return;
      checked = Date.now();
      registration.update().catch(() => {}); // offline: try again next time
    });
  }).catch((err) => console.warn(UPDATE.offline, err));
}
