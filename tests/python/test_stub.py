"""The typed reports and the stub against the core's types:
- reports.py's generated classes are up to date with the declarations the core's types generate
  (docs/api-contract.md, itself checked against the Rust types by the wasm crate's contract test);
- every key of real reports is an attribute of its class, and the other way round;
- `_native.pyi` declares exactly the native module's functions and methods, with their
  parameter names."""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys

import xiangqi_referee as xq
from xiangqi_referee import _native, reports

from conftest import RECORDS, ROOT, diagrams


def test_generated_reports_are_up_to_date():
    gen = ROOT / "crates" / "xiangqi-py" / "tools" / "gen_reports.py"
    p = subprocess.run([sys.executable, str(gen), "--check"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    # and the installed package carries that file
    installed = inspect.getsource(reports)
    assert installed == (ROOT / "crates/xiangqi-py/python/xiangqi_referee/reports.py").read_text("utf-8")


def walk(obj, seen):
    """Every report object reachable from obj: checks its keys against its class's fields."""
    if isinstance(obj, list):
        for x in obj:
            walk(x, seen)
        return
    if not isinstance(obj, reports.Report):
        return
    cls = type(obj)
    keys = set(obj.to_dict())
    declared = {key for key, _ in cls._fields.values()}
    assert keys <= declared, (cls.__name__, keys - declared)
    seen.setdefault(cls.__name__, set()).update(keys)
    for attr in cls._fields:
        walk(getattr(obj, attr), seen)


def test_reports_have_the_declared_fields():
    seen = {}
    for d in diagrams():
        for rules in ("axf", "chinese1965"):
            walk(xq.judge(d["fen"], d["moves_iccs"], rules=rules,
                          pattern=not d["final_position_repeats"]), seen)
    game = xq.Game("c2a1k3/2c1a2R1/b6P1/8p/9/9/9/9/4K4/9 w - - 0 1", fold=4)
    for m in ["h8h9", "f9f8", "h9h8", "f8f9", "h8h9", "f9f8", "h9h8", "f8f9"]:
        walk(game.play(m), seen)
    walk(game.preview("h8h9"), seen)
    walk(game.forbidden_moves(), seen)
    for path in sorted(RECORDS.rglob("*.*")):
        try:
            walk(xq.read(path), seen)
        except xq.XiangqiError:
            pass
    game = xq.Game(fold=2)
    for m in ["h0g2", "h9g7", "g2h0", "g7h9"]:
        game.play(m)
    walk(game.outcome(), seen)
    # every field of these classes was seen in some report (optional ones at least once)
    for name in ("JudgeReport", "MoveReport", "SideReport", "Attack", "LineMove", "Preview",
                 "ForbiddenMove", "GameEnd", "RecordGames", "RecordGame", "RecordNode",
                 "RecordErrorInfo", "Article", "InvolvedPiece", "Cycle"):
        cls = reports.CLASSES[name]
        declared = {key for key, _ in cls._fields.values()}
        assert seen.get(name) == declared, (name, declared - seen.get(name, set()))


def stub_signatures():
    tree = ast.parse((ROOT / "crates/xiangqi-py/python/xiangqi_referee/_native.pyi").read_text("utf-8"))
    out = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            out[node.name] = node
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    out[f"{node.name}.{item.name}"] = item
    return out


def params(fn: ast.FunctionDef):
    a = fn.args
    names = [x.arg for x in a.posonlyargs + a.args if x.arg not in ("self", "cls")]
    return names + ["*"] * bool(a.kwonlyargs) + [x.arg for x in a.kwonlyargs]


def native_members():
    out = {}
    for name, obj in vars(_native).items():
        if callable(obj) and not isinstance(obj, type):
            out[name] = obj
        elif isinstance(obj, type):
            for attr, member in vars(obj).items():
                if attr == "__new__" or (not attr.startswith("__") and callable(member)) or attr == "__len__":
                    out[f"{name}.{attr}"] = member
                elif isinstance(member, property) or type(member).__name__ == "getset_descriptor":
                    out[f"{name}.{attr}"] = member
    return out


def test_stub_declares_the_native_module():
    stub = stub_signatures()
    native = native_members()
    assert set(stub) == set(native), (set(stub) ^ set(native))
    for name, member in native.items():
        sig = getattr(member, "__text_signature__", None)
        if name.endswith(".__new__"):
            sig = getattr(getattr(_native, name.split(".")[0]), "__text_signature__", None)
        if not sig:
            continue
        parsed = inspect.Signature.from_callable(member) if not name.endswith("__new__") else None
        if parsed is None:
            continue
        got = []
        for p in parsed.parameters.values():
            if p.name in ("self", "cls", "$self", "$cls"):
                continue
            if p.kind is p.KEYWORD_ONLY and "*" not in got:
                got.append("*")
            got.append(p.name)
        assert got == params(stub[name]), name
