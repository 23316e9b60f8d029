"""What a view shows: shared by the tests that check hidden cards stay hidden."""
import json
import re
from urllib.parse import unquote


def shown_ids(view) -> set[str]:
    """Every card or piece id that ``view`` shows face up, anywhere in it."""
    found = set()

    def walk(node):
        if isinstance(node, dict):
            if node.get("card") and isinstance(node.get("id"), str):
                found.add(node["id"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(view)
    return found


def never_shown(game, states, seat) -> set[str]:
    """Every card or piece id that ``seat``'s views of ``states`` (a whole game) never showed,
    and the code of each card none of whose copies it showed (an id is the code and the copy,
    ``7D-0``; notation may name a card by its code): whatever of these reaches the seat's device
    is a leak, however long ago the card was hidden."""
    seen = set().union(*(shown_ids(game.view(state, seat)) for state in states))
    never = set(game.cards(states[0])) - seen
    return never | ({i.rpartition("-")[0] for i in never} - {i.rpartition("-")[0] for i in seen})


def carried(message, names) -> set[str]:
    """The ids or codes of ``names`` that ``message`` (JSON-able) holds anywhere: a field of their
    own, a move's notation (``swap:walls-2``) or a link (its escapes undone)."""
    text = unquote(json.dumps(message))
    return names & set(re.findall(r"[\w-]+", text))
