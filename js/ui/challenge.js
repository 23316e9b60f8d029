// Challenges, on the results card: a link that carries this game's result (and its moves) to
// a friend; and, for a game opened from such a link, the results side by side, who did better,
// the challenger's game to watch and an answer to send.  The engine words every result and
// verdict (py/courtly/challenge.py); this module lays them out, shares the link and keeps the
// challenges this device received and sent (for the statistics page and a later game of the
// same deal, such as the daily deal).
import { h } from "./dom.js";
import { shareLink } from "./share.js";
import { parseObject, read, write } from "./store.js";
import { CHALLENGE } from "./words.js";

const NAME_KEY = "courtly:challenge-name"; // the name the person signed their last challenge with
const KEPT_KEY = "courtly:challenges";
const KEPT = 30; // the newest kept, received and sent together

/** The results card's challenge section for ``reply`` (a finished game, timed ``time`` ms or
 * null).  ``screen``: the game screen (its engine, replay, info). */
export function challengeSection(screen, reply, time) {
  const section = h("section", { class: "challenge-card", "aria-label": CHALLENGE.heading });
  const status = h("p", { class: "challenge-status", role: "status" });
  const name = h("input", { type: "text", maxlength: "24", autocomplete: "nickname", value: read(NAME_KEY) ?? "",
    placeholder: CHALLENGE.anonymous });
  const form = h("form", { class: "challenge-form", hidden: true },
    h("label", {}, CHALLENGE.nameLabel, name),
    h("button", { type: "submit", class: "primary" }, CHALLENGE.send));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    write(NAME_KEY, name.value.trim());
    const made = await screen.engine.request({ op: "challenge", name: name.value, time });
    if (!made.ok) { status.textContent = made.error; return; }
    keep({ game: reply.game, seed: reply.seed, sent: true, name: name.value.trim(), words: made.result, link: made.link });
    status.textContent = await shareLink(CHALLENGE.title(screen.info.name), location.href.split("#")[0] + made.link);
  });
  const offer = h("button", { type: "button", class: "challenge-offer",
    onclick: () => { form.hidden = false; offer.hidden = true; name.focus(); } },
  reply.challenge ? CHALLENGE.answer : CHALLENGE.challenge);
  section.append(offer, form, status);
  const held = reply.challenge ? null : keptChallenges().findLast((c) => !c.sent && c.game === reply.game
    && c.seed === reply.seed);
  if (reply.challenge || held) compare(screen, reply, section, time, held);
  return section;
}

/** The challenge's results and this game's, side by side, asked of the engine; ``held``: a
 * challenge this device kept for the deal, when the table was not opened from it. */
async function compare(screen, reply, section, time, held) {
  const card = await screen.engine.request({ op: "challenge_card", time, ...(held ? { challenge: packed(held.link) } : {}) });
  if (!card.ok || !section.isConnected) return;
  const rows = card.rows.map((row) => h("tr", { class: row.you ? "you" : row.verified === false ? "unverified" : null },
    h("th", { scope: "row" }, row.name), h("td", {}, row.result)));
  section.prepend(
    h("h3", {}, CHALLENGE.heading),
    h("table", { class: "challenge-rows" }, h("tbody", {}, ...rows)),
    card.verdict ? h("p", { class: "challenge-verdict" }, card.verdict) : null,
    h("p", { class: "challenge-trust" }, card.trust),
    held ? null : h("button", { type: "button", class: "challenge-watch", onclick: () => {
      screen.results.el.close();
      screen.replay.watch(-1, card.from);
    } }, card.watch));
  if (!held && card.verdict) keep({ game: reply.game, seed: reply.seed, sent: false, name: card.from,
    words: card.verdict, link: reply.link });
}

/** A challenge opened: kept, so the statistics page lists it and a later game of its deal compares. */
export function received(reply) {
  keep({ game: reply.game, seed: reply.seed, sent: false, name: reply.challenge.from, words: reply.challenge.dare,
    link: reply.link });
}

/** The thread packed in a challenge link. */
function packed(link) {
  return new URLSearchParams(link.split("?")[1] ?? "").get("challenge");
}

/** The challenges this device received and sent, newest last; entries of the wrong shape are skipped. */
export function keptChallenges() {
  const kept = parseObject(read(KEPT_KEY))?.challenges;
  return Array.isArray(kept) ? kept.filter((c) => c && typeof c.game === "string" && Number.isSafeInteger(c.seed)
    && typeof c.name === "string" && typeof c.words === "string" && typeof c.link === "string"
    && c.link.startsWith("#/") && packed(c.link)) : [];
}

/** Keep ``entry``, replacing the earlier one of the same deal, direction and name. */
function keep(entry) {
  const others = keptChallenges().filter((c) => !(c.game === entry.game && c.seed === entry.seed
    && c.sent === entry.sent && c.name === entry.name));
  write(KEPT_KEY, JSON.stringify({ challenges: [...others, { ...entry, at: Date.now() }].slice(-KEPT) }));
}
