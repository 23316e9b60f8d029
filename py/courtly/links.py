"""Share links: the URL fragment ``#/<game-id>?seed=N&<option>=<value>&moves=a.b.c``.

Parsing never trusts the text: every failure is a ``ValueError`` whose message a player
can read, and nothing from a link is ever evaluated.

>>> parse_fragment("#/royal-cotillion?seed=42&classic=true")["options"]
{'classic': True}
>>> make_fragment("royal-cotillion", 42, 1, {"classic": False})
'#/royal-cotillion?seed=42'
"""
from __future__ import annotations

from urllib.parse import parse_qsl, quote

from .core.language import _
from .core.rng import MAX_SEED
from .games import GAMES, get

MAX_LINK = 20_000          # characters; longer text is not a link we made
MOVE_SEPARATOR = "."
SEAT_SEPARATOR = ","
SEAT_KINDS = ("human", "random", "quick", "strong")  # a person, or a bot of that level
DEFAULT_BOT = "strong"


def default_seats(game, players: int) -> list[str]:
    """You in the first seat; bots everywhere else (a solitaire has only you)."""
    return ["human"] + [DEFAULT_BOT] * (players - 1)


def check_seats(game, players: int, seats) -> list[str]:
    """The seat list, or a ``ValueError`` a player can read."""
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise ValueError(_("The seats must be a list of words."))
    if len(seats) != players:
        raise ValueError(_("The link names {seats} seats for {players} players.", seats=len(seats), players=players))
    for kind in seats:
        if kind not in SEAT_KINDS:
            raise ValueError(_("A seat is a human or a bot ({kinds}), not '{given}'.", kinds=", ".join(SEAT_KINDS),
                               given=kind[:20]))
    if game.max_players == 1 and seats != ["human"]:
        raise ValueError(_("{game} is played alone, so its one seat is yours.", game=game.name))
    return list(seats)


def _option_value(game, name: str, text: str):
    for choice in game.options[name]["choices"]:
        if str(choice).lower() == text.lower():
            return choice
    choices = ", ".join(str(c).lower() for c in game.options[name]["choices"])
    raise ValueError(_("The option {name} must be one of {choices}, not '{given}'.", name=name, choices=choices,
                       given=text[:20]))


def parse_fragment(fragment: str) -> dict:
    """``{"game", "seed", "players", "seats", "options", "moves"}`` from a link's fragment."""
    if not isinstance(fragment, str) or len(fragment) > MAX_LINK:
        raise ValueError(_("This link is too long to be a Courtly link."))
    text = fragment.lstrip("#").lstrip("/")
    path, _sep, query = text.partition("?")
    if path not in GAMES:
        shown = path[:30] + ("…" if len(path) > 30 else "")
        raise ValueError(_("There is no game called '{name}' here. Known games: {games}.", name=shown,
                           games=", ".join(GAMES)))
    game = get(path)
    try:
        pairs = parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query))
    except ValueError:
        raise ValueError(_("The link's settings are garbled.")) from None
    params: dict[str, str] = {}
    for key, value in pairs:
        if key in params:
            raise ValueError(_("The link sets '{key}' twice.", key=key[:20]))
        params[key] = value
    seed_text = params.pop("seed", None)
    if seed_text is None:
        raise ValueError(_("The link has no seed, so it does not say which deal to play."))
    if not seed_text.isascii() or not seed_text.isdigit() or len(seed_text) > 16 or int(seed_text) >= MAX_SEED:
        raise ValueError(_("The seed must be a whole number from 0 to {most}, not '{given}'.", most=MAX_SEED - 1,
                           given=seed_text[:20]))
    seed = int(seed_text)
    players = game.min_players
    if "players" in params:
        text = params.pop("players")
        if text not in {str(n) for n in range(game.min_players, game.max_players + 1)}:
            raise ValueError(game.players_refusal(f"'{text[:20]}'") + ".")
        players = int(text)
    seats = default_seats(game, players)
    if "seats" in params:
        seats = params.pop("seats").split(SEAT_SEPARATOR)
        if "players" not in {k for k, _value in pairs} and game.min_players <= len(seats) <= game.max_players:
            players = len(seats)  # "seats=human,quick" says how many play
        seats = check_seats(game, players, seats)
    challenge = params.pop("challenge", None)   # read by challenge.Thread, which trusts it no more
    tour = params.pop("tour", None)
    if tour not in (None, "1"):
        raise ValueError(_("A guided tour is asked for with tour=1."))
    moves_text = params.pop("moves", "")
    moves = moves_text.split(MOVE_SEPARATOR) if moves_text else []
    options = {}
    for key, value in params.items():
        if key not in game.options:
            raise ValueError(_("{game} has no setting called '{name}'.", game=game.name, name=key[:20]))
        options[key] = _option_value(game, key, value)
    return {"game": game.id, "seed": seed, "players": players, "seats": seats, "options": options,
            "moves": moves, "challenge": challenge, "tour": tour == "1"}


def make_fragment(game_id: str, seed: int, players: int, options: dict | None, moves=(),
                  seats=None, challenge: str | None = None, tour: bool = False) -> str:
    """The canonical fragment; options and seats at their default are left out, and a
    challenge's packed thread (``challenge.pack``: base64url, safe as it is) comes last; a
    guided first game (``core.tour``) says so with ``tour=1``."""
    game = get(game_id)
    parts = [f"seed={seed}"]
    if game.min_players != game.max_players:
        parts.append(f"players={players}")
    if seats and list(seats) != default_seats(game, players):
        parts.append("seats=" + SEAT_SEPARATOR.join(seats))
    for name, spec in game.options.items():
        value = (options or {}).get(name, spec["default"])
        if value != spec["default"]:
            parts.append(f"{name}={quote(str(value).lower())}")
    if tour:
        parts.append("tour=1")
    if moves:
        parts.append("moves=" + quote(MOVE_SEPARATOR.join(moves), safe="-._~"))
    if challenge:
        parts.append("challenge=" + quote(challenge, safe="-_"))
    return f"#/{game_id}?" + "&".join(parts)
