"""Wheel build hook: compile i18n/*.ts to .qm and ship them in souptable/i18n."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return  # a checkout builds its .qm files on demand (souptable.resources)
        root = Path(self.root)
        spec = importlib.util.spec_from_file_location("qmbuild", root / "desktop" / "souptable" / "qmbuild.py")
        assert spec and spec.loader
        qmbuild = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(qmbuild)
        out = Path(self.directory) / "qm-build"
        for qm in qmbuild.compile_catalogs(root / "i18n", out):
            build_data["force_include"][str(qm)] = f"souptable/i18n/{qm.name}"
