// How the engine's move records become clicks on the board.  The table plays the first
// record from a selected pile to a clicked one, so attacks by several militaries (which share
// their lead military and target with the attack by the lead alone) get a path of their own:
// select the enemy cell first, then the military that moves in on a win.  The rest stay legal
// and reach the page as buttons.  Nothing here decides what is legal: only which gesture
// stands for which of the engine's records (and one swap button per kind of card).
const prepared = new WeakSet();

/** Rewrite ``view.moves`` in place (the table holds the same array); safe to call again. */
export function prepareMoves(view) {
  const moves = view.moves ?? [];
  if (prepared.has(moves)) return moves;
  prepared.add(moves);
  const groups = moves.filter((m) => m.kind === "attack" && m.attackers.length > 1);
  // Target first: per target and lead, the attack with the most militaries (the first on a tie).
  const best = new Map();
  for (const m of groups) {
    const key = `${m.to}|${m.from}`;
    if (!best.has(key) || best.get(key).attackers.length < m.attackers.length) best.set(key, m);
  }
  const setKey = (m) => `${m.to}|${[...m.attackers].sort().join(",")}`;
  const covered = new Set([...best.values()].map(setKey));
  const buttons = new Set();
  const swaps = new Set();
  const keep = [];
  for (const m of moves) {
    if (m.kind === "swap") {
      // Two cards of one kind are alike: one button per kind.
      if (swaps.has(m.card)) continue;
      swaps.add(m.card);
    }
    if (m.kind === "attack" && m.attackers.length > 1) {
      if ([...best.values()].includes(m)) {
        m.target = m.to;
        m.from = m.to;
        m.to = m.attackers[0];
        m.group = true;
      } else {
        const key = setKey(m);
        if (covered.has(key) || buttons.has(key)) continue; // the same militaries, led by another
        buttons.add(key);
        m.target = m.to;
        m.from = null;
        m.to = null;
        m.label = `Attack ${m.target} with ${m.attackers.join(" and ")} (${m.cost} actions)`;
      }
    }
    // One click selects and shows where it can go; a second click on a lit cell plays.
    if (m.from && m.kind !== "lose") m.deliberate = true;
    keep.push(m);
  }
  moves.splice(0, moves.length, ...keep);
  return moves;
}
