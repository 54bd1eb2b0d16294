"""The README's Python example runs as written in a fresh virtualenv with only the wheel
installed (`$XIANGQI_WHEEL`, set by `./build.sh test`; skipped without it), and prints what its
comments say."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from conftest import ROOT


def example() -> str:
    text = (ROOT / "README.md").read_text("utf-8")
    block = text.split("<!-- python example -->", 1)[1].split("<!-- end of python example -->", 1)[0]
    return re.search(r"```python\n(.*?)```", block, re.S).group(1)


def test_readme_example_in_a_fresh_venv(tmp_path: Path):
    wheel = os.environ.get("XIANGQI_WHEEL")
    if not wheel:
        pytest.skip("XIANGQI_WHEEL is not set (./build.sh test sets it)")
    venv.create(tmp_path / "venv", with_pip=True)
    py = tmp_path / "venv" / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-index", wheel], check=True)
    code = example()
    (tmp_path / "example.py").write_text(code, "utf-8")
    out = subprocess.run([str(py), "example.py"], cwd=tmp_path, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    # each print's comment is its output
    expected = [m.group(1).strip() for m in re.finditer(r"print\(.*\)\s+# (.*)", code)]
    assert out.stdout.splitlines() == expected
