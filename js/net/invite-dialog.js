// The host's dialog for friends: a line per seat (invite, let a bot play, keep it for the
// friend), the invitation made for a seat, and a box for the codes friends send back.
import { clear, h } from "../ui/dom.js";
import { CodeError } from "./codes.js";
import { codeBox, stunControl } from "./talk.js";

export class InviteDialog {
  /** ``table``: the host's shared table (host.js), which makes invitations and reads codes. */
  constructor(table) {
    this.table = table;
    this.seatList = h("ul", { class: "net-seats" });
    this.invitation = h("div", { class: "invitation" });
    this.paste = h("textarea", { rows: "2", "aria-label": "A code from a friend", spellcheck: "false",
      placeholder: "Paste a friend's reply code or rejoin code" });
    this.pasteSaid = h("div", { class: "paste-said", role: "status" });
    this.el = h("dialog", { class: "net-dialog", "aria-labelledby": "net-title" },
      h("h2", { id: "net-title" }, "Play with friends on their own devices"),
      h("p", {}, "Each friend gets an invitation for one seat. Their device connects straight to this one: " +
        "the game runs here, no server is involved, and each device only ever receives its own seat's cards."),
      this.seatList, this.invitation,
      h("form", { class: "paste" }, h("label", {}, "A code from a friend ", this.paste),
        h("button", { type: "submit", class: "primary" }, "Connect")),
      this.pasteSaid, stunControl(),
      h("div", { class: "dialog-buttons" }, h("button", { type: "button", onclick: () => this.el.close() }, "Close")));
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
      const { said, code } = await this.table.accept(this.paste.value);
      this.paste.value = "";
      this.pasteSaid.append(h("p", {}, said), code ? codeBox("Code for your friend", code,
        `${location.href.split("#")[0]}#/code?c=${code}`) : "");
    } catch (err) {
      this.pasteSaid.append(h("p", { class: "error" }, err instanceof CodeError ? err.message : `That code did not work: ${err.message}`));
    }
  }

  refresh() {
    const t = this.table;
    const reply = t.screen.reply;
    const names = reply.names;
    const mine = t.active ? t.seat : reply.viewer ?? reply.seats.indexOf("human");
    clear(this.seatList).append(...reply.seats.map((kind, seat) => {
      if (seat === mine) return h("li", {}, h("strong", {}, names[seat]), " — this device");
      const g = t.guests.get(seat);
      const state = g ? { here: "a friend, connected", away: "a friend, away", invited: "invited: waiting for their reply code" }[g.state]
        : kind === "human" ? "a person" : `a ${kind} bot`;
      const botting = g && g.state !== "here" && kind === "human";
      return h("li", { dataset: { seat: String(seat) } }, h("strong", {}, names[seat]), ` — ${state}`,
        kind !== "human" && g ? " (a bot plays for them)" : "",
        h("span", { class: "seat-actions" },
          g?.state === "here" ? null : h("button", { type: "button", class: "invite-seat", onclick: () => this.showInvitation(seat) },
            "Invite a friend to this seat"),
          botting ? h("button", { type: "button", class: "bot-seat", onclick: () => t.handSeat(seat, "quick") }, "Let a bot play") : null,
          g && kind !== "human" ? h("button", { type: "button", class: "unbot-seat", onclick: () => t.handSeat(seat, "human") },
            "Keep the seat for the friend") : null));
    }));
  }

  async showInvitation(seat) {
    clear(this.invitation).append(h("p", { role: "status" }, "Making the invitation…"));
    const guest = await this.table.invite(seat);
    const name = this.table.screen.names()[seat];
    clear(this.invitation).append(h("div", {},
      h("h3", {}, `Invitation to ${name}'s seat`),
      h("p", {}, "Send this link to your friend however you like (a message, an e-mail), or let them scan the QR code. " +
        "The page never sends it anywhere itself."),
      codeBox(`Invitation link for ${name}`, guest.invitation, guest.invitation),
      guest.candidates ? null : h("p", { class: "error" }, "This device found no network address to offer: connect it to a network first."),
      h("p", {}, "When your friend opens it, their page shows a reply code: paste it below.")));
    this.refresh();
    this.paste.focus();
  }
}
