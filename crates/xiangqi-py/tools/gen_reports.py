#!/usr/bin/env python3
"""Generates the report classes of `xiangqi_referee/reports.py` from the core's types.

The source is the TypeScript declarations that the core's `tsify` derives generate
(`docs/api-contract.md`, kept equal to the Rust types by `cargo test -p xiangqi-wasm --test
contract`): each `interface` becomes a class with one snake_case attribute per field, each
`type` an alias. So the Python shapes are the Rust ones, one definition.

    python3 crates/xiangqi-py/tools/gen_reports.py          # rewrite the generated block
    python3 crates/xiangqi-py/tools/gen_reports.py --check  # exit 1 when it is out of date

tests/python/test_stub.py runs the check.
"""

from __future__ import annotations

import keyword
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CONTRACT = ROOT / "docs" / "api-contract.md"
TARGET = ROOT / "crates" / "xiangqi-py" / "python" / "xiangqi_referee" / "reports.py"
BEGIN = "# --- generated: report types (crates/xiangqi-py/tools/gen_reports.py) ---\n"
END = "# --- end of generated report types ---\n"
TS_BEGIN = "<!-- generated: report types"
TS_END = "<!-- end of generated report types -->"


def snake(name: str) -> str:
    """camelCase → snake_case; a Python keyword gets a trailing underscore (`from_`)."""
    s = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()
    return s + "_" if keyword.iskeyword(s) else s


def declarations(text: str) -> list[tuple[str, str, str, str]]:
    """(kind, name, doc, body) of each `export interface`/`export type` of the contract block."""
    a = text.index(TS_BEGIN)
    b = text.index(TS_END)
    block = text[a:b]
    out = []
    pattern = re.compile(
        r"(?:/\*\*(?P<doc>.*?)\*/\s*)?export (?P<kind>interface|type) (?P<name>\w+)"
        r"(?:\s*=\s*(?P<alias>[^\n]*?);\n|\s*\{(?P<body>.*?)\n\})",
        re.S,
    )
    for m in pattern.finditer(block):
        kind = m["kind"]
        out.append((kind, m["name"], clean_doc(m["doc"] or ""), m["alias"] if kind == "type" else m["body"]))
    return out


def clean_doc(doc: str) -> str:
    lines = [re.sub(r"^\s*\* ?", "", line).rstrip() for line in doc.strip("\n").splitlines()]
    return "\n".join(lines).strip()


def fields(body: str) -> list[tuple[str, bool, str, str]]:
    """(name, optional, type, doc) of an interface body."""
    out = []
    pattern = re.compile(
        r"(?:/\*\*(?P<doc>.*?)\*/\s*)?(?P<name>\w+)(?P<opt>\??): (?P<type>[^\n]*);", re.S
    )
    for m in pattern.finditer(body):
        out.append((m["name"], bool(m["opt"]), m["type"].strip(), clean_doc(m["doc"] or "")))
    return out


def split_union(t: str) -> list[str]:
    """The members of a top-level `A | B` union (not splitting inside braces or parentheses)."""
    parts, depth, cur = [], 0, ""
    for ch in t:
        if ch in "({<":
            depth += 1
        elif ch in ")}>":
            depth -= 1
        if ch == "|" and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    return parts


def py_type(t: str, names: set[str]) -> str:
    """The Python annotation of a TypeScript type."""
    # aliases the wasm declarations define by hand (npm/src/index.d.ts)
    t = {"Dests": "Record<string, string[]>"}.get(t, t)
    members = split_union(t)
    if len(members) > 1:
        nullable = "null" in members
        rest = [m for m in members if m != "null"]
        if all(re.fullmatch(r'"[^"]*"', m) for m in rest):
            inner = f"Literal[{', '.join(rest)}]"
        elif len(rest) == 1:
            inner = py_type(rest[0], names)
        else:
            kinds = list(dict.fromkeys(py_type(m, names) for m in rest))
            inner = kinds[0] if len(kinds) == 1 else f"Union[{', '.join(kinds)}]"
        return f"Optional[{inner}]" if nullable else inner
    t = members[0]
    if t.endswith("[]"):
        return f"List[{py_type(t[:-2], names)}]"
    if t.startswith("Record<string, "):
        return f"Dict[str, {py_type(t[len('Record<string, '):-1], names)}]"
    simple = {"string": "str", "number": "int", "boolean": "bool"}
    if t in simple:
        return simple[t]
    if re.fullmatch(r'"[^"]*"', t):
        return f"Literal[{t}]"
    if t.startswith("{") or t.startswith("("):
        return "Dict[str, Any]"
    if t in names or t == "Color":
        return f'"{t}"'
    raise ValueError(f"unknown TypeScript type {t!r}")


def kind_of(t: str, interfaces: set[str]) -> str | None:
    """What the runtime wraps a field's value in: an interface name, `Name[]`, or None."""
    members = [m for m in split_union(t) if m != "null"]
    if len(members) != 1:
        return None
    m = members[0]
    if m in interfaces:
        return m
    if m.endswith("[]") and m[:-2] in interfaces:
        return m
    return None


def doc_lines(doc: str, indent: str) -> list[str]:
    return [f"{indent}#: {line}".rstrip() for line in doc.splitlines()] if doc else []


def generate(contract: str) -> str:
    decls = declarations(contract)
    names = {d[1] for d in decls}
    interfaces = {d[1] for d in decls if d[0] == "interface"}
    aliases, classes = [], []
    for kind, name, doc, body in decls:
        if kind == "type":
            aliases.extend(doc_lines(doc, ""))
            aliases.append(f"{name} = {py_type(body, names).replace(chr(34) + name + chr(34), name)}")
            aliases.append("")
            continue
        lines = [f"class {name}(Report):"]
        if doc:
            text = doc.replace("\\", "\\\\").replace('"""', "'''")
            text = "\n".join(("    " + line).rstrip() if i else line
                             for i, line in enumerate(text.splitlines()))
            lines.append('    """' + text + '"""')
            lines.append("")
        table = []
        for fname, optional, ftype, fdoc in fields(body):
            annotation = py_type(ftype, names)
            if optional and not annotation.startswith("Optional["):
                annotation = f"Optional[{annotation}]"
            lines.extend(doc_lines(fdoc, "    "))
            lines.append(f"    {snake(fname)}: {annotation}")
            table.append((snake(fname), fname, kind_of(ftype, interfaces)))
        lines.append("")
        lines.append("    _fields = {")
        for attr, key, k in table:
            lines.append(f"        {attr!r}: ({key!r}, {k!r}),")
        lines.append("    }")
        classes.append("\n".join(lines))
    out = BEGIN
    out += "\n".join(aliases).rstrip() + "\n\n\n"
    out += "\n\n\n".join(classes) + "\n\n\n"
    out += "CLASSES: Dict[str, type] = {\n"
    out += "".join(f"    {n!r}: {n},\n" for n in sorted(interfaces))
    out += "}\n"
    out += END
    return out


def main() -> int:
    generated = generate(CONTRACT.read_text(encoding="utf-8"))
    current = TARGET.read_text(encoding="utf-8")
    a, b = current.index(BEGIN), current.index(END) + len(END)
    if current[a:b] == generated:
        return 0
    if "--check" in sys.argv:
        print(f"{TARGET.relative_to(ROOT)} is out of date with docs/api-contract.md; run "
              f"python3 crates/xiangqi-py/tools/gen_reports.py", file=sys.stderr)
        return 1
    TARGET.write_text(current[:a] + generated + current[b:], encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
