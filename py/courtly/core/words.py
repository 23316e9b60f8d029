"""Words every game uses: numbers of things, lists, and the names of the seats.

A seat is named by the table: "You" for the person at this device, else "Player N"
(players are named from 1 in words; seats are numbered from 0 in data).  The session
makes the names (``seat_names``) and hands them to the games that word their seats
(``names=``); a game called without them says "Player N" (``seat_name``).

>>> plural(1, "card"), plural(3, "military", "militaries"), noun(2, "slot")
('1 card', '3 militaries', 'slots')
>>> seat_names(3, you=1), seat_name(2), listed(["N", "E", "S"], "or")
(['Player 1', 'You', 'Player 3'], 'Player 3', 'N, E or S')
>>> results_title([1], ["You", "Player 2"], [0]), results_title([0, 1], ["You", "Player 2"], [0])
('You lost: Player 2 wins', 'You won! (shared with Player 2)')
>>> possessive("You"), possessive("Player 2")
('Your', "Player 2's")
>>> seat_labels(["human", "strong"], ["You", "Player 2"])
[{'number': 'Player 1', 'kind': None}, {'number': None, 'kind': 'strong bot'}]
>>> handoff_words("Player 2")["button"], choose_prompt("nine of hearts"), choose_prompt(None)
('I am Player 2: show my hand', 'Nine of hearts: choose where it goes.', 'Selected: choose where it goes.')
>>> number_word(16), number_word(25), rule("Kings open corners.", "KD")
('sixteen', '25', {'text': 'Kings open corners.', 'show': ['KD']})
"""
from __future__ import annotations

YOU = "You"
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                "eighteen", "nineteen", "twenty")


def noun(n: int, word: str, many: str | None = None) -> str:
    """The word for ``n`` things: singular for one (or minus one point), else plural."""
    return word if abs(n) == 1 else many or word + "s"


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and the word for that many: ``"1 card"``, ``"3 cards"``."""
    return f"{n} {noun(n, word, many)}"


def cards_word(n: int) -> str:
    return plural(n, "card")


def capital(text: str) -> str:
    """The text with its first letter capitalised (the rest left alone, unlike ``str.capitalize``)."""
    return text[:1].upper() + text[1:]


def listed(items, last: str = "and") -> str:
    """``"N"``, ``"N and E"``, ``"N, E or NE"``."""
    items = list(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1] if len(items) > 1 else "".join(items)


def seat_name(seat: int, names=None) -> str:
    """How the table calls a seat: its name if the table gave one, else "Player N"."""
    return names[seat] if names and 0 <= seat < len(names) else f"Player {seat + 1}"


def seat_names(seats: int, you: int | None = None) -> list[str]:
    """One name per seat: "You" for the seat ``you`` (if any), "Player N" for the others."""
    return [YOU if seat == you else seat_name(seat) for seat in range(seats)]


def seat_labels(seats: list[str], names: list[str]) -> list[dict]:
    """What the seats bar says beside each seat's name: its number, when the name is not it
    (the reasons and the rules say "Player N"), and the bot that plays it ("strong bot")."""
    return [{"number": None if names[seat] == seat_name(seat) else seat_name(seat),
             "kind": None if kind == "human" else f"{kind} bot"} for seat, kind in enumerate(seats)]


def handoff_words(name: str) -> dict:
    """The cover over the table while the device passes to ``name``: its title, its line, its
    button, and what the table says once they look."""
    return {"title": f"Pass the device to {name}",
            "text": f"Only {name} should look now: the next screen shows their hand.",
            "button": f"I am {name}: show my hand", "said": f"{name}, your turn."}


def choose_prompt(piece: str | None) -> str:
    """What the table says when a pile is selected: the piece that would move (if the game
    names it) and what to do next."""
    return f"{capital(piece) if piece else 'Selected'}: choose where it goes."


def agrees(name: str, one: str, you: str) -> str:
    """The verb that goes with a seat's name: "Player 2 wins", "You win"."""
    return you if name == YOU else one


def possessive(name: str) -> str:
    """Whose, by a seat's name: "Your" for "You", "Player 2's" for the others."""
    return "Your" if name == YOU else f"{name}'s"


def number_word(n: int) -> str:
    """A small number spelled out, as prose writes it ("sixteen"); a larger one in digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def rule(text: str, *show: str | None) -> dict:
    """One section of a rules sheet (``Game.rules_sheet``): its paragraph and the pieces
    pictured beside it (codes the page draws; ``None`` is a face-down card)."""
    return {"text": text, "show": list(show)}


def results_title(winners: list[int], names: list[str], here: list[int]) -> str:
    """The results card's title, for the people at this device (``here``: their seats):
    "You won!" when one of them won, else who won ("You lost: Player 2 wins" when one person
    plays here, "Player 1 and Player 3 win" when several do, or nobody does)."""
    if len(names) == 1:
        return "You won!" if winners else "Game over"
    if not winners:
        return "Nobody wins"
    who = [names[i] for i in winners]
    verb = "win" if len(who) > 1 else agrees(who[0], "wins", "win")
    if len(here) != 1:
        return f"{listed(who)} {verb}"
    if here[0] not in winners:
        return f"You lost: {listed(who)} {verb}"
    others = [names[i] for i in winners if i not in here]
    return "You won!" + (f" (shared with {listed(others)})" if others else "")
