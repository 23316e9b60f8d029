// The page's own small icons, drawn as SVG paths on a 24-unit grid (no icon font: every
// glyph shows on every system).  Decorative: the button beside them carries the name.
import { svg } from "./dom.js";

const PATHS = {
  new: "M6 3h9l4 4v14H6z M14 3v5h5 M12.5 11v7 M9 14.5h7",
  restart: "M4 12a8 8 0 1 0 2.4-5.7 M4 4v5h5",
  undo: "M9 6L4 11l5 5 M4 11h10a5 5 0 0 1 0 10h-3",
  redo: "M15 6l5 5-5 5 M20 11H10a5 5 0 0 0 0 10h3",
  hint: "M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
  share: "M18 8a3 3 0 1 0-3-3 M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M8.6 13.5l6.8 4 M15.4 6.5l-6.8 4",
  replay: "M4 5v14 M20 5v14 M8 12l8-6v12z",
  rules: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z M4 19V5 M8 7h7 M8 11h7",
  results: "M8 21h8 M12 17v4 M7 4h10v5a5 5 0 0 1-10 0z M7 6H4a3 3 0 0 0 3 4 M17 6h3a3 3 0 0 1-3 4",
  help: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z",
  more: "M5 12h.01 M12 12h.01 M19 12h.01",
  first: "M6 5v14 M18 5l-9 7 9 7z",
  back: "M16 5l-9 7 9 7z",
  forward: "M8 5l9 7-9 7z",
  last: "M18 5v14 M6 5l9 7-9 7z",
  close: "M6 6l12 12 M18 6L6 18",
};

/** An icon by name, e.g. icon("undo"). */
export function icon(name) {
  return svg("svg", { class: `icon icon-${name}`, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    svg("path", { d: PATHS[name] }));
}
