"""Shared fixtures of the Python tests: the repository's data and the `xiangqi` CLI, whose JSON
the package must print the same.

The CLI binary: $XIANGQI_CLI, else target/release/xiangqi or target/debug/xiangqi (whichever is
newer), else `cargo build -p xiangqi-cli` builds the debug one.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any, List

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
RECORDS = ROOT / "tests" / "records"
RULE_SETS = ["axf", "chinese", "chinese1965"]


def load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def cli_path() -> Path:
    env = os.environ.get("XIANGQI_CLI")
    if env:
        return Path(env)
    found = [p for p in (ROOT / "target" / "release" / "xiangqi", ROOT / "target" / "debug" / "xiangqi") if p.exists()]
    if found:
        return max(found, key=lambda p: p.stat().st_mtime)
    subprocess.run(["cargo", "build", "-q", "-p", "xiangqi-cli"], cwd=ROOT, check=True)
    return ROOT / "target" / "debug" / "xiangqi"


@pytest.fixture(scope="session")
def cli():
    path = cli_path()

    def run(*args: str, ok: bool = True) -> subprocess.CompletedProcess:
        p = subprocess.run([str(path), *args], capture_output=True, cwd=ROOT)
        if ok:
            assert p.returncode == 0, p.stderr.decode()
        return p

    return run


def diagrams() -> List[dict]:
    return load(DATA / "axf-diagrams.json")


def cn1965_cases() -> List[dict]:
    """The rebuilt 1965 cases (with a position) and their own variants."""
    out = []
    for c in load(DATA / "cn" / "cn1965-positions.json")["cases"]:
        if not c.get("fen"):
            continue
        out.append(c)
        for i, v in enumerate(c.get("own_variants") or []):
            out.append({**c, **v, "label": f"{c['label']} variant {i}", "own_variants": []})
    return out


def record_files() -> List[Path]:
    return sorted(p for p in RECORDS.rglob("*") if p.is_file() and p.name not in ("README.md", "expected.json"))
