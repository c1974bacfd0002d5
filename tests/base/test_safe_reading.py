"""Reading a file the player named: only a regular file, only up to a size, never blocking on a pipe; its text
quoted for the terminal without controls."""

from __future__ import annotations

import os
import socket

import pytest

from game.base.safe_reading import FileRefused, check_regular, printable, read_limited


def test_a_small_regular_file_is_read_whole_or_its_head(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"0123456789")
    assert read_limited(path, 10) == b"0123456789"
    assert read_limited(path, 10, head=4) == b"0123"
    assert check_regular(path, 10).st_size == 10


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 11)
    with pytest.raises(FileRefused) as caught:
        read_limited(path, 10)
    assert caught.value.strerror == "it is 11 bytes, more than the 10 bytes such a file may have"
    assert isinstance(caught.value, OSError)


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(FileRefused, match="it is a named pipe, not a file"):
        read_limited(pipe, 10)  # a plain open() would wait here for ever


def test_a_folder_and_a_socket_are_refused(tmp_path):
    with pytest.raises(FileRefused, match="it is a folder, not a file"):
        read_limited(tmp_path, 10)
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(FileRefused, match="it is a socket, not a file"):
            check_regular(path)
    finally:
        server.close()


def test_a_device_is_refused():
    with pytest.raises(FileRefused, match="it is a device, not a file"):
        read_limited("/dev/zero", 10)  # endless: reading it whole would never finish


def test_a_missing_file_is_the_usual_error(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_limited(tmp_path / "nothing", 10)


def test_printable_shows_control_characters_as_escapes_and_bounds_the_length():
    assert printable("a\x1b[2Jb\x00") == "a\\x1b[2Jb\\x00"
    assert printable("x" * 500, 10) == "x" * 10 + "…"
    assert printable("plain text, ünïcode") == "plain text, ünïcode"
