"""Every code of `xiangqi::ErrorCode` (tests/data/error-codes.json, which
crates/xiangqi/tests/error_codes.rs keeps equal to `ErrorCode::ALL`) that the Python package can
raise has its own exception class in `_errors.error_class`; the codes only the JavaScript package,
the board or the CLI emit fall back to the base class."""

from __future__ import annotations

import importlib.util
import json

from conftest import DATA, ROOT

# Loaded from its file: the module is pure Python, so this runs without the wheel.
_spec = importlib.util.spec_from_file_location(
    "_xq_errors", ROOT / "crates" / "xiangqi-py" / "python" / "xiangqi_referee" / "_errors.py"
)
errors = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(errors)

ALL = json.loads((DATA / "error-codes.json").read_text(encoding="utf-8"))
# Not raised by the Python package: the JS package's own, the board's, `xiangqi match`'s.
NOT_PYTHON = {
    "ERR_NOT_INITIALISED", "ERR_FREED", "ERR_DIAGRAMS", "ERR_DIAGRAM", "ERR_NOT_READY",
    "ERR_ENGINE_START", "ERR_ENGINE_CRASH", "ERR_ENGINE_HANG", "ERR_ENGINE_MOVE", "ERR_OUTPUT",
}


def test_the_list_is_the_enum():
    assert len(ALL) == len(set(ALL)) and "ERR_FEN_ROWS" in ALL
    assert NOT_PYTHON <= set(ALL)


def test_every_python_code_has_its_class():
    for code in ALL:
        cls = errors.error_class(code)
        assert issubclass(cls, errors.XiangqiError), code
        if code in NOT_PYTHON:
            assert cls is errors.XiangqiError, code
        else:
            assert cls is not errors.XiangqiError, f"{code} falls back to XiangqiError"
    assert errors.error_class("ERR_NOPE") is errors.XiangqiError
