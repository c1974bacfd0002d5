"""The page on a wide screen (a laptop's browser, 1280 x 800) shows the whole table around the seat's hand: the board's
rows with the tiles the engine has in them, the score track with every seat's pawn where the engine has it, and every
seat's panel; at the same table a second seat's page on a phone (390 x 844) stays the phone's hand, with no board.
The wide page never shows a tile another seat holds. Both pages play their seats by tapping, for a good part of a
game. Chromium and chromedriver, driven by selenium, as in test_browser.py."""

import os
import shutil
from pathlib import Path

import pytest

from game.client.view.palette import PLAYER_SYMBOL
from game.rules import DecisionKind
from tests.phones.phone_client import open_table, until
from tests.phones.test_browser import _driver, _texts, _wait

pytestmark = pytest.mark.slow  # real browsers

SHOTS = os.environ.get("IBEXES_PHONE_SHOTS")  # a folder to keep the screenshots in
FRAME = 1 / 60
ROUNDS = 4  # rounds played through, the table checked at the end of each


@pytest.fixture(scope="module")
def screens():
    """`screen(i, width, height, mobile)`: the i-th browser of this module with a viewport of that size; a phone
    (`mobile`) gets a mobile layout and touch input, a laptop a mouse."""
    started: list[tuple[object, str]] = []

    def screen(index: int, width: int, height: int, mobile: bool):
        while len(started) <= index:
            started.append(_driver())
        chrome = started[index][0]
        chrome.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        chrome.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5})
        return chrome

    yield screen
    for chrome, profile in started:
        chrome.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _shot(driver, name: str, folder: Path) -> Path:
    shot = folder / name
    driver.save_screenshot(str(shot))
    assert shot.stat().st_size > 5000
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(SHOTS) / name)
    return shot


def _decide_on_page(driver, match, seat: int) -> None:
    """The seat's player taps its question's answer on its page: the row's first legal keep, a purchase when one
    must be made, else the first tiles of the hand and Play (asked to buy, that plays without buying)."""
    from selenium.webdriver.common.by import By

    view = match.view(seat)
    kind = view.pending.kind
    if kind is DecisionKind.KEEP:
        _wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#offer .tile"))
        for tile in view.legal_keeps[0]:
            driver.find_element(By.CSS_SELECTOR, f'#offer .tile[data-tile="{tile}"]').click()
        _wait(driver, lambda d: d.find_element(By.ID, "keep-button").is_enabled())
        driver.find_element(By.ID, "keep-button").click()
        return
    if kind is DecisionKind.BUY and 0 not in view.legal_buys:
        count = min(view.legal_buys)
        _wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, f'#buys .buy[data-count="{count}"]'))
        driver.find_element(By.CSS_SELECTOR, f'#buys .buy[data-count="{count}"]').click()
        _wait(driver, lambda d: d.find_element(By.ID, "play-button").is_enabled())
        driver.find_element(By.ID, "play-button").click()
        return
    tiles = sorted(view.hand[: view.tiles_to_play])
    _wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#hand .tile:not([disabled])"))
    for tile in tiles:
        driver.find_element(By.CSS_SELECTOR, f'#hand .tile[data-tile="{tile}"]').click()
    _wait(driver, lambda d: d.find_element(By.ID, "play-button").is_enabled())
    driver.find_element(By.ID, "play-button").click()


def _play_until(match, pages: dict, done, most_frames: int = 20_000) -> bool:
    """The screen's side, as the play scene steps it, while the pages' players answer their seats' questions once
    the table has shown everything before them; until `done()` (True) or `most_frames` steps (False)."""
    for _ in range(most_frames):
        if done():
            return True
        before = match.decisions_taken
        match.update(FRAME, think_seconds=0.0)
        while match.next_event() is not None:
            pass
        if match.over:
            return done()
        if match.decisions_taken != before or match.has_events():
            continue
        for question in match.asked():
            if question.seat in pages:
                _decide_on_page(pages[question.seat], match, question.seat)
                assert match.controller(question.seat).until_handed(10), f"seat {question.seat}'s tap never came"
                break
    return done()


def _board_rows(driver) -> list[list[int]]:
    """The tiles the wide page shows in each of the board's rows, by the row's number."""
    rows = driver.execute_script(
        "return Array.from(document.querySelectorAll('#board-rows .brow'), r => [Number(r.dataset.row), "
        "Array.from(r.querySelectorAll('.space.on'), s => Number(s.dataset.tile))]);")
    return [tiles for _, tiles in sorted(rows)]


def _pawns(driver) -> dict[int, int]:
    """Each seat's pawn on the wide page's score track: seat -> the space it stands on."""
    found = driver.execute_script(
        "return Array.from(document.querySelectorAll('#track .pawn-mark'), "
        "m => [Number(m.dataset.seat), Number(m.closest('.step').dataset.at)]);")
    return dict(found)


def _tiles_shown(driver) -> set[int]:
    """Every tile number the page shows on a tile of any kind (hand, board, panels, story, offer)."""
    return set(driver.execute_script(
        "return Array.from(document.querySelectorAll('.tile, .space.on'), e => e.innerText.trim())"
        ".filter(t => /^\\d+$/.test(t)).map(Number);"))


def _shown(driver, element_id: str) -> bool:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.ID, element_id).is_displayed()


def test_a_laptop_shows_the_whole_table_and_a_phone_at_the_same_table_only_its_hand(tmp_path, screens):
    table, match = open_table("ppb", seed=13)
    wide = screens(0, 1280, 800, False)
    phone = screens(1, 390, 844, True)
    pages = {0: wide, 1: phone}
    names = match.names
    try:
        for seat, page in pages.items():
            page.get(table.server.url(seat))
        assert until(table.all_joined, 20), "the pages did not join"
        table.attach(match)
        for round_number in range(1, ROUNDS + 1):
            # Played on to the next round's first question, everything before it shown.
            assert _play_until(match, pages, lambda r=round_number: match.over or (
                match.public_view().round > r and not match.has_events())), f"round {round_number} did not end"
            engine = match.view(0)
            rows = [list(row) for row in engine.rows]
            _wait(wide, lambda d, rows=rows: _board_rows(d) == rows)
            assert _pawns(wide) == dict(enumerate(engine.positions))
            # Each seat's panel: its name, its points and the count of its hand, as the engine has them.
            panels = _texts(wide, "#seats .seat")
            assert len(panels) == len(names)
            for seat, panel in enumerate(panels):
                assert names[seat] in panel and f"{engine.positions[seat]} pt" in panel
                count = engine.hand_sizes[seat]
                assert f"{count} tile{'' if count == 1 else 's'} in hand" in panel
            # Another seat's hand is never shown, nor a tile the wide page's seat cannot see.
            others = set(match.view(1).hand) | set(match.view(2).hand)
            assert not _tiles_shown(wide) & others
            assert set(map(int, _texts(wide, "#hand .tile"))) <= set(engine.hand)
            # The phone at the same table: its hand as ever, no board and no players.
            assert not _shown(phone, "board") and not _shown(phone, "players")
            hand = sorted(match.view(1).hand)
            _wait(phone, lambda d, hand=hand: sorted(map(int, _texts(d, "#hand .tile"))) == hand)
            assert _shown(phone, "table") and _texts(phone, "#rows .row")
            if round_number == 1:
                _shot(wide, "table-1280x800.png", tmp_path)
                _shot(phone, "phone-at-the-table-390x844.png", tmp_path)
            if match.over:
                break
        # Every seat's mark is the window's: its colour's shape on the track and on its panel.
        marks = "return Array.from(document.querySelectorAll(arguments[0]), m => [m.dataset.color, m.dataset.shape]);"
        window = [[seat.color, PLAYER_SYMBOL[seat.color]] for seat in table.config.seats]
        assert wide.execute_script(marks, "#seats .seat .mark") == window
        assert sorted(wide.execute_script(marks, "#track .pawn-mark")) == sorted(window)
        _shot(wide, "table-later-1280x800.png", tmp_path)
    finally:
        table.close()
        match.close()
