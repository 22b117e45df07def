"""Keeping glibc from holding on to memory the app has freed (glibc only; elsewhere, nothing).

glibc's ``malloc`` serves a block above its mmap threshold with a mapping of its own,
unmapped when freed, and a smaller one from the heap, whose freed middle stays
resident. The threshold is dynamic: every freed mapping raises it to that mapping's
size (up to 32 MB), so once a window's backing store or a results screen has been
freed, the next ones of that size come from the heap, and an evening of tables leaves
it full of freed holes that still count as the app's memory.
:func:`fix_mmap_threshold` (at start, before Qt allocates) keeps the threshold at
glibc's default. It frees nothing still in use and changes nothing the app does
(docs/performance.md, "Memory over an evening").
"""

from __future__ import annotations

import ctypes
import os
from functools import cache
from typing import Any

M_MMAP_THRESHOLD = -3  # mallopt's parameter (malloc.h)
MMAP_THRESHOLD = 128 * 1024  # glibc's default, kept from changing


@cache
def _glibc() -> Any:
    """The process's C library if it is glibc with ``mallopt``, else None."""
    try:
        if not (os.confstr("CS_GNU_LIBC_VERSION") or "").startswith("glibc"):
            return None
        lib = ctypes.CDLL(None)
        lib.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    except (AttributeError, OSError, ValueError):  # no confstr (Windows), no such name or symbol
        return None
    return lib


def fix_mmap_threshold() -> bool:
    """Keep glibc's mmap threshold where it starts (large blocks stay mappings of their
    own, unmapped when freed). True if set, False on another C library."""
    lib = _glibc()
    return lib is not None and lib.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1
