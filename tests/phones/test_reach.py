"""How browsers reach the phone server (game/phones/reach.py): a public address read as its origin, a certificate
and key made into a TLS context or refused in one sentence naming them, and the origin a server answers."""

from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest

from game.phones.reach import Reach, ReachError, public_origin, tls_context


@pytest.mark.parametrize(("given", "origin"), [
    ("https://ibexes.example.org", "https://ibexes.example.org"),
    ("https://Ibexes.Example.org/", "https://ibexes.example.org"),
    ("https://ibexes.example.org:443", "https://ibexes.example.org"),  # the scheme's own port is not written
    ("http://ibexes.example.org:80/", "http://ibexes.example.org"),
    ("https://ibexes.example.org:8443", "https://ibexes.example.org:8443"),
    (" http://192.168.1.20:8642 ", "http://192.168.1.20:8642"),
    ("https://[2001:db8::1]:8443", "https://[2001:db8::1]:8443"),
])
def test_a_public_address_is_read_as_the_origin_a_browser_sends(given, origin):
    assert public_origin(given) == origin


@pytest.mark.parametrize("given", [
    "ibexes.example.org", "ftp://ibexes.example.org", "https://", "https://ibexes.example.org/game",
    "https://ibexes.example.org/?x=1", "https://ibexes.example.org/#token", "https://me:secret@ibexes.example.org",
    "https://ibexes.example.org:99999", "wss://ibexes.example.org", "",
])
def test_anything_else_is_refused_in_one_sentence_naming_it(given):
    with pytest.raises(ReachError) as refused:
        public_origin(given)
    sentence = str(refused.value)
    assert sentence.startswith(f"{given}: ") and "http:// or https://" in sentence and "\n" not in sentence


def test_the_origin_follows_the_reach():
    assert Reach().origin("192.168.1.20", 8642) == "http://192.168.1.20:8642"
    assert Reach().origin("::1", 8642) == "http://[::1]:8642"
    assert Reach(tls=ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)).origin("10.0.0.2", 443) == "https://10.0.0.2:443"
    assert Reach(public="https://ibexes.example.org").origin("127.0.0.1", 8642) == "https://ibexes.example.org"


def self_signed(folder) -> tuple:
    """A certificate for 127.0.0.1 and its key, made by openssl as a host's administrator would."""
    certificate, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run([shutil.which("openssl") or "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes",
                    "-keyout", str(key), "-out", str(certificate), "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True, timeout=60)
    return certificate, key


def test_a_certificate_and_its_key_make_a_server_context(tmp_path):
    certificate, key = self_signed(tmp_path)
    context = tls_context(certificate, key)
    assert context.minimum_version >= ssl.TLSVersion.TLSv1_2


def test_a_missing_or_wrong_certificate_is_named(tmp_path):
    certificate, key = self_signed(tmp_path)
    with pytest.raises(ReachError, match="nothing.pem: no such file"):
        tls_context(tmp_path / "nothing.pem", key)
    other = tmp_path / "other"
    other.mkdir()
    _other_certificate, other_key = self_signed(other)
    with pytest.raises(ReachError) as refused:
        tls_context(certificate, other_key)  # a key that does not go with the certificate
    assert "not a PEM certificate and the private key that goes with it" in str(refused.value)
    garbage = tmp_path / "garbage.pem"
    garbage.write_text("not a certificate\n")
    with pytest.raises(ReachError, match="garbage.pem and .*key.pem: not a PEM certificate"):
        tls_context(garbage, key)
