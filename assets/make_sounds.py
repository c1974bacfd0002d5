"""Synthesise the game's sound effects into assets/sounds/*.wav (mono, 16-bit, 22050 Hz).

    python assets/make_sounds.py [--out FOLDER]

Pure Python (wave, array, math, random): every effect is built from a few sine partials, filtered noise and
envelopes, so anyone can regenerate or restyle them. Noise comes from a random generator seeded per effect,
so a rerun writes byte-identical files. To restyle an effect, change its function below (or its entry in
GAIN) and run the script again; game/client/sound.py plays the files by name.

The effects: `button` (a soft wooden click), `deal` (a tile slid from the pile), `reveal` (tiles turning
over), `land` (a tile knocking into its row), `cowpie` (a low splat), `row` (a bell: a row is completed),
`moo` (Happy Cows turn the scoring), `hop` (one hop of a pawn), `buy` (a purchase: two wooden coins),
`open_round` (a rising call: the next round is open), `fanfare` (the game's end).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent / "sounds"
SEED = 1997  # the year of the original game; any fixed number gives repeatable noise
TAU = 2 * math.pi

Samples = list[float]


# ------------------------------------------------------------------------------------------- building blocks
def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def tone(freq: float | Callable[[float], float], seconds: float, decay: float = 0.0, attack: float = 0.004,
         phase: float = 0.0) -> Samples:
    """A sine whose frequency may glide (a function of time), with an attack and an exponential decay (1/s)."""
    out: Samples = []
    n = int(seconds * RATE)
    glide = callable(freq)
    for i in range(n):
        t = i / RATE
        f = freq(t) if glide else freq  # type: ignore[operator]
        phase += TAU * f / RATE
        env = min(1.0, t / attack) if attack > 0 else 1.0
        out.append(math.sin(phase) * env * math.exp(-decay * t))
    return out


def noise(seconds: float, rng: random.Random, decay: float = 0.0, attack: float = 0.001) -> Samples:
    n = int(seconds * RATE)
    return [(rng.random() * 2 - 1) * min(1.0, (i / RATE) / attack) * math.exp(-decay * i / RATE) for i in range(n)]


def lowpass(samples: Samples, cutoff: float) -> Samples:
    """A one-pole low-pass filter (a duller, softer sound)."""
    k = 1 - math.exp(-TAU * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def highpass(samples: Samples, cutoff: float) -> Samples:
    low = lowpass(samples, cutoff)
    return [x - y for x, y in zip(samples, low, strict=True)]


def bandpass(samples: Samples, freq: float, q: float = 4.0) -> Samples:
    """A two-pole resonant band-pass (RBJ biquad): noise through it sounds like a struck wooden body."""
    w = TAU * freq / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    out: Samples = []
    x1 = x2 = y1 = y2 = 0.0
    for x in samples:
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def mix(*parts: tuple[float, Samples, float]) -> Samples:
    """Sum (gain, samples, start in seconds) parts into one buffer as long as the longest."""
    length = max(int(start * RATE) + len(s) for _, s, start in parts)
    out = [0.0] * length
    for gain, samples, start in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += gain * value
    return out


def envelope(samples: Samples, attack: float, release: float) -> Samples:
    """Fade in and out (no click at either end)."""
    n = len(samples)
    a, r = max(1, int(attack * RATE)), max(1, int(release * RATE))
    return [v * min(1.0, i / a, (n - 1 - i) / r) for i, v in enumerate(samples)]


def normalise(samples: Samples, peak: float) -> Samples:
    top = max((abs(v) for v in samples), default=0.0)
    return [v * peak / top for v in samples] if top else samples


# ------------------------------------------------------------------------------------------------ the effects
def wood(freq: float, seconds: float, rng: random.Random, decay: float = 45.0) -> Samples:
    """A knock on wood: a noise tick through two body resonances, with a quickly dying tone under it."""
    tick = noise(seconds, rng, decay=decay * 2.2)
    body = mix((1.0, bandpass(tick, freq, 9.0), 0.0), (0.6, bandpass(tick, freq * 2.3, 7.0), 0.0))
    return mix((1.0, body, 0.0), (0.35, tone(freq, seconds, decay=decay), 0.0))


def button(rng: random.Random) -> Samples:
    return envelope(lowpass(wood(1050, 0.07, rng, decay=70), 6000), 0.001, 0.01)


def deal(rng: random.Random) -> Samples:
    # A tile slid off the pile: a short brushed rustle ending in a light tap.
    rustle = bandpass(noise(0.08, rng, decay=18, attack=0.02), 2600, 1.2)
    return envelope(mix((0.5, rustle, 0.0), (0.8, wood(1400, 0.05, rng, decay=90), 0.06)), 0.002, 0.01)


def reveal(rng: random.Random) -> Samples:
    # Tiles turning over: a soft whoosh and two quick taps as they come down face up.
    whoosh = bandpass(noise(0.16, rng, decay=10, attack=0.06), 1800, 0.9)
    return envelope(mix((0.55, whoosh, 0.0), (0.7, wood(1250, 0.06, rng, 80), 0.11),
                        (0.5, wood(1500, 0.06, rng, 80), 0.15)), 0.003, 0.02)


def land(rng: random.Random) -> Samples:
    # A tile set into its row: a warm knock with a low thump of the board under it.
    thump = tone(lambda t: 190 - 60 * min(1.0, t / 0.05), 0.12, decay=38)
    return envelope(mix((1.0, wood(760, 0.14, rng, decay=40), 0.0), (0.55, thump, 0.0)), 0.001, 0.02)


def cowpie(rng: random.Random) -> Samples:
    # A low, wet splat: dull noise with a falling low tone, and a few small drops after it.
    splat = lowpass(lowpass(noise(0.32, rng, decay=11, attack=0.004), 700), 700)
    body = tone(lambda t: 150 * math.exp(-t * 5.0) + 45, 0.34, decay=9, attack=0.003)
    drops = [(0.18, lowpass(noise(0.05, rng, decay=60), 900), 0.16 + 0.05 * k + 0.02 * rng.random())
             for k in range(3)]
    return envelope(mix((2.2, splat, 0.0), (0.8, body, 0.0), *drops), 0.002, 0.06)


def bell(freq: float, seconds: float, decay: float = 3.2) -> Samples:
    """A small bell: inharmonic partials, the higher ones dying sooner."""
    partials = ((1.0, 1.0), (2.0, 0.55), (2.76, 0.4), (5.4, 0.22), (8.93, 0.1))
    return mix(*[(gain, tone(freq * ratio, seconds, decay=decay * (0.6 + ratio * 0.5), attack=0.002), 0.0)
                 for ratio, gain in partials])


def row(rng: random.Random) -> Samples:
    # A row is completed: a cow bell struck twice, the second softer.
    return envelope(mix((1.0, bell(784, 1.0), 0.0), (0.45, bell(784, 0.8), 0.16)), 0.001, 0.15)


def moo(rng: random.Random) -> Samples:
    # Happy Cows: a friendly low "mooo" (a buzzy tone rising then falling, through two vowel resonances).
    seconds = 0.95

    def pitch(t: float) -> float:
        rise = 108 + 26 * math.sin(math.pi * min(1.0, t / seconds) ** 0.7)
        return rise * (1 + 0.012 * math.sin(TAU * 5.2 * t))  # a little vibrato

    buzz = mix(*[(1.0 / k, tone(lambda t, k=k: pitch(t) * k, seconds, attack=0.12), 0.0) for k in range(1, 9)])
    voiced = mix((1.0, bandpass(buzz, 320, 2.5), 0.0), (0.6, bandpass(buzz, 720, 3.5), 0.0),
                 (0.25, lowpass(buzz, 300), 0.0))
    return envelope(lowpass(voiced, 1400), 0.1, 0.3)  # the buzz softened: a cow, not a kazoo


def hop(rng: random.Random) -> Samples:
    # One hop of a pawn: a tiny dry tick, quieter than a tile.
    return envelope(wood(1700, 0.035, rng, decay=140), 0.001, 0.006)


def buy(rng: random.Random) -> Samples:
    # A purchase: two wooden counters clicked onto the table, a touch of chime on the second.
    return envelope(mix((1.3, wood(1150, 0.07, rng, 70), 0.0), (0.9, wood(1350, 0.08, rng, 60), 0.075),
                        (0.22, bell(1760, 0.3, decay=9), 0.075)), 0.001, 0.04)


def horn(freq: float, seconds: float, bright: float = 0.5) -> Samples:
    """A soft brass-like note: harmonics fading in, with a slow vibrato."""
    def pitch(t: float) -> float:
        return freq * (1 + 0.004 * math.sin(TAU * 5.5 * t))

    notes = [(bright ** (k - 1), tone(lambda t, k=k: pitch(t) * k, seconds, decay=1.2, attack=0.03 + 0.01 * k), 0.0)
             for k in range(1, 7)]
    return envelope(mix(*notes), 0.02, min(0.12, seconds / 3))


def open_round(rng: random.Random) -> Samples:
    # An open round ahead: a rising call of three notes (G, C, E), like an alpine horn.
    return envelope(mix((1.0, horn(392, 0.22, 0.35), 0.0), (1.0, horn(523.25, 0.22, 0.35), 0.16),
                        (1.0, horn(659.25, 0.45, 0.35), 0.32)), 0.01, 0.12)


def fanfare(rng: random.Random) -> Samples:
    # The game's end: C-E-G, then a held C major chord with a bell on top.
    c, e, g = 261.63, 329.63, 392.0
    parts = [(0.9, horn(c, 0.2), 0.0), (0.9, horn(e, 0.2), 0.17), (0.9, horn(g, 0.2), 0.34),
             (0.8, horn(c * 2, 1.2), 0.52), (0.6, horn(g, 1.2), 0.52), (0.55, horn(e, 1.2), 0.52),
             (0.35, bell(c * 4, 1.3, decay=2.5), 0.52)]
    return envelope(mix(*parts), 0.01, 0.4)


# Each effect's function and its peak loudness (0..1): the soft, frequent ones are quieter.
EFFECTS: dict[str, tuple[Callable[[random.Random], Samples], float]] = {
    "button": (button, 0.45),
    "deal": (deal, 0.35),
    "reveal": (reveal, 0.5),
    "land": (land, 0.6),
    "cowpie": (cowpie, 0.75),
    "row": (row, 0.55),
    "moo": (moo, 0.7),
    "hop": (hop, 0.3),
    "buy": (buy, 0.5),
    "open_round": (open_round, 0.55),
    "fanfare": (fanfare, 0.6),
}


def render(name: str) -> bytes:
    """The effect's 16-bit little-endian samples."""
    make, peak = EFFECTS[name]
    rng = random.Random(f"{SEED}:{name}")  # each effect's noise its own, so restyling one leaves the others alone
    samples = normalise(make(rng), peak)
    data = array("h", (max(-32767, min(32767, round(v * 32767))) for v in samples))
    if sys.byteorder == "big":
        data.byteswap()  # WAV files are little-endian
    return data.tobytes()


def write(name: str, folder: Path) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(render(name))
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Synthesise the game's sound effects into WAV files.")
    parser.add_argument("--out", type=Path, default=OUT, help=f"the folder to write into (default {OUT})")
    args = parser.parse_args(argv)
    try:
        args.out.mkdir(parents=True, exist_ok=True)
        for name in EFFECTS:
            path = write(name, args.out)
            print(f"{path}: {path.stat().st_size // 1024} KB")
    except OSError as exc:
        print(f"error: {args.out}: the sounds cannot be written ({exc.strerror or exc})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
