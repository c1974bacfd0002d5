"""The sound effects: played once a frame each, at the settings' volume, never when muted, silent without a
device; the files are what assets/make_sounds.py makes, byte for byte."""

from __future__ import annotations

import os
import subprocess
import sys
import wave

import pytest
from fake_mixer import FakeMixer, recording_player
from repo import ROOT

from game.client.sound import SOUNDS_DIR, Effect, PygameMixer, SoundPlayer
from game.storage.settings import Settings, SettingsStore

SCRIPT = ROOT / "assets" / "make_sounds.py"


def _store(**values) -> SettingsStore:
    return SettingsStore.in_memory(Settings(**values))


def test_an_effect_asked_for_many_times_in_a_frame_plays_once_at_the_frames_end():
    player, mixer = recording_player(_store())
    for _ in range(5):
        player.play(Effect.LAND)
    player.play(Effect.HOP)
    player.play(Effect.LAND)
    assert mixer.played == []  # nothing before the frame ends
    player.end_frame()
    assert mixer.effects() == ["land", "hop"]
    player.play(Effect.LAND)
    player.end_frame()
    assert mixer.effects() == ["land", "hop", "land"]  # the next frame may play it again


def test_the_volume_of_the_settings_is_applied_when_a_sound_plays():
    store = _store(sound_volume=0.8)
    player, mixer = recording_player(store)
    player.play(Effect.ROW)
    player.end_frame()
    store.sound_volume = 0.25
    player.play(Effect.ROW)
    player.end_frame()
    assert mixer.played == [("row", 0.8), ("row", 0.25)]


@pytest.mark.parametrize("values", [{"muted": True}, {"sound_volume": 0.0}])
def test_nothing_plays_when_muted_or_at_no_volume_and_the_mixer_never_starts(values):
    player, mixer = recording_player(_store(**values))
    player.play(Effect.FANFARE)
    player.end_frame()
    assert mixer.played == [] and mixer.starts == 0


def test_a_mute_between_asking_and_the_frames_end_silences_the_frame():
    store = _store()
    player, mixer = recording_player(store)
    player.play(Effect.MOO)
    store.muted = True
    player.end_frame()
    assert mixer.played == []


def test_the_mixer_starts_on_the_first_sound_only_and_loads_each_file_once():
    player, mixer = recording_player(_store())
    assert mixer.starts == 0  # made, but nothing started: the first frame plays nothing
    for effect in (Effect.HOP, Effect.HOP, Effect.BUY):
        player.play(effect)
        player.end_frame()
    assert mixer.starts == 1 and mixer.loaded == ["hop", "buy"]
    player.close()
    assert mixer.stopped


def test_no_audio_device_means_silence_not_an_error():
    player, mixer = recording_player(_store(), FakeMixer(fails=True))
    for _ in range(3):
        player.play(Effect.BUTTON)
        player.end_frame()  # no exception
    assert mixer.played == [] and mixer.starts == 1 and player.silent  # tried once, then quiet for the run
    player.close()
    assert not mixer.stopped  # nothing was started, nothing to stop


def test_a_missing_sound_file_silences_that_effect_only(tmp_path):
    (tmp_path / "land.wav").write_bytes((SOUNDS_DIR / "land.wav").read_bytes())
    player, mixer = recording_player(_store(), folder=tmp_path)
    player.play(Effect.ROW)
    player.play(Effect.LAND)
    player.end_frame()
    player.play(Effect.ROW)
    player.end_frame()
    assert mixer.effects() == ["land"]


def test_pygame_mixer_plays_every_effect_on_the_dummy_driver():
    import pygame

    class Watched(PygameMixer):
        def __init__(self) -> None:
            self.played: list = []

        def play(self, sound, volume: float) -> None:
            self.played.append(sound)
            super().play(sound, volume)

    mixer = Watched()
    player = SoundPlayer(lambda: 0.5, lambda: False, mixer=mixer)
    try:
        for effect in Effect:
            player.play(effect)
        player.end_frame()
        assert player.started and not player.silent
        # Every file loaded as a pygame Sound and played, each once.
        assert len(mixer.played) == len(Effect) and len({id(s) for s in mixer.played}) == len(Effect)
        assert all(isinstance(sound, pygame.mixer.Sound) for sound in mixer.played)
    finally:
        player.close()


@pytest.mark.slow
def test_an_app_without_an_audio_device_runs_silently():
    code = (
        "from game.client.app import App\n"
        "from game.client.scenes import routes\n"
        "from game.client.sound import Effect\n"
        "app = App((640, 360)); app.open(load_map=False)\n"
        "app.push(routes.title_scene(app)); app.step(1 / 60, [])\n"
        "app.sound.play(Effect.BUTTON); app.step(1 / 60, [])\n"
        "print('silent' if app.sound.silent else 'sound'); app.close()\n"
    )
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "no-such-device", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "PATH": "", "PYTHONPYCACHEPREFIX": os.environ["PYTHONPYCACHEPREFIX"]}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "silent" and done.stderr.strip() == ""  # not a word on the console


def test_every_effect_has_its_small_file():
    for effect in Effect:
        path = SOUNDS_DIR / f"{effect.value}.wav"
        with wave.open(str(path)) as sound:
            assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, 22050), path
            seconds = sound.getnframes() / sound.getframerate()
        assert 0.02 < seconds <= 2.0 and path.stat().st_size < 100_000, path
    assert {p.stem for p in SOUNDS_DIR.glob("*.wav")} == {e.value for e in Effect}  # none left over


@pytest.mark.slow
def test_the_script_makes_the_committed_files_byte_for_byte(tmp_path):
    done = subprocess.run([sys.executable, str(SCRIPT), "--out", str(tmp_path)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(f"{e.value}.wav" for e in Effect)
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS_DIR / name).read_bytes(), name


def test_the_script_says_in_one_sentence_when_it_cannot_write(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    done = subprocess.run([sys.executable, str(SCRIPT), "--out", str(blocker)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"error: {blocker}: the sounds cannot be written")
