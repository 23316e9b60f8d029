"""Royal Cotillion: two-deck solitaire, eight foundations building up by two (rules:
``py/rules/royal-cotillion.md``).

Layout (rules §1): eight foundations, an Ace-based (``L``) and a Two-based (``R``) one
per suit; the Field, four columns of three with only the last card available; the
Deck, sixteen slots all available, refilled from the waste, else the fresh pile; the
fresh pile (face up unless *classic*) and the waste.

Notation: ``<source>-<foundation>`` with sources ``D1``..``D16`` (Deck slots),
``F1``..``F4`` (Field columns), ``waste`` and ``fresh``, foundations ``LS`` ``RS``
``LC`` ``RC`` ``LH`` ``RH`` ``LD`` ``RD``; and ``turn`` (fresh top onto the waste).
A bare source (``D7``) picks the foundation by the seed's rule.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import IllegalMove, Rng, Solitaire
from ..core.cards import card_mark, card_name, card_record, deck, rank_char, rank_of, suit_of
from ..core.language import N_, _, n_, p_
from ..core.records import MoveRecord, move_record
from ..core.sheet import Example, Step, step
from ..core.tour import Lesson, Tour
from ..core.words import capital, cards_word, number_word

SUIT_ROWS = "SCHD"  # the order of the foundation rows on the table (rules §1)
FOUNDATIONS = tuple(side + s for s in SUIT_ROWS for side in "LR")
BASE_RANK = {"L": 1, "R": 2}
FIELD = tuple(f"F{i}" for i in range(1, 5))
DECK = tuple(f"D{i}" for i in range(1, 17))
SOURCES = frozenset(FIELD + DECK + ("waste", "fresh"))
COMPLETE = 13
STEP = 2  # a foundation builds up by twos, round the corner from King to Ace
TOUR_SEED = 7  # the guided first game's deal: it meets every lesson early (tests/test_tour.py)


@dataclass(frozen=True)
class State:
    seed: int
    classic: bool
    foundations: tuple[tuple[str, ...], ...]  # in FOUNDATIONS order, bottom first
    field: tuple[tuple[str, ...], ...]        # four columns, the available card last
    deck: tuple[str | None, ...]              # sixteen slots
    waste: tuple[str, ...]                    # top last
    fresh: tuple[str, ...]                    # top last
    rng: str


def needs(pile: str, cards: tuple[str, ...]) -> int | None:
    """The rank this foundation takes next, or None once it holds all 13 cards."""
    if not cards:
        return BASE_RANK[pile[0]]
    if len(cards) >= COMPLETE:
        return None
    nxt = rank_of(cards[-1]) + STEP
    return nxt - 13 if nxt > 13 else nxt


# A foundation by its name, without an article: every sentence that names one gives it the
# article its language wants (every foundation is of the same gender in every language).
FOUNDATION_NAMES = {
    "LS": N_("Ace-based spades foundation"), "RS": N_("Two-based spades foundation"),
    "LC": N_("Ace-based clubs foundation"), "RC": N_("Two-based clubs foundation"),
    "LH": N_("Ace-based hearts foundation"), "RH": N_("Two-based hearts foundation"),
    "LD": N_("Ace-based diamonds foundation"), "RD": N_("Two-based diamonds foundation"),
}
# Said where they are needed (each a function, so the words are looked up in the language of
# the request): a suit's cards as a foundation takes them ("takes only spades"), a rank with
# its article, in a sentence about one suit ("needs a three", "up from the ace").
SUIT_WORDS = {"S": lambda: p_("suit", "spades"), "C": lambda: p_("suit", "clubs"),
              "H": lambda: p_("suit", "hearts"), "D": lambda: p_("suit", "diamonds")}
RANK_THE = (lambda: p_("rank", "the ace"), lambda: p_("rank", "the two"), lambda: p_("rank", "the three"),
            lambda: p_("rank", "the four"), lambda: p_("rank", "the five"), lambda: p_("rank", "the six"),
            lambda: p_("rank", "the seven"), lambda: p_("rank", "the eight"), lambda: p_("rank", "the nine"),
            lambda: p_("rank", "the ten"), lambda: p_("rank", "the jack"), lambda: p_("rank", "the queen"),
            lambda: p_("rank", "the king"))
RANK_A = (lambda: p_("rank", "an ace"), lambda: p_("rank", "a two"), lambda: p_("rank", "a three"),
          lambda: p_("rank", "a four"), lambda: p_("rank", "a five"), lambda: p_("rank", "a six"),
          lambda: p_("rank", "a seven"), lambda: p_("rank", "an eight"), lambda: p_("rank", "a nine"),
          lambda: p_("rank", "a ten"), lambda: p_("rank", "a jack"), lambda: p_("rank", "a queen"),
          lambda: p_("rank", "a king"))


def foundation_name(pile: str) -> str:
    """``"Ace-based spades foundation"``: a foundation's name, in the current language."""
    return _(FOUNDATION_NAMES[pile])


def suit_word(suit: str) -> str:
    return SUIT_WORDS[suit]()


def the_rank(rank: int) -> str:
    """``"the three"`` (a rank the foundation has or needs, in a sentence about one suit)."""
    return RANK_THE[rank - 1]()


def a_rank(rank: int) -> str:
    """``"a three"``: the rank a foundation needs next."""
    return RANK_A[rank - 1]()


def wants(state: State, card: str) -> str:
    """Why ``card`` fits no foundation: what its suit's two foundations take next, in words."""
    suit = suit_of(card)
    ace, two = (needs(side + suit, state.foundations[FOUNDATIONS.index(side + suit)]) for side in "LR")
    fields = {"card": card_name(card), "suit": suit_word(suit)}
    if ace is None and two is None:
        said = _("The {card} fits no foundation now: both {suit} foundations are complete.", **fields)
    elif ace is None:
        said = _("The {card} fits no foundation now: of the two {suit} foundations, the Ace-based one is "
                 "complete and the Two-based one needs {two}.", two=a_rank(two), **fields)
    elif two is None:
        said = _("The {card} fits no foundation now: of the two {suit} foundations, the Ace-based one needs "
                 "{ace} and the Two-based one is complete.", ace=a_rank(ace), **fields)
    else:
        said = _("The {card} fits no foundation now: of the two {suit} foundations, the Ace-based one needs "
                 "{ace} and the Two-based one needs {two}.", ace=a_rank(ace), two=a_rank(two), **fields)
    return capital(said)


def pile_label(pile: str, count: int, top: dict | None) -> str:
    """The fresh pile's or the waste's label: its name, its cards, its top card if face up."""
    cards = cards_word(count)
    if pile == "fresh":
        return (_("Fresh pile, {cards}, the {card} on top", cards=cards, card=card_name(top["id"])) if top
                else _("Fresh pile, {cards}", cards=cards))
    return (_("Waste, {cards}, the {card} on top", cards=cards, card=card_name(top["id"])) if top
            else _("Waste, {cards}", cards=cards))


def zone_words(classic: bool) -> dict:
    """Each part of the layout by its name in the rules (§1), with a few words on what plays
    from it: the table shows them beside the piles."""
    return {"fresh": {"name": p_("Royal Cotillion zone", "Fresh pile"),
                      "note": _("turn a card") if classic else _("top card plays, or turn it")},
            "waste": {"name": p_("Royal Cotillion zone", "Waste"), "note": _("top card plays")},
            "foundations": {"name": p_("Royal Cotillion zone", "Foundations"), "note": _("up by twos, in suit")},
            "field": {"name": p_("Royal Cotillion zone", "Field"),
                      "note": _("the lowest card of each column plays; never refilled")},
            "deck": {"name": p_("Royal Cotillion zone", "Deck"),
                     "note": _("every card plays; a gap refills from the waste")}}


SUMMARY = N_("Two-deck solitaire: build eight foundations up by twos from the Field and the Deck.")


class RoyalCotillion(Solitaire):
    id = "royal-cotillion"
    name = "Royal Cotillion"
    rules_version = 1
    State = State
    tour = Tour(seed=TOUR_SEED, lessons=(
        Lesson(lambda r: r["to"] in FOUNDATIONS and rank_of(r["card"]) <= STEP,
               N_("Each suit has two foundations: the left one begins with its Ace, the right one with its Two.")),
        Lesson(lambda r: r["from"] in DECK and r["to"] in FOUNDATIONS and rank_of(r["card"]) > STEP,
               N_("A foundation goes up by twos in its suit, and any card of the Deck may go there when it is the "
                  "next one. The emptied Deck slot is filled at once.")),
        Lesson(lambda r: r["from"] in FIELD,
               N_("Only the lowest card of a Field column may be played, and the Field is never refilled.")),
        Lesson(lambda r: r["to"] == "waste",
               N_("When no card fits, turn the fresh pile's top card onto the waste.")),
        Lesson(lambda r: r["from"] == "waste",
               N_("The waste's top card may be played too. There is no redeal: use the waste well."))))

    # The words of the home screen, the options and the first-time guide, in the request's language.
    @property
    def summary(self) -> str:
        return _(SUMMARY)

    @property
    def options(self) -> dict:
        return {"classic": {
            "choices": [False, True], "default": False, "label": p_("option", "Rules"),
            "labels": {False: _("Open: the fresh pile face up"), True: _("Classic: the fresh pile face down")},
            "help": _("Open rules, the game's first telling: every foundation starts when you play its Ace or "
                      "Two, and the fresh pile's top card is face up and plays. Classic rules deal each "
                      "foundation its Ace or Two, keep the fresh pile face down and refill an emptied waste "
                      "from it at once.")}}

    @property
    def guide(self) -> dict:
        return {"mouse": _("Drag a card onto a foundation, or click it; a gold outline shows where it can go. "
                           "Click the fresh pile to turn a card."),
                "touch": _("Drag a card onto a foundation, or tap it; a gold outline shows where it can go. "
                           "Tap the fresh pile to turn a card.")}

    def rules_sheet(self) -> list[Step]:
        def order(base: int) -> str:   # a foundation's ranks, as the cards print them
            ranks = [(base - 1 + STEP * k) % 13 + 1 for k in range(COMPLETE)]
            return " ".join("10" if r == 10 else rank_char(r) for r in ranks)
        onto_foundation = lambda r: r["to"] in FOUNDATIONS   # noqa: E731
        return [
            step(_("The goal"),
                 _("Build all {count} foundations up by {step}s, each in one suit: the left column from the Ace "
                   "({ace_order}), the right from the Two ({two_order}).",
                   count=number_word(len(FOUNDATIONS)), step=number_word(STEP),
                   ace_order=order(BASE_RANK["L"]), two_order=order(BASE_RANK["R"])),
                 example=Example(lambda r: onto_foundation(r) and rank_of(r["card"]) > STEP, seed=1,
                                 piles=())),
            step(p_("Royal Cotillion zone", "The Deck"),
                 _("All {count} cards of the Deck may be played. A Deck slot you empty is filled at once from "
                   "the waste, or else from the fresh pile.", count=number_word(len(DECK))),
                 example=Example(lambda r: r["from"] in DECK, seed=2, piles=())),
            step(p_("Royal Cotillion zone", "The Field"),
                 _("Only the lowest card of each of the {count} Field columns may be played, and the Field is "
                   "never refilled.", count=number_word(len(FIELD))),
                 example=Example(lambda r: r["from"] in FIELD, seed=3, piles=())),
            step(_("The fresh pile and the waste"),
                 _("Click or tap the fresh pile to turn its top card onto the waste. The waste's top card may be "
                   "played too."),
                 example=Example(lambda r: r["to"] == "waste", seed=1, piles=())),
            step(_("The end"),
                 _("There is no redeal: the game ends when the fresh pile is empty and no card fits. You win when "
                   "every card is on a foundation."), None, "8S"),
        ]

    # --- deal -------------------------------------------------------------------
    def deal(self, seed, players, options, rng: Rng) -> State:
        classic = options["classic"]
        cards = deck(2)
        foundations = [() for _ in FOUNDATIONS]
        if classic:  # rules §9: one Ace and one Two of each suit start the foundations
            for i, pile in enumerate(FOUNDATIONS):
                base = f"{rank_char(BASE_RANK[pile[0]])}{pile[1]}-0"
                cards.remove(base)
                foundations[i] = (base,)
        rng.shuffle(cards)
        field = tuple(tuple(cards[c * 3:c * 3 + 3]) for c in range(4))
        slots = tuple(cards[12:28])
        return State(seed=seed, classic=classic, foundations=tuple(foundations), field=field,
                     deck=slots, waste=(cards[28],), fresh=tuple(cards[29:]), rng=rng.state)

    # --- reading the position -------------------------------------------------------
    def available(self, state: State) -> dict[str, str]:
        """Every source whose card may go to a foundation now: pile id -> card id."""
        out = {}
        for pile, column in zip(FIELD, state.field):
            if column:
                out[pile] = column[-1]
        for pile, card in zip(DECK, state.deck):
            if card:
                out[pile] = card
        if state.waste:
            out["waste"] = state.waste[-1]
        if state.fresh and not state.classic:
            out["fresh"] = state.fresh[-1]
        return out

    def targets(self, state: State, card: str) -> list[str]:
        """The foundations that accept ``card``."""
        suit, rank = suit_of(card), rank_of(card)
        return [pile for pile, cards in zip(FOUNDATIONS, state.foundations)
                if pile[1] == suit and needs(pile, cards) == rank]

    def preferred_target(self, state: State, card: str) -> str | None:
        """The seed's rule when both foundations accept: fewer cards, a tie goes right."""
        options = self.targets(state, card)
        if not options:
            return None
        sizes = dict(zip(FOUNDATIONS, map(len, state.foundations)))
        return min(options, key=lambda p: (sizes[p], p[0] != "R"))

    def won(self, state: State) -> bool:
        return all(len(f) == COMPLETE for f in state.foundations)

    def _moves(self, state: State) -> list[tuple[str, str, str, str]]:
        """(move, from, to, card) for every legal move."""
        if self.won(state):
            return []
        out = [(f"{src}-{dst}", src, dst, card)
               for src, card in self.available(state).items() for dst in self.targets(state, card)]
        if state.fresh:
            out.append(("turn", "fresh", "waste", state.fresh[-1]))
        out.sort()
        return out

    # --- the contract -------------------------------------------------------------
    def outcome(self, state: State, names=None) -> dict | None:
        if self._moves(state):
            return None
        home = sum(map(len, state.foundations))
        if self.won(state):
            return {"scores": [home], "winners": [0], "reason": _("won: all 104 cards are home")}
        return {"scores": [home], "winners": [],
                "reason": _("blocked: the fresh pile is empty and no card fits; {home} of 104 cards home",
                            home=home)}

    def parse(self, state: State, move: object) -> tuple[str, str]:
        """(source, foundation) for a move string, or ``IllegalMove`` saying why not."""
        if not isinstance(move, str) or not move:
            raise IllegalMove(_("A move is a source and a foundation, like D7-LS, or 'turn'."))
        if self.won(state):
            raise IllegalMove(_("The game is won: every card is home."))
        if move in ("turn", "fresh-waste"):
            if not state.fresh:
                raise IllegalMove(_("The fresh pile is empty: there is nothing to turn."))
            return "fresh", "waste"
        src, sep, dst = move.partition("-")
        if src not in SOURCES:
            raise IllegalMove(_("'{move}' does not start with a source: D1-D16, F1-F4, waste or fresh.",
                                move=move))
        card = self.available(state).get(src)
        if card is None:
            raise IllegalMove(self._why_unavailable(state, src))
        if not sep:
            dst = self.preferred_target(state, card)
            if dst is None:
                raise IllegalMove(_("No foundation takes the {card} now.", card=card_name(card)))
            return src, dst
        if dst not in FOUNDATIONS:
            raise IllegalMove(_("Cards go only to the foundations; nothing is ever built elsewhere.") if dst in SOURCES
                              else _("'{pile}' is not a foundation: use LS, RS, LC, RC, LH, RH, LD or RD.",
                                     pile=dst))
        self._check_fits(state, card, dst)
        return src, dst

    def _why_unavailable(self, state: State, src: str) -> str:
        if src == "fresh":
            if state.fresh:
                return _("In the classic game the fresh pile is face down: turn its top card onto the waste first.")
            return _("The fresh pile is empty.")
        if src == "waste":
            return _("The waste is empty.")
        if src.startswith("F"):
            return _("Field column {n} is empty; the Field is never refilled.", n=src[1:])
        return _("Deck slot {n} is empty.", n=src[1:])

    def _check_fits(self, state: State, card: str, dst: str) -> None:
        cards = state.foundations[FOUNDATIONS.index(dst)]
        fields = {"foundation": foundation_name(dst), "card": card_name(card)}
        if suit_of(card) != dst[1]:
            raise IllegalMove(_("The {foundation} takes only {suit}, not the {card}.",
                                suit=suit_word(dst[1]), **fields))
        want = needs(dst, cards)
        if want is None:
            raise IllegalMove(_("The {foundation} is complete: it holds all 13 cards.", **fields))
        if want != rank_of(card):
            if cards:
                said = _("The {card} cannot go on the {foundation}: it builds up by two from {top}, so it needs "
                         "{next} next.", top=the_rank(rank_of(cards[-1])), next=the_rank(want), **fields)
            elif dst[0] == "L":
                said = _("The {card} cannot go on the {foundation}: an empty Ace-based foundation must start "
                         "with an ace.", **fields)
            else:
                said = _("The {card} cannot go on the {foundation}: an empty Two-based foundation must start "
                         "with a two.", **fields)
            raise IllegalMove(capital(said))

    def apply(self, state: State, move: str) -> State:
        return self._apply(state, *self.parse(state, move))

    def play(self, state: State, move: str, names=None) -> tuple[State, str]:
        """The move parsed once, applied, and told for the log."""
        src, dst = self.parse(state, move)
        return self._apply(state, src, dst), self._describe(state, src, dst)

    def _apply(self, state: State, src: str, dst: str) -> State:
        if dst == "waste":  # turn
            return self._settle(replace(state, fresh=state.fresh[:-1],
                                        waste=state.waste + (state.fresh[-1],)))
        card = self.available(state)[src]
        i = FOUNDATIONS.index(dst)
        foundations = state.foundations[:i] + (state.foundations[i] + (card,),) + state.foundations[i + 1:]
        state = replace(state, foundations=foundations)
        if src == "waste":
            state = replace(state, waste=state.waste[:-1])
        elif src == "fresh":
            state = replace(state, fresh=state.fresh[:-1])
        elif src.startswith("F"):
            c = FIELD.index(src)
            state = replace(state, field=state.field[:c] + (state.field[c][:-1],) + state.field[c + 1:])
        else:
            state = self._refill(state, DECK.index(src))
        return self._settle(state)

    def _refill(self, state: State, slot: int) -> State:
        """A vacated Deck slot takes the waste top, else the fresh top, else stays empty."""
        card, waste, fresh = None, state.waste, state.fresh
        if waste:
            card, waste = waste[-1], waste[:-1]
        elif fresh:
            card, fresh = fresh[-1], fresh[:-1]
        slots = state.deck[:slot] + (card,) + state.deck[slot + 1:]
        return replace(state, deck=slots, waste=waste, fresh=fresh)

    def _settle(self, state: State) -> State:
        """Classic rules refill an emptied waste from the face-down fresh pile."""
        if state.classic and not state.waste and state.fresh:
            state = replace(state, waste=state.fresh[-1:], fresh=state.fresh[:-1])
        return state

    def describe(self, state: State, move: str, advice: bool = False, names=None) -> str:
        return self._describe(state, *self.parse(state, move), advice=advice)

    def _describe(self, state: State, src: str, dst: str, advice: bool = False) -> str:
        if dst == "waste":
            if advice:
                return _("Turn the top card of the fresh pile onto the waste.")
            return capital(_("Turned the {card} onto the waste.", card=card_name(state.fresh[-1])))
        card = self.available(state)[src]
        fields = {"card": card_name(card), "foundation": foundation_name(dst), "n": src[1:]}
        if advice:
            if src == "fresh" and state.classic:  # the classic fresh pile's top card is face down
                return _("Move the top card from the fresh pile to the {foundation}.", **fields)
            said = (_("Move the {card} from the waste to the {foundation}.", **fields) if src == "waste" else
                    _("Move the {card} from the fresh pile to the {foundation}.", **fields) if src == "fresh" else
                    _("Move the {card} from Field column {n} to the {foundation}.", **fields) if src in FIELD else
                    _("Move the {card} from Deck slot {n} to the {foundation}.", **fields))
        else:
            said = (_("Moved the {card} from the waste to the {foundation}.", **fields) if src == "waste" else
                    _("Moved the {card} from the fresh pile to the {foundation}.", **fields) if src == "fresh" else
                    _("Moved the {card} from Field column {n} to the {foundation}.", **fields) if src in FIELD else
                    _("Moved the {card} from Deck slot {n} to the {foundation}.", **fields))
        return capital(said)

    def lost_because(self, state: State) -> str | None:
        """A locked Field (``solvers.field_lock``): the fewest of its cards that lock it."""
        from ..solvers.field_lock import locked_core   # (the solvers read this module)
        core = locked_core(state)
        if core is None:
            return None
        columns = [_("{cards} in Field column {n}", cards=" ".join(card_mark(cid[:2]) for cid in col), n=c + 1)
                   for c, col in enumerate(core) if col]
        return _("No order lets these Field cards all go home: {columns}.", columns=", ".join(columns))

    def why_not(self, state: State, source: str) -> str:
        """Why no card can leave ``source`` now, in the rules' words (§2–§5)."""
        if self.to_move(state) is None:
            return super().why_not(state, source)
        if source in FOUNDATIONS:
            return _("Cards on a foundation stay there: they never move again.")
        if source not in SOURCES:
            return super().why_not(state, source)
        card = self.available(state).get(source)
        if card is None:
            if source.startswith("D"):
                return _("Deck slot {n} is empty: an emptied slot refills from the waste, else the fresh pile, "
                         "and both were empty.", n=source[1:])
            if source == "fresh" and not state.fresh:
                return _("The fresh pile is empty, and there is no redeal.")
            return self._why_unavailable(state, source)
        return wants(state, card)

    # --- what the page sees ------------------------------------------------------------
    def all_known(self, state: State) -> bool:
        return not state.fresh  # the waste and every Deck and Field card are face up

    def legal_moves(self, state: State) -> list[str]:
        return [m[0] for m in self._moves(state)]  # the records' moves, without their words

    def records(self, state: State) -> list[MoveRecord]:
        moves = self._moves(state)
        preferred = {}
        for move, src, dst, card in moves:
            if src not in preferred:
                preferred[src] = self._preferred_move(state, src, card)
        hidden = state.classic and state.fresh  # the classic fresh top is face down
        return [move_record(m, s, d, None if hidden and s == "fresh" else c, preferred=preferred[s] == m)
                for m, s, d, c in moves]

    def view(self, state: State, seat: int | None, names=None) -> dict:
        records = self.records(state)
        fresh_top = card_record(state.fresh[-1]) if state.fresh and not state.classic else None
        waste_top = card_record(state.waste[-1]) if state.waste else None
        home, total = sum(map(len, state.foundations)), len(self.cards(state))
        return {
            "game": self.id, "seat": seat, "to_move": 0 if records else None,
            "classic": state.classic,
            "zones": zone_words(state.classic),
            "foundations": [self._foundation_view(p, c) for p, c in zip(FOUNDATIONS, state.foundations)],
            "field": [{"pile": p, "cards": [card_record(c) for c in col],
                       "label": _("Field column {n}, the {card} available, {cards}", n=p[1:],
                                  card=card_name(col[-1]), cards=cards_word(len(col))) if col
                       else _("Field column {n}, empty", n=p[1:])}
                      for p, col in zip(FIELD, state.field)],
            "deck": [{"pile": p, "card": card_record(c) if c else None,
                      "label": _("Deck slot {n}, the {card}", n=p[1:], card=card_name(c)) if c
                      else _("Deck slot {n}, empty", n=p[1:])}
                     for p, c in zip(DECK, state.deck)],
            "fresh": {"pile": "fresh", "count": len(state.fresh), "top": fresh_top,
                      "label": pile_label("fresh", len(state.fresh), fresh_top)},
            "waste": {"pile": "waste", "count": len(state.waste), "top": waste_top,
                      "label": pile_label("waste", len(state.waste), waste_top)},
            "home": home, "total": total,
            "summary": n_(total, "{home} of {n} card home", "{home} of {n} cards home", home=home),
            "empty": p_("pile", "empty"),   # what an empty pile says on the table
            "moves": records,
            "outcome": None if records else self.outcome(state),
        }

    def _preferred_move(self, state: State, src: str, card: str) -> str:
        if src == "fresh":  # the seed plays the fresh top if it fits, else turns it
            dst = None if state.classic else self.preferred_target(state, card)
            return f"fresh-{dst}" if dst else "turn"
        return f"{src}-{self.preferred_target(state, card)}"

    @staticmethod
    def _foundation_view(pile: str, cards: tuple[str, ...]) -> dict:
        want = needs(pile, cards)
        name = capital(foundation_name(pile))
        mark = None if want is None else card_mark(rank_char(want) + pile[1])
        count = cards_word(len(cards))
        return {"pile": pile, "suit": pile[1], "base": rank_char(BASE_RANK[pile[0]]),
                "count": len(cards), "cards": [card_record(c) for c in cards],
                "needs": None if want is None else rank_char(want) + pile[1],
                # marked on the table: an empty one the card that starts it, a started one the next
                "mark": mark,
                "badge": None if not cards else p_("foundation", "done") if want is None
                else _("next {mark}", mark=mark),
                "label": _("{foundation}, {cards}, complete", foundation=name, cards=count) if want is None
                else _("{foundation}, {cards}, needs the {card}", foundation=name, cards=count,
                       card=card_name(rank_char(want) + pile[1]))}

    # --- tools and tests ----------------------------------------------------------
    def cards(self, state: State) -> list[str]:
        out = [c for f in state.foundations for c in f]
        out += [c for col in state.field for c in col]
        out += [c for c in state.deck if c]
        return out + list(state.waste) + list(state.fresh)

    def check(self, state: State) -> None:
        if len(state.foundations) != 8 or len(state.field) != 4 or len(state.deck) != 16:
            raise ValueError(_("a Royal Cotillion layout has 8 foundations, 4 Field columns and 16 Deck slots"))
        if sorted(self.cards(state)) != sorted(deck(2)):
            raise ValueError(_("the saved cards are not exactly two decks"))
        for pile, cards in zip(FOUNDATIONS, state.foundations):
            probe = ()
            for card in cards:
                if suit_of(card) != pile[1] or needs(pile, probe) != rank_of(card):
                    raise ValueError(_("foundation {pile} is not built by the rules", pile=pile))
                probe += (card,)
        Rng(state.rng)

    def shuffle_hidden(self, state: State, seat, rng: Rng) -> State:
        fresh_hidden = len(state.fresh) if state.classic else max(len(state.fresh) - 1, 0)
        waste_hidden = max(len(state.waste) - 1, 0)
        pool = sorted(state.fresh[:fresh_hidden] + state.waste[:waste_hidden])
        rng.shuffle(pool)
        return replace(state, fresh=tuple(pool[:fresh_hidden]) + state.fresh[fresh_hidden:],
                       waste=tuple(pool[fresh_hidden:]) + state.waste[waste_hidden:])

    def text(self, state: State, seat) -> str:
        v = self.view(state, seat)
        show = lambda rec: rec["card"] if rec else "--"  # noqa: E731
        lines = ["Foundations (needs next):"]
        for f in v["foundations"]:
            lines.append(f"  {f['pile']}: {show(f['cards'][-1] if f['cards'] else None):>2} "
                         f"({f['count']:2}) needs {f['needs'] or 'nothing'}")
        lines.append("Field:  " + "   ".join(f"{c['pile']}: " + " ".join(x["card"] for x in c["cards"])
                                            for c in v["field"]))
        lines.append("Deck:   " + " ".join(f"{d['pile']}:{show(d['card'])}" for d in v["deck"]))
        fresh = show(v["fresh"]["top"]) if not state.classic else "##"
        lines.append(f"Fresh: {fresh if v['fresh']['count'] else '--'} ({v['fresh']['count']})   "
                     f"Waste: {show(v['waste']['top'])} ({v['waste']['count']})   Home: {v['home']}/104")
        return "\n".join(lines)


GAME = RoyalCotillion()
