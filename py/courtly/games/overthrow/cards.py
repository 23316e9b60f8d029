"""The influence and exposure decks (rules §1, §2.7, §2.8, §6) as data tables.

Each kind of card is a row: its code, name, copies, the effect in words and the effect as
*modifiers*, a small vocabulary (``EFFECTS``) that the engine sums over a seat's cards in
force and reads where the rule applies.  A later edition changes the tables, not the code.
Every influence card also gives +1 action (the ``actions`` modifier of ``INFLUENCE_BASE``).
Copies of one kind stack (two Unrest cost 2 actions; the budget never drops below 1).

Card ids are ``<code>-<n>``: ``walls-0`` .. ``walls-4``, ``unrest-0`` .. ``unrest-7``.

>>> effects(["favour-0", "walls-1", "unrest-3"])["actions"]
2
>>> card_text("siege-2")
'Capital cells defend against you with one die fewer (never fewer than 1).'
"""
from __future__ import annotations

from dataclasses import dataclass

EFFECTS = {
    "actions": "actions per turn",
    "attack_dice_2plus": "extra attack dice when attacking with 2 or more militaries",
    "defence_dice": "extra dice when your militaries defend",
    "move_steps": "extra steps per move action",
    "land_pairs": "lay-land actions per turn that lay two land tokens",
    "free_military": "laying a military draws no exposure card",
    "capital_dice": "change to the dice of capital cells you attack",
    "reveal_threshold": "extra face-down exposure cards you may hold",
    "lose_ties": "your defending militaries lose ties",
    "move_cost": "extra actions per move action",
    "no_rewards": "you earn no influence from villages and trade routes",
    "enemy_defence_dice": "extra dice for the defender of your attacks",
}


@dataclass(frozen=True)
class Kind:
    code: str
    name: str
    deck: str          # "influence" or "exposure"
    copies: int
    text: str
    effect: tuple[tuple[str, int], ...]


INFLUENCE_BASE = (("actions", 1),)

INFLUENCE = (
    Kind("army", "Standing Army", "influence", 5,
         "When you attack with 2 or more militaries, roll one extra die.", (("attack_dice_2plus", 1),)),
    Kind("walls", "Walls", "influence", 5,
         "Your defending militaries roll 2 dice instead of 1.", (("defence_dice", 1),)),
    Kind("roads", "Roads", "influence", 5,
         "A move action may move a military up to 2 steps.", (("move_steps", 1),)),
    Kind("surveyors", "Surveyors", "influence", 5,
         "Once per turn, a lay-land action lays two land tokens (each must link when laid).",
         (("land_pairs", 1),)),
    Kind("mercenaries", "Mercenaries", "influence", 5,
         "Laying a military draws no exposure card.", (("free_military", 1),)),
    Kind("siege", "Siege Craft", "influence", 5,
         "Capital cells defend against you with one die fewer (never fewer than 1).", (("capital_dice", -1),)),
    Kind("spymaster", "Spymaster", "influence", 5,
         "Your reveal threshold is one higher: you may hold one more face-down exposure card.",
         (("reveal_threshold", 1),)),
    Kind("favour", "Royal Favour", "influence", 5,
         "+1 extra action per turn (this card is worth 2 actions).", (("actions", 1),)),
)

EXPOSURE = (
    Kind("unrest", "Unrest", "exposure", 8, "-1 action per turn (never below 1 action).", (("actions", -1),)),
    Kind("weakwalls", "Weak Walls", "exposure", 8,
         "Your defending militaries lose ties (a tie counts as the attacker's win).", (("lose_ties", 1),)),
    Kind("blockade", "Blockade", "exposure", 8, "Your move actions cost 2 actions.", (("move_cost", 1),)),
    Kind("scandal", "Scandal", "exposure", 8,
         "Your village and trade-route rewards stop: you earn no more influence cards.", (("no_rewards", 1),)),
    Kind("informants", "Informants", "exposure", 8,
         "Before each of your attacks the defender rolls one extra die.", (("enemy_defence_dice", 1),)),
)

KINDS = {k.code: k for k in INFLUENCE + EXPOSURE}


def _ids(kinds) -> tuple[str, ...]:
    return tuple(f"{k.code}-{n}" for k in kinds for n in range(k.copies))


INFLUENCE_CARDS = _ids(INFLUENCE)
EXPOSURE_CARDS = _ids(EXPOSURE)


def code_of(card: str) -> str:
    return card.partition("-")[0]


def kind_of(card: str) -> Kind:
    return KINDS[code_of(card)]


def card_name(card: str) -> str:
    return kind_of(card).name


def card_text(card: str) -> str:
    return kind_of(card).text


def effects(cards) -> dict[str, int]:
    """The summed modifiers of ``cards`` (the cards in force for one seat)."""
    total = dict.fromkeys(EFFECTS, 0)
    for card in cards:
        kind = kind_of(card)
        if kind.deck == "influence":
            for name, amount in INFLUENCE_BASE:
                total[name] += amount
        for name, amount in kind.effect:
            total[name] += amount
    return total


def card_record(card: str, **extra) -> dict:
    """How a face-up (or own) card appears in a view."""
    kind = kind_of(card)
    return {"id": card, "card": kind.code, "name": kind.name, "deck": kind.deck, "effect": kind.text, **extra}
