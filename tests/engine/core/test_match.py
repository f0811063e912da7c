"""Match history: undo and redo by replay, never past revealed information or another person's move."""

from engine import games
from engine.core import Action, GameConfig
from engine.core.match import Match

BID0, BID1 = Action("bid", (0,)), Action("bid", (1,))


def new_match(players=2, auto=()):
    return Match(games.get("tiny"), GameConfig(players=players, seed=3), auto_seats=auto)


def test_undo_returns_to_the_same_position_and_redo_replays():
    match = new_match(players=3)
    start = match.state.view(None)
    match.apply(0, BID1)
    after = match.state.view(0)
    assert match.undo(0)
    assert match.state.view(None) == start
    assert match.can_redo()
    assert match.redo()
    assert match.state.view(0) == after


def test_undo_never_passes_revealed_information():
    match = new_match(players=2)
    match.apply(0, BID0)
    match.apply(1, BID1)  # reveals the bids
    assert match.history[-1].barrier
    assert not match.can_undo(1)
    assert not match.can_undo()


def test_drawing_a_card_is_a_barrier_because_randomness_was_used():
    match = new_match(players=2)
    match.apply(0, BID0)
    match.apply(1, BID0)
    seat = match.state.to_move()[0]
    match.apply(seat, match.state.legal_actions(seat)[0])
    assert match.history[-1].barrier


def test_undo_takes_back_ai_replies_but_not_another_persons_move():
    match = new_match(players=3, auto=(2,))
    match.apply(0, BID0)
    match.apply(1, BID0)
    # seat 0 cannot undo past seat 1, a person
    assert not match.can_undo(0)
    assert match.undo_point(1) == 1
    match2 = new_match(players=3, auto=(1,))
    match2.apply(0, BID0)
    match2.apply(1, BID0)  # AI reply
    assert match2.undo(0)
    assert match2.history == []


def test_a_new_move_clears_redo():
    match = new_match(players=3)
    match.apply(0, BID0)
    match.undo(0)
    match.apply(0, BID1)
    assert not match.can_redo()


def test_version_grows_with_every_change():
    match = new_match(players=3)
    versions = [match.version]
    match.apply(0, BID0)
    versions.append(match.version)
    match.undo(0)
    versions.append(match.version)
    assert versions == sorted(set(versions))
