// The codes the host's page makes and reads: an invitation for a seat (the offer, in a link),
// and the codes friends send back (a reply to it, or a rejoin code after they lost the table).
import { CodeError, makeCode, randomKey, readCode } from "./codes.js";
import { candidates, makeAnswer, makeOffer } from "./peer.js";
import { FRIENDS } from "../ui/words-friends.js";

/** An invitation from the host's ``table`` (host.js) for ``seat``: the offer, and the link that carries it. */
export async function invite(table, seat) {
  table.begin();
  const reply = table.screen.reply;
  const old = table.guests.get(seat);
  const guest = { seat, token: old?.token ?? randomKey(), state: "invited", link: null, queue: [] };
  old?.link?.close("reinvited");
  const { pc, channel, sdp } = await makeOffer();
  guest.pending = { pc, channel };
  table.guests.set(seat, guest);
  table.save();
  const code = await makeCode("invite", { g: reply.game, s: seat, p: reply.players, t: table.record.table, x: guest.token,
    n: table.screen.info.name, w: table.screen.names()[seat] }, sdp); // the seat's name, as the engine words it
  guest.invitation = `${location.href.split("#")[0]}#/join?i=${code}`;
  guest.candidates = candidates(sdp);
  table.present();
  return guest;
}

/** A code pasted (or opened in another tab): a friend's reply, or a rejoin code. */
export async function accept(table, text) {
  const { kind, facts, sdp } = await readCode(text);
  if (!table.active || facts.t !== table.record.table) throw new CodeError(FRIENDS.otherTable);
  const guest = table.guests.get(facts.s);
  if (!guest) throw new CodeError(FRIENDS.notInvited);
  if (kind === "reply") {
    if (!guest.pending) throw new CodeError(FRIENDS.notWaiting(table.screen.names()[guest.seat]));
    const { pc, channel } = guest.pending;
    guest.pending = null;
    await pc.setRemoteDescription({ type: "answer", sdp });
    table.connect(guest, pc, channel);
    return { said: FRIENDS.connecting(table.screen.names()[guest.seat]) };
  }
  if (kind === "rejoin") {
    if (facts.x !== guest.token) throw new CodeError(FRIENDS.noSeatKey);
    const { pc, channel, sdp: answer } = await makeAnswer(sdp);
    table.connect(guest, pc, channel);
    const code = await makeCode("back", { t: table.record.table, s: guest.seat }, answer);
    return { said: FRIENDS.giveBack(table.screen.names()[guest.seat]), code };
  }
  throw new CodeError(FRIENDS.isInvitation);
}
