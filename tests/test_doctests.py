"""The examples in courtly's docstrings run as tests, one test per module that has any."""
import doctest
import importlib
import pkgutil

import pytest

import courtly

FINDER = doctest.DocTestFinder()


def modules_with_examples() -> list[str]:
    names = ["courtly"] + [m.name for m in pkgutil.walk_packages(courtly.__path__, "courtly.")]
    return [name for name in names
            if any(test.examples for test in FINDER.find(importlib.import_module(name)))]


MODULES = modules_with_examples()


def test_the_docstrings_hold_examples():
    assert len(MODULES) >= 5, MODULES


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0, f"{result.failed} of {result.attempted} examples failed"
