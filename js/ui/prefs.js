// Display preferences for the whole site: theme (the system's, light, dark or high
// contrast) and the four-colour deck.  Applied as an attribute and a class on <html>, so
// every colour change is pure CSS.
import { h } from "./dom.js";
import { closingMenu } from "./toolbar.js";
import { choice, readObject, write } from "./store.js";

const KEY = "courtly:display";
const THEMES = { system: "As the system", light: "Light", dark: "Dark", contrast: "High contrast" };

function load() {
  const saved = readObject(KEY) ?? {};
  return { theme: choice(saved.theme, THEMES, "system"), fourColour: saved.fourColour === true,
    clock: saved.clock !== false };
}

function apply({ theme, fourColour, clock }) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  root.classList.toggle("four-colour", fourColour);
  root.classList.toggle("hide-clock", !clock);
}

/** Apply the saved preferences and return the control that changes them. */
export function displayControl() {
  const prefs = load();
  apply(prefs);
  const save = () => {
    apply(prefs);
    write(KEY, JSON.stringify(prefs)); // if storage is blocked, the choice holds for this visit
  };
  const theme = h("select", { "aria-label": "Theme" },
    ...Object.entries(THEMES).map(([value, label]) => h("option", { value, selected: value === prefs.theme }, label)));
  theme.addEventListener("change", () => { prefs.theme = theme.value; save(); });
  const four = h("input", { type: "checkbox", checked: prefs.fourColour });
  four.addEventListener("change", () => { prefs.fourColour = four.checked; save(); });
  const clock = h("input", { type: "checkbox", checked: prefs.clock });
  clock.addEventListener("change", () => { prefs.clock = clock.checked; save(); });
  return closingMenu(h("details", { class: "display-prefs" }, h("summary", {}, "Display"),
    h("div", { class: "display-menu" }, h("label", {}, "Theme ", theme),
      h("label", { class: "setting" }, four, " Four-colour deck"),
      h("label", { class: "setting" }, clock, " Show the clock"))));
}
