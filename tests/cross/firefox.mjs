// Firefox for the cross-engine smoke (tests/cross/): puppeteer-core drives Debian's firefox-esr
// over WebDriver BiDi, so no separate driver binary is needed.  pytest talks to this process
// one JSON line at a time on stdin/stdout:
//   {"op": "goto", "url"} {"op": "reload"} {"op": "run", "js", "arg"} {"op": "click", "x", "y"}
//   {"op": "resize", "width", "height"} {"op": "screenshot", "path"} {"op": "problems"} {"op": "close"}
// and gets {"ok": true, "value"} or {"ok": false, "error"} back for each.  The steps themselves
// live in Python, so Firefox and WebKit run the same ones.
//   node firefox.mjs <firefox binary>
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const browser = await puppeteer.launch({
  browser: "firefox", executablePath: process.argv[2], headless: true,
  defaultViewport: { width: 1280, height: 800 },
});
const page = (await browser.pages())[0] ?? await browser.newPage();
const problems = [];
page.on("console", (m) => { if (m.type() === "error") problems.push(`firefox console error: ${m.text()}`); });
page.on("pageerror", (e) => problems.push(`firefox uncaught: ${e.message ?? e}`));
// BiDi shows the page's and its workers' requests (not the service worker's own fetches).
page.on("request", (r) => {
  const url = r.url();
  if (!/^(data|blob|about):/.test(url) && new URL(url).hostname !== "127.0.0.1") problems.push(`firefox request off 127.0.0.1: ${url}`);
});
page.setDefaultTimeout(120_000);

const ops = {
  goto: ({ url }) => page.goto(url).then(() => null),
  reload: () => page.reload().then(() => null),
  // A step is a function's source; BiDi evaluates it outside the page's CSP, as WebDriver does.
  run: ({ js, arg }) => page.evaluate(`(${js})(${JSON.stringify(arg ?? null)})`),
  click: ({ x, y }) => page.mouse.click(x, y),
  // BiDi's own command: puppeteer's setViewport also overrides the screen's orientation, a
  // command Firefox ESR 140 (Debian's in December 2026) does not know.
  resize: ({ width, height }) => page.mainFrame().browsingContext.setViewport({ viewport: { width, height } }),
  screenshot: ({ path }) => page.screenshot({ path }).then(() => null),
  problems: () => problems.splice(0),
  close: () => browser.close().then(() => null),
};

console.log(JSON.stringify({ ok: true, value: await browser.version() })); // ready
for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  let reply;
  try {
    reply = { ok: true, value: (await ops[command.op](command)) ?? null };
  } catch (e) {
    reply = { ok: false, error: String(e?.message ?? e) };
  }
  console.log(JSON.stringify(reply));
  if (command.op === "close") break;
}
process.exit(0);
