"""The project's seeded generator: SplitMix64, with its whole state in one hex string.

Game states carry the string, so an ``apply`` that needs chance builds an ``Rng``
from the state, draws, and stores ``rng.state`` in the new state.  Seed + moves
therefore replay identically on every Python, in CPython and in Pyodide.

>>> r = Rng.from_seed(0)
>>> hex(r.next_u64())
'0xe220a8397b1dcdaf'
>>> r.state
'9e3779b97f4a7c15'
"""
from __future__ import annotations

from .language import _

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
MAX_SEED = 2**53  # seeds must survive a trip through a JavaScript number


def check_seed(seed: object) -> int:
    """Return ``seed`` if it is an int in ``[0, 2**53)``, else raise ``ValueError``."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(_("the seed must be a whole number, not {seed}", seed=repr(seed)))
    if not 0 <= seed < MAX_SEED:
        raise ValueError(_("the seed must be between 0 and {most}, not {seed}", most=MAX_SEED - 1, seed=seed))
    return seed


class Rng:
    """A SplitMix64 stream.  Mutable while drawing; persist ``state`` afterwards."""

    __slots__ = ("_s",)

    def __init__(self, state: str):
        try:
            value = int(state, 16)
        except (TypeError, ValueError):
            raise ValueError(f"bad generator state {state!r}") from None
        if not 0 <= value <= MASK64 or len(state) != 16:
            raise ValueError(f"bad generator state {state!r}")
        self._s = value

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(f"{check_seed(seed):016x}")

    @property
    def state(self) -> str:
        return f"{self._s:016x}"

    def next_u64(self) -> int:
        self._s = (self._s + GOLDEN_GAMMA) & MASK64
        z = self._s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = MASK64 + 1 - ((MASK64 + 1) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place, from the last position down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]
