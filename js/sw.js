// The service worker: after one visit the whole site (page, engines, runtime) plays offline.
// build.py copies this file to the site root and writes sw-files.js beside it: the build's id
// and every file of the build.  The browser checks both for changes (the page registers with
// updateViaCache "none"), so a new build installs a new worker with a cache of its own.
//
// A new build never breaks a game in progress: its worker waits until the page says the
// person chose to reload (js/ui/update.js), and an older build's cache stays as long as an
// open tab still runs that build, so that tab can still start its workers (engines,
// snapshot, "Still winnable?"), which load files named by its own build.
importScripts("sw-files.js");
const { build: BUILD, files: FILES } = self.COURTLY_OFFLINE;
const PREFIX = "courtly-";
const CACHE = `${PREFIX}${BUILD}`;
const ASK_MS = 3000; // how long a tab may take to say which build it runs

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim().then(prune));
});

self.addEventListener("message", (event) => {
  const { type } = event.data ?? {};
  if (type === "courtly:build?") event.ports[0]?.postMessage({ build: BUILD });
  else if (type === "courtly:take-over") self.skipWaiting(); // the person pressed Reload
  else if (type === "courtly:hello") event.waitUntil(prune()); // a tab (re)loaded: old builds may be free
});

/** The build a tab runs, or null when it does not say in time (a tab still loading, frozen). */
function buildOf(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ASK_MS);
    channel.port1.onmessage = (e) => { clearTimeout(timer); resolve(e.data?.build ?? null); };
    client.postMessage({ type: "courtly:build?" }, [channel.port2]);
  });
}

/** Delete the caches of older builds that no open tab runs; if any tab cannot say, keep them all. */
async function prune() {
  const old = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE);
  if (!old.length) return;
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const builds = await Promise.all(tabs.map(buildOf));
  if (builds.includes(null)) return;
  await Promise.all(old.filter((k) => !builds.includes(k.slice(PREFIX.length))).map((k) => caches.delete(k)));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // The page itself: the network's newest when there is one, else this build's copy.
    event.respondWith(fetch(request).catch(() => caches.open(CACHE)
      .then((cache) => cache.match("./index.html", { ignoreSearch: true }))));
    return;
  }
  // Everything else is named by version, so a cached copy is always the right one: this
  // build's, else an older build's that a tab still runs, else the network's.
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(request))
    .then((hit) => hit ?? caches.match(request))
    .then((hit) => hit ?? fetch(request)));
});
