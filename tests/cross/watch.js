// The cross-engine smoke's server puts this script first in the page (tests/cross/), because
// WebKitWebDriver cannot show a test the console: it keeps, in window.__crossWatch, what a
// console would show as an error.  Firefox runs it too, beside its driver's own console.
(() => {
  const seen = [];
  window.__crossWatch = seen;
  const error = console.error.bind(console);
  console.error = (...args) => { seen.push(`console error: ${args.join(" ")}`); error(...args); };
  // Uncaught errors, and (in the capture phase, as they do not bubble) elements that failed to load.
  addEventListener("error", (e) => seen.push(e.target === window ? `uncaught: ${e.message}`
    : `failed to load: ${e.target.src || e.target.href || e.target.tagName}`), true);
  addEventListener("unhandledrejection", (e) => seen.push(`unhandled rejection: ${e.reason}`));
  // The page's CSP lets nothing leave its origin: anything it stopped was a request meant to.
  addEventListener("securitypolicyviolation", (e) => seen.push(`blocked by the CSP: ${e.blockedURI}`));
  // Every resource the page itself fetched (not its workers'), with its address.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!/^(data|blob):/.test(entry.name) && new URL(entry.name).hostname !== "127.0.0.1") {
        seen.push(`left 127.0.0.1: ${entry.name}`);
      }
    }
  }).observe({ type: "resource", buffered: true });
})();
