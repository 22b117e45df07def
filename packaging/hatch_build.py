"""Wheel build hook: compile i18n/*.ts to .qm and ship them in souptable/i18n.

The .qm files are made in a temporary folder that is removed once the wheel is written
(never in the output folder: a build left ``dist/qm-build/`` behind)."""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    _qm_dir: Path | None = None

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return  # a checkout builds its .qm files on demand (souptable.resources)
        root = Path(self.root)
        spec = importlib.util.spec_from_file_location("qmbuild", root / "desktop" / "souptable" / "qmbuild.py")
        assert spec and spec.loader
        qmbuild = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(qmbuild)
        self._qm_dir = Path(tempfile.mkdtemp(prefix="souptable-qm-"))
        for qm in qmbuild.compile_catalogs(root / "i18n", self._qm_dir):
            build_data["force_include"][str(qm)] = f"souptable/i18n/{qm.name}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if self._qm_dir is not None:
            shutil.rmtree(self._qm_dir, ignore_errors=True)
            self._qm_dir = None
