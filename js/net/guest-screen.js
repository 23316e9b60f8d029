// The game screen of a friend's device (js/net/guest.js): the usual game screen, drawing the
// snapshots the host's page sends for this seat.
import { GameScreen } from "../ui/screen.js";
import { FRIENDS } from "../ui/words-friends.js";

const NO_SAVE = { adopt: () => [], write() {}, detach() {}, changedElsewhere: () => null, adopted: null, key: null,
  fromDeal: true };

/** The game screen of a friend's device: no saves (the game is kept on the host's device), and
 * links only once the game is over (a link holds the deal, and so every hidden card). */
export class GuestScreen extends GameScreen {
  constructor(...args) {
    super(...args);
    this.slot = NO_SAVE;
  }

  /** The deal's number stays on the host's device until the game is over. */
  show(reply, motion) {
    super.show(reply, motion);
    const options = this.seedLabel.textContent.split(" · ").slice(1);
    this.seedLabel.textContent = [reply.shared ? FRIENDS.deal(reply.shared.seed) : FRIENDS.atFriendsTable, ...options].join(" · ");
  }

  /** The game ran on the host's device: a challenge is sent from there. */
  challenges() { return false; }

  /** A guided tour is a game of one's own: not offered at a friend's table. */
  get tours() { return false; }

  async share(what = "deal") {
    this.shareMenu.hidden = true;
    const shared = this.reply?.shared;
    if (!shared) {
      this.say(FRIENDS.linksAfterGame);
      return;
    }
    const url = location.href.split("#")[0] + (what === "deal" ? shared.link : shared.position);
    try {
      await navigator.clipboard.writeText(url);
      this.say(FRIENDS.linkCopied(url));
    } catch {
      this.say(FRIENDS.copyLink(url));
    }
  }
}
