"""The influence and exposure decks (rules §1, §2.7, §2.8, §6) as data tables.

Each kind of card is a row: its code, name, copies, the effect in words and the effect as
*modifiers*, a small vocabulary (``EFFECTS``) that the engine sums over a seat's cards in
force and reads where the rule applies.  A later edition changes the tables, not the code.
Every influence card also gives +1 action (the ``actions`` modifier of ``INFLUENCE_BASE``).
Copies of one kind stack (two Unrest cost 2 actions; the budget never drops below 1), so each
kind has a second text for two or more copies, worded by the number held: ``{n}`` the copies,
``{total}`` their summed modifier (its size), ``{plus}`` one more than that (dice, steps, cost).

Card ids are ``<code>-<n>``: ``walls-0`` .. ``walls-4``, ``unrest-0`` .. ``unrest-7``.

>>> effects(["favour-0", "walls-1", "unrest-3"])["actions"]
2
>>> card_text("siege-2")
'Capital cells defend against you with one die fewer (never fewer than 1).'
>>> card_text("walls-0", 2)
'With your 2 Walls cards, your defending militaries roll 3 dice instead of 1.'
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...core.language import N_, _

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
    text: str                         # one copy
    effect: tuple[tuple[str, int], ...]
    stacked: str = ""                 # two or more copies (see above); "" when the text holds for any number


INFLUENCE_BASE = (("actions", 1),)

INFLUENCE = (
    Kind("army", N_("Standing Army"), "influence", 5,
         N_("When you attack with 2 or more militaries, roll one extra die."), (("attack_dice_2plus", 1),),
         N_("With your {n} Standing Army cards, when you attack with 2 or more militaries, roll {total} extra "
            "dice.")),
    Kind("walls", N_("Walls"), "influence", 5,
         N_("Your defending militaries roll 2 dice instead of 1."), (("defence_dice", 1),),
         N_("With your {n} Walls cards, your defending militaries roll {plus} dice instead of 1.")),
    Kind("roads", N_("Roads"), "influence", 5,
         N_("A move action may move a military up to 2 steps."), (("move_steps", 1),),
         N_("With your {n} Roads cards, a move action may move a military up to {plus} steps.")),
    Kind("surveyors", N_("Surveyors"), "influence", 5,
         N_("Once per turn, a lay-land action lays two land tokens (each must link when laid)."),
         (("land_pairs", 1),),
         N_("With your {n} Surveyors cards, {n} times per turn a lay-land action lays two land tokens "
            "(each must link when laid).")),
    Kind("mercenaries", N_("Mercenaries"), "influence", 5,
         N_("Laying a military draws no exposure card."), (("free_military", 1),)),
    Kind("siege", N_("Siege Craft"), "influence", 5,
         N_("Capital cells defend against you with one die fewer (never fewer than 1)."), (("capital_dice", -1),),
         N_("With your {n} Siege Craft cards, capital cells defend against you with {total} dice fewer "
            "(never fewer than 1).")),
    Kind("spymaster", N_("Spymaster"), "influence", 5,
         N_("Your reveal threshold is one higher: you may hold one more face-down exposure card."),
         (("reveal_threshold", 1),),
         N_("With your {n} Spymaster cards, your reveal threshold is {total} higher: you may hold {total} more "
            "face-down exposure cards.")),
    Kind("favour", N_("Royal Favour"), "influence", 5,
         N_("+1 extra action per turn (this card is worth 2 actions)."), (("actions", 1),),
         N_("With your {n} Royal Favour cards, +{total} extra actions per turn (each card is worth 2 "
            "actions).")),
)

EXPOSURE = (
    Kind("unrest", N_("Unrest"), "exposure", 8, N_("-1 action per turn (never below 1 action)."), (("actions", -1),),
         N_("With your {n} Unrest cards, -{total} actions per turn (never below 1 action).")),
    Kind("weakwalls", N_("Weak Walls"), "exposure", 8,
         N_("Your defending militaries lose ties (a tie counts as the attacker's win)."), (("lose_ties", 1),)),
    Kind("blockade", N_("Blockade"), "exposure", 8, N_("Your move actions cost 2 actions."), (("move_cost", 1),),
         N_("With your {n} Blockade cards, your move actions cost {plus} actions.")),
    Kind("scandal", N_("Scandal"), "exposure", 8,
         N_("Your village and trade-route rewards stop: you earn no more influence cards."), (("no_rewards", 1),)),
    Kind("informants", N_("Informants"), "exposure", 8,
         N_("Before each of your attacks the defender rolls one extra die."), (("enemy_defence_dice", 1),),
         N_("With your {n} Informants cards, before each of your attacks the defender rolls {total} extra "
            "dice.")),
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
    """The card's name in words ("Walls")."""
    return _(kind_of(card).name)


def card_text(card: str, count: int = 1) -> str:
    """The effect in words of ``count`` copies of ``card``'s kind held together."""
    kind = kind_of(card)
    if count < 2 or not kind.stacked:
        return _(kind.text)
    total = count * abs(kind.effect[0][1])   # (two or more copies: every number here is plural)
    return _(kind.stacked, n=count, total=total, plus=1 + total)


def effects(cards) -> dict[str, int]:
    """The summed modifiers of ``cards`` (the cards in force for one seat); read-only, since
    the sums are cached (the bots' search asks for them many times per position)."""
    return _effects(tuple(cards))


@lru_cache(maxsize=1024)
def _effects(cards: tuple[str, ...]) -> dict[str, int]:
    total = dict.fromkeys(EFFECTS, 0)
    for card in cards:
        kind = kind_of(card)
        if kind.deck == "influence":
            for name, amount in INFLUENCE_BASE:
                total[name] += amount
        for name, amount in kind.effect:
            total[name] += amount
    return total


def card_record(card: str, count: int = 1, **extra) -> dict:
    """How a face-up (or own) card appears in a view; ``count`` copies of its kind act together."""
    kind = kind_of(card)
    return {"id": card, "card": kind.code, "name": _(kind.name), "deck": kind.deck,
            "effect": card_text(card, count), **extra}


def same_kind(card: str, cards) -> int:
    """How many of ``cards`` are of ``card``'s kind."""
    code = code_of(card)
    return sum(1 for c in cards if code_of(c) == code)
