// The page #/code?c=… opens: a code scanned from another device's screen, handed to the tab
// that waits for it (a host's invitation dialog, a friend's rejoin box).
import { clear, h } from "../ui/dom.js";
import { codeIn } from "./codes.js";
import { codeBox } from "./talk.js";
import { CODES } from "./host.js";
import { FRIENDS } from "../ui/words-friends.js";

/** A code opened from a QR code: hand it to the tab waiting for it, or show it to copy. */
export function codePage(root, text) {
  const code = codeIn(text);
  const said = h("p", { role: "status" }, FRIENDS.passing);
  clear(root).append(h("section", { class: "net-page" }, h("h1", {}, FRIENDS.codePage), said,
    codeBox(FRIENDS.theCode, code)));
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CODES) : null;
  const timer = setTimeout(() => {
    said.textContent = FRIENDS.noTableWaiting;
  }, 1500);
  if (channel) {
    channel.onmessage = (e) => {
      if (e.data?.ack !== code) return;
      clearTimeout(timer);
      said.textContent = FRIENDS.passed;
    };
    channel.postMessage({ code });
  }
  return { info: { id: "code" }, destroy() { clearTimeout(timer); channel?.close(); } };
}
