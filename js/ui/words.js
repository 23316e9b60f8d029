// Small helpers for the page's own words (the rules' words come from the engine).

/** "1 card", "3 cards"; ``many`` for irregular plurals ("dice"). */
export function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

/** The text with a capital first letter. */
export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** A reason as a sentence: capital first, one full stop at the end. */
export function sentence(text) {
  const body = capital(String(text ?? "").trim());
  return !body || /[.!?]$/.test(body) ? body : `${body}.`;
}

/** "A", "A and B", "A, B and C". */
export function listed(items) {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}
