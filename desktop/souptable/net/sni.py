"""The server name (SNI) in a TLS ClientHello, read without decrypting anything.

The relay (:mod:`.relay`) tells tables apart by the name a friend's app puts in its
ClientHello (the table's id at the relay), as an SNI proxy does; the bytes are then
forwarded untouched to the host, whose TLS server answers them. Only the ClientHello's
structure is read (RFC 8446 §4.1.2, RFC 6066 §3): record headers, the handshake header,
and the extensions up to ``server_name``. Everything is bounds-checked; anything else is
``None``. No Qt here; nothing here talks to the network.
"""

from __future__ import annotations

RECORD_HEADER = 5
MAX_RECORD = 16384 + 256  # a TLS plaintext record's payload, with some slack
MAX_HELLO = 32 * 1024  # a ClientHello larger than this is refused (ours are ~520 bytes)
HANDSHAKE = 0x16
CLIENT_HELLO = 0x01
SERVER_NAME = 0x0000
HOST_NAME = 0x00


class NeedMore(Exception):
    """The bytes so far are the start of a ClientHello, not all of it."""


def hello_length(data: bytes) -> int:
    """How many bytes of ``data`` the whole ClientHello takes (its records); raises
    :class:`NeedMore` while it is incomplete and ``ValueError`` for what is no ClientHello."""
    at = 0
    body = 0
    need: int | None = None
    while need is None or body < need:
        if len(data) < at + RECORD_HEADER:
            raise NeedMore
        if data[at] != HANDSHAKE or data[at + 1] != 0x03:
            raise ValueError("not a TLS handshake record")
        n = int.from_bytes(data[at + 3 : at + 5], "big")
        if n == 0 or n > MAX_RECORD:
            raise ValueError("a TLS record of a bad length")
        if len(data) < at + RECORD_HEADER + n:
            raise NeedMore
        if need is None:
            if data[at + RECORD_HEADER] != CLIENT_HELLO:
                raise ValueError("not a ClientHello")
            if n < 4:
                raise ValueError("a ClientHello split inside its header")
            need = 4 + int.from_bytes(data[at + RECORD_HEADER + 1 : at + RECORD_HEADER + 4], "big")
            if need > MAX_HELLO:
                raise ValueError("a ClientHello too large")
        body += n
        at += RECORD_HEADER + n
    return at


def server_name(data: bytes) -> str | None:
    """The ``host_name`` of the ClientHello at the start of ``data`` (all of it there, see
    :func:`hello_length`), lowercased; ``None`` when it names none or is malformed."""
    try:
        end = hello_length(data)
    except (NeedMore, ValueError):
        return None
    msg = bytearray()
    at = 0
    while at < end:  # the handshake message, joined from its records
        n = int.from_bytes(data[at + 3 : at + 5], "big")
        msg += data[at + RECORD_HEADER : at + RECORD_HEADER + n]
        at += RECORD_HEADER + n
    try:
        return _name(bytes(msg))
    except IndexError:
        return None


def _name(m: bytes) -> str | None:
    size = 4 + int.from_bytes(m[1:4], "big")
    if size > len(m):
        return None
    m = m[:size]
    p = 4 + 2 + 32  # handshake header, legacy_version, random
    p += 1 + m[p]  # legacy_session_id
    p += 2 + int.from_bytes(m[p : p + 2], "big")  # cipher_suites
    p += 1 + m[p]  # legacy_compression_methods
    if p + 2 > len(m):
        return None
    ext_end = p + 2 + int.from_bytes(m[p : p + 2], "big")
    if ext_end > len(m):
        return None
    p += 2
    while p + 4 <= ext_end:
        kind = int.from_bytes(m[p : p + 2], "big")
        n = int.from_bytes(m[p + 2 : p + 4], "big")
        p += 4
        if p + n > ext_end:
            return None
        if kind == SERVER_NAME:
            return _host_name(m[p : p + n])
        p += n
    return None


def _host_name(ext: bytes) -> str | None:
    if len(ext) < 2 or 2 + int.from_bytes(ext[0:2], "big") != len(ext):
        return None
    p = 2
    while p + 3 <= len(ext):
        kind = ext[p]
        n = int.from_bytes(ext[p + 1 : p + 3], "big")
        p += 3
        if p + n > len(ext):
            return None
        if kind == HOST_NAME:
            try:
                name = ext[p : p + n].decode("ascii")
            except UnicodeDecodeError:
                return None
            return name.lower() if name and name.isprintable() else None
        p += n
    return None
