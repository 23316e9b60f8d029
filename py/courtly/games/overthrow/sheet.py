"""How to play Overthrow: the rules sheet the page shows, numbers from the rules' constants
(the capital cells the centre needs, the first turn's actions, the card limit, the city's dice).
Why the centre needs them (a simulation) is told in ``py/rules/overthrow.md`` §6, not here:
a player needs the rule, not our reasons."""
from __future__ import annotations

from ...core.language import N_, _, n_
from ...core.sheet import Example, Step, step
from ...core.tour import Lesson, Tour
from ...core.words import number_word
from .board import BIG, SMALL, board_for
from .influence import LIMIT
from .turns import FIRST_TURN_ACTIONS

FIRST_LAND = N_("Select land beside the board (or drag its token) and a lit cell next to your HQ to lay your "
                "first land; the Rules say how to reach the capital.")
# each seat's colour and shape on its pieces, by seat
PIECES = (N_("green circle"), N_("red triangle"), N_("blue square"), N_("yellow diamond"))


def guide() -> dict:
    """The first visit's line: the same words for a mouse and a finger."""
    return {"mouse": _(FIRST_LAND), "touch": _(FIRST_LAND)}


def kind(name: str):
    # an attack on a cell (a choice after a roll has no cells to mark)
    return lambda r: r.get("kind") == name and r["from"] is not None


def rules_sheet() -> list[Step]:
    needs = n_(SMALL.centre_needs, "{n} capital cell", "{n} capital cells")
    assert BIG.centre_needs == SMALL.centre_needs, "the sheet words one need for both boards"
    assert SMALL.defence[-1] == 2 and BIG.defence[-1] == 1, "the sheet words the city's dice as two, or one"
    limit = number_word(LIMIT)
    pieces = ", ".join(_(p) for p in PIECES)
    return [
        step(_("The goal"),
             _("Each player starts from an HQ at the edge of the board. Whoever takes the centre cell of the "
               "capital, in the middle, wins at once; but only a player who holds {needs} may attack it. If nobody "
               "has taken it when the last round ends, the player with the most capital cells wins (then the most "
               "land; otherwise they share the win).", needs=needs), "L0", "M0"),
        step(_("Your actions"),
             _("You get one action per influence card you hold (the first player's very first turn has {first}). "
               "Spend them in any order; you may end the turn early, and actions you do not use are lost.",
               first=number_word(FIRST_TURN_ACTIONS))),
        step(_("Laying land"),
             _("Lay a land token on an empty cell next to your HQ, or next to land joined to it. Select land beside "
               "the board (or drag its token): the cells where it may go light up. Nothing is ever laid on "
               "villages, HQs or the capital."),
             example=Example(kind("land"), seed=1, players=2)),
        step(_("Military and trade"),
             _("Lay a military (a shield) or a trade token (a coin) on your own joined land that holds nothing "
               "yet. A military may move one step onto your own free land."),
             example=Example(kind("move"), seed=1, players=2)),
        step(_("Attacking"),
             _("Select one of your militaries, then a cell next to it: an opponent's land, or a capital cell (the "
               "centre once you hold {needs}). It costs one action per military you send, plus one. Land with no "
               "military on it falls at once. Otherwise you roll one die per attacker, the defender one (a capital "
               "cell nobody holds rolls two, or one on the big board's outer ring); only each side's highest die "
               "counts. Higher: the defender's military is removed and yours moves in. Lower: you lose one "
               "attacker. A tie changes nothing.", needs=needs),
             example=Example(kind("attack"), seed=1, players=2)),
        step(_("Villages and cards"),
             _("Joining your land to a village earns an influence card, and a chain of your trade tokens from "
               "beside your HQ to beside the village earns another. New cards count from your next turn; you hold "
               "at most {limit} (at {limit}, a new one lets you swap). Laying a military or attacking draws a "
               "face-down exposure card; when you hold as many of those as influence cards, one turns face up for "
               "good. Every card's effect is written out in the side panel.", limit=limit)),
        step(_("Reading the board"),
             _("Land is a square tile, a military a shield, trade a coin; each player has a colour and a shape "
               "({pieces}). Grey cells are the capital, with dots for the dice each cell rolls in defence; the "
               "crown marks its centre. Cells are named by the letter above their column and the number beside "
               "their row (F1).", pieces=pieces), "L0", "M1", "T2", "L3"),
    ]


TOUR_SEED = 1   # the guided first game's deal: it meets every lesson early (tests/test_tour.py)


def towards_the_capital(record: dict) -> float:
    """A tour's land and militaries go the shortest way to the capital, where the attacks are."""
    board = board_for(2)
    if board.cell(record["to"]) is None:   # (no land to lay: the turn's end)
        return board.size * 2
    (x, y), (cx, cy) = board.xy(board.cell(record["to"])), board.xy(board.centre)
    return abs(x - cx) + abs(y - cy)


TOUR = Tour(seed=TOUR_SEED, players=2, seats=("human", "quick"), filler=lambda r: r.get("kind") in ("land", "move"),
            order=towards_the_capital, lessons=(
    # (said where the tour says them: ``_(lesson.says)``)
    Lesson(kind("land"), N_("Lay land on an empty cell next to your HQ: select land beside the board (or drag its "
                            "token), then a lit cell. Laying land takes one of your turn's actions.")),
    Lesson(kind("military"), N_("A military (a shield) goes on your own land that holds nothing yet. It defends, "
                                "moves and attacks.")),
    Lesson(lambda r: r.get("kind") == "end", N_("Actions you do not use are lost. End the turn when you are done.")),
    Lesson(kind("move"), N_("A military may move one step onto your own free land.")),
    Lesson(kind("trade"), N_("A chain of your trade tokens from beside your HQ to beside a village earns an "
                             "influence card, and with it one more action every turn.")),
    Lesson(kind("attack"), N_("Attack a cell next to your military: land with no military falls at once; "
                              "otherwise the dice decide. Taking the capital's centre wins the game.")),
))
