// Overthrow's pieces, drawn by our own SVG: land tiles, military shields, trade coins and
// dice.  Every seat has a colour and a shape of its own (circle, triangle, square, diamond)
// that its pieces carry, so a player never has to tell the seats apart by colour alone.
import { svg } from "../../ui/dom.js";

export const SEATS = [
  { colour: "green", fill: "#2f8a3e", tint: "#c4e6bb", ink: "#ffffff", shape: "circle" },
  { colour: "red", fill: "#c4302b", tint: "#f5c2bd", ink: "#ffffff", shape: "triangle" },
  { colour: "blue", fill: "#2a5fb8", tint: "#c2d3f2", ink: "#ffffff", shape: "square" },
  { colour: "yellow", fill: "#e5b50f", tint: "#f8e8a4", ink: "#3b2f00", shape: "diamond" },
];
export const CITY = { fill: "#8d8676", ink: "#ffffff" };
const KIND_NAME = { L: "land", M: "military", T: "trade" };

/** The seat's own shape, centred on (cx, cy), about 2r across. */
export function seatShape(seat, cx, cy, r, attrs = {}) {
  switch (SEATS[seat].shape) {
    case "circle":
      return svg("circle", { cx, cy, r: r * 0.9, ...attrs });
    case "triangle":
      return svg("polygon", { points: `${cx},${cy - r} ${cx + r},${cy + r * 0.75} ${cx - r},${cy + r * 0.75}`, ...attrs });
    case "square":
      return svg("rect", { x: cx - r * 0.8, y: cy - r * 0.8, width: r * 1.6, height: r * 1.6, ...attrs });
    default:
      return svg("polygon", { points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`, ...attrs });
  }
}

/** A small inline badge of a seat's shape in its colour (panel, seats bar). */
export function seatBadge(seat) {
  const s = SEATS[seat];
  return svg("svg", { viewBox: "0 0 20 20", class: "ovt-badge", "aria-hidden": "true" },
    seatShape(seat, 10, 10, 8, { fill: s.fill, stroke: "#1d1d1b", "stroke-width": 1.2 }));
}

const SHIELD = "M50 9 L85 21 L81 57 Q75 80 50 93 Q25 80 19 57 L15 21 Z";

/** A token's face: code = kind letter + seat ("L0", "M1", "T2"), on a 100 x 100 cell. */
export function tokenSvg(code) {
  const kind = code[0];
  const seat = Number(code[1]);
  const s = SEATS[seat];
  const root = svg("svg", { viewBox: "0 0 100 100", class: `ovt-piece ovt-${KIND_NAME[kind]}`, "aria-hidden": "true" });
  if (kind === "L") {
    root.append(
      svg("rect", { x: 5, y: 5, width: 90, height: 90, rx: 12, fill: s.tint, stroke: s.fill, "stroke-width": 7 }),
      seatShape(seat, 50, 50, 17, { fill: s.fill, opacity: 0.55 }));
  } else if (kind === "M") {
    root.append(
      svg("path", { d: SHIELD, fill: s.fill, stroke: "#1d1d1b", "stroke-width": 5, "stroke-linejoin": "round" }),
      svg("path", { d: "M50 20 L74 28 L71 55 Q66 72 50 82 Q34 72 29 55 L26 28 Z", fill: "none", stroke: s.ink,
        "stroke-width": 3, opacity: 0.7 }),
      seatShape(seat, 50, 49, 15, { fill: s.ink }));
  } else {
    root.append(
      svg("circle", { cx: 50, cy: 50, r: 38, fill: s.fill, stroke: "#1d1d1b", "stroke-width": 5 }),
      svg("circle", { cx: 50, cy: 50, r: 28, fill: "none", stroke: s.ink, "stroke-width": 3, "stroke-dasharray": "6 5" }),
      seatShape(seat, 50, 50, 14, { fill: s.ink }));
  }
  return root;
}

/** "green military" for a token face code. */
export function tokenName(code) {
  return `${SEATS[Number(code[1])].colour} ${KIND_NAME[code[0]]}`;
}

const PIPS = {
  1: [[50, 50]], 2: [[28, 28], [72, 72]], 3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]], 5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

/** One die showing ``value``, in a seat's colour (or the city's grey). */
export function dieSvg(value, colours, best) {
  return svg("svg", { viewBox: "0 0 100 100", class: `ovt-die${best ? " best" : ""}`, role: "img",
    "aria-label": `${value}${best ? " (highest)" : ""}` },
  svg("rect", { x: 6, y: 6, width: 88, height: 88, rx: 16, fill: colours.fill, stroke: best ? "#f2c14e" : "#1d1d1b",
    "stroke-width": best ? 9 : 4 }),
  ...PIPS[value].map(([cx, cy]) => svg("circle", { cx, cy, r: 9, fill: colours.ink })));
}
