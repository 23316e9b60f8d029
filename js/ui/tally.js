// A finished game counted in the statistics kept on this device (ui/records.js), by the
// game screen once, when the game ends.
import { dailySeed, gameId, recordResult, utcDate } from "./records.js";
import { personWon } from "./results.js";

/** Count ``reply``'s finished game (not a game of bots alone: then null), timed ``time`` s;
 * ``fromDeal``: this device saw it from the deal (else its time and moves set no best).
 * At a shared table the reply is as this device sees it: only its seat is "you". */
export function countResult(reply, info, time, fromDeal) {
  const { outcome } = reply.view;
  const won = personWon(reply);
  if (won === null) return null;
  const me = reply.seats.indexOf("human");
  return recordResult({ id: gameId(reply.shared?.position ?? reply.position), fromDeal, game: reply.game, variant: variantKey(reply.options, info),
    seed: reply.seed, won, score: outcome.scores?.[me], order: info.score_order, band: outcome.band,
    time: Math.round(time), moves: reply.person_moves,
    daily: reply.seed === dailySeed(reply.game) ? utcDate() : null });
}

/** The variant's key in the statistics ("hand 6"): the options' own names, kept stable so the
 * numbers of earlier visits stay where they were. */
function variantKey(options, info) {
  return Object.entries(options ?? {})
    .filter(([name, v]) => info.options[name] && v !== info.options[name].default)
    .map(([name, v]) => (v === true ? name : `${name} ${v}`)).join(", ");
}
