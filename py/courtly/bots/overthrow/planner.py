"""Overthrow's planner: the quick bot, and the strong bot's sharper style outside its search.

``Plan`` reads the position for the seat to move and values each legal action by the plan's
goals (the package's docstring says which); ``decide`` values every legal move, ``quick``
and ``planned`` play the best of them in the quick and the strong style.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ...core import Rng
from ...games.overthrow import combat
from ...games.overthrow.board import CAPITAL
from ...games.overthrow.cards import code_of as card_code
from ...games.overthrow.combat import chances as odds
from ...games.overthrow.exposure import threshold
from ...games.overthrow.network import frontier, network, reach
from ...games.overthrow.state import board_of, held, in_force
from ..search import best
from .evaluate import UNREACHABLE, approach, distances

CENTRE_WIN = 1000.0
CARD_LIMIT = 5
# What one influence card is worth to its holder, beyond its action (for the swap decision).
CARD_WORTH = {"favour": 5.0, "siege": 4.0, "army": 3.0, "mercenaries": 3.0, "surveyors": 2.5,
              "walls": 2.0, "roads": 1.5, "spymaster": 1.5}
SWAP_BELOW = 2.5   # a random draw is worth about this much
NEAR = 4           # on the big board the share counts paths to villages this near



@dataclass(frozen=True)
class Style:
    """The planner's weights: what each kind of progress is worth, in rough "land tokens"."""
    land: float = 0.4        # any land: territory, and the turn limit's tie-break
    road: float = 3.0        # land on a shortest path to the capital
    flank: float = 1.0       # land on another cell next to the capital
    village: float = 4.0     # land on a shortest path to a village still to link
    stage: float = 5.0       # a military next to a capital cell...
    stage_max: int = 3       # ...until this many stand there
    guard: float = 2.0       # a military on land an enemy military touches
    exposure: float = 1.0    # an exposure card drawn
    reveal: float = 2.0      # more when it is the one that turns a card face up
    loss: float = 4.0        # a military lost in a failed attack
    extra: float = 0.8       # each attacker beyond the first
    city_odds: float = 0.0   # a neutral capital cell is attacked only at this chance of winning
    trade: float = 2.5       # a trade token on a route to a linked village
    share: float = 0.0       # land on the capital road and a village path: the road counts too
    wide: float = 0.0        # land toward another staging cell next to a centre-adjacent cell
    repeat: bool = False     # a centre attack counts the single attacks left this turn
    inward: float = 40.0     # a cell beside the centre taken from a capital cell: the base to storm it from
    near: int = UNREACHABLE  # ...of the paths to villages at most this many lands away


QUICK = Style()
STRONG = Style(share=1.0, wide=3.0, repeat=True)
# The big board (3 and 4 seats) has eight villages, most of them far: land on the paths to
# all of them drew the strong style down the middle and away from the nearest village, so
# it linked its first village, and took its first capital cell, two rounds after quick.
STRONG_BIG = replace(STRONG, near=NEAR)


def strong_style(players: int) -> Style:
    return STRONG if players == 2 else STRONG_BIG


WIDE_NEED = 3      # further staging cells are sought only this many lands away


class Plan:
    """What the planner reads off one position for the seat to move, and its action values."""

    def __init__(self, state, seat: int, style: Style = QUICK):
        self.state, self.seat, self.style = state, seat, style
        board = self.board = board_of(state)
        self.mine = str(seat)
        self.net = network(state, seat)
        self.front = frontier(state, seat, self.net)
        self.ready, self.rank = approach(state.players)
        self.force = in_force(state, seat)
        self.cards = held(state, seat)
        self.last_round = state.round >= state.turn_limit
        self.to_capital = distances(state, seat, board.capital)
        self.capital_need = self._need(self.to_capital)
        rewards = self.force["no_rewards"] <= 0 and self.cards < CARD_LIMIT
        s = state.seats[seat]
        self.villages = []  # (distance map, lands needed) of each village still to link
        if rewards:
            for v, cell in enumerate(board.villages):
                if v not in s.villages:
                    dist = distances(state, seat, (cell,))
                    need = self._need(dist)
                    if 0 < need < UNREACHABLE:
                        self.villages.append((dist, need))
        self.routes = self._route_cells(s) if rewards else set()
        self.wide = self._wide() if style.wide and self.capital_need == 0 else []
        self.standing = sum(1 for c in self.ready if self._my_military(c))
        # capital cells not mine -> how many of my militaries stand next to each
        self.pressure = {}
        for c in board.capital:
            if not self._my_military(c):
                self.pressure[c] = sum(1 for n in board.neighbours[c] if self._my_military(n))

    # --- reading the board -----------------------------------------------------------
    def _need(self, dist: list[int]) -> int:
        """Land still to lay before the network touches the goal of ``dist`` (0: it does)."""
        hq = self.board.hqs[self.seat]
        if any(dist[c] == 1 for c in self.net if c != hq and self.state.land[c]):
            return 0
        return min((dist[c] for c in self.front), default=UNREACHABLE)

    def _my_military(self, cell: int) -> bool:
        top = self.state.top[cell]
        return top[:1] == "M" and top[1] == self.mine

    def _foe(self, token: str) -> bool:
        return bool(token) and token[1] != self.mine

    def _route_cells(self, s) -> set[int]:
        """Own bare land on a shortest trade path from next to the HQ to a linked village
        whose route is not yet rewarded (existing trade tokens cost nothing)."""
        state, board = self.state, self.board
        usable = {}
        for cell in self.net:
            top = state.top[cell]
            if state.land[cell] and (not top or top[0] == "T"):
                usable[cell] = 0 if top else 1
        if not usable:
            return set()
        start = [c for c in board.neighbours[board.hqs[self.seat]] if c in usable]
        from_hq = _zero_one(board, usable, start)
        out = set()
        for v in s.villages:
            if v in s.routes:
                continue
            ends = [c for c in board.neighbours[board.villages[v]] if c in usable]
            from_v = _zero_one(board, usable, ends)
            total = min((from_hq.get(c, UNREACHABLE) for c in ends), default=UNREACHABLE)
            if 0 < total < UNREACHABLE:
                out |= {c for c, cost in usable.items() if cost
                        and from_hq.get(c, UNREACHABLE) + from_v.get(c, UNREACHABLE) - 1 == total}
        return out

    def _wide(self) -> list[tuple[list[int], int]]:
        """(distance map, lands needed) to each centre-adjacent capital cell not held whose
        plain neighbour the network does not yet touch: another place to stage an attack."""
        out = []
        for c in self.board.neighbours[self.board.centre]:
            if not self._my_military(c):
                dist = distances(self.state, self.seat, (c,))
                need = self._need(dist)
                if 0 < need <= WIDE_NEED:
                    out.append((dist, need))
        return out

    def capital_worth(self, cell: int) -> float:
        return CENTRE_WIN if cell == self.board.centre else 14.0 + 10.0 / self.rank[cell]

    # --- valuing actions ---------------------------------------------------------------
    def value(self, move: str) -> float:
        kind, _, rest = move.partition(":")
        cell = self.board.cell
        if kind == "land":
            return self.land(cell(rest))
        if kind == "military":
            return self.military(cell(rest))
        if kind == "trade":
            return self.style.trade if cell(rest) in self.routes else -0.5
        if kind == "move":
            src, _, dst = rest.partition(":")
            return self.move(cell(src), cell(dst))
        if kind == "attack":
            target, _, group = rest.partition(":")
            return self.attack(cell(target), [cell(c) for c in group.split(",")])
        return 0.0  # end

    def land(self, c: int) -> float:
        style = self.style
        value = style.land
        on_road = self.to_capital[c] == self.capital_need
        if on_road:
            value += style.road
        elif c in self.ready and self.capital_need == 0:
            value += style.flank  # another cell to attack the capital from
        paths = [(style.village + 2.0 / need, need) for dist, need in self.villages if dist[c] == need]
        if paths:
            # shared land: the best village path, plus (a share of) the road and other near paths
            top, near = max(paths), [v for v, need in paths if need <= style.near]
            value = max(value, style.land + top[0]) + style.share * (
                (style.road if on_road else 0.0) + sum(near) - (top[0] if top[1] <= style.near else 0.0))
        for dist, need in self.wide:
            if dist[c] == need:
                value = max(value, style.land + style.wide / need)
        return value

    def military(self, c: int) -> float:
        state, board, style = self.state, self.board, self.style
        cost = 0.0 if self.force["free_military"] > 0 else self._exposure_cost()
        if c in self.ready:
            targets = [n for n in board.neighbours[c] if n in self.pressure]
            if targets and self.standing < style.stage_max:
                t = min(targets, key=lambda n: (self.rank[n], -self.pressure[n]))
                return style.stage + 1.0 / self.rank[t] + 0.5 * min(self.pressure[t], 2) - cost
            return 1.0 - cost
        threatened = any(self._foe(state.top[n]) and state.top[n][0] == "M" for n in board.neighbours[c])
        return (style.guard if threatened else 0.1) - cost

    def _exposure_cost(self) -> float:
        s = self.state.seats[self.seat]
        soon = len(s.exposure) + 1 >= threshold(self.state, self.seat)
        return self.style.exposure + (self.style.reveal if soon else 0.0)

    def move(self, src: int, dst: int) -> float:
        cost = 0.6 * self.force["move_cost"]  # Blockade
        if self.board.kinds[src] == CAPITAL:
            return -self.capital_worth(src)  # leaving a capital cell gives it back to the city
        if dst in self.ready and src not in self.ready:
            return (4.0 if self.standing < self.style.stage_max else 1.0) - cost
        if src in self.ready and dst not in self.ready:
            return -1.0
        if self.to_capital[dst] < self.to_capital[src]:
            return 1.2 - cost
        return -0.5

    def attack(self, target: int, group: list[int]) -> float:
        state, board, seat, style = self.state, self.board, self.seat, self.style
        n = len(group)
        dice = combat.attack_dice(state, seat, n)
        exposure = self._exposure_cost()
        lead = group[0]
        vacate = self.capital_worth(lead) if board.kinds[lead] == CAPITAL else 0.0
        at_risk = max((self.capital_worth(c) for c in group if board.kinds[c] == CAPITAL), default=0.0)
        if board.kinds[target] == CAPITAL:
            top = state.top[target]
            if top:
                defender = int(top[1])
                win, loss = odds(dice, combat.defence_dice(state, seat, defender),
                                 in_force(state, defender)["lose_ties"] > 0)
                gain = self.capital_worth(target) + (20.0 if self.rank[target] == 1 else 6.0)
            else:
                win, loss = odds(dice, combat.city_dice(state, seat, target))
                gain = self.capital_worth(target)
                if win < style.city_odds and not self.last_round:
                    return -1.0
            if self.rank[target] == 1 and board.kinds[lead] == CAPITAL:
                # on the big capital the cells beside the centre are reached only from capital
                # cells; without this the lead's cell given up and the risk outweighed the step,
                # and a quick bot held outer cells for 60 rounds and never stormed the centre
                gain += style.inward
            if target == board.centre:
                if style.repeat:
                    win = self._centre_chance(win, group)
                return win * CENTRE_WIN - loss * style.loss
            if self.last_round:
                gain *= 3.0  # cells held at the end decide the game
        else:
            top = state.top[target]
            owner = int(state.land[target][1])
            if top[:1] == "M":
                win, loss = odds(dice, combat.defence_dice(state, seat, owner),
                                 in_force(state, owner)["lose_ties"] > 0)
                gain = 6.0
            else:
                win, loss = 1.0, 0.0
                gain = 3.0
            if target in self.ready:
                gain += 3.0
            gain += 2.0 * self._cut(target, owner)
        return (win * (gain - vacate) - loss * (style.loss + 0.5 * at_risk) - exposure
                - style.extra * (n - 1))

    def _centre_chance(self, win: float, group: list[int]) -> float:
        """The chance to take the centre this turn: this attack, then single attacks from the
        other centre-adjacent cells held while actions last (two attacks of one beat one of
        two, and a lost single attacker costs one cell, not the group)."""
        state, board = self.state, self.board
        centre = board.centre
        others = sum(1 for c in board.neighbours[centre] if c not in group and self._my_military(c)
                     and state.top[c] not in state.attacked)
        more = min(others, (state.actions - len(group) - 1) // 2)
        single = odds(combat.attack_dice(state, self.seat, 1), combat.city_dice(state, self.seat, centre))[0]
        return 1.0 - (1.0 - win) * (1.0 - single) ** more

    def _cut(self, target: int, owner: int) -> int:
        """How many of ``owner``'s land cells taking ``target`` would cut off (at most 5)."""
        state, theirs = self.state, str(owner)
        kept = reach(state, [self.board.hqs[owner]], lambda n: n != target and state.land[n][1:2] == theirs)
        before = sum(1 for t in state.land if t[1:2] == theirs)
        return min(5, before - (len(kept) - 1) - 1)

    # --- the other decisions ---------------------------------------------------------------
    def danger(self, cell: int) -> float:
        """How much the attacker standing on ``cell`` threatens this seat (the defender)."""
        board = self.board
        if board.kinds[cell] == CAPITAL:
            return 100.0 - self.rank[cell]
        near = sum(1 for n in board.neighbours[cell] if self.state.land[n][1:2] == self.mine)
        return (10.0 if cell in self.ready else 0.0) + near


def _zero_one(board, usable: dict[int, int], start: list[int]) -> dict[int, int]:
    """Path costs over ``usable`` cells (cost per cell 0 or 1, the start cells' own included)."""
    dist = {c: usable[c] for c in start}
    todo = sorted(start, key=dist.get)
    while todo:
        todo.sort(key=dist.get)
        cell = todo.pop(0)
        for n in board.neighbours[cell]:
            if n in usable and dist[cell] + usable[n] < dist.get(n, UNREACHABLE):
                dist[n] = dist[cell] + usable[n]
                todo.append(n)
    return dist


def decide(state, seat: int, legal: list[str], style: Style = QUICK) -> list[tuple[float, str]]:
    """Every legal move with the planner's value."""
    if legal[0].startswith("lose:") or legal[-1].startswith("lose:"):
        plan = Plan(state, seat)
        board = plan.board
        return [(plan.danger(board.cell(m[5:])), m) for m in legal]
    if "keep" in legal:
        out = [(SWAP_BELOW, "keep")]
        for m in legal:
            if m.startswith("swap:"):
                out.append((CARD_WORTH.get(card_code(m[5:]), SWAP_BELOW) * -1 + 2 * SWAP_BELOW, m))
        return out
    plan = Plan(state, seat, style)
    scored = [(plan.value(m), m) for m in legal]
    if state.bonus_land:
        # a free Surveyors land costs no action, and any other action declines it: lay it
        # first whenever one is worth anything
        free = [(v, m) for v, m in scored if m.startswith("land:") and v > 0]
        return free or scored
    return scored


def quick(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    return best(decide(state, seat, legal, QUICK), rng)  # ``state``: the determinized copy


def planned(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    """The planner's pick with the strong style (the strong bot's moves outside its search)."""
    return best(decide(state, seat, legal, strong_style(state.players)), rng)
