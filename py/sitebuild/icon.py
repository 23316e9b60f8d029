"""The crown icon as PNG files for the web manifest, drawn without an imaging library."""
from __future__ import annotations

import struct
import zlib


# A maskable icon's crown is drawn smaller, so the whole of it lies well inside the safe zone
# (the circle of 40% of the side around the centre that every platform's mask keeps).
MASKABLE_SCALE = 0.8


def icon_png(size: int, scale: float = 1.0) -> bytes:
    """The crown icon as a PNG (the SVG's shapes, filled by point-in-polygon; no imaging
    library); ``scale`` shrinks the crown about the centre, the green square stays full."""
    crown = [(14, 44), (18, 22), (26, 32), (32, 16), (38, 32), (46, 22), (50, 44)]
    band = [(14, 44), (50, 44), (50, 50), (14, 50)]
    crown, band = ([(32 + (x - 32) * scale, 33 + (y - 33) * scale) for x, y in poly] for poly in (crown, band))

    def inside(poly, x, y):
        hit = False
        for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                hit = not hit
        return hit

    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            x, y = (px + 0.5) * 64 / size, (py + 0.5) * 64 / size
            colour = (0x1f, 0x5c, 0x3a, 255)  # full-bleed square: the platform rounds the corners
            if inside(crown, x, y) or inside(band, x, y):
                colour = (0xf2, 0xc1, 0x4e, 255)
            row += bytes(colour)
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))
