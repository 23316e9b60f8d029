"""A QR code reader for the tests, written apart from the page's encoder (js/net/qr.js) so that
it can disagree with it: it reads what a phone's camera would, from the modules alone.

It finds the format (error level and mask) among the 32 words the standard allows, reads the
data modules in their zigzag, finds the Reed-Solomon blocks by trying every split until each
block checks, the most check words first (so a wrong block table or a wrong check word shows
as "no block split checks"), and decodes byte mode.  Only what the page draws is read: byte mode, versions 1-40."""

LEVELS = {1: "L", 0: "M", 3: "Q", 2: "H"}   # the two format bits of each error level

MASKS = [
    lambda r, c: (r + c) % 2 == 0,
    lambda r, c: r % 2 == 0,
    lambda r, c: c % 3 == 0,
    lambda r, c: (r + c) % 3 == 0,
    lambda r, c: (r // 2 + c // 3) % 2 == 0,
    lambda r, c: r * c % 2 + r * c % 3 == 0,
    lambda r, c: (r * c % 2 + r * c % 3) % 2 == 0,
    lambda r, c: ((r + c) % 2 + r * c % 3) % 2 == 0,
]

# GF(256) with x^8 + x^4 + x^3 + x^2 + 1, for the block checks.
EXP, LOG = [0] * 512, [0] * 256
_x = 1
for _i in range(255):
    EXP[_i], LOG[_x] = _x, _i
    _x = (_x << 1) ^ (0x11D if _x & 0x80 else 0)
for _i in range(255, 512):
    EXP[_i] = EXP[_i - 255]


class Unreadable(Exception):
    pass


def format_word(level_bits: int, mask: int) -> int:
    """The 15 format bits: 5 data bits, 10 BCH bits, then the fixed XOR pattern."""
    data = level_bits << 3 | mask
    rem = data << 10
    for bit in range(14, 9, -1):
        if rem >> bit & 1:
            rem ^= 0x537 << (bit - 10)
    return (data << 10 | rem) ^ 0x5412


def format_cells(size: int) -> tuple[list, list]:
    """Where the format bits lie, bit 0 first: (row, column) of the copy beside the top-left
    finder, and of the copy split between the other two."""
    first = [(r, 8) for r in range(6)] + [(7, 8), (8, 8), (8, 7)] + [(8, c) for c in range(5, -1, -1)]
    second = [(8, size - 1 - i) for i in range(8)] + [(size - 7 + i, 8) for i in range(7)]
    return first, second


def alignment_centres(version: int) -> list[int]:
    if version == 1:
        return []
    count = version // 7 + 2
    size = version * 4 + 17
    step = 26 if version == 32 else -(-(size - 13) // (2 * (count - 1))) * 2
    return [6] + [size - 7 - step * i for i in range(count - 2, -1, -1)]


def function_cells(version: int) -> set:
    """Every module that is not data: finders with separators and format bits, timing lines,
    alignment patterns, version blocks."""
    size = version * 4 + 17
    cells = set()
    for r in range(size):
        for c in range(size):
            if (r < 9 and c < 9) or (r < 9 and c >= size - 8) or (r >= size - 8 and c < 9) or r == 6 or c == 6:
                cells.add((r, c))
    centres = alignment_centres(version)
    for r0 in centres:
        for c0 in centres:
            if (r0, c0) in ((6, 6), (6, centres[-1]), (centres[-1], 6)):
                continue
            cells.update((r0 + dr, c0 + dc) for dr in range(-2, 3) for dc in range(-2, 3))
    if version >= 7:
        for i in range(6):
            for j in range(size - 11, size - 8):
                cells.update({(i, j), (j, i)})
    return cells


def data_bits(dark, version: int, mask: int) -> list[int]:
    """The data modules in placement order (column pairs from the right, up then down), unmasked."""
    size = version * 4 + 17
    skip = function_cells(version)
    bits, upward, right = [], True, size - 1
    while right > 0:
        if right == 6:
            right = 5
        rows = range(size - 1, -1, -1) if upward else range(size)
        for r in rows:
            for c in (right, right - 1):
                if (r, c) not in skip:
                    bits.append(int(dark[r][c]) ^ int(MASKS[mask](r, c)))
        upward = not upward
        right -= 2
    return bits


def checks(block: list[int], ec: int) -> bool:
    """Whether a block is a Reed-Solomon codeword: it vanishes at a^0 .. a^(ec-1)."""
    for i in range(ec):
        value = 0
        for byte in block:
            value = (EXP[LOG[value] + i] if value else 0) ^ byte
        if value:
            return False
    return True


def split(codewords: list[int], blocks: int, ec: int):
    """The data of each block if ``codewords`` interleave that many blocks of ``ec`` check
    words each (the later blocks one data word longer), else None."""
    total = len(codewords)
    short = total // blocks - ec
    longer = total % blocks
    if short < 1:
        return None
    sizes = [short + (b >= blocks - longer) for b in range(blocks)]
    data = [[] for _ in range(blocks)]
    at = 0
    for i in range(max(sizes)):
        for b in range(blocks):
            if i < sizes[b]:
                data[b].append(codewords[at])
                at += 1
    checkwords = [[] for _ in range(blocks)]
    for _ in range(ec):
        for b in range(blocks):
            checkwords[b].append(codewords[at])
            at += 1
    for b in range(blocks):
        if not checks(data[b] + checkwords[b], ec):
            return None
    return data


def read(dark) -> dict:
    """{text, version, level, mask, blocks, ec} of a square grid of booleans (row by row)."""
    size = len(dark)
    version = (size - 17) // 4
    if size != version * 4 + 17 or not 1 <= version <= 40:
        raise Unreadable(f"{size} modules a side is no QR version")
    first, second = format_cells(size)
    found = None
    for bits in LEVELS:
        for mask in range(8):
            word = format_word(bits, mask)
            if all(dark[r][c] == bool(word >> i & 1) for cells in (first, second) for i, (r, c) in enumerate(cells)):
                found = (LEVELS[bits], mask)
    if not found:
        raise Unreadable("no format word matches either copy")
    level, mask = found
    bits = data_bits(dark, version, mask)
    codewords = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits) - 7, 8)]
    # Every split that checks, with its most check words (a block that checks with more words
    # checks with fewer).  Equal blocks read as half as many interleaved ones check too, with
    # half the check words each (versions 11 and 13 at level L: 4 blocks of 20 read as 2 of
    # 10), so the split with the most check words in all is the code's own.
    found = []
    for blocks in range(1, 82):
        for ec in range(30, 6, -1):
            data = split(codewords, blocks, ec)
            if data is not None:
                found.append((blocks * ec, blocks, ec, data))
                break
    if not found:
        raise Unreadable("no block split checks")
    _, blocks, ec, data = max(found, key=lambda f: f[0])
    stream = "".join(f"{w:08b}" for block in data for w in block)
    if stream[:4] != "0100":
        raise Unreadable(f"mode {stream[:4]} is not byte mode")
    width = 8 if version <= 9 else 16
    length = int(stream[4:4 + width], 2)
    body = stream[4 + width:4 + width + 8 * length]
    text = bytes(int(body[i:i + 8], 2) for i in range(0, len(body), 8)).decode("utf-8")
    return {"text": text, "version": version, "level": level, "mask": mask, "blocks": blocks, "ec": ec}


def from_svg_path(d: str, size: int, quiet: int = 4) -> list[list[bool]]:
    """The grid of a picture drawn as one path of unit squares ("M x y h1v1h-1z" each)."""
    import re
    dark = [[False] * size for _ in range(size)]
    for x, y in re.findall(r"M(\d+) (\d+)h1v1h-1z", d):
        dark[int(y) - quiet][int(x) - quiet] = True
    return dark
