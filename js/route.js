// Runs before the first paint (a classic script in the head, so the page waits for it): which
// screen the address asks for, so that a game's address never paints the home page first.
// The runtime's 5 MB are not preloaded here: the engine starts once the first screen is painted
// (main.js), so a phone's network brings the page's own files first.
(function () {
  const game = /^#\/+[a-z]/.test(location.hash) && !/^#\/+stats\b/.test(location.hash);
  document.documentElement.dataset.route = game ? "play" : "home"; // main.js takes over from it
})();
