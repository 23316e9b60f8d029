// Display preferences for the whole site: theme (the system's, light, dark or high
// contrast), the four-colour deck, the clock, and the table's looks (looks.js: card back,
// felt, card size, left-handed table).  Applied as attributes and classes on <html>, so
// every change of colour is pure CSS.  The language, too: a new one reloads the page at the
// same address (the game in play is saved after every move, and comes back as it was).
import { h } from "./dom.js";
import { closingMenu } from "./toolbar.js";
import { choice, readObject, write } from "./store.js";
import { applyLooks, enterPresses, looksControls, readLooks } from "./looks.js";
import { DISPLAY } from "./words.js";
import { AS_BROWSER, LANGUAGE, LANGUAGES, chooseLanguage } from "./catalogue.js";

const KEY = "courtly:display";
const THEMES = DISPLAY.themes; // its keys are the choices

function load() {
  const saved = readObject(KEY) ?? {};
  return { theme: choice(saved.theme, THEMES, "system"), fourColour: saved.fourColour === true,
    clock: saved.clock !== false, ...readLooks(saved) };
}

function apply(prefs) {
  const { theme, fourColour, clock } = prefs;
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  root.classList.toggle("four-colour", fourColour);
  root.classList.toggle("hide-clock", !clock);
  applyLooks(prefs);
}

/** A checkbox for ``prefs[key]``, with its words. */
function toggle(prefs, key, words, save) {
  const box = enterPresses(h("input", { type: "checkbox", checked: prefs[key] }));
  box.addEventListener("change", () => { prefs[key] = box.checked; save(); });
  return h("label", { class: "setting" }, box, " ", words);
}

/** The language: the browser's, or one named in itself.  A mouse or a finger picks one and the
 * page reloads in it; on the keyboard the arrows only move through them (a closed select
 * changes on each), and Enter, or leaving the list, takes the one shown. */
function languageSelect() {
  const select = h("select", { "aria-label": DISPLAY.language },
    h("option", { value: "", selected: AS_BROWSER }, DISPLAY.asBrowser),
    ...Object.entries(LANGUAGES).map(([code, name]) =>
      h("option", { value: code, lang: code, selected: !AS_BROWSER && code === LANGUAGE }, name)));
  const was = select.value;
  let keyed = false, pending = false;
  const take = () => {
    pending = false;
    if (select.value !== was && chooseLanguage(select.value)) location.reload();
  };
  select.addEventListener("keydown", (e) => {
    if (e.key === "Enter") { e.preventDefault(); take(); } else if (e.key !== "Tab") keyed = true;
  });
  select.addEventListener("pointerdown", () => { keyed = false; });
  select.addEventListener("change", () => { if (keyed) pending = true; else take(); });
  select.addEventListener("blur", () => { if (pending) take(); });
  return select;
}

/** Apply the saved preferences and return the control that changes them. */
export function displayControl() {
  const prefs = load();
  apply(prefs);
  const save = () => {
    apply(prefs);
    write(KEY, JSON.stringify(prefs)); // if storage is blocked, the choice holds for this visit
  };
  const theme = h("select", { "aria-label": DISPLAY.theme },
    ...Object.entries(THEMES).map(([value, label]) => h("option", { value, selected: value === prefs.theme }, label)));
  theme.addEventListener("change", () => { prefs.theme = theme.value; save(); });
  return closingMenu(h("details", { class: "display-prefs" }, h("summary", {}, DISPLAY.menu),
    h("div", { class: "display-menu" }, h("label", {}, DISPLAY.language, " ", languageSelect()),
      h("label", {}, DISPLAY.theme, " ", theme),
      ...looksControls(prefs, save),
      toggle(prefs, "fourColour", DISPLAY.fourColour, save),
      toggle(prefs, "clock", DISPLAY.clock, save))));
}
