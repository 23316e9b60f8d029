"""The game state: frozen dataclasses of plain values (JSON by the generic codec)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .board import Board, board_for
from .cards import effects


@dataclass(frozen=True)
class Seat:
    influence: tuple[str, ...]   # influence cards in force (sorted)
    earned: tuple[str, ...]      # earned this turn: in force from the owner's next turn
    exposure: tuple[str, ...]    # face-down exposure cards (sorted)
    revealed: tuple[str, ...]    # face-up exposure cards in force
    exposed: tuple[str, ...]     # turned face up this turn: in force from the owner's next turn
    villages: tuple[int, ...]    # villages whose link has been rewarded (index into board.villages)
    routes: tuple[int, ...]      # villages whose trade route has been rewarded


@dataclass(frozen=True)
class Roll:
    """The last attack: dice (empty for an undefended capture) and what came of it."""
    attacker: int
    defender: int                # a seat, or -1 for the city
    target: str
    attackers: tuple[str, ...]   # cells the attacking militaries stood on
    attack: tuple[int, ...]
    defence: tuple[int, ...]
    result: str                  # win / loss / tie / capture


@dataclass(frozen=True)
class Choice:
    """A failed attack on a player: the defender chooses which attacker is lost."""
    defender: int
    target: str
    attackers: tuple[str, ...]   # cells


@dataclass(frozen=True)
class State:
    seed: int
    players: int
    turn_limit: int
    start_rolls: tuple[tuple[int, ...], ...]  # each seat's setup dice, re-rolls of ties after
    first: int
    round: int                   # 1-based; a round ends when the turn comes back to ``first``
    turn: int                    # whose turn it is
    actions: int                 # actions left this turn
    attacked: tuple[str, ...]    # military ids that have attacked this turn
    land_pairs: int              # free Surveyors lands laid this turn
    bonus_land: bool             # a free Surveyors land is on offer (beside the other actions)
    swaps: int                   # influence gains at the 5-card limit still to decide
    choice: Choice | None
    board: tuple[str, ...]       # one line per row, top first: cells split by spaces, "." when empty,
                                 # else the land token, "/" and the military or trade on top
                                 # ("L0-3", "L0-3/M0-1"; a capital cell held: "M0-1")
    seats: tuple[Seat, ...]
    influence_deck: tuple[str, ...]   # the next draw is the last
    exposure_deck: tuple[str, ...]
    roll: Roll | None
    result: str                  # "" while playing, "capital" or "limit" once over
    rng: str

    @cached_property
    def _cells(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return parse_rows(self.board)

    @cached_property
    def land(self) -> tuple[str, ...]:
        """Per cell index: the land token or ""."""
        return self._cells[0]

    @cached_property
    def top(self) -> tuple[str, ...]:
        """Per cell index: the military or trade token on top (or alone, in the capital) or ""."""
        return self._cells[1]


def parse_rows(rows: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(land, top) per cell from the board's row lines; ``ValueError`` when unreadable.

    Cached, with the rows ``with_board`` makes: most moves change other fields and keep the
    same rows, and a bot's search makes thousands of boards."""
    found = _CELLS.get(rows)
    return _remember(rows, _read(rows)) if found is None else found


_CELLS: dict = {}   # rows -> (land, top), for the rows read or made lately


def _remember(rows: tuple[str, ...], cells: tuple[tuple[str, ...], tuple[str, ...]]):
    if len(_CELLS) >= 1024:
        _CELLS.clear()
    _CELLS[rows] = cells
    return cells


def _read(rows: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    land, top = [], []
    for row in rows:
        for cell in row.split(" "):
            if cell == ".":
                land.append("")
                top.append("")
                continue
            parts = cell.split("/")
            if len(parts) == 1 and parts[0][:1] in ("L", "M", "T"):
                lower, upper = (parts[0], "") if parts[0][0] == "L" else ("", parts[0])
            elif len(parts) == 2 and parts[0][:1] == "L" and parts[1][:1] in ("M", "T"):
                lower, upper = parts
            else:
                raise ValueError(f"unreadable board cell {cell[:20]!r}")
            land.append(lower)
            top.append(upper)
    return tuple(land), tuple(top)


def rows_of(size: int, land: tuple[str, ...], top: tuple[str, ...]) -> tuple[str, ...]:
    cells = [(f"{a}/{b}" if a and b else a or b or ".") for a, b in zip(land, top)]
    return tuple(" ".join(cells[y * size:(y + 1) * size]) for y in range(size))


def with_board(state: "State", land: tuple[str, ...] | None = None, top: tuple[str, ...] | None = None,
               **changes) -> "State":
    """The state with new land and/or top layers (and any other field changes)."""
    land = state.land if land is None else tuple(land)
    top = state.top if top is None else tuple(top)
    rows = rows_of(board_of(state).size, land, top)
    _remember(rows, (land, top))  # the layers just given: no need to read the rows back
    return evolve(state, board=rows, **changes)


def evolve(record, **changes):
    """``dataclasses.replace`` for these frozen records, several times faster (a bot's search
    makes hundreds of thousands): the fields are copied as they are, as the records check
    nothing on creation.  A state keeps its board's layers unless the board changes."""
    fields = type(record).__dataclass_fields__
    if not changes.keys() <= fields.keys():
        raise TypeError(f"{type(record).__name__} has no field {sorted(changes.keys() - fields.keys())}")
    old = record.__dict__
    new = object.__new__(type(record))
    new.__dict__.update(old if "board" not in changes else {name: old[name] for name in fields})
    new.__dict__.update(changes)
    return new


def board_of(state: State) -> Board:
    return board_for(state.players)


def put(items: tuple, i: int, value) -> tuple:
    return items[:i] + (value,) + items[i + 1:]


def with_seat(state: State, seat: int, **changes) -> State:
    return evolve(state, seats=put(state.seats, seat, evolve(state.seats[seat], **changes)))


def in_force(state: State, seat: int) -> dict[str, int]:
    """The summed card effects in force for ``seat`` (earned and exposed cards wait a turn)."""
    s = state.seats[seat]
    return effects(s.influence + s.revealed)


def held(state: State, seat: int) -> int:
    """Influence cards held, in force or not (the 5-card limit and the reveal rule count these)."""
    s = state.seats[seat]
    return len(s.influence) + len(s.earned)


def owned_by(token: str, seat: int) -> bool:
    return len(token) > 1 and token[1] == str(seat)


def phase(state: State) -> str:
    if state.result:
        return "over"
    if state.choice is not None:
        return "defend"
    if state.swaps:
        return "swap"
    return "play"
