"""The host's own key and self-signed certificate, and the TLS 1.3 contexts built on them.

There is no certificate authority between friends: the host makes an ECDSA P-256
key and a self-signed certificate the first time it hosts (with the
``cryptography`` package) and keeps both owner-only in its data folder, so every
later table keeps the same fingerprint. The invite carries the certificate's
SHA-256 fingerprint; a client accepts any certificate during the TLS handshake
and then compares the one it got with the invite's fingerprint **before** it
sends the seat's token (:func:`peer_matches`). Nothing here is home-made crypto:
the key and certificate come from ``cryptography``, TLS from Python's ``ssl``.
No Qt here; nothing here talks to the network.
"""

from __future__ import annotations

import base64
import contextlib
import datetime
import hashlib
import hmac
import logging
import os
import ssl
from dataclasses import dataclass
from pathlib import Path

from ..engine.jsonio import write_atomic

log = logging.getLogger("souptable.net")

CERT_FILE = "host-cert.pem"
KEY_FILE = "host-key.pem"
FINGERPRINT_CHARS = 43  # SHA-256 in base64url without padding


@dataclass(frozen=True)
class Identity:
    """Where the host's certificate and key are, and the certificate's fingerprint."""

    cert: Path
    key: Path
    fingerprint: str  # SHA-256 of the certificate (DER), base64url without padding


def fingerprint(der: bytes) -> str:
    """The SHA-256 fingerprint of a certificate in DER, as the invite carries it."""
    return base64.urlsafe_b64encode(hashlib.sha256(der).digest()).rstrip(b"=").decode("ascii")


def peer_matches(der: bytes | None, expected: str) -> bool:
    """Is ``der`` (the certificate the host showed) the one the invite names?"""
    if not der:
        return False
    return hmac.compare_digest(fingerprint(der).encode("ascii"), expected.encode("ascii", "replace"))


def default_folder() -> Path:
    """The data folder the app's Qt settings use on Linux (``$XDG_DATA_HOME/SoupTable/souptable``),
    for the headless host, so that the app and ``souptable-cli host`` share one certificate."""
    value = os.environ.get("XDG_DATA_HOME", "")
    base = Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"
    return base / "SoupTable" / "souptable"


def load_or_make(folder: str | os.PathLike[str]) -> Identity:
    """The host's identity in ``folder`` (made there the first time, owner-only).

    A key or certificate that cannot be read (damaged, half of a pair) is replaced
    by a new pair: the old invites then stop working, which the client says clearly.
    """
    where = Path(folder) / "host-identity"
    where.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(OSError):  # only the owner may list or read the secret key
        os.chmod(where, 0o700)
    cert, key = where / CERT_FILE, where / KEY_FILE
    der = _read_pair(cert, key)
    if der is None:
        der = _make_pair(cert, key)
    return Identity(cert, key, fingerprint(der))


def _read_pair(cert: Path, key: Path) -> bytes | None:
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    if not (cert.is_file() and key.is_file()):
        return None
    try:
        c = x509.load_pem_x509_certificate(cert.read_bytes())
        k = serialization.load_pem_private_key(key.read_bytes(), password=None)
        same = c.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        ) == k.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    except (OSError, ValueError, TypeError) as exc:
        log.warning("the host's certificate in %s cannot be read (%s): a new one is made", cert.parent, exc)
        return None
    if not same:
        log.warning("the host's certificate and key in %s do not belong together: a new pair is made", cert.parent)
        return None
    for path in (cert, key):  # owner-only, even if someone loosened them
        with contextlib.suppress(OSError):
            os.chmod(path, 0o600)
    return c.public_bytes(serialization.Encoding.DER)


def _make_pair(cert: Path, key: Path) -> bytes:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    k = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Soup Table host")])
    now = datetime.datetime.now(datetime.UTC)
    c = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(k.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        # no authority checks dates here (the fingerprint is the trust); long, so links keep working
        .not_valid_after(now + datetime.timedelta(days=3650))
        .sign(k, hashes.SHA256())
    )
    pem_key = k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    write_atomic(key, pem_key, private=True)
    write_atomic(cert, c.public_bytes(serialization.Encoding.PEM), private=True)
    log.info("made the host's key and certificate in %s", cert.parent)
    return c.public_bytes(serialization.Encoding.DER)


def server_context(identity: Identity) -> ssl.SSLContext:
    """TLS 1.3 only, with the host's certificate."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    ctx.load_cert_chain(identity.cert, identity.key)
    return ctx


def client_context() -> ssl.SSLContext:
    """TLS 1.3 only; any certificate is accepted in the handshake because the client
    compares it with the invite's fingerprint itself before saying anything."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_3
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx
