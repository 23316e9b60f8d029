"""The generator is pinned: these numbers must never change (replays depend on them)."""
import pytest

from courtly.core.rng import MAX_SEED, Rng, check_seed

# Our own draws, recorded once: a change here breaks every saved game and link.
GOLDEN_SHUFFLE = [5, 0, 9, 2, 4, 7, 3, 6, 8, 1]
GOLDEN_BELOW = [0, 1, 0, 11, 63]


def test_splitmix64_reference_vectors():
    # Published SplitMix64 outputs for seed 0 and seed 1234567.
    r = Rng.from_seed(0)
    assert [r.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    r = Rng.from_seed(1234567)
    assert [r.next_u64() for _ in range(5)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423,
        4593380528125082431, 16408922859458223821]


def test_state_is_a_hex_string_that_resumes_the_stream():
    a = Rng.from_seed(99)
    a.next_u64()
    b = Rng(a.state)
    assert [a.next_u64() for _ in range(10)] == [b.next_u64() for _ in range(10)]
    assert len(a.state) == 16 and int(a.state, 16) >= 0


def test_shuffle_and_below_are_pinned():
    r = Rng.from_seed(2026)
    items = list(range(10))
    r.shuffle(items)
    assert items == GOLDEN_SHUFFLE
    assert [Rng.from_seed(7).below(n) for n in (1, 2, 3, 52, 104)] == GOLDEN_BELOW


def test_below_is_uniform_enough():
    r = Rng.from_seed(5)
    counts = [0] * 6
    for _ in range(60_000):
        counts[r.below(6)] += 1
    assert all(9_500 < c < 10_500 for c in counts)


@pytest.mark.parametrize("bad", [-1, MAX_SEED, 1.0, "1", None, True])
def test_bad_seeds_are_refused(bad):
    with pytest.raises(ValueError):
        check_seed(bad)


@pytest.mark.parametrize("bad", ["", "xyz", "1" * 17, "-000000000000001", None])
def test_bad_states_are_refused(bad):
    with pytest.raises(ValueError):
        Rng(bad)
