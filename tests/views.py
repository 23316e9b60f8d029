"""What a view shows: shared by the tests that check hidden cards stay hidden."""


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
