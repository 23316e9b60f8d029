"""How to play Overthrow: the rules sheet the page shows, numbers from the rules' constants
(the capital cells the centre needs, the first turn's actions, the card limit, the city's dice).

The round and the odds in the first section are what ``courtly.tools.balance`` measured when
``centre_needs`` was chosen (rules §6), not rules: they stay as measured."""
from __future__ import annotations

from ...core.words import number_word, rule
from .board import BIG, SMALL
from .influence import LIMIT
from .tokens import COLOURS
from .turns import FIRST_TURN_ACTIONS

FIRST_LAND = ("Select land beside the board (or drag its token) and a lit cell next to your HQ to lay your "
              "first land; the Rules say how to reach the capital.")
GUIDE = {"mouse": FIRST_LAND, "touch": FIRST_LAND}   # the same words for a mouse and a finger
SHAPES = ("circle", "triangle", "square", "diamond")   # each seat's shape on its pieces, by seat


def rules_sheet() -> list[dict]:
    needs = f"{SMALL.centre_needs} capital cells"
    assert BIG.centre_needs == SMALL.centre_needs, "the sheet words one need for both boards"
    limit = number_word(LIMIT)
    pieces = ", ".join(f"{c} {s}" for c, s in zip(COLOURS, SHAPES))
    return [
        rule("Each player starts from an HQ at the edge of the board. The goal is the capital in the middle: whoever "
             "takes its centre cell wins at once. The centre may be attacked only by a player who holds "
             f"{needs}. That is Courtly's own choice, made by simulation: with the centre open to anyone, a quick "
             "rush took it before round 5 in about one game in ten and whoever first stood beside it won three games "
             f"in four; needing {SMALL.centre_needs} cells, no game ended that early, so villages, trade and cards "
             "have time to count. If nobody has taken the centre when the last round ends, the player holding the "
             "most capital cells wins (then the one with most land; otherwise they share the win).", "L0", "M0"),
        rule("Every turn you get one action per influence card you hold (the first player's very first turn has "
             f"{number_word(FIRST_TURN_ACTIONS)}). Spend them, in any order: lay a land token on an empty cell next "
             "to your HQ or next to land joined to it; lay a military or a trade token on your own joined land that "
             "holds nothing yet; move a military one step onto your own free land; or attack. You may end the turn "
             "early; actions you do not use are lost."),
        rule("To lay a token, select land, military or trade beside the board, or drag its token: the cells where it "
             "may go light up, and a click (or a drop) on one lays it. To move or attack, select or drag one of your "
             "militaries (the shields) instead. Nothing may be laid on villages, HQs or the capital.",
             "L0", "M0", "T0"),
        rule("An attack targets a cell next to your militaries: an opponent's land, or a capital cell (the centre "
             f"once you hold {needs}). It costs one action per military you send, plus one. Land with no military on "
             "it falls at once. Otherwise both sides roll: you one die per attacker, the defender one die (a capital "
             f"cell nobody holds rolls {number_word(SMALL.defence[-1])}, or {number_word(BIG.defence[-1])} on the "
             "outer ring of the big board). Only each side's highest die counts. If yours is higher, the defender's "
             "military is removed and your first military moves in; if theirs is, you lose one attacker (the "
             "defender picks it, the city picks at random); a tie changes nothing. To attack with several "
             "militaries, select the target first, then the military that should move in.", "M0", "M1"),
        rule("Joining your land to a village earns an influence card, and a chain of your trade tokens from beside "
             "your HQ to beside the village earns another. New cards count from your next turn; you hold at most "
             f"{limit} (at {limit}, a new one lets you swap). Laying a military or attacking draws a face-down "
             "exposure card; when you hold as many of those as influence cards, one turns face up for good and the "
             "rest go back. Every card's effect is written out in the side panel."),
        rule("Pieces: land is a square tile, a military a shield, trade a coin. Each player has a colour and a shape "
             f"({pieces}). Grey cells are the capital, with dots for the "
             "dice each cell rolls in defence; the crown marks its centre. Cells are named by the letter above their "
             "column and the number beside their row, as the log names them (F1).", "L0", "M1", "T2", "L3"),
    ]
