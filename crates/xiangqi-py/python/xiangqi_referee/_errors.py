"""The exceptions: every error of the package is a `XiangqiError` with a stable `code`, the same
codes as the JavaScript package (`ERR_FEN_*`, `ERR_POS_*`, `ERR_ILLEGAL_MOVE`, `ERR_NOTATION`,
`ERR_GAME_OVER`, `ERR_RECORD_*`, `ERR_LIMIT`, `ERR_ARGUMENT`, `ERR_INTERNAL`): the Rust enum
`xiangqi::ErrorCode` (tests/data/error-codes.json; tests/python/test_error_codes.py checks this file
against it).

The native module raises them through `make` (the class of each code is chosen here, in one
place). Besides `code` and the message, an error may carry `details` (what is wrong, as data: the
core's typed error as it serialises it, e.g. `{"kind": "char", "row": 3, "ch": "x"}`), and
`index` (which move of a list, or which game), `ply`, `line`, `offset`.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

__all__ = [
    "XiangqiError",
    "FenError",
    "MoveError",
    "GameOverError",
    "RecordError",
    "LimitError",
    "ArgumentError",
    "ArgumentTypeError",
    "InternalError",
]


class XiangqiError(Exception):
    """A refused input: `code` (stable), `message`, `details` (data or None)."""

    code: str
    message: str
    details: Optional[Dict[str, Any]]
    index: Optional[int]
    ply: Optional[int]
    line: Optional[int]
    offset: Optional[int]

    def __init__(self, code: str, message: str, **extra: Any):
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = extra.pop("details", None)
        for key in ("index", "ply", "line", "offset"):
            setattr(self, key, extra.pop(key, None))
        for key, value in extra.items():
            setattr(self, key, value)

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"

    def __reduce__(self):
        extra = {k: v for k, v in self.__dict__.items() if k not in ("code", "message")}
        return (_rebuild, (type(self), self.code, self.message, extra))


def _rebuild(cls: type, code: str, message: str, extra: Dict[str, Any]) -> "XiangqiError":
    err = cls.__new__(cls)
    XiangqiError.__init__(err, code, message)
    err.__dict__.update(extra)
    return err


class FenError(XiangqiError, ValueError):
    """A FEN that cannot be read (`ERR_FEN_*`) or an impossible position (`ERR_POS_*`)."""


class MoveError(XiangqiError, ValueError):
    """A move that cannot be read or is ambiguous (`ERR_NOTATION`), or is not legal
    (`ERR_ILLEGAL_MOVE`)."""


class GameOverError(MoveError):
    """A move played after the end of the game (`ERR_GAME_OVER`)."""


class RecordError(XiangqiError, ValueError):
    """A record that cannot be read (`ERR_RECORD_FORMAT`, `ERR_RECORD_ENCODING`,
    `ERR_RECORD_MOVE`, `ERR_RECORD_LIMIT`)."""


class LimitError(XiangqiError, ValueError):
    """An input over a bound (`ERR_LIMIT`: too many moves, perft too deep, …)."""


class ArgumentError(XiangqiError, ValueError):
    """A bad argument (`ERR_ARGUMENT`): an unknown option or rule set, a value out of range, a
    file that cannot be read."""


class ArgumentTypeError(ArgumentError, TypeError):
    """An argument of the wrong type (`ERR_ARGUMENT`), also a `TypeError`."""


class InternalError(XiangqiError, RuntimeError):
    """A bug (`ERR_INTERNAL`): a panic in the engine, caught at the boundary."""


def error_class(code: str, type_error: bool = False) -> type:
    """The class raised for `code`."""
    if code == "ERR_ARGUMENT":
        return ArgumentTypeError if type_error else ArgumentError
    if code.startswith(("ERR_FEN", "ERR_POS")):
        return FenError
    if code in ("ERR_ILLEGAL_MOVE", "ERR_NOTATION"):
        return MoveError
    if code == "ERR_GAME_OVER":
        return GameOverError
    if code.startswith("ERR_RECORD"):
        return RecordError
    if code == "ERR_LIMIT":
        return LimitError
    if code == "ERR_INTERNAL":
        return InternalError
    return XiangqiError


def make(code: str, message: str, type_error: bool = False, **extra: Any) -> XiangqiError:
    """The exception of `code` (called by the native module)."""
    return error_class(code, type_error)(code, message, **extra)
