// The page an invitation opens on the friend's device (#/join?i=…): what the invitation is for,
// the network setting, and the button that makes the reply code (Guest.join).
import { clear, h } from "../ui/dom.js";
import { CodeError, readCode } from "./codes.js";
import { candidates } from "./peer.js";
import { sent, stunControl } from "./talk.js";
import { FRIENDS } from "../ui/words-friends.js";

/** Read ``code`` and show what it invites ``guest`` to, or why it cannot be opened. */
export async function invitationPage(guest, code) {
  const page = h("section", { class: "net-page" });
  clear(guest.root).append(page);
  let invitation;
  try {
    invitation = await readCode(code);
    if (invitation.kind !== "invite") throw new CodeError(FRIENDS.notAnInvitation);
    if (!sent(invitation.facts.w)) throw new CodeError(FRIENDS.codes.version); // (it names the seat since)
  } catch (err) {
    page.append(h("h1", {}, FRIENDS.cannotOpen),
      h("p", {}, err instanceof CodeError ? err.message : String(err)),
      h("p", {}, FRIENDS.askForNew, " ", h("a", { href: "#/" }, FRIENDS.backToGames)));
    return;
  }
  const { facts } = invitation;
  const info = guest.games.get(facts.g);
  if (!info || !guest.tables[facts.g] || !Number.isInteger(facts.s)) {
    page.append(h("h1", {}, FRIENDS.unknownGame), h("p", {}, h("a", { href: "#/" }, FRIENDS.backToGames)));
    return;
  }
  guest.gameName = info.name;
  document.title = FRIENDS.joinTitle(info.name);
  guest.status = h("p", { class: "join-status", role: "status", "aria-live": "polite" });
  guest.replyArea = h("div", { class: "reply" });
  const join = h("button", { type: "button", class: "primary join" }, FRIENDS.joinButton);
  join.addEventListener("click", () => {
    join.disabled = true;
    guest.join(invitation, info).catch((err) => guest.tellStatus(FRIENDS.replyFailed(err.message), true));
  });
  page.append(h("div", {}, h("h1", {}, FRIENDS.joinHeading(info.name)),
    h("p", { class: "lede" }, FRIENDS.invited(sent(facts.w))),
    candidates(invitation.sdp) ? null : h("p", { class: "error" }, FRIENDS.noAddress),
    stunControl(), join, guest.status, guest.replyArea));
}
