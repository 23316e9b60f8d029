// The host's dialog for friends: a line per seat (invite, let a bot play, keep it for the
// friend), the invitation made for a seat, and a box for the codes friends send back.
import { clear, h } from "../ui/dom.js";
import { CodeError } from "./codes.js";
import { accept, invite } from "./invitations.js";
import { codeBox, stunControl } from "./talk.js";
import { FRIENDS } from "../ui/words-friends.js";

export class InviteDialog {
  /** ``table``: the host's shared table (host.js), which makes invitations and reads codes. */
  constructor(table) {
    this.table = table;
    this.seatList = h("ul", { class: "net-seats" });
    this.invitation = h("div", { class: "invitation" });
    this.paste = h("textarea", { rows: "2", "aria-label": FRIENDS.friendsCode, spellcheck: "false",
      placeholder: FRIENDS.pasteHere });
    this.pasteSaid = h("div", { class: "paste-said", role: "status" });
    this.el = h("dialog", { class: "net-dialog", "aria-labelledby": "net-title" },
      h("h2", { id: "net-title" }, FRIENDS.dialogTitle),
      h("p", {}, FRIENDS.dialogLede),
      this.seatList, this.invitation,
      h("form", { class: "paste" }, h("label", {}, FRIENDS.friendsCode, " ", this.paste),
        h("button", { type: "submit", class: "primary" }, FRIENDS.connect)),
      this.pasteSaid, stunControl(),
      h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => this.el.close() }, FRIENDS.close)));
    this.el.querySelector("form.paste").addEventListener("submit", (e) => { e.preventDefault(); this.pasted(); });
    table.screen.root.append(this.el);
  }

  open() {
    this.refresh();
    if (!this.el.open) this.el.showModal();
  }

  /** A code pasted in the box (or ``code``, opened in another tab). */
  async pasted(code = this.paste.value) {
    this.paste.value = code;
    clear(this.pasteSaid);
    try {
      const { said, code } = await accept(this.table, this.paste.value);
      this.paste.value = "";
      this.pasteSaid.append(h("p", {}, said), code ? codeBox(FRIENDS.codeForFriend, code,
        `${location.href.split("#")[0]}#/code?c=${code}`) : "");
    } catch (err) {
      this.pasteSaid.append(h("p", { class: "error" }, err instanceof CodeError ? err.message : FRIENDS.codeFailed(err.message)));
    }
  }

  /** A line per seat: its name, what sits there (the engine's words: ``table.words.rows``), and what the host can do. */
  refresh() {
    const t = this.table;
    const reply = t.screen.reply;
    const names = reply.names;
    const rows = t.words?.rows ?? [];
    const said = (seat) => (rows[seat] ? ` — ${rows[seat]}` : "");
    const mine = t.mine(reply);
    clear(this.seatList).append(...reply.seats.map((kind, seat) => {
      if (seat === mine) return h("li", {}, h("strong", {}, names[seat]), said(seat));
      const g = t.guests.get(seat);
      const botting = g && g.state !== "here" && kind === "human";
      return h("li", { dataset: { seat: String(seat) } }, h("strong", {}, names[seat]), said(seat),
        h("span", { class: "seat-actions" },
          g?.state === "here" ? null : h("button", { type: "button", class: "invite-seat", onclick: () => this.showInvitation(seat) },
            FRIENDS.inviteSeat),
          botting ? h("button", { type: "button", class: "bot-seat", onclick: () => t.handSeat(seat, "quick") }, FRIENDS.letBot) : null,
          g && kind !== "human" ? h("button", { type: "button", class: "unbot-seat", onclick: () => t.handSeat(seat, "human") },
            FRIENDS.keepSeat) : null));
    }));
  }

  async showInvitation(seat) {
    clear(this.invitation).append(h("p", { role: "status" }, FRIENDS.makingInvitation));
    const guest = await invite(this.table, seat);
    const name = this.table.screen.names()[seat];
    clear(this.invitation).append(h("div", {},
      h("h3", {}, FRIENDS.invitationTo(name)),
      h("p", {}, FRIENDS.invitationHelp),
      codeBox(FRIENDS.invitationLink(name), guest.invitation, guest.invitation),
      guest.candidates ? null : h("p", { class: "error" }, FRIENDS.noAddressHere),
      h("p", {}, FRIENDS.pasteBelow)));
    this.refresh();
    this.paste.focus();
  }
}
