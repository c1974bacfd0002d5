"""The quick tier (`python -m pytest -m "not slow"`, README "Run the tests") still tests every package of game/.

The slow marks leave out browsers, real windows, corpora and hundreds of games; what is left must still reach
each part of the game, so that the inner loop notices a break anywhere.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def packages_of_the_game() -> set[str]:
    return {path.parent.name for path in (ROOT / "game").glob("*/__init__.py")}


@pytest.mark.slow
def test_the_quick_tier_runs_tests_of_every_package_of_the_game() -> None:
    listed = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-p", "no:cacheprovider",
         "-m", "not slow", "tests"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    collected = [line for line in listed if "::" in line]
    folders = {Path(line.split("::")[0]).parts[1] for line in collected if line.startswith("tests/")}
    packages = packages_of_the_game()
    assert len(packages) >= 10
    # Every package has a folder of tests of its own, and the quick tier runs some of each.
    assert packages - folders == set()
    assert 1_000 < len(collected) < 3_000
