"""Overthrow's strong bot: the strong planner, and an expectimax search over the seat's own
turn when the dice may decide it.

At three and four seats the bot is the strong style's planner alone (``strong``).  On a
quiet turn (no attack worth a chance node on offer, no rival able to storm the centre
next turn) the bot plays the strong style's pick: searching every action, it lost to that
planner alone (against quick at two seats, 45.6% of 170 games against the planner's 57.6%
of 514), so the search's score of a quiet position is worse than the planner's.

A turn is several actions, so the search tree is the rest of the turn: at each decision
node the seat picks one action (the planner ranks them and the search looks at the best
few, and at every attack that could take a capital cell or a staging military); an attack
that rolls dice is a *chance node* whose children are its win, loss and tie, weighted by
their exact chances (``combat.odds``) rather than rolled.  Depth is limited: past it, or
past the node budget, the position is scored by ``race`` (with the actions still left in
the turn counted at a fixed worth).  A chosen action is played and the
search runs afresh for the next one, so the plan follows the dice as they fall.

``race`` scores a position at the end of the seat's turn as a chance of winning: the chance
that no other seat takes the centre before the seat's next turn (each rival's threat: its
militaries beside the centre, its actions, the city's dice, less what this seat can still
knock off), times the seat's own threat on its next turn, else a positional comparison —
capital cells held, militaries staged beside the capital, land still to lay, actions per
turn and villages — squashed into (0, 1).  Budgets count nodes, never seconds.
"""
from __future__ import annotations

from math import tanh

from ...core import Rng
from ...games.overthrow import combat
from ...games.overthrow.board import CAPITAL
from ...games.overthrow.network import network
from ...games.overthrow.state import board_of, evolve, in_force, owned_by, phase
from ...games.overthrow.turns import budget, settle
from ..search import best, ranked
from . import planner
from .evaluate import approach, distances, lands_needed

WIDTHS = (6, 4, 2)        # actions looked at, by depth below the root
NODE_BUDGET = 240         # positions made per decision (apply calls)
LEFT = 2.0                # worth of an action still left this turn, in land tokens
SCALE = 30.0
SPAN = 0.35               # a lead in position is worth at most 85%: never as much as a win
EXPOSED = 0.7             # a held capital cell a rival military stands next to
LATER = 0.85              # a threat on the next turn, against the same chance taken now
FIRST = 1e-6              # a tie-break toward the dice first
OUTCOMES = ("win", "loss", "tie")


class Search:
    def __init__(self, game, seat: int, rng: Rng, widths=WIDTHS, budget_nodes: int = NODE_BUDGET,
                 style: planner.Style = planner.STRONG):
        self.game, self.seat, self.rng, self.style = game, seat, rng, style
        self.widths, self.budget = widths, budget_nodes
        self.nodes = 0
        self.limit = budget_nodes
        self.seen: dict = {}

    # --- the tree ------------------------------------------------------------------
    def choose(self, state, legal: list[str], planned=None) -> str:
        """``planned``: the planner's values of ``legal`` here, when the caller has them."""
        # every candidate gets an equal share of the budget, so the last looked at is not
        # searched shallower; of two plans worth the same, roll the dice first: what they
        # show may change the rest of the turn
        moves = self.candidates(state, legal, 0, planned)
        share = max(1, self.budget // len(moves))
        scored = []
        for m in moves:
            self.limit = self.nodes + share
            scored.append((self.move_value(state, m, 0) + (FIRST if m.startswith("attack:") else 0.0), m))
        return best(scored, self.rng)

    def move_value(self, state, move: str, depth: int) -> float:
        if move.startswith("attack:"):
            target, cells = self._attack_cells(state, move)
            win, loss = combat.odds(state, target, len(cells))
            if win >= 1.0:
                return self.node(self._apply(state, move), depth + 1)
            total = 0.0
            for given, p in zip(OUTCOMES, (win, loss, 1.0 - win - loss)):
                if p > 1e-9:
                    total += p * self.node(self._given(state, target, cells, given), depth + 1)
            return total
        return self.node(self._apply(state, move), depth + 1)

    def node(self, state, depth: int) -> float:
        state = self._defend(state)
        if self.game.to_move(state) != self.seat or phase(state) == "over":
            return self.leaf(state)
        key = _key(state)
        if key in self.seen:
            return self.seen[key]
        if depth >= len(self.widths) or self.nodes >= self.limit:
            value = self.leaf(state)
        else:
            legal = self.game.legal_moves(state)
            value = max(self.move_value(state, m, depth) for m in self.candidates(state, legal, depth))
        self.seen[key] = value
        return value

    def candidates(self, state, legal: list[str], depth: int, planned=None) -> list[str]:
        """The planner's best few actions, ``end``, and the attacks worth a chance node."""
        if len(legal) <= self.widths[min(depth, len(self.widths) - 1)] + 1:
            return legal
        scored = planned or planner.decide(state, self.seat, legal, self.style)
        if state.bonus_land and all(m.startswith("land:") for _, m in scored):
            return ranked(scored)[:self.widths[depth]]
        picked = ranked([(v, m) for v, m in scored if not m.startswith("attack:")])[:self.widths[depth]]
        if "end" in legal and "end" not in picked:
            picked.append("end")
        return picked + self._attacks(state, [(v, m) for v, m in scored if m.startswith("attack:")])

    def _attacks(self, state, scored) -> list[str]:
        """Per target worth it (a capital cell, or a military of a rival), the planner's best
        group of one and its best larger group."""
        board = board_of(state)
        best_of: dict = {}
        for value, move in scored:
            target, cells = self._attack_cells(state, move)
            top = state.top[target]
            if board.kinds[target] != CAPITAL and not (top[:1] == "M" and _near_capital(board, target)):
                continue
            slot = (target, len(cells) > 1)
            if slot not in best_of or value > best_of[slot][0]:
                best_of[slot] = (value, move)
        return [m for _, m in sorted(best_of.values(), key=lambda p: -p[0])][:4]

    def at_stake(self, state, scored) -> bool:
        """Whether the dice may decide this turn: an attack worth a chance node is on offer
        (``scored``: the planner's values), or a rival could storm the centre next turn."""
        if self._attacks(state, [(v, m) for v, m in scored if m.startswith("attack:")]):
            return True
        return any(threat(state, s) > 0 for s in range(state.players) if s != self.seat)

    # --- making positions ----------------------------------------------------------------
    def _apply(self, state, move: str):
        self.nodes += 1
        return self.game.apply(state, move)

    def _given(self, state, target: int, cells: tuple[int, ...], given: str):
        """The attack with its outcome given (the dice are a chance node, not rolled)."""
        self.nodes += 1
        rng = Rng(state.rng)
        after = combat.attack(state, target, cells, rng, given)
        return settle(evolve(after, rng=rng.state))

    def _defend(self, state):
        """A failed attack on a rival with several militaries: the rival picks the loss (as
        the planner would)."""
        while phase(state) == "defend":
            legal = self.game.legal_moves(state)
            move = max(planner.decide(state, state.choice.defender, legal))[1]
            state = self._apply(state, move)
        return state

    def _attack_cells(self, state, move: str) -> tuple[int, tuple[int, ...]]:
        cell = board_of(state).cell
        _, target, group = move.split(":")
        return cell(target), tuple(cell(c) for c in group.split(","))

    # --- the leaf ------------------------------------------------------------------------
    def leaf(self, state) -> float:
        return race(self.game, state, self.seat)


def _key(state):
    return (state.board, state.actions, state.attacked, state.bonus_land, state.land_pairs, state.seats,
            state.choice, state.swaps, state.turn)


def _near_capital(board, cell: int) -> bool:
    ready, _ = approach(len(board.hqs))
    return cell in ready


def threat(state, seat: int, actions: int | None = None) -> float:
    """The chance ``seat`` takes the centre on a turn of ``actions`` (its next turn's budget
    by default): single attacks from each of its militaries beside the centre while actions
    last, or one attack with all of them when that is likelier.  A seat one capital cell
    short of opening the centre first needs to take one (with a military that then cannot
    attack again this turn)."""
    board = board_of(state)
    if actions is None:
        actions = budget(state, seat)
    top, mine = state.top, str(seat)
    held = [c for c in board.capital if top[c][1:2] == mine]
    beside = [c for c in board.neighbours[board.centre] if c in held]
    if not beside:
        return 0.0
    short = board.centre_needs - len(held)
    if short <= 0:
        return _storm(state, seat, len(beside), actions)
    if short > 1 or actions < 4:
        return 0.0
    best = 0.0
    for cell in held:
        for target in board.neighbours[cell]:
            if board.kinds[target] == CAPITAL and target != board.centre and not owned_by(state.top[target], seat):
                win = _take_odds(state, seat, target)
                left = len(beside) - (cell in beside)
                if left:
                    best = max(best, win * _storm(state, seat, left, actions - 2))
    return best


def _take_odds(state, seat: int, target: int) -> float:
    """One military's chance to take the capital cell ``target`` from the city or a rival."""
    board = board_of(state)
    top = state.top[target]
    force = in_force(state, seat)
    if not top:
        dice = max(1, board.defence[target] + force["capital_dice"]) + force["enemy_defence_dice"]
        return combat.chances(1, dice)[0]
    return combat.chances(1, combat.defence_dice(state, seat, int(top[1])),
                          in_force(state, int(top[1]))["lose_ties"] > 0)[0]


def _storm(state, seat: int, beside: int, actions: int) -> float:
    """The chance that ``beside`` militaries next to the centre take it with ``actions``."""
    board = board_of(state)
    force = in_force(state, seat)
    city = max(1, board.defence[board.centre] + force["capital_dice"]) + force["enemy_defence_dice"]
    single = combat.chances(1, city)[0]
    alone = 1.0 - (1.0 - single) ** min(beside, actions // 2)
    n = min(beside, actions - 1)
    dice = n + (force["attack_dice_2plus"] if n >= 2 else 0)
    together = combat.chances(dice, city)[0] if n >= 1 else 0.0
    return max(alone, together)


def worth(state, seat: int) -> float:
    """A seat's standing in the race, in rough land tokens."""
    board = board_of(state)
    ready, rank = approach(state.players)
    value = 0.0
    standing = militaries = 0
    mine = f"M{seat}"
    top = state.top
    for cell in [c for c, token in enumerate(top) if token[:2] == mine]:  # the seat's militaries
        militaries += 1
        if board.kinds[cell] == CAPITAL:
            held = 10.0 + 8.0 / rank[cell]
            if any(top[n][:1] == "M" and top[n][:2] != mine for n in board.neighbours[cell]):
                held *= EXPOSED   # a rival military beside it may knock it off
            value += held
        elif cell in ready:
            standing += 1
    value += 3.0 * min(standing, 3) + 0.6 * min(militaries, 8)
    net = network(state, seat)
    value += 0.2 * (len(net) - 1)
    value -= 2.5 * min(lands_needed(state, seat, net, distances(state, seat, board.capital)), 12)
    s = state.seats[seat]
    force = in_force(state, seat)
    pending = len(s.earned) - len(s.exposed)
    value += 3.0 * (max(1, force["actions"]) + pending) + 1.0 * len(s.villages)
    return value


def race(game, state, seat: int) -> float:
    """The seat's chance of winning, roughly, with the turn passing to the next seat."""
    result = game.outcome(state)
    if result:
        return (1.0 / len(result["winners"])) if seat in result["winners"] else 0.0
    others = [s for s in range(state.players) if s != seat]
    survive = 1.0
    for s in others:
        survive *= 1.0 - threat(state, s)
    mine = LATER * threat(state, seat) * _kept(state, seat)
    values = {s: worth(state, s) for s in range(state.players)}
    if state.turn == seat and phase(state) == "play":
        values[seat] += LEFT * state.actions   # a leaf inside the seat's turn: what is left still works
    base = 0.5 + SPAN * tanh((values[seat] - max(values[s] for s in others)) / SCALE)
    return survive * (mine + (1.0 - mine) * base)


def _kept(state, seat: int) -> float:
    """A rough chance the seat's hold beside the centre survives the rivals' turns: each of
    its centre-side militaries that a rival military stands next to may be knocked off."""
    board = board_of(state)
    beside = [c for c in board.neighbours[board.centre] if owned_by(state.top[c], seat)]
    if not beside:
        return 1.0
    exposed = sum(1 for c in beside if any(state.top[n][:1] == "M" and not owned_by(state.top[n], seat)
                                           for n in board.neighbours[c]))
    return 1.0 - 0.45 * exposed / len(beside)


def strong(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    """The strong style's pick, searched only when the dice may decide: an attack worth a
    chance node is on offer, or a rival could storm the centre next turn.  ``state`` is the
    determinized copy ``choose`` hands every policy.  Only at two seats: at three, against
    two quick bots, the search over its own turn lost the race for the centre to its own
    planner (docs/measurements.md, Overthrow at three seats)."""
    if phase(state) != "play" or state.players > 2:
        return planner.planned(game, state, seat, legal, rng)
    probe = Search(game, seat, rng)
    scored = planner.decide(state, seat, legal, probe.style)
    if not probe.at_stake(state, scored):
        return best(scored, rng)
    return probe.choose(state, legal, scored)  # (the root's planner values, not worked out again)


def searched(game, state, seat: int, legal: list[str], rng: Rng) -> str:
    """Every action searched (the strong bot before it left quiet turns to the planner)."""
    if phase(state) != "play":
        return planner.planned(game, state, seat, legal, rng)
    return Search(game, seat, rng).choose(state, legal)
