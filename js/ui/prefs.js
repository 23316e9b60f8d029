// Display preferences for the whole site: theme (the system's, light, dark or high
// contrast) and the four-colour deck.  Applied as an attribute and a class on <html>, so
// every colour change is pure CSS.
import { h } from "./dom.js";

const KEY = "courtly:display";
const THEMES = { system: "As the system", light: "Light", dark: "Dark", contrast: "High contrast" };

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "{}") ?? {};
    return { theme: saved.theme in THEMES ? saved.theme : "system", fourColour: saved.fourColour === true };
  } catch {
    return { theme: "system", fourColour: false };
  }
}

function apply({ theme, fourColour }) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  root.classList.toggle("four-colour", fourColour);
}

/** Apply the saved preferences and return the control that changes them. */
export function displayControl() {
  const prefs = load();
  apply(prefs);
  const save = () => {
    apply(prefs);
    try {
      localStorage.setItem(KEY, JSON.stringify(prefs));
    } catch {
      // storage blocked: the choice holds for this visit
    }
  };
  const theme = h("select", { "aria-label": "Theme" },
    ...Object.entries(THEMES).map(([value, label]) => h("option", { value, selected: value === prefs.theme }, label)));
  theme.addEventListener("change", () => { prefs.theme = theme.value; save(); });
  const four = h("input", { type: "checkbox", checked: prefs.fourColour });
  four.addEventListener("change", () => { prefs.fourColour = four.checked; save(); });
  return h("details", { class: "display-prefs" }, h("summary", {}, "Display"),
    h("div", { class: "display-menu" }, h("label", {}, "Theme ", theme),
      h("label", { class: "setting" }, four, " Four-colour deck")));
}
