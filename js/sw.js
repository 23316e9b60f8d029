// The service worker: after one visit the whole site (page, engines, runtime) plays offline.
// build.py copies this file to the site root and writes sw-files.js beside it: the build's id
// and every file of the build.  The browser checks both for changes, so a new build installs
// a new worker; each build gets its own cache, and the old ones go once the new one is full.
importScripts("sw-files.js");
const { build: BUILD, files: FILES } = self.COURTLY_OFFLINE;
const CACHE = `courtly-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("courtly-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // The page itself: the network's newest when there is one, else the cached copy.
    event.respondWith(fetch(request).catch(() => caches.match("./index.html", { ignoreSearch: true })));
    return;
  }
  // Everything else is named by version, so a cached copy is always the right one.
  event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});
