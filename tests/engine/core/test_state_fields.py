"""A state's fields by name, and its pickled copy, whether its class runs from source or compiled."""

import pickle

from engine.core import Action, GameConfig
from engine.core.game import fields_of
from tests.tactics import verify
from tests.tinygame import RULESET


class _Slotted:
    __slots__ = ("a", "b")

    def __init__(self) -> None:
        self.a = [1]  # b is left unset, as a compiled class may leave a field


class _CompiledLike:
    """What a class compiled by mypyc shows: its fields named in ``__mypyc_attrs__``, not in ``__dict__``,
    and a fixed-size tuple field handed out as a new tuple at every read."""

    __mypyc_attrs__ = ("pair", "__dict__")

    def __init__(self) -> None:
        self.extra = "in __dict__"

    @property
    def pair(self) -> tuple[int, int]:
        return tuple([3, 4])  # type: ignore[return-value]


def test_fields_of_reads_dict_slots_and_the_fields_a_compiled_class_names():
    assert fields_of(_Slotted()) == {"a": [1]}
    assert fields_of(_CompiledLike()) == {"pair": (3, 4), "extra": "in __dict__"}
    state = RULESET.new_game(GameConfig(players=2, seed=3))
    assert fields_of(state)["hands"] is state.hands


def test_a_pickled_state_is_made_blank_then_given_its_fields_and_plays_on_alike():
    state = RULESET.new_game(GameConfig(players=2, seed=3))
    state.apply(0, Action("bid", (1,)))
    copy = pickle.loads(pickle.dumps(state))
    fields, copied = fields_of(state), fields_of(copy)
    assert type(copy) is type(state) and copied.keys() == fields.keys()
    assert copied.pop("rng").getstate() == fields.pop("rng").getstate() and copied == fields
    copy.apply(1, Action("bid", (0,)))
    state.apply(1, Action("bid", (0,)))
    assert copy.view(0) == state.view(0)


def test_a_judged_position_tells_a_tuple_by_its_contents_not_by_its_address():
    # a compiled field may hand out a new tuple at every read, at the address of a freed one:
    # only the mutable parts a position shares with the judged one are told by their address
    inner = [2]
    found: set[int] = set()
    verify._collect_parts((1, inner), found)
    assert found == {id(inner)}
    assert verify._contents(_CompiledLike(), found) == verify._contents(_CompiledLike(), found)
