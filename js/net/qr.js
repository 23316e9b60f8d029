// A QR code drawn by the page itself, for an invitation or a reply shown to a phone in the same
// room: byte mode, error correction level M (L once the text needs a large version), versions
// 1-40, the mask with the lowest penalty.  Written from the standard (ISO/IEC 18004): the
// function patterns, Reed-Solomon blocks, the zigzag placement and the eight masks.
import { svg } from "../ui/dom.js";

// Error correction codewords per block and number of blocks, by version (index 0 = version 1).
const EC = {
  L: { bits: 1, perBlock: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
    28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  blocks: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17,
    18, 19, 19, 20, 21, 22, 24, 25] },
  M: { bits: 0, perBlock: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
    26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  blocks: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
    31, 33, 35, 37, 38, 40, 43, 45, 47, 49] },
};
const M_UP_TO = 15; // past this version, level L keeps the code smaller to scan

// --- GF(256) arithmetic (primitive polynomial x^8 + x^4 + x^3 + x^2 + 1) and Reed-Solomon --------
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x <<= 1;
  if (x & 0x100) x ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
const mul = (a, b) => (a && b ? EXP[LOG[a] + LOG[b]] : 0);

/** The generator polynomial (x - a^0)...(x - a^(n-1)), leading coefficient left out. */
function generator(n) {
  let poly = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array(poly.length + 1).fill(0);
    poly.forEach((c, j) => {
      next[j] ^= c;
      next[j + 1] ^= mul(c, EXP[i]);
    });
    poly = next;
  }
  return poly.slice(1);
}

/** The ``n`` error correction codewords of ``data``: the remainder of data·x^n by the generator. */
export function remainder(data, n) {
  const gen = generator(n);
  const rest = new Array(n).fill(0);
  for (const byte of data) {
    const factor = byte ^ rest.shift();
    rest.push(0);
    gen.forEach((g, i) => { rest[i] ^= mul(g, factor); });
  }
  return rest;
}

// --- the grid: function patterns first, then the data ------------------------------------------
function alignments(version) {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = version * 4 + 10;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const at = [6];
  for (let p = last; at.length < count; p -= step) at.splice(1, 0, p);
  return at;
}

class Grid {
  constructor(version) {
    this.version = version;
    this.size = version * 4 + 17;
    this.dark = new Uint8Array(this.size * this.size);
    this.fixed = new Uint8Array(this.size * this.size); // function modules: no data, no mask
    this.functionPatterns();
  }

  set(x, y, dark, fixed = true) {
    const i = y * this.size + x;
    this.dark[i] = dark ? 1 : 0;
    if (fixed) this.fixed[i] = 1;
  }

  get(x, y) {
    return this.dark[y * this.size + x] === 1;
  }

  functionPatterns() {
    const n = this.size;
    for (let i = 0; i < n; i++) {        // timing lines
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [[3, 3], [n - 4, 3], [3, n - 4]]) {   // finders and their separators
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx, y = cy + dy;
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < n && y >= 0 && y < n) this.set(x, y, ring !== 2 && ring !== 4);
        }
      }
    }
    const at = alignments(this.version);
    for (const cx of at) {
      for (const cy of at) {
        if ((cx === 6 && cy === 6) || (cx === 6 && cy === n - 7) || (cx === n - 7 && cy === 6)) continue;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      }
    }
    this.format(0, 0); // reserves the format areas (and sets the dark module); drawn again once masked
    if (this.version >= 7) this.versionInfo();
  }

  /** The 15 format bits (level and mask, BCH-protected), twice. */
  format(levelBits, mask) {
    const n = this.size;
    const data = (levelBits << 3) | mask;
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i) => ((bits >> i) & 1) === 1;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(n - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, n - 15 + i, bit(i));
    this.set(8, n - 8, true); // the dark module
  }

  versionInfo() {
    let rem = this.version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >> 11) * 0x1f25);
    const bits = (this.version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >> i) & 1) === 1;
      const a = this.size - 11 + (i % 3), b = Math.floor(i / 3);
      this.set(a, b, dark);
      this.set(b, a, dark);
    }
  }

  /** Modules left for data and error correction. */
  capacityBits() {
    return this.fixed.reduce((n, f) => n + (f ? 0 : 1), 0);
  }

  /** Codeword bits in the zigzag order: two columns at a time, right to left, up then down. */
  place(codewords) {
    const n = this.size;
    let i = 0;
    for (let right = n - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5; // the vertical timing line
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < n; step++) {
        const y = upward ? n - 1 - step : step;
        for (const x of [right, right - 1]) {
          if (this.fixed[y * n + x]) continue;
          const dark = i < codewords.length * 8 && ((codewords[i >> 3] >> (7 - (i & 7))) & 1) === 1;
          this.set(x, y, dark, false);
          i++;
        }
      }
    }
  }

  applyMask(mask) {
    const n = this.size;
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        if (!this.fixed[y * n + x] && MASKS[mask](x, y)) this.dark[y * n + x] ^= 1;
      }
    }
  }

  /** The standard's penalty: long runs, 2x2 blocks, finder-like patterns, dark/light balance. */
  penalty() {
    const n = this.size;
    let score = 0;
    const line = (at) => {
      let run = 1;
      const cells = [];
      for (let i = 0; i < n; i++) cells.push(at(i));
      for (let i = 1; i <= n; i++) {
        if (i < n && cells[i] === cells[i - 1]) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      const text = cells.map((c) => (c ? "1" : "0")).join("");
      for (const pattern of ["10111010000", "00001011101"]) {
        for (let i = text.indexOf(pattern); i !== -1; i = text.indexOf(pattern, i + 1)) score += 40;
      }
    };
    for (let k = 0; k < n; k++) {
      line((i) => this.get(i, k));
      line((i) => this.get(k, i));
    }
    for (let y = 0; y < n - 1; y++) {
      for (let x = 0; x < n - 1; x++) {
        const c = this.get(x, y);
        if (c === this.get(x + 1, y) && c === this.get(x, y + 1) && c === this.get(x + 1, y + 1)) score += 3;
      }
    }
    const dark = this.dark.reduce((a, b) => a + b, 0);
    score += Math.floor(Math.abs((dark * 100) / (n * n) - 50) / 5) * 10;
    return score;
  }
}

const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Data and error correction codewords, split into blocks and interleaved. */
function codewords(bytes, version, level, total) {
  const { perBlock, blocks } = EC[level];
  const ecLen = perBlock[version - 1], count = blocks[version - 1];
  const dataLen = total - ecLen * count;
  const countBits = version <= 9 ? 8 : 16;
  const bits = [];
  const push = (value, length) => { for (let i = length - 1; i >= 0; i--) bits.push((value >> i) & 1); };
  push(0b0100, 4);
  push(bytes.length, countBits);
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, dataLen * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0; data.length < dataLen; pad++) data.push(pad % 2 ? 0x11 : 0xec);
  const short = count - (total % count);
  const shortLen = Math.floor(total / count) - ecLen;
  const split = [];
  for (let b = 0, at = 0; b < count; b++) {
    const len = shortLen + (b < short ? 0 : 1);
    const block = data.slice(at, at + len);
    at += len;
    split.push({ data: block, ec: remainder(block, ecLen) });
  }
  const out = [];
  for (let i = 0; i <= shortLen; i++) for (const block of split) if (i < block.data.length) out.push(block.data[i]);
  for (let i = 0; i < ecLen; i++) for (const block of split) out.push(block.ec[i]);
  return out;
}

function fits(length, version, level) {
  const grid = new Grid(version);
  const total = Math.floor(grid.capacityBits() / 8);
  const dataLen = total - EC[level].perBlock[version - 1] * EC[level].blocks[version - 1];
  return { ok: 4 + (version <= 9 ? 8 : 16) + length * 8 <= dataLen * 8, grid, total };
}

/** The QR code of ``text`` as {size, version, level, mask, dark(x, y)}, or null when it is too
 * long for any version. */
export function encode(text) {
  const bytes = new TextEncoder().encode(text);
  for (let version = 1; version <= 40; version++) {
    const level = version <= M_UP_TO && fits(bytes.length, version, "M").ok ? "M" : "L";
    const { ok, grid, total } = fits(bytes.length, version, level);
    if (!ok) continue;
    grid.place(codewords(bytes, version, level, total));
    let best = null;
    for (let mask = 0; mask < 8; mask++) {
      grid.applyMask(mask);
      grid.format(EC[level].bits, mask);
      const score = grid.penalty();
      if (!best || score < best.score) best = { mask, score };
      grid.applyMask(mask); // undo: the mask is its own inverse
    }
    grid.applyMask(best.mask);
    grid.format(EC[level].bits, best.mask);
    return { size: grid.size, version, level, mask: best.mask, dark: (x, y) => grid.get(x, y) };
  }
  return null;
}

/** An SVG picture of the QR code of ``text`` (with its quiet zone), or null when it is too long. */
export function qrSvg(text, label) {
  const code = encode(text);
  if (!code) return null;
  const quiet = 4, n = code.size + quiet * 2;
  let path = "";
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) if (code.dark(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
  }
  return svg("svg", { viewBox: `0 0 ${n} ${n}`, class: "qr", role: "img", "aria-label": label,
    "shape-rendering": "crispEdges", "data-version": String(code.version), "data-level": code.level },
  svg("rect", { width: n, height: n, fill: "#ffffff" }), svg("path", { d: path, fill: "#000000" }));
}
