#!/usr/bin/env python3
"""Writes the seed corpora fuzz/seeds/<target>/ from the AXF rulebook diagrams
(tests/data/axf-diagrams.json): their FENs, their moves in Chinese notation and ICCS.

The start positions of the fuzz targets are the diagrams in file order followed by
EXTRA_FENS of fuzz/src/lib.rs, so byte i picks diagram i.  Run from anywhere; output is
deterministic.  The seeds are small and committed; fuzz/corpus/ (what runs add) is not."""
import json
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "tests", "data", "axf-diagrams.json")
OUT = os.path.join(HERE, "seeds")


def sq(name):
    """ICCS square a0..i9 -> index rank * 9 + file."""
    return int(name[1]) * 9 + (ord(name[0]) - ord("a"))


def write(target, name, data):
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def main():
    diagrams = json.load(open(DATA, encoding="utf-8"))
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)

    # fen: every diagram FEN, plus the accepted variants of the syntax.
    fens = sorted({d["fen"] for d in diagrams})
    for i, fen in enumerate(fens):
        write("fen", "diagram-%03d" % i, fen.encode())
    extra = [
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1",
        "4k4/9/9/9/9/9/9/9/9/4K4 w",
        "3k5/9/9/9/9/9/9/9/9/4K4 b 10 20",
        "",
        "9/9/9",
    ]
    for i, fen in enumerate(extra):
        write("fen", "syntax-%d" % i, fen.encode())

    # notation: position byte, then one move text (Chinese as printed and as normalised, ICCS).
    seen = set()
    for i, d in enumerate(diagrams):
        for text in d["moves_printed"][:2] + d["moves"][:2] + d["moves_iccs"][:1]:
            if text in seen:
                continue
            seen.add(text)
            write("notation", "d%03d-%d" % (i, len(seen)), bytes([i]) + text.encode())
    for j, text in enumerate(["C2.5", "H8+7", "+R.2", "-R+1", "1P.4", "+P7.6", "R++1", "K5=4",
                              "前车进一", "后炮平五", "中兵进一", "二兵平三", "前兵九平八"]):
        write("notation", "syntax-%02d" % j, bytes([107 + j % 5]) + text.encode())

    # play: position byte, no random moves, a raw square pair, then the game in Chinese.
    for i, d in enumerate(diagrams):
        body = "\n".join(d["moves"]).encode()
        write("play", "diagram-%03d" % i, bytes([i, 0, 0, 0]) + body)

    # judge: position byte, flags, then each move spelled out (op 7, from, to); then a few
    # shuffles of the last four plies (op 6) so the final position recurs.
    for i, d in enumerate(diagrams):
        ops = b"".join(bytes([7, sq(m[:2]), sq(m[2:])]) for m in d["moves_iccs"])
        write("judge", "diagram-%03d" % i, bytes([i, 0x40 | 0x10]) + ops)
        if len(d["moves_iccs"]) >= 4:
            write("judge", "diagram-%03d-long" % i, bytes([i, 0x81]) + ops + bytes([6, 40]))

    # cycle: hand-written cycles for judge_cycle: a perpetual check against idle replies, and a
    # perpetual chase of piece 3 by piece 5 (a chariot on b7 chased by a horse).
    check = bytes([0b0000_0100, 0b0000_0001, 7])  # Red, labels {check}, one checker (7)
    idle = bytes([0b0000_0001, 0b1000_0000])  # Black, labels {idle}
    write("cycle", "perpetual-check", (check + idle) * 2)
    chase = bytes([0b0001_0000, 0b0000_0100, 3, 5, 64, 63, 0x02, 0x84])
    write("cycle", "perpetual-chase", (chase + idle) * 3)


if __name__ == "__main__":
    main()
