"""Tweens: easing, chaining, running in parallel, delays, callbacks, finish (skip), cancel, speed."""

from __future__ import annotations

import pytest

from game.client.view.tween import (
    EASINGS,
    Call,
    Parallel,
    Sequence,
    Timeline,
    Tween,
    Wait,
    animate,
    easing,
)


class Thing:
    def __init__(self, x=0.0, y=0.0, pos=(0.0, 0.0)):
        self.x, self.y, self.pos = x, y, pos


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_every_easing_starts_at_0_and_ends_at_1(name):
    fn = EASINGS[name]
    assert fn(0.0) == pytest.approx(0.0, abs=1e-9)
    assert fn(1.0) == pytest.approx(1.0, abs=1e-9)


def test_easing_shapes():
    assert EASINGS["in_quad"](0.5) == pytest.approx(0.25)
    assert EASINGS["out_quad"](0.5) == pytest.approx(0.75)
    assert EASINGS["in_out_cubic"](0.25) == pytest.approx(0.0625)
    assert max(EASINGS["out_back"](t / 100) for t in range(101)) > 1.05  # overshoots, then settles
    assert EASINGS["out_bounce"](0.5) == pytest.approx(0.765625)
    with pytest.raises(ValueError, match="unknown easing 'wobble'"):
        easing("wobble")


def test_a_tween_moves_numbers_and_tuples_and_calls_back_once():
    timeline = Timeline()
    thing = Thing()
    done = []
    animate(timeline, thing, 1.0, "linear", x=10.0, pos=(100.0, -50.0), on_finish=lambda: done.append(1))
    timeline.update(0.25)
    assert thing.x == pytest.approx(2.5) and thing.pos == pytest.approx((25.0, -12.5))
    timeline.update(0.25)
    assert thing.x == pytest.approx(5.0)
    assert done == []
    timeline.update(10)
    assert thing.x == 10.0 and thing.pos == (100.0, -50.0) and done == [1]
    timeline.update(1)
    assert done == [1] and not timeline.busy


def test_delay_holds_the_start_value_and_start_values_are_read_when_the_tween_starts():
    timeline = Timeline()
    thing = Thing(x=0.0)
    animate(timeline, thing, 1.0, x=10.0, delay=0.5)
    thing.x = 4.0  # changed before the tween starts: the tween starts from here
    timeline.update(0.5)
    assert thing.x == 4.0
    timeline.update(0.5)
    assert thing.x == pytest.approx(7.0)


def test_a_sequence_runs_parts_in_order_and_passes_leftover_time_on():
    timeline = Timeline()
    thing = Thing()
    order = []
    timeline.add(Sequence(
        Tween(thing, 1.0, x=10.0, on_finish=lambda: order.append("x")),
        Wait(0.5),
        Call(lambda: order.append("call")),
        Tween(thing, 1.0, y=20.0, on_finish=lambda: order.append("y")),
        on_finish=lambda: order.append("all"),
    ))
    timeline.update(1.25)  # x done, 0.25 s into the wait
    assert thing.x == 10.0 and thing.y == 0.0 and order == ["x"]
    timeline.update(0.5)  # wait done at 1.5, call, then 0.25 s of y
    assert order == ["x", "call"] and thing.y == pytest.approx(5.0)
    timeline.update(1.0)
    assert order == ["x", "call", "y", "all"] and thing.y == 20.0


def test_parallel_parts_run_together_and_end_with_the_longest():
    timeline = Timeline()
    a, b = Thing(), Thing()
    done = []
    timeline.add(Parallel(Tween(a, 1.0, x=1.0), Tween(b, 2.0, x=2.0), on_finish=lambda: done.append(1)))
    timeline.update(1.0)
    assert a.x == 1.0 and b.x == pytest.approx(1.0) and done == []
    timeline.update(1.0)
    assert b.x == 2.0 and done == [1]


def test_finish_jumps_to_the_end_running_callbacks_in_order():
    timeline = Timeline()
    thing = Thing()
    order = []
    chain = Sequence(
        Tween(thing, 1.0, x=10.0, on_finish=lambda: order.append("x")),
        Tween(thing, 1.0, x=30.0, on_finish=lambda: order.append("x2")),
    )
    timeline.add(chain)
    timeline.update(0.1)
    chain.finish()
    assert thing.x == 30.0 and order == ["x", "x2"] and chain.done


def test_finish_all_also_finishes_animations_that_callbacks_start():
    timeline = Timeline()
    thing = Thing()

    def next_step():
        animate(timeline, thing, 1.0, y=5.0)

    animate(timeline, thing, 1.0, x=3.0, on_finish=next_step)
    timeline.finish_all()
    assert (thing.x, thing.y) == (3.0, 5.0) and not timeline.busy


def test_cancel_stops_where_it_is_without_callbacks():
    timeline = Timeline()
    thing = Thing()
    done = []
    tween = animate(timeline, thing, 1.0, x=10.0, on_finish=lambda: done.append(1))
    timeline.update(0.5)
    tween.cancel()
    timeline.update(1.0)
    assert thing.x == pytest.approx(5.0) and done == [] and tween.cancelled and not timeline.busy


def test_the_speed_factor_scales_time_and_is_read_every_update():
    settings = {"animation_speed": 2.0}
    timeline = Timeline(speed=lambda: settings["animation_speed"])
    thing = Thing()
    animate(timeline, thing, 1.0, x=10.0)
    timeline.update(0.25)
    assert thing.x == pytest.approx(5.0)
    settings["animation_speed"] = 0.5
    timeline.update(0.5)
    assert thing.x == pytest.approx(7.5)


def test_negative_durations_are_refused():
    with pytest.raises(ValueError):
        Tween(Thing(), -1.0, x=1.0)
