"""The play screen's sounds: heard as the animations reach their moments, each effect at most once a frame
(also when Skip or instant animations show everything at once), none when muted; instant animations skip
the animations and the bots' beats."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from fake_mixer import recording_player
from people import click, frame, key

from game.client.app import DEFAULT_CANVAS, App
from game.client.scenes.play import PlayScene
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.storage.settings import Settings, SettingsStore


@pytest.fixture
def sounding(own_data_folder):
    store = SettingsStore.open(own_data_folder)
    player, mixer = recording_player(store)
    application = App(DEFAULT_CANVAS, settings=store, sound=player)
    application.open()
    yield application, mixer
    application.close()


def _bots_match(app: App, seed: int = 3) -> PlayScene:
    seats = (SeatConfig("Bot A", "red", BOT, "easy"), SeatConfig("Bot B", "blue", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=seed))
    app.push(scene)
    frame(app)
    return scene


def _frames(app: App, mixer, count: int) -> list[list[str]]:
    """What each of `count` frames played."""
    heard = []
    for _ in range(count):
        before = len(mixer.played)
        frame(app)
        heard.append(mixer.effects()[before:])
    return heard


@pytest.mark.slow
def test_a_match_is_heard_as_it_is_shown_each_effect_once_a_frame_at_most(sounding):
    app, mixer = sounding
    app.settings.animation_speed = 4.0
    scene = _bots_match(app)
    heard = _frames(app, mixer, 300)  # about nine rounds: each effect is heard in many frames of every kind
    assert all(max(Counter(f).values(), default=0) <= 1 for f in heard)
    kinds = {effect for f in heard for effect in f}
    assert {"deal", "reveal", "land", "hop"} <= kinds, kinds
    assert len(scene.match.shown) > 20
    assert all(volume == pytest.approx(0.8) for _, volume in mixer.played)  # the settings' volume


def test_skip_plays_at_most_one_of_each_effect_in_its_frame(sounding):
    app, mixer = sounding
    scene = _bots_match(app)  # the deal is still to be shown: rows opened, hands dealt
    assert scene.match.has_events()
    before = len(mixer.played)
    click(app, scene.skip_button.rect.center)
    in_frame = mixer.effects()[before:]
    assert len(in_frame) >= 2 and len(in_frame) == len(set(in_frame)), in_frame


@pytest.mark.slow
def test_muted_the_match_is_silent_and_m_mutes_anywhere(sounding, own_data_folder):
    app, mixer = sounding
    app.settings.animation_speed = 4.0
    scene = _bots_match(app)
    _frames(app, mixer, 30)
    assert mixer.played
    key(app, pygame.K_m)
    assert app.settings.muted and app.toast_text == "Sound off (M)"
    assert SettingsStore.open(own_data_folder).settings.muted  # saved at once
    before = len(mixer.played), len(scene.match.shown)
    _frames(app, mixer, 120)  # a few rounds
    assert len(mixer.played) == before[0] and len(scene.match.shown) > before[1]  # the game goes on, silent
    key(app, pygame.K_m)
    assert not app.settings.muted and app.toast_text == "Sound on (M)"
    _frames(app, mixer, 120)
    assert len(mixer.played) > before[0]


@pytest.mark.slow
def test_the_notice_of_m_passes(sounding):
    app, _ = sounding
    _bots_match(app)
    key(app, pygame.K_m)
    assert app.toast_text is not None
    for _ in range(120):
        frame(app)
    assert app.toast_text is None


def _decisions_after(app: App, frames: int, instant: bool) -> tuple[int, bool]:
    app.settings.update(animation_speed=1.0, instant_animations=instant)
    seats = (SeatConfig("Bot A", "red", BOT, "easy"), SeatConfig("Bot B", "blue", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=5))
    app.reset(scene)
    frame(app)
    moved = False
    for _ in range(frames):
        frame(app)
        moved = moved or scene.animator.busy or scene.match.has_events()
    return len(scene.match.decisions), moved


@pytest.mark.slow
def test_instant_animations_skip_the_animations_and_the_bots_beats(sounding):
    app, mixer = sounding
    normal, _ = _decisions_after(app, 120, instant=False)
    instant, moved = _decisions_after(app, 120, instant=True)
    assert not moved  # after every frame everything is shown: nothing is left moving
    assert instant > 3 * normal, (instant, normal)
    assert app.top.bot_beat() == 0.0


@pytest.mark.slow
def test_instant_is_heard_once_a_frame_each_effect(sounding):
    app, mixer = sounding
    app.settings.instant_animations = True
    _bots_match(app)
    heard = _frames(app, mixer, 200)
    assert all(len(f) == len(set(f)) for f in heard)
    assert {"land", "hop", "deal"} <= {e for f in heard for e in f}


def test_the_settings_instant_flag_is_what_the_file_says(own_data_folder):
    store = SettingsStore.open(own_data_folder)
    store.instant_animations = True
    again = SettingsStore.open(own_data_folder)
    assert again.writable and again.settings == Settings(instant_animations=True)


def test_buttons_are_heard_where_they_change_a_screen_or_a_setting(sounding):
    app, mixer = sounding
    _bots_match(app)
    before = len(mixer.played)
    key(app, pygame.K_t)  # the tile tracker's toggle
    key(app, pygame.K_ESCAPE)  # the pause menu opens
    frame(app)
    assert mixer.effects()[before:].count("button") == 2  # (the bots' table is heard meanwhile)
    before = len(mixer.played)
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    frame(app)
    assert mixer.effects()[before:] == []  # moving the mouse is not a click (and the game is paused)
