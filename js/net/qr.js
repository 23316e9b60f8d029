// The QR code of an invitation or a reply, shown to a phone in the same room.  The symbol comes
// from uqr (npm, pinned in package.json; build.py copies it into each build as js/vendor/uqr/);
// the page draws it as SVG elements itself, since the site's policy takes no markup or style
// from strings.
import { svg } from "../ui/dom.js";
import { encode } from "../vendor/uqr/index.mjs";

const QUIET = 4; // modules of light margin on each side, as the standard asks

/** ``text``'s code at ``level`` within versions ``min``..``max``, or null when it does not fit. */
function tryEncode(text, level, min = 1, max = 40) {
  try {
    return { ...encode(text, { ecc: level, minVersion: min, maxVersion: max, border: 0 }), level };
  } catch (e) {
    if (e instanceof RangeError) return null; // uqr's "Data too long"
    throw e;
  }
}

/** An SVG picture of the QR code of ``text`` (with its quiet zone), or null when it is too long.
 * The code is the smallest version that holds the text at level L, at level M when M fits that
 * same version: more damage tolerated at no cost in size (which happens up to version 5). */
export function qrSvg(text, label) {
  const low = tryEncode(text, "L");
  if (!low) return null;
  const code = tryEncode(text, "M", low.version, low.version) ?? low;
  const n = code.size + QUIET * 2;
  let path = "";
  code.data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  }));
  return svg("svg", { viewBox: `0 0 ${n} ${n}`, class: "qr", role: "img", "aria-label": label,
    "shape-rendering": "crispEdges", "data-version": String(code.version), "data-level": code.level },
  svg("rect", { width: n, height: n, fill: "#ffffff" }), svg("path", { d: path, fill: "#000000" }));
}
