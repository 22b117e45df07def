"""OpenMoji illustrations, read from the few image files we ship in ``assets/openmoji``.

OpenMoji (https://openmoji.org) is licensed CC BY-SA 4.0. We ship only the images the
art uses, unchanged, as ``assets/openmoji/<code>.svg``; the credit line is
``ART_CREDITS`` in this package (shown in the About dialog) and the attribution is in
``assets/README.md`` and ``THIRD-PARTY-NOTICES.md``. A test checks that every image
the art refers to is there and that no unused one ships.

Each emoji is a 72×72 SVG. We read the file once (cached), drop ids, comments and
metadata, and return its drawable children as an SVG fragment in the emoji's own
72-unit coordinates, to be placed inside a ``<g transform=...>``. Inlining (rather
than ``<image>``) is what Qt's SVG renderer can draw.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from ...resources import asset

# The release the shipped files were taken from (unchanged).
OPENMOJI_VERSION = "17.0.0"
OPENMOJI_URL = "https://openmoji.org"
OPENMOJI_LICENSE = "CC BY-SA 4.0"
OPENMOJI_LICENSE_URL = "https://creativecommons.org/licenses/by-sa/4.0/"
OPENMOJI_ATTRIBUTION = "All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0"

_NS = "{http://www.w3.org/2000/svg}"
_DROP_ATTRS = {"id", "display", "paint-order"}
_DRAWABLE = {"g", "path", "circle", "ellipse", "line", "polyline", "polygon", "rect"}


def folder() -> Path:
    """Where the shipped OpenMoji images are."""
    return asset("openmoji")


def shipped() -> set[str]:
    """Codes of the OpenMoji images that ship (``"1F35C"`` for ``1F35C.svg``)."""
    return {p.stem for p in folder().glob("*.svg")}


def _clean(el: ET.Element) -> ET.Element | None:
    tag = el.tag.removeprefix(_NS)
    if tag not in _DRAWABLE:
        return None
    out = ET.Element(tag, {k: v for k, v in el.attrib.items() if k not in _DROP_ATTRS and not k.startswith("{")})
    for child in el:
        c = _clean(child)
        if c is not None:
            out.append(c)
    if tag == "g" and len(out) == 0:
        return None
    return out


@cache
def emoji(code: str) -> str:
    """Drawable content of OpenMoji ``<code>.svg`` (e.g. ``"1F35C"``) in 72-unit space.

    Raises KeyError when that image does not ship.
    """
    try:
        data = (folder() / f"{code}.svg").read_bytes()
    except OSError as exc:
        raise KeyError(code) from exc
    root = ET.fromstring(data)
    parts = []
    for child in root:
        c = _clean(child)
        if c is not None:
            parts.append(ET.tostring(c, encoding="unicode"))
    return "".join(parts)
