"""Deals proven winnable, precomputed by ``python -m courtly solve-rates --save-seeds``.

``LISTS[variant] = (first_seed, deals, bitmap)``: bit ``i`` of the base64 ``bitmap`` (least
significant bit of each byte first) is set when seed ``first_seed + i`` was proven
winnable.  A variant is the game id and its options, as ``variant()`` writes them.
"""
from __future__ import annotations

import base64

LISTS: dict[str, tuple[int, int, str]] = {
}


def variant(game_id: str, options: dict) -> str:
    """``"royal-cotillion classic=true"``: the game and every option, in name order."""
    parts = [f"{k}={str(v).lower()}" for k, v in sorted(options.items())]
    return " ".join([game_id] + parts)


def parse(name: str) -> tuple[str, dict[str, str]]:
    """The game id and the option words of a variant name (values still as written)."""
    game_id, *pairs = name.split()
    return game_id, dict(pair.split("=", 1) for pair in pairs)


def encode(first_seed: int, deals: int, winnable) -> tuple[int, int, str]:
    bits = bytearray((deals + 7) // 8)
    for seed in winnable:
        i = seed - first_seed
        bits[i // 8] |= 1 << (i % 8)
    return first_seed, deals, base64.b64encode(bytes(bits)).decode("ascii")


def decode(entry: tuple[int, int, str]) -> list[int]:
    first_seed, deals, text = entry
    bits = base64.b64decode(text)
    return [first_seed + i for i in range(deals) if bits[i // 8] >> (i % 8) & 1]


def listed_range(game_id: str, options: dict) -> tuple[int, int] | None:
    """The seeds a list covers, as ``(first, end)``, or None when there is no list."""
    entry = LISTS.get(variant(game_id, options))
    return (entry[0], entry[0] + entry[1]) if entry else None


def listed_next(game_id: str, options: dict, start: int) -> int | None:
    """The first listed winnable seed at or after ``start``, or None beyond the list."""
    entry = LISTS.get(variant(game_id, options))
    if entry is None:
        return None
    first_seed, deals, text = entry
    if not first_seed <= start < first_seed + deals:
        return None
    bits = base64.b64decode(text)
    for i in range(start - first_seed, deals):
        if bits[i // 8] >> (i % 8) & 1:
            return first_seed + i
    return None
