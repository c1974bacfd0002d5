"""The phone page in a real browser (Debian's chromium and chromium-driver, driven by selenium): it loads from the
game's server on 127.0.0.1, shows the seat's hand, and a tap on a tile and on Play decides through the engine;
three phones choose at the same time. Skipped only off CI when the browser is missing; under CI (the CI variable
set) a missing browser fails."""

import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest

from game.rules import Buy, DecisionKind
from game.storage.game_log import LogWriter, read_log, replay
from tests.phones.phone_client import Phone, open_table, run_screen, run_to_turn_of, until, ws_url

pytestmark = pytest.mark.slow  # a real browser: every test of the page is in the slow tier

SHOTS = os.environ.get("IBEXES_PHONE_SHOTS")  # a folder to keep the screenshots in (the lead's notes)


def _driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (browser and driver):
        if os.environ.get("CI"):
            pytest.fail("chromium and chromium-driver are needed for the browser test (.ci/run installs them)")
        pytest.skip("chromium and chromium-driver are not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    profile = tempfile.mkdtemp(prefix="ibexes-chromium-")
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}"):
        options.add_argument(flag)
    chrome = webdriver.Chrome(service=Service(driver), options=options)
    chrome.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    return chrome, profile


@pytest.fixture(scope="module")
def browsers():
    """`phone(i, width, height)`: the i-th browser of this module, as a phone's screen of that size (its viewport,
    a mobile layout and touch input: taps arrive as touch-generated clicks). The browsers are started once for the
    whole module (as many as a test asks for: three at most), not one per test: each test's table serves on a port
    of its own, so no page, cookie or stored key of one test is seen by the next."""
    started: list[tuple[object, str]] = []

    def phone(index: int, width: int, height: int):
        while len(started) <= index:
            started.append(_driver())
        chrome = started[index][0]
        chrome.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        return chrome

    yield phone
    for chrome, profile in started:
        chrome.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _wait(driver, test, seconds=10.0):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda d: test(d))


def _texts(driver, selector: str) -> list[str]:
    """The text of every element `selector` finds, read in one go inside the page: the page renders its story, hand
    and rows anew with each message, so an element found first and read after could be gone by then."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), e => e.innerText.trim());", selector)


def _open_at_its_turn(driver, table, match) -> None:
    """The table attached and played on to seat 0's turn, then its phone page opened in `driver` and waited for
    until its hand may be tapped."""
    from selenium.webdriver.common.by import By

    table.attach(match)
    run_to_turn_of(match, 0)
    driver.get(table.server.url(0))
    _wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#hand .tile:not([disabled])"))


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=["portrait", "landscape"])
def test_a_decision_is_played_by_tapping_on_the_phone_page(size, tmp_path, plays_without_buying, browsers):
    from selenium.webdriver.common.by import By

    table, match = open_table("pb", seed=11)
    driver = browsers(0, *size)
    try:
        _open_at_its_turn(driver, table, match)
        hand = match.view(0).hand
        shown = list(map(int, _texts(driver, "#hand .tile")))
        assert shown == list(hand)
        assert "Your turn" in driver.find_element(By.ID, "status").text
        assert len(driver.find_elements(By.CSS_SELECTOR, "#rows .row")) == 4
        before = match.decisions_taken
        view = match.view(0)
        chosen = sorted(view.hand[: view.tiles_to_play])
        for tile in chosen:  # the page draws the hand anew after each tap: find each tile by its number
            driver.find_element(By.CSS_SELECTOR, f'#hand .tile[data-tile="{tile}"]').click()
        _wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hand .tile.selected")) == len(chosen))
        shot = tmp_path / f"phone-{size[0]}x{size[1]}.png"
        driver.save_screenshot(str(shot))
        assert shot.stat().st_size > 5000
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            shutil.copy(shot, Path(SHOTS) / shot.name)
        driver.find_element(By.ID, "play-button").click()
        run_screen(match, lambda: any(d.kind == "play" and d.seat == 0 for d in match.decisions[before:]), 10)
        plays = [d for d in match.decisions[before:] if d.seat == 0 and d.kind == "play"]
        assert plays and list(plays[-1].tiles) == chosen
        # Asked to buy, the page sent the play alone; the game played it without buying, by the one function.
        assert view.pending.kind == "buy" and 0 in view.legal_buys
        assert match.decisions[before:before + 2] == [Buy(0, 0), plays[-1]] and plays_without_buying == plays[-1:]
        _wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#hand .tile.selected"))  # the page caught up
    finally:
        table.close()


def _shot(driver, name: str, tmp_path) -> None:
    shot = tmp_path / name
    driver.save_screenshot(str(shot))
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(SHOTS) / name)


def test_a_second_browser_waits_for_the_table_sees_no_hand_and_the_phone_it_replaces_shows_no_turn(tmp_path,
                                                                                                  browsers):
    from selenium.webdriver.common.by import By

    table, match = open_table("pb", seed=11)
    holder = browsers(0, 390, 844)
    other = browsers(1, 390, 844)
    try:
        _open_at_its_turn(holder, table, match)
        status = holder.find_element(By.ID, "status")
        assert "Your turn" in status.text and "mine" in status.get_attribute("class")
        # The rows: each label, its last tile and what comes next, never run together.
        rows = _texts(holder, "#rows .row")
        assert rows and all(re.match(r"Row \d+\s+\d+\s+next: ", text) for text in rows), rows
        # The same browser reloads the page: back at once, no question to the table.
        holder.refresh()
        _wait(holder, lambda d: d.find_elements(By.CSS_SELECTOR, "#hand .tile:not([disabled])"))
        assert not table.server.pending_takeovers()
        # Another browser opens the same link: it waits for the table and shows nothing of the seat.
        other.get(table.server.url(0))
        _wait(other, lambda d: d.find_element(By.ID, "asking-code").text)
        (takeover,) = table.server.pending_takeovers()
        assert other.find_element(By.ID, "asking-code").text == takeover.code
        assert not other.find_elements(By.CSS_SELECTOR, "#hand .tile")
        assert not other.find_element(By.ID, "play").is_displayed()
        _shot(other, "phone-asking-the-table.png", tmp_path)
        table.server.approve(takeover)
        _wait(other, lambda d: d.find_elements(By.CSS_SELECTOR, "#hand .tile:not([disabled])"))
        shown = list(map(int, _texts(other, "#hand .tile")))
        assert shown == list(match.view(0).hand)
        # The phone that held the seat says so, without its hand and without the yellow "Your turn".
        _wait(holder, lambda d: "no longer plays" in d.find_element(By.ID, "status").text)
        status = holder.find_element(By.ID, "status")
        assert "mine" not in status.get_attribute("class") and "Your turn" not in status.text
        assert not holder.find_elements(By.CSS_SELECTOR, "#hand .tile")
        assert "took this seat over" in holder.find_element(By.ID, "message").text
        _shot(holder, "phone-taken-over.png", tmp_path)
    finally:
        table.close()


def _last_tiles(driver) -> list[int]:
    """The last tile of each row the page shows."""
    return list(map(int, _texts(driver, "#rows .row b.last")))


def test_the_page_tells_the_tile_played_face_down_then_placed_and_its_rows_follow_the_table(browsers):
    """The phone chooses last, so its play reveals the round at once in the engine; the page follows the table as it
    shows the reveal: the tile leaves the hand and lies face down, then its place is told, and only once the table
    has shown the whole reveal do the page's rows (and its next question) change."""
    from selenium.webdriver.common.by import By

    table, match = open_table("pb", seed=11)
    driver = browsers(0, 390, 844)
    try:
        _open_at_its_turn(driver, table, match)  # the bot has chosen already
        rows_before = _last_tiles(driver)
        assert rows_before == [row[-1] for row in match.view(0).rows if row]
        hand = list(match.view(0).hand)
        tile = hand[0]
        _tap_play(driver, [tile])
        assert match.controller(0).until_handed(10)
        match.update(1 / 60, think_seconds=0.0)
        while (event := match.next_event()) is not None and not (event.type == "played" and event.seat == 0):
            pass
        assert match.has_events()  # the reveal is still to be shown
        down = _wait(driver, lambda d: _texts(d, "#story .played.down .tile"))
        assert down[0] == str(tile)
        assert list(map(int, _texts(driver, "#hand .tile"))) == hand[1:]
        assert _last_tiles(driver) == rows_before  # the table has not shown the reveal yet
        told_next_round = False
        while (event := match.next_event()) is not None:
            if event.type == "round_started" and match.has_events():
                # The story has moved on to the next round while the state still waits for the table: the page has
                # read the story once it shows the pause that followed it; the tile stays out of the hand.
                table.pause(True)
                _wait(driver, lambda d: d.find_element(By.ID, "paused").is_displayed())
                assert list(map(int, _texts(driver, "#hand .tile"))) == hand[1:]
                table.pause(False)
                told_next_round = True
        assert told_next_round
        placed = _wait(driver, lambda d: _texts(d, "#story .played:not(.down) .where"))
        row, space = next((e.row, e.slot) for e in match.shown if e.type == "placed" and e.tile == tile)
        assert placed[0] == f"row {row}, space {space}"
        _wait(driver, lambda d: _last_tiles(d) == [r[-1] for r in match.view(0).rows if r])
        assert _last_tiles(driver) != rows_before
    finally:
        table.close()


def test_the_page_speaks_the_games_language_down_to_its_connection_badge(browsers):
    from selenium.webdriver.common.by import By

    from game.text import i18n

    i18n.set_language("de")
    try:
        table, match = open_table("pb", seed=11)
        driver = browsers(0, 390, 844)
        try:
            _open_at_its_turn(driver, table, match)
            # The badge said "connected" before the game's words came with the welcome; it says it in German now.
            assert driver.find_element(By.ID, "link").text == i18n._("connected") == "verbunden"
            assert driver.find_element(By.ID, "hand-title").text == i18n._("Your hand") != "Your hand"
            assert driver.find_element(By.ID, "play-button").text == i18n._("Play") != "Play"
        finally:
            table.close()
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ three phones choosing at the same time
FRAME = 1 / 60  # the table's time passes only in these steps, counted by the test: never the wall clock
THINK = 2.0  # seconds of the table's time each phone's player takes, from the moment their seat is asked


def _tap_play(driver, tiles) -> None:
    """Tap `tiles` on the page and then Play (asked to buy, the page sends the play alone: play without buying)."""
    from selenium.webdriver.common.by import By

    _wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#hand .tile:not([disabled])"))
    for tile in tiles:
        driver.find_element(By.CSS_SELECTOR, f'#hand .tile[data-tile="{tile}"]').click()
    _wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#hand .tile.selected")) == len(tiles))
    _wait(driver, lambda d: d.find_element(By.ID, "play-button").is_enabled())
    driver.find_element(By.ID, "play-button").click()


def test_three_phones_choose_at_once_so_the_round_waits_two_seconds_for_them_not_six_and_its_log_replays(
        tmp_path, browsers):
    """Each of three phones' players taps a tile and Play 2 s (the table's time) after their seat is asked. Asked
    together, as everyone chooses at the same time (spec/rules.md 2.2), the round waits about 2 s for them; asked
    one after another it would wait 6 s. The log records the order the decisions were taken in and replays."""
    table, match = open_table("pppb", seed=21)
    pages = {seat: browsers(seat, 390, 844) for seat in range(3)}
    log = tmp_path / "three-phones.jsonl"
    match.recorder = LogWriter(log, match.game, sync=False)
    try:
        for seat, page in pages.items():
            page.get(table.server.url(seat))
        assert until(table.all_joined, 20), "the three pages did not join"
        table.attach(match)
        assert match.public_view().round == 1 and not match.public_view().open  # a hidden round: all choose at once
        clock = 0.0  # the table's time, in seconds: FRAME a step of the loop below
        asked_at: dict[int, float] = {}  # each phone seat's first question of the round, in the table's time
        tapped: dict[int, float] = {}
        played_at: dict[int, float] = {}  # when the table took each phone seat's play
        while len(played_at) < len(pages) and clock < 4 * len(pages) * THINK:
            before = len(match.decisions)
            match.update(FRAME)  # the bot thinks at its own pace (its beat), as in the window
            while match.next_event() is not None:
                pass  # the screen shows what happened
            clock += FRAME
            for decision in match.decisions[before:]:
                if decision.seat in pages and decision.kind is DecisionKind.PLAY:
                    played_at.setdefault(decision.seat, clock)
            for question in match.asked():
                if question.seat in pages:
                    asked_at.setdefault(question.seat, clock)
            for seat, page in pages.items():
                if seat in asked_at and seat not in tapped and clock - asked_at[seat] >= THINK - 1e-9:
                    view = match.view(seat)
                    _tap_play(page, sorted(view.hand[: view.tiles_to_play]))
                    tapped[seat] = clock
                    # The table's time stands still while the tap travels: its decision reaches the seat first.
                    assert match.controller(seat).until_handed(10), f"seat {seat}'s tap never reached the table"
        assert sorted(played_at) == sorted(pages), (asked_at, tapped, played_at)
        # All three were asked at once, at the round's start, and each chose 2 s after: the round waited 2 s.
        start = min(asked_at.values())
        waited = max(played_at.values()) - start
        assert THINK <= waited < THINK + 0.25, f"the round waited {waited:.2f} s for three phones (asked at {asked_at})"
        assert max(asked_at.values()) - start < 2 * FRAME, asked_at
        # Decisions take effect in the order made: the bot's first (after its beat), then the three phones', each
        # play with its purchase of none; made at the same moment, they go in action order (all on the start
        # space: by seat).
        assert [(d.seat, d.kind) for d in match.decisions[:8]] == [
            (seat, kind) for seat in (3, 0, 1, 2) for kind in (DecisionKind.BUY, DecisionKind.PLAY)]
    finally:
        table.close()
        match.close()
    # The log holds the decisions in the order they were taken, and playing them again gives the same game.
    written = read_log(log)
    assert written.decisions == match.decisions
    again = replay(written, log)
    assert again.ok, again.message
    assert again.game.public_view() == match.game.public_view()
    assert [again.game.view(seat).hand for seat in range(4)] == [match.game.view(seat).hand for seat in range(4)]


# ------------------------------------------------------------------ the page's comforts
def _storage(driver) -> dict:
    return driver.execute_script(
        "const all = {}; for (let i = 0; i < localStorage.length; i++) { const k = localStorage.key(i); "
        "all[k] = localStorage.getItem(k); } return all;")


def _tappable(driver) -> bool:
    from selenium.webdriver.common.by import By

    return bool(driver.find_elements(By.CSS_SELECTOR, "#hand .tile:not([disabled])")) or \
        driver.find_element(By.ID, "play-button").is_enabled()


def test_once_it_has_played_the_page_never_invites_a_second_play_even_reloaded_and_stores_only_keys(browsers):
    from selenium.webdriver.common.by import By

    table, match = open_table("pb", seed=11)
    driver = browsers(0, 390, 844)
    try:
        token = table.server.tokens[0]
        driver.get(f"http://{table.server.host}:{table.server.port}/")  # a page of this origin, to plant an old item
        driver.execute_script("localStorage.setItem('ibexes-key:' + arguments[0], 'old');", token)
        _open_at_its_turn(driver, table, match)  # the bot has chosen: the phone's play reveals the round
        tile = match.view(0).hand[0]
        _tap_play(driver, [tile])
        driver.find_element(By.ID, "play-button").click()
        assert match.controller(0).until_handed(10)
        match.update(1 / 60, think_seconds=0.0)  # the table takes the play, and shows it face down, not the reveal
        while (event := match.next_event()) is not None and not (event.type == "played" and event.seat == 0):
            pass
        assert match.has_events()
        _wait(driver, lambda d: _texts(d, "#story .played.down .tile"))
        # The state the page holds still asks the seat (the table shows nothing new yet), but not to play again.
        assert not _tappable(driver) and "mine" not in driver.find_element(By.ID, "status").get_attribute("class")
        driver.refresh()  # opened again during the reveal: it knows from its story that it has played
        _wait(driver, lambda d: _texts(d, "#story .played.down .tile") and _texts(d, "#hand .tile"))
        assert not _tappable(driver)
        assert not table.server.pending_takeovers()  # back with its key, unasked
        # Only the keys are stored: the token is in no item's name or value, and the old item holding it is gone.
        stored = _storage(driver)
        assert set(stored) <= {"ibexes-keys", "ibexes-hints"}, stored
        assert token not in repr(stored) and table.server.links().keys[0] in stored["ibexes-keys"]
        # Once the table has shown it all, the next question is asked, and the page invites it.
        run_screen(match, lambda: not match.has_events() and any(p.seat == 0 for p in match.game.pending()), 15)
        _wait(driver, _tappable)
    finally:
        table.close()


class _Player(Phone):
    """A phone that plays every question of its seat but keeping (or every one, with `keeps`), at machine speed."""

    keeps = False

    def choose(self, state: dict) -> dict | None:
        view = state["view"]
        if not self.keeps and view["pending"] and view["pending"]["kind"] == "keep":
            return None
        return super().choose(state)


def _taken_over(driver, table, seat: int = 0) -> None:
    """`driver` opens the seat's link without its key: it waits for the table, which lets it in."""
    from selenium.webdriver.common.by import By

    driver.get(table.server.url(seat))
    _wait(driver, lambda d: d.find_element(By.ID, "asking-code").text)
    # While it waits, its top says whose seat it asks for.
    assert driver.find_element(By.ID, "me").text == table.config.seats[seat].name
    assert driver.find_elements(By.CSS_SELECTOR, "#me .dot")
    (takeover,) = table.server.pending_takeovers()
    table.server.approve(takeover)


def test_the_keep_screen_says_how_many_to_keep_and_no_empty_hand_above_the_rows_tiles(tmp_path, browsers):
    from selenium.webdriver.common.by import By

    table, match = open_table("pb", seed=11)
    player = _Player(ws_url(table), table.server.tokens[0], seed=11).start()
    assert player.wait_for(lambda p: p.of_type("welcome"))
    table.attach(match)
    run_screen(match, lambda: match.over or any(p.seat == 0 and p.kind is DecisionKind.KEEP
                                                for p in match.game.pending()), 60)
    driver = browsers(0, 390, 844)
    try:
        view = match.view(0)
        assert view.pending.kind is DecisionKind.KEEP
        _taken_over(driver, table)
        _wait(driver, lambda d: d.find_element(By.ID, "keep").is_displayed())
        sizes = sorted({len(keep) for keep in view.legal_keeps})
        said = f"keep {sizes[0]} or {sizes[-1]} of its tiles" if len(sizes) > 1 else f"keep {sizes[0]} of its tiles"
        assert said in driver.find_element(By.ID, "status").text
        assert sorted(map(int, _texts(driver, "#offer .tile"))) == sorted(view.keep_offer)
        assert "No tiles" not in driver.find_element(By.ID, "app").text
        assert not driver.find_element(By.ID, "hand").is_displayed()
        _shot(driver, "phone-keep.png", tmp_path)
        for tile in view.legal_keeps[0]:
            driver.find_element(By.CSS_SELECTOR, f'#offer .tile[data-tile="{tile}"]').click()
        driver.find_element(By.ID, "keep-button").click()
        run_screen(match, lambda: any(d.seat == 0 and d.kind is DecisionKind.KEEP for d in match.decisions), 10)
        assert any(d.seat == 0 and d.kind is DecisionKind.KEEP for d in match.decisions)
    finally:
        table.close()
        player.stop()


def test_a_finished_game_ends_on_the_results_not_on_an_error(tmp_path, browsers):
    from selenium.webdriver.common.by import By

    table, match = open_table("pb", seed=5)
    player = _Player(ws_url(table), table.server.tokens[0], seed=5)
    player.keeps = True
    player.start()
    driver = browsers(0, 390, 844)
    try:
        assert player.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        run_screen(match, lambda: match.over, 90)
        assert match.over
        _taken_over(driver, table)
        _wait(driver, lambda d: d.find_element(By.ID, "results").is_displayed())
        table.close()  # the match has ended: the window lets the phones go
        _wait(driver, lambda d: d.find_element(By.ID, "link").text == "left")
        assert driver.find_element(By.ID, "results").is_displayed()
        assert not driver.find_element(By.ID, "message").is_displayed()
        assert driver.find_element(By.ID, "status").text == "The game is over."
        assert "No tiles" not in driver.find_element(By.ID, "app").text
        _shot(driver, "phone-results.png", tmp_path)
    finally:
        table.close()
        player.stop()


def test_back_from_a_bots_stand_in_the_page_says_what_the_bot_chose(tmp_path, browsers):
    from selenium.webdriver.common.by import By

    from game.session.bot_seats import InlineBots
    from game.session.stand_ins import StandIn, StandIns

    table, match = open_table("pb", seed=11)
    driver = browsers(0, 390, 844)
    try:
        _open_at_its_turn(driver, table, match)
        stand_ins = StandIns(match, InlineBots)
        stand_ins.stand_in(0, StandIn.BOT)
        run_screen(match, lambda: any(d.seat == 0 and d.kind is DecisionKind.PLAY for d in match.decisions), 15)
        played = next(d for d in match.decisions if d.seat == 0 and d.kind is DecisionKind.PLAY)
        stand_ins.give_back(0)
        note = _wait(driver, lambda d: d.find_element(By.ID, "stood-in").is_displayed() and
                     d.find_element(By.ID, "stood-in").text)
        assert note.startswith("While your phone was away, a bot played your seat:")
        assert f"played {played.tiles[0]}" in note
        _shot(driver, "phone-stood-in.png", tmp_path)
        # It decides again: the note goes.
        run_screen(match, lambda: not match.has_events() and any(p.seat == 0 for p in match.game.pending()), 15)
        _tap_play(driver, [match.view(0).hand[0]])
        driver.find_element(By.ID, "play-button").click()
        _wait(driver, lambda d: not d.find_element(By.ID, "stood-in").is_displayed())
    finally:
        table.close()
