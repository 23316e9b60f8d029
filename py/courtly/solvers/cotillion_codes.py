"""The Royal Cotillion solver's compact position: card codes, what each foundation takes
next, the bits of a position's key, and which of the search's moves commute."""
from __future__ import annotations

from ..core.cards import rank_of, suit_of
from ..games.royal_cotillion import BASE_RANK, COMPLETE, FOUNDATIONS, SUIT_ROWS

# Internal moves: (kind, where, foundation index); ``where`` is a Field column or a code.
FROM_FIELD, FROM_DECK, FROM_WASTE, FROM_FRESH, TURN = range(5)
TURN_MOVE = (TURN, 0, -1)


def _sequence(pile: str) -> list[int]:
    """The ranks a foundation takes, bottom to top (rules §1: up by two, wrapping)."""
    ranks, rank = [], BASE_RANK[pile[0]]
    for _ in range(COMPLETE):
        ranks.append(rank)
        rank = rank + 2 - 13 if rank + 2 > 13 else rank + 2
    return ranks


SEQUENCES = [_sequence(p) for p in FOUNDATIONS]
# NEED[f][h]: the code foundation f takes when it holds h cards (-1 once complete).
NEED = [[(f // 2) * 13 + r - 1 for r in seq] + [-1] for f, seq in enumerate(SEQUENCES)]
# PLACE[f][rank]: how many cards foundation f holds when it takes ``rank``.
PLACE = [[0] + [seq.index(r) for r in range(1, 14)] for seq in SEQUENCES]
HOME_ALL = len(FOUNDATIONS) * COMPLETE

# A position key: foundation heights 4 bits each, then the Field heights, the cursor and
# the waste set, each as wide as the position needs (a dealt game: 2, 7 and 76 bits).
FOUNDATION_BIT = [1 << (4 * f) for f in range(8)]


def code(cid: str) -> int:
    return SUIT_ROWS.index(suit_of(cid)) * 13 + rank_of(cid) - 1


def independent(a, b) -> bool:
    """Moves that commute and never disable each other (for sleep sets)."""
    ka, wa, fa = a
    kb, wb, fb = b
    if ka == FROM_FIELD or kb == FROM_FIELD:  # touches only its column and its foundation
        return fa != fb and (ka != kb or wa != wb)
    if ka == TURN or kb == TURN or fa == fb:
        return False
    if ka == FROM_DECK and kb == FROM_DECK:   # both pull from the waste: the same cards, either order
        return wa != wb
    return {ka, kb} == {FROM_WASTE, FROM_FRESH}
