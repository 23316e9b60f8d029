"""Overthrow bots: ``quick`` (``planner``) and ``strong`` (``search``, on the planner).

A turn is several actions, so both bots decide one action at a time from a plan that is
read off the position each time:

* quick: a rule-based planner.  Each legal action gets a value from the plan's goals: lay
  land along a shortest path to the nearest unlinked village (while influence cards are
  short) and to the capital; stand militaries next to the capital and guard the front;
  lay trade tokens along a route to a linked village; attack when the odds (worked out from
  the dice each side rolls) pay for the military that a loss costs — the capital's centre
  whenever it can be reached.  The action with the best value is played.
* strong: this planner in its sharper style, and, when an attack is on offer or a rival
  threatens the centre, an expectimax search over its own turn (``search``), with
  attacks as chance nodes, that looks at the best few actions of the sharper style:
  land that serves the capital road and a village path at once counts for both (one road
  links the villages on the way), land toward a second staging cell next to a
  centre-adjacent capital cell is worth laying (two cells to take it from, two tries a
  turn), and a centre attack counts the single attacks the turn still allows after it.
  ``planned`` is that style's own pick, for the decisions outside the search.  At three
  and four seats the strong bot is that style alone, without the search (it lost the race
  for the centre there), and its shared land counts only the paths to near villages.

The defender's choice after a failed attack removes the most dangerous attacker; at the
5-card limit a new influence card replaces the weakest one held; a free Surveyors land on
offer is laid before anything else (it costs no action, and another action declines it).
"""
from __future__ import annotations

from .planner import quick
from .search import strong

__all__ = ["quick", "strong"]
