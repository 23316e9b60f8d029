// What both ends of a shared table draw besides the game: talk at the table (ready phrases and
// short free text, plain text only, in the moves log and read out to screen readers), a code
// to pass to the other device (text, Copy, QR), and the network setting.
import { h } from "../ui/dom.js";
import { FRIENDS } from "../ui/words-friends.js";
import { qrSvg } from "./qr.js";
import { checkStun, saveStun, stunSetting } from "./peer.js";

export const MAX_SAY = 140; // characters in one message at the table

/** A message as the table keeps it: trimmed plain text without control characters, or null. */
/** Words the host's page sent (the engine's), as plain text of a sane length (anything else: ""). */
export const sent = (text) => (typeof text === "string" ? text.slice(0, 200) : "");

export function cleanSay(text) {
  if (typeof text !== "string") return null;
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
  return clean && clean.length <= MAX_SAY ? clean : null;
}

/** A message as it crosses the table: a ready phrase by its number (each device reads it in its
 * own language), else the words as typed (theirs: never translated); null if it is neither. */
export function spoken(msg) {
  if (Number.isInteger(msg?.phrase) && msg.phrase >= 0 && msg.phrase < FRIENDS.phrases.length) return { phrase: msg.phrase };
  const text = cleanSay(msg?.text);
  return text ? { text } : null;
}

/** What a message at the table reads on this device. */
export function reads(entry) {
  return Number.isInteger(entry?.phrase) ? FRIENDS.phrases[entry.phrase] ?? null : cleanSay(entry?.text);
}

/** The talk box: ready phrases, a line to type in, and a live region that reads new messages.
 * ``send({text})`` or ``send({phrase})`` says true when the message went. */
export class TalkBox {
  constructor(send) {
    this.input = h("input", { type: "text", maxlength: String(MAX_SAY), "aria-label": FRIENDS.messageLabel,
      placeholder: FRIENDS.saySomething, autocomplete: "off" });
    this.live = h("p", { class: "visually-hidden", role: "log", "aria-live": "polite" });
    const form = h("form", { class: "talk-line" }, this.input, h("button", { type: "submit" }, FRIENDS.send));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = cleanSay(this.input.value);
      if (text && send({ text })) this.input.value = "";
    });
    this.el = h("section", { class: "talk", "aria-label": FRIENDS.talkLabel, hidden: true },
      h("h2", { class: "log-title" }, FRIENDS.talk),
      h("div", { class: "phrases", role: "group", "aria-label": FRIENDS.phrasesLabel },
        ...FRIENDS.phrases.map((p, phrase) => h("button", { type: "button", class: "link-button phrase",
          onclick: () => send({ phrase }) }, p))),
      form, this.live);
  }

  /** Read a new message out (the log itself is redrawn with every move). */
  announce(name, text) {
    this.live.textContent = FRIENDS.said(name) + text;
  }
}

/** Put the table's messages into the moves log, each after the move it followed. */
export function weave(logList, reply, said, names) {
  if (!said.length) return;
  const shown = reply.log.length;
  const first = reply.moves.length - shown; // the move number of the log's first line
  const items = [...logList.children];
  for (const entry of said) {
    if (entry.ply < first) continue;
    const li = h("li", { class: "said", dataset: { seat: String(entry.seat) } },
      h("strong", {}, FRIENDS.said(names[entry.seat])), reads(entry));
    const before = items[entry.ply - first];
    if (before) before.before(li);
    else logList.append(li);
  }
  logList.scrollTop = logList.scrollHeight;
}

/** A code for the other device: its text, a Copy button, and its QR code (or why there is none). */
export function codeBox(label, code, qrText) {
  const text = h("textarea", { class: "code", readonly: true, rows: "3", "aria-label": label, spellcheck: "false" }, code);
  const copied = h("span", { class: "copied", role: "status" });
  const picture = qrSvg(qrText ?? code, FRIENDS.qrLabel(label));
  return h("div", { class: "code-box" },
    h("div", { class: "code-text" }, text,
      h("div", { class: "code-actions" },
        h("button", { type: "button", class: "primary", onclick: async () => {
          text.select();
          try {
            await navigator.clipboard.writeText(qrText ?? code);
            copied.textContent = FRIENDS.copied;
          } catch {
            copied.textContent = FRIENDS.copyByHand;
          }
        } }, FRIENDS.copy),
        navigator.share ? h("button", { type: "button", onclick: () => navigator.share({ text: qrText ?? code })
          .catch(() => {}) }, FRIENDS.share) : null, copied)),
    picture ?? h("p", { class: "no-qr" }, FRIENDS.noQr));
}

/** The network setting: off by default, and plain about what it means when on. */
export function stunControl(onChange = () => {}) {
  const setting = stunSetting();
  const box = h("input", { type: "checkbox", checked: setting.on });
  const url = h("input", { type: "text", value: setting.url, placeholder: "stun:stun.example.org:3478",
    "aria-label": FRIENDS.stunServer, spellcheck: "false", autocomplete: "off" });
  const said = h("p", { class: "stun-said", role: "status" });
  const apply = () => {
    const ok = checkStun(url.value);
    if (box.checked && !ok) {
      said.textContent = FRIENDS.stunFirst;
      box.checked = false;
    } else {
      said.textContent = box.checked ? FRIENDS.stunOn(ok) : "";
    }
    saveStun({ on: box.checked, url: url.value });
    onChange();
  };
  box.addEventListener("change", apply);
  url.addEventListener("change", () => { if (box.checked) apply(); else saveStun({ on: false, url: url.value }); });
  return h("details", { class: "stun" },
    h("summary", {}, FRIENDS.network(setting.on)),
    h("p", {}, FRIENDS.networkHelp),
    h("label", { class: "stun-on" }, box, ` ${FRIENDS.useStun} `), url, said);
}
