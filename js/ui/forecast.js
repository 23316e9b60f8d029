// Draw first, confirm after: the table a move leaves, drawn from the move's own record in the
// view ({from, to, id, card}) before the engine has answered.  Only what the record says
// moves: the piece it names (and whatever lies on it in its pile) goes on top of the pile it
// names.  Everything else (refills, scores, automatic moves, the bots) waits for the engine's
// answer, whose drawing then settles the cards where they really are.

/**
 * The layout after ``record`` as far as the record tells, or null when it names no piece on
 * the table (a button's move, or a piece the page has not drawn).
 * A pile may say where a piece laid on it goes (``next: {x, y}``, for a fan); else it goes
 * where its top piece is, or on the pile's own place when it is empty.
 */
export function forecast(layout, record) {
  const from = layout.piles.find((p) => p.id === record.from);
  const to = layout.piles.find((p) => p.id === record.to);
  if (!from || !to || from === to || !from.cards.length) return null;
  let at = record.id ? from.cards.findIndex((c) => c.id === record.id) : -1;
  // A face-down top card (a stock) is the one the record names: it shows its face as it moves
  // if the record names it, else it travels face down (a draw) and the answer shows its face.
  if (at < 0 && !from.cards.at(-1).id) at = from.cards.length - 1;
  if (at < 0) return null;
  const moving = from.cards.slice(at);
  const top = to.cards.at(-1);
  const start = to.next ?? (top ? { x: top.x, y: top.y } : { x: to.x, y: to.y });
  const step = fanStep(to.cards, moving);
  const landed = moving.map((c, i) => ({ ...c, x: start.x + i * step.x, y: start.y + i * step.y,
    ...(i ? {} : { id: record.id ?? c.id, card: record.card ?? c.card }),
    // (a face-down card is drawn by its place in its pile: it keeps that name as it travels)
    key: c.id || record.id ? undefined : `${from.id}#${at + i}` }));
  // (a moving group keeps its own fan: the spacing between the pieces as they lay in their pile)
  return { ...layout, piles: layout.piles.map((p) => {
    if (p === from) return { ...p, cards: from.cards.slice(0, at) };
    if (p === to) return { ...p, cards: [...to.cards, ...landed] };
    return p;
  }) };
}

/** The spacing of a group of pieces moved together: as they lay, else as the target's top two lie. */
function fanStep(target, moving) {
  const pair = moving.length > 1 ? moving : target.slice(-2);
  if (pair.length < 2) return { x: 0, y: 0 };
  return { x: pair[1].x - pair[0].x, y: pair[1].y - pair[0].y };
}
