// The page's message catalogue: the person's language and its translations of the chrome's
// English (js/ui/words.js).  build.py compiles py/locale/<language>/page.po into
// locale/<language>.json; a message missing from it is shown in English.  The language is
// the one chosen in Display, else the browser's best match (navigator.languages), else English;
// a link never carries one, so each person opens it in their own.
import config, { JS_FOLDER } from "../build.js";
import { read, write } from "./store.js";

const KEY = "courtly:language";
/** The languages Courtly speaks, by code, each named in itself ("Deutsch"). */
export const LANGUAGES = config.languages;

/** The first of ``wanted`` ("de-AT", "fr") that Courtly speaks, by its main tag; else English. */
export function bestLanguage(wanted) {
  for (const tag of wanted ?? []) {
    const code = String(tag).split(/[-_]/)[0].toLowerCase();
    if (code in LANGUAGES) return code;
  }
  return "en";
}

/** The saved choice, or the browser's languages' best match. */
function chosen() {
  const saved = read(KEY);
  return saved && saved in LANGUAGES ? saved : bestLanguage(navigator.languages ?? [navigator.language]);
}

/** Remember ``code`` as the person's language ("" forgets it: the browser's again). */
export function chooseLanguage(code) {
  return write(KEY, code in LANGUAGES ? code : "");
}

export const LANGUAGE = chosen();
export const AS_BROWSER = !(read(KEY) in LANGUAGES);

async function load(code) {
  if (code === "en" || typeof document === "undefined") return {}; // (the engine's workers show no words)
  try {
    const reply = await fetch(new URL(`../locale/${code}.json`, JS_FOLDER));
    return reply.ok ? await reply.json() : {};
  } catch {
    return {}; // offline before the catalogue was kept: the English stands in
  }
}

const messages = await load(LANGUAGE);
const plurals = new Intl.PluralRules(LANGUAGE);
const numbers = new Intl.NumberFormat(LANGUAGE);

function fill(text, fields) {
  return fields ? text.replace(/\{(\w+)\}/g, (all, name) => (name in fields ? String(fields[name]) : all)) : text;
}

/** A message in the person's language, its ``{fields}`` filled in. */
export function t(message, fields) {
  const found = messages[message];
  return fill(typeof found === "string" ? found : message, fields);
}

/** A message about ``n`` things in the form the language uses for that many; ``{n}`` is the
 * number as the language writes it.  Catalogues hold two forms (one, other), as gettext's
 * plural rule for each of Courtly's languages has; Intl.PluralRules says which applies. */
export function tn(n, one, many, fields) {
  const forms = messages[one];
  const single = plurals.select(n) === "one";
  const text = Array.isArray(forms) ? forms[single ? 0 : 1] ?? forms[0] : n === 1 ? one : many;
  return fill(text, { n: numbers.format(n), ...fields });
}

/** A message whose English is ambiguous, told apart by ``context``. */
export function tp(context, message, fields) {
  const found = messages[`${context}\u0004${message}`];
  return fill(typeof found === "string" ? found : message, fields);
}

/** A number as the person's language writes it. */
export function number(n) {
  return numbers.format(n);
}
