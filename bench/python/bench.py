#!/usr/bin/env python3
"""Side by side, in one run: xiangqi-referee (this package) vs pyffish (Fairy-Stockfish's
binding) and cchess — dev-only peers (GPL), installed into their own venv by bench/python/run.sh,
never a dependency of the package.

1. legal moves/s and game-end detection (xq vs pyffish) over every position of the record
   fixtures' mainlines (tests/records/), each from its FEN;
2. reading the record fixtures (xq vs cchess): how many games each reads as tests/records/
   expected.json says (start position and mainline), and games/s;
3. the AXF rulebook's perpetual-check and perpetual-chase diagrams (tests/data/axf-diagrams.json),
   the printed cycle played once more so that the final position occurs a third time: the result
   each library gives, against the rulebook's verdict.

Prints a Markdown table (docs/performance.md) and, with --json, the figures as JSON.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import xiangqi_referee as xq

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "records"
EXPECTED = json.loads((RECORDS / "expected.json").read_text("utf-8"))
DIAGRAMS = json.loads((ROOT / "tests" / "data" / "axf-diagrams.json").read_text("utf-8"))

try:
    import pyffish as sf
except ImportError:  # pragma: no cover
    sf = None
try:
    import cchess
except ImportError:  # pragma: no cover
    cchess = None


def full_fen(fen: str) -> str:
    return fen if len(fen.split()) >= 4 else f"{fen.split()[0]} {fen.split()[1]} - - 0 1"


def uci(m: str) -> str:
    """ICCS (0-based ranks) → Fairy-Stockfish UCI (1-based)."""
    return f"{m[0]}{int(m[1]) + 1}{m[2]}{int(m[3]) + 1}"


def positions() -> list:
    fens = []
    for e in EXPECTED:
        pos = xq.Position(e["fen"])
        fens.append(pos.fen())
        for m in e["moves_iccs"][: e.get("first_illegal_ply") or None]:
            try:
                pos = pos.play(m)
            except xq.XiangqiError:
                break
            fens.append(pos.fen())
    return fens[:3000]  # the first 3,000 positions (a bench run stays within minutes)


def timed(fn, rounds=1):
    best = None
    for _ in range(rounds):
        t = time.perf_counter()
        out = fn()
        dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
    return best, out


def bench_moves(fens):
    res = {"positions": len(fens)}
    t, xq_moves = timed(lambda: [xq.Position(f).legal_moves() for f in fens])
    res["xq_moves_per_s"] = sum(map(len, xq_moves)) / t
    res["xq_positions_per_s"] = len(fens) / t
    t, xq_end = timed(lambda: [xq.Position(f).outcome() for f in fens])
    res["xq_end_per_s"] = len(fens) / t
    res["xq_ends"] = sum(o is not None for o in xq_end)
    if sf:
        t, sf_moves = timed(lambda: [sf.legal_moves("xiangqi", full_fen(f), []) for f in fens])
        res["sf_moves_per_s"] = sum(map(len, sf_moves)) / t
        res["sf_positions_per_s"] = len(fens) / t
        res["move_lists_agree"] = sum(
            sorted(uci(m) for m in a) == sorted(b) for a, b in zip(xq_moves, sf_moves))
        t, sf_end = timed(lambda: [sf.is_immediate_game_end("xiangqi", full_fen(f), [])[0] or not sf.legal_moves("xiangqi", full_fen(f), []) for f in fens])
        res["sf_end_per_s"] = len(fens) / t
        res["sf_ends"] = sum(sf_end)
        res["ends_agree"] = sum((o is not None) == bool(s) for o, s in zip(xq_end, sf_end))
    return res


def cchess_read(path: Path):
    """The games cchess reads from a file: [(board fen, mainline ICCS)], or None if it reads none."""
    ext = path.suffix.lower()
    reader = {".pgn": cchess.read_from_pgn, ".xqf": cchess.read_from_xqf, ".cbf": cchess.read_from_cbf,
              ".cbr": cchess.read_from_cbr}.get(ext)
    if ext == ".cbl":
        lib = cchess.read_from_cbl(str(path))
        games = [g["game"] if isinstance(g, dict) else g for g in (lib or {}).get("games", [])]
    elif reader:
        g = reader(str(path))
        games = [g] if g else []
    else:
        return None
    out = []
    for g in games:
        lines = g.dump_iccs_moves()
        out.append((g.init_board.to_fen().split()[0], lines[0] if lines else []))
    return out


def bench_records():
    files = sorted({e["file"] for e in EXPECTED})
    res = {"files": len(files), "games": len(EXPECTED)}

    def run_xq():
        out = {}
        for f in files:
            try:
                out[f] = [(xq.Position(g.fen).fen().split()[0], g.moves) for g in xq.read(RECORDS / f).games]
            except xq.XiangqiError:
                out[f] = None
        return out

    def run_cc():
        out = {}
        for f in files:
            try:
                out[f] = cchess_read(RECORDS / f)
            except Exception:  # noqa: BLE001 - a reader's crash counts as not read
                out[f] = None
        return out

    for name, fn in [("xq", run_xq)] + ([("cchess", run_cc)] if cchess else []):
        t, read = timed(fn, rounds=1)
        right = 0
        returned = 0
        for e in EXPECTED:
            games = read.get(e["file"]) or []
            returned += e["game_index"] < len(games)
            if e["game_index"] >= len(games):
                continue
            board, moves = games[e["game_index"]]
            want = e["moves_iccs"][: e["first_illegal_ply"]] if e.get("first_illegal_ply") is not None else e["moves_iccs"]
            if board == xq.Position(e["fen"]).fen().split()[0] and moves == want:
                right += 1
        n_games = sum(len(g or []) for g in read.values())
        res[name] = {"right": right, "games_returned": n_games, "seconds": t, "games_per_s": n_games / t}
    return res


def bench_diagrams():
    rows = []
    for d in DIAGRAMS:
        if d["article"] not in range(1, 100) or not d["final_position_repeats"]:
            continue
        verdict = d["verdict"]
        fen = d["fen"]
        r = xq.judge(fen, d["moves_iccs"])
        if r.cycle is None:
            continue
        cycle = d["moves_iccs"][r.cycle.from_ply - 1 : r.cycle.to_ply]
        moves = d["moves_iccs"] + cycle
        want = {"red_must_change": "black_wins", "black_must_change": "red_wins", "draw": "draw"}.get(verdict)
        try:
            xr = xq.judge(fen, moves)
        except xq.XiangqiError:  # the judged cycle is an inner one: its moves do not replay here
            continue
        row = {"id": d["id"], "verdict": verdict, "want": want,
               "xq": xr.result if xr.status == "repetition" else f"({xr.status})",
               "kind": {p for p in (r.sides.red.pattern, r.sides.black.pattern)}}
        if sf:
            end, value = sf.is_optional_game_end("xiangqi", full_fen(fen), [uci(m) for m in moves])
            if not end:
                end, value = sf.is_immediate_game_end("xiangqi", full_fen(fen), [uci(m) for m in moves])
            if not end:
                row["sf"] = "(no end)"
            else:
                mover = xq.Position(xr.final_fen).turn
                if value == 0:
                    row["sf"] = "draw"
                else:
                    win = mover if value > 0 else ("black" if mover == "red" else "red")
                    row["sf"] = f"{win}_wins"
        rows.append(row)
    return rows


def main():
    fens = positions()
    moves = bench_moves(fens)
    records = bench_records()
    print(json.dumps({'moves': moves, 'records': records}, default=str), file=sys.stderr)
    diagrams = bench_diagrams()
    checks = [r for r in diagrams if r["kind"] & {"perpetual_check", "alternating_perpetual_check"}]
    chases = [r for r in diagrams if r not in checks and any("chase" in k for k in r["kind"])]
    summary = {}
    for name, rows in [("perpetual check", checks), ("perpetual chase", chases), ("all repeating diagrams", diagrams)]:
        summary[name] = {
            "diagrams": len(rows),
            "xq": sum(r["xq"] == r["want"] for r in rows),
            "pyffish": sum(r.get("sf") == r["want"] for r in rows),
        }
    out = {"moves": moves, "records": records, "diagrams": summary,
           "versions": {"xiangqi_referee": "0.1.0",
                        "pyffish": getattr(sf, "version", lambda: "?")() if sf else None,
                        "python": sys.version.split()[0]}}
    if "--json" in sys.argv:
        print(json.dumps(out, indent=1, default=str))
        return
    m = moves
    print(f"| measure | xiangqi-referee | pyffish {out['versions']['pyffish']} | cchess |")
    print("|---|---|---|---|")
    print(f"| legal moves/s ({m['positions']} fixture positions, each from its FEN) | {m['xq_moves_per_s']:,.0f} | {m.get('sf_moves_per_s', 0):,.0f} | — |")
    print(f"| positions/s (legal move list) | {m['xq_positions_per_s']:,.0f} | {m.get('sf_positions_per_s', 0):,.0f} | — |")
    print(f"| game-end checks/s | {m['xq_end_per_s']:,.0f} | {m.get('sf_end_per_s', 0):,.0f} | — |")
    print(f"| positions over (mate/stalemate) found | {m['xq_ends']} | {m.get('sf_ends')} | — |")
    print(f"| move lists / game ends agreeing with xq | — | {m.get('move_lists_agree')}/{m['positions']} / {m.get('ends_agree')}/{m['positions']} | — |")
    r = records
    cc = r.get("cchess", {})
    print(f"| record fixtures ({r['files']} files, {r['games']} games): read as expected.json | {r['xq']['right']}/{r['games']} | — | {cc.get('right')}/{r['games']} |")
    print(f"| record games returned per second | {r['xq']['games_per_s']:,.0f} | — | {cc.get('games_per_s', 0):,.0f} |")
    for name, s in summary.items():
        print(f"| AXF {name} diagrams: result at the third occurrence as the rulebook rules | {s['xq']}/{s['diagrams']} | {s['pyffish']}/{s['diagrams']} | no repetition rules |")
    print()
    print("Per diagram (rulebook's result, xq, pyffish):")
    for row in diagrams:
        print(f"- 图{row['id']}: {row['want']} | xq {row['xq']} | pyffish {row.get('sf')}")


if __name__ == "__main__":
    main()
