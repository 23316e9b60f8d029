// Display preferences for the whole site: theme (the system's, light, dark or high
// contrast), the four-colour deck, the clock, and the table's looks (looks.js: card back,
// felt, card size, left-handed table).  Applied as attributes and classes on <html>, so
// every change of colour is pure CSS.
import { h } from "./dom.js";
import { closingMenu } from "./toolbar.js";
import { choice, readObject, write } from "./store.js";
import { applyLooks, enterPresses, looksControls, readLooks } from "./looks.js";
import { DISPLAY } from "./words.js";

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
    h("div", { class: "display-menu" }, h("label", {}, DISPLAY.theme, " ", theme),
      ...looksControls(prefs, save),
      toggle(prefs, "fourColour", DISPLAY.fourColour, save),
      toggle(prefs, "clock", DISPLAY.clock, save))));
}
