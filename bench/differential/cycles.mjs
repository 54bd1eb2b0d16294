// Differential harness, generated cycles (issue 21 item 7): ≥ 10,000 repetition cycles built from
// positions of the real game records in tests/records/** and from seeded random playouts, each of
// a chosen shape (perpetual check, chase, one check one chase, a piece under attack shuffling,
// idle shuffles), repeated to the 3-fold; judged by our CLI in batch mode (one multi-game PGN,
// `xiangqi judge --jsonl`, under `axf` and `chinese`) and by Fairy-Stockfish (ffish, GPL-3.0,
// dev-only, from bench/node_modules); every disagreement is sorted into a class.
//
//   (cd bench && npm ci) && cargo build --release -p xiangqi-cli && node bench/differential/cycles.mjs
//
// Environment: XIANGQI_CLI (default target/release/xiangqi), DIFF_SEED (default 20261202),
// DIFF_TARGET (cycles wanted, default 10500; random playout starts are added until there are
// that many and at least half of them come from random starts), DIFF_OUT (a directory for the
// generated cases and the full results; default a temporary one, removed at the end unless set).
// DIFF_CASES (a cases.json written by an earlier run with DIFF_OUT: judge those cycles again).
// Prints the counts and the classes with examples; writes the classes JSON to DIFF_CLASSES when set.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, loadFfish, fullFen, START_FEN, ffishToIccs, iccsToFfish, now } from "../lib.mjs";

const t0 = now();
const cli = process.env.XIANGQI_CLI || path.join(ROOT, "target/release/xiangqi");
const outDir = process.env.DIFF_OUT || fs.mkdtempSync(path.join(os.tmpdir(), "xq-diff-"));
fs.mkdirSync(outDir, { recursive: true });

// --- seeded random numbers (xorshift32) ---
let seed = (+(process.env.DIFF_SEED ?? 20261202) >>> 0) || 1;
const rand = (n) => {
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
};
const pick = (xs) => xs[rand(xs.length)];

const ffish = await loadFfish();

// --- board helpers (our own; ffish only gives legal moves, check and the FEN) ---
const VALUE = { r: 9, n: 4, c: 4.5, a: 2, b: 2, p: 1, k: 100 };
function grid(fen) {
  const rows = fen.split(" ")[0].split("/"); // rows[0] is rank 9
  const g = {};
  rows.forEach((row, i) => {
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) f += +ch;
      else { g[String.fromCharCode(97 + f) + (9 - i)] = ch; f++; }
    }
  });
  return g; // ICCS square → piece letter
}
const isRed = (p) => p === p.toUpperCase();
const key = (fen) => fen.split(" ").slice(0, 2).join(" ");
const withTurn = (fen, t) => { const f = fen.split(" "); f[1] = t; f[2] = "-"; f[3] = "-"; return f.join(" "); };
const legal = (b) => b.legalMoves().split(" ").filter(Boolean);
const from = (m) => m.slice(0, 2), to = (m) => m.slice(2, 4);
const back = (m) => m.slice(2, 4) + m.slice(0, 2);

// Captures the side `side` ('w'|'b') could make in `fen` if it were to move (legal ones), as
// target squares → [capturer squares]; and which of those targets are protected (the other side
// can take back on the square after the capture).
const scratch = new ffish.Board("xiangqi");
const attackCache = new Map();
function attacks(fen, side) {
  const ck = `${key(fen)}|${side}`;
  if (attackCache.has(ck)) return attackCache.get(ck);
  if (attackCache.size > 200000) attackCache.clear();
  const out = new Map();
  attackCache.set(ck, out);
  try { scratch.setFen(fullFen(withTurn(fen, side))); } catch { return out; }
  const g = grid(fen);
  for (const m of legal(scratch).map(ffishToIccs)) {
    const t = g[to(m)];
    if (!t || t.toLowerCase() === "k") continue;
    if (!out.has(to(m))) out.set(to(m), []);
    out.get(to(m)).push(from(m));
  }
  return out;
}
function isProtected(fen, side, target, capturer) {
  try { scratch.setFen(fullFen(withTurn(fen, side))); } catch { return false; }
  scratch.push(iccsToFfish(capturer + target));
  const r = legal(scratch).some((m) => to(ffishToIccs(m)) === target);
  scratch.pop();
  return r;
}

// What a move does, measured: check, and the attacks it makes that the mover did not have before
// (target square, piece, attacker piece, protected). "chase" when a new target is unprotected or
// worth more than its attacker (a car attacked by a horse or a cannon).
function measure(board, m) {
  const before = board.fen();
  const side = before.split(" ")[1];
  const g0 = grid(before);
  const a0 = attacks(before, side);
  board.push(iccsToFfish(m));
  const after = board.fen();
  const check = board.isCheck();
  const a1 = attacks(after, side);
  const g1 = grid(after);
  const fresh = [];
  for (const [t, caps] of a1) {
    const old = a0.get(t);
    // New: the square was not attacked, or held another piece (the target moved there).
    if (old && g0[t] === g1[t]) continue;
    const cap = caps.reduce((best, c) => (VALUE[g1[c].toLowerCase()] < VALUE[g1[best].toLowerCase()] ? c : best));
    const prot = isProtected(after, side, t, cap);
    const tv = VALUE[g1[t].toLowerCase()], cv = VALUE[g1[cap].toLowerCase()];
    fresh.push({ t, piece: g1[t], by: g1[cap], prot, chase: !prot || tv > cv });
  }
  board.pop();
  const chase = fresh.some((x) => x.chase);
  return { check, fresh, kind: check ? "check" : chase ? "chase" : fresh.length ? "attack" : "idle" };
}

// --- starts ---
const starts = [];
// Real: every game of every record file, at plies 10, 20, … (and the final position).
const recordFiles = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (!/\.(md|json|txt)$/i.test(e.name) || /dhtmlxq/.test(p)) recordFiles.push(p);
  }
})(path.join(ROOT, "tests/records"));
recordFiles.sort();
let realGames = 0;
for (const f of recordFiles) {
  let games;
  try {
    games = JSON.parse(execFileSync(cli, ["read", "--compact", f], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 28 })).games;
  } catch (e) {
    try { games = JSON.parse(e.stdout).games; } catch { continue; }
  }
  for (const [gi, gm] of (games ?? []).entries()) {
    if (!gm.fen || !gm.moves?.length) continue;
    realGames++;
    const b = new ffish.Board("xiangqi", fullFen(gm.fen));
    const name = `${path.relative(ROOT, f)}#${gi}`;
    for (let i = 0; i < gm.moves.length; i++) {
      const m = iccsToFfish(gm.moves[i]);
      if (!legal(b).includes(m)) break;
      b.push(m);
      if ((i + 1) % 10 === 0 || i + 1 === gm.moves.length) {
        if (!b.isGameOver(false)) starts.push({ source: "real", from: `${name} ply ${i + 1}`, fen: b.fen() });
      }
    }
    b.delete();
  }
}
const realStarts = starts.length;
// Random: seeded playouts from the initial position, 6–90 plies, captures favoured a little so
// that the material thins out as in real games.
function randomStart(n) {
  const b = new ffish.Board("xiangqi", START_FEN);
  const len = 6 + rand(85);
  let ok = true;
  for (let i = 0; i < len; i++) {
    const l = legal(b);
    if (!l.length || b.isGameOver(false)) { ok = false; break; }
    const caps = l.filter((m) => b.isCapture(m));
    b.push(caps.length && rand(3) === 0 ? pick(caps) : pick(l));
  }
  const s = ok && !b.isGameOver(false) && legal(b).length ? { source: "random", from: `playout ${n} (${len} plies)`, fen: b.fen() } : null;
  b.delete();
  return s;
}

// --- cycles: A B A' B' (A' = A back, B' = B back), no captures, back to the start ---
const KINDS = ["check", "chase", "mixed", "attacked_shuffle", "idle"];
const genBoard = new ffish.Board("xiangqi");
function tryCycle(start, kind) {
  const b = genBoard;
  b.setFen(fullFen(start.fen));
  {
    const noCap = (ms) => ms.filter((m) => !b.isCapture(m)).map(ffishToIccs);
    const X = noCap(legal(b));
    if (!X.length) return null;
    const g = grid(b.fen());
    let candA;
    if (kind === "attacked_shuffle") {
      const side = b.fen().split(" ")[1];
      const attacked = new Set(attacks(b.fen(), side === "w" ? "b" : "w").keys());
      candA = X.filter((m) => attacked.has(from(m)));
    } else candA = X;
    if (kind === "check" || kind === "mixed") {
      const checks = candA.filter((m) => { b.push(iccsToFfish(m)); const c = b.isCheck(); b.pop(); return c; });
      if (kind === "check") candA = checks;
      else if (checks.length && rand(2)) candA = checks;
    }
    for (let tries = 0; tries < 12 && candA.length; tries++) {
      const A = pick(candA);
      const mA = measure(b, A);
      if (kind === "check" && !mA.check) { candA = candA.filter((m) => m !== A); continue; }
      if (kind === "chase" && mA.kind !== "chase") { candA = candA.filter((m) => m !== A); continue; }
      if (kind === "mixed" && !(mA.check || mA.kind === "chase")) { candA = candA.filter((m) => m !== A); continue; }
      if (kind === "idle" && mA.kind !== "idle") { candA = candA.filter((m) => m !== A); continue; }
      b.push(iccsToFfish(A));
      if (b.isGameOver(false)) { b.pop(); continue; }
      let Y = noCap(legal(b));
      const gy = grid(b.fen());
      let candB = Y;
      if (kind === "check" || (kind === "mixed" && mA.check)) {
        const k = Y.filter((m) => gy[from(m)].toLowerCase() === "k");
        if (k.length) candB = k;
      } else if (kind === "chase" || kind === "mixed") {
        const targets = new Set(mA.fresh.filter((x) => x.chase).map((x) => x.t));
        const flee = Y.filter((m) => targets.has(from(m)));
        if (flee.length) candB = flee;
      } else if (kind === "idle") {
        const idle = [];
        for (const m of Y.slice().sort(() => 0)) {
          if (idle.length > 3) break;
          if (rand(3) && measure(b, m).kind === "idle") idle.push(m);
        }
        if (idle.length) candB = idle;
      }
      let done = null;
      for (let tb = 0; tb < 6 && candB.length && !done; tb++) {
        const B = pick(candB);
        candB = candB.filter((m) => m !== B);
        b.push(iccsToFfish(B));
        const l2 = legal(b).map(ffishToIccs);
        if (!l2.includes(back(A)) || b.isCapture(iccsToFfish(back(A)))) { b.pop(); continue; }
        const mA2 = measure(b, back(A));
        b.push(iccsToFfish(back(A)));
        const l3 = legal(b).map(ffishToIccs);
        if (!l3.includes(back(B)) || b.isCapture(iccsToFfish(back(B)))) { b.pop(); b.pop(); continue; }
        b.push(iccsToFfish(back(B)));
        const same = key(b.fen()) === key(start.fen);
        b.pop(); b.pop(); b.pop();
        if (!same) continue;
        const shape = [mA.kind, mA2.kind].sort().join("+");
        const okShape = {
          check: mA.check && mA2.check,
          chase: mA.kind === "chase" && mA2.kind === "chase",
          mixed: (mA.check && mA2.kind === "chase") || (mA2.check && mA.kind === "chase"),
          attacked_shuffle: true,
          idle: mA.kind === "idle" && mA2.kind === "idle",
        }[kind];
        if (!okShape) continue;
        done = { kind, shape, cycle: [A, B, back(A), back(B)] };
      }
      b.pop();
      if (done) return done;
    }
    return null;
  }
}

const cases = [];
const seen = new Set();
const target = +(process.env.DIFF_TARGET ?? 10500);
function cyclesFrom(s) {
  // More tries for the rarer shapes (a check, or a check and a chase, whose moves back are
  // checks or chases too).
  const reps = { check: 4, mixed: 4, chase: 3, attacked_shuffle: 2, idle: 2 };
  for (const kind of KINDS) for (let rep = 0; rep < reps[kind]; rep++) {
    const c = tryCycle(s, kind);
    if (!c) continue;
    const k = `${key(s.fen)}|${c.cycle.join(" ")}`;
    if (seen.has(k)) continue;
    seen.add(k);
    cases.push({ id: cases.length, source: s.source, from: s.from, kind: c.kind, shape: c.shape, fen: key(s.fen), cycle: c.cycle, moves: [...c.cycle, ...c.cycle] });
  }
}
if (process.env.DIFF_CASES) {
  // Judge the cycles of an earlier run (its cases.json) again, without generating.
  cases.push(...JSON.parse(fs.readFileSync(process.env.DIFF_CASES, "utf8")));
} else for (const s of starts) cyclesFrom(s);
// Random starts until the target number of cycles (at least half of them random).
for (let n = 0; !process.env.DIFF_CASES && (cases.length < target || cases.filter((c) => c.source === "random").length < cases.length / 2); n++) {
  const s = randomStart(n);
  if (!s) continue;
  starts.push(s);
  cyclesFrom(s);
}
const tGen = now();

// --- ours: one PGN, all cycles, judged in one batch process per rule set ---
const pgn = cases.map((c) => `[Game "${c.id}"]\n[FEN "${c.fen}"]\n\n${c.moves.join(" ")} *\n`).join("\n");
const pgnFile = path.join(outDir, "cycles.pgn");
fs.writeFileSync(pgnFile, pgn);
function ours(rules) {
  const out = execFileSync(cli, ["judge", "--jsonl", "--rules", rules, "--game", pgnFile], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 1 << 30 });
  const lines = out.split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const r = new Array(cases.length);
  for (const l of lines) r[l.game] = l;
  return r;
}
const tA = now();
const axf = ours("axf");
const tB = now();
const chinese = ours("chinese");
const tC = now();

// --- theirs: Fairy-Stockfish, the first ply where the game is over (draws claimed) ---
const ffResult = { "1-0": "red_wins", "0-1": "black_wins", "1/2-1/2": "draw" };
const fsfBoard = new ffish.Board("xiangqi");
const theirs = cases.map((c) => {
  const b = fsfBoard;
  b.setFen(fullFen(c.fen));
  {
    for (let i = 0; i < c.moves.length; i++) {
      b.push(iccsToFfish(c.moves[i]));
      // No position can repeat before ply 4, and every move of a cycle has a legal reply.
      if (i >= 3 && b.isGameOver(true)) return { result: ffResult[b.result(true)] ?? b.result(true), ply: i + 1 };
    }
    return { result: "none", ply: null };
  }
});
const tD = now();

// --- compare and classify ---
const res = (l) => (l.error ? "error" : l.result ?? "none");
const sideOf = (l, c) => c.fen.split(" ")[1];
function details(c, rules) {
  const j = JSON.parse(execFileSync(cli, ["judge", "--compact", "--rules", rules, "--fen", c.fen, "--moves", c.moves.join(" ")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }));
  return j;
}
const counts = { cases: cases.length, real: cases.filter((c) => c.source === "real").length, random: cases.filter((c) => c.source === "random").length, byKind: {}, agree: 0, disagree: 0, chineseVsAxf: 0, chineseVsFsf: 0, errors: 0 };
const classes = new Map();
const add = (group, k, c, extra) => {
  const kk = `${group} | ${k}`;
  if (!classes.has(kk)) classes.set(kk, { group, key: k, n: 0, examples: [] });
  const e = classes.get(kk);
  e.n++;
  e.examples.push({ ...extra, id: c.id });
};
const results = [];
for (const c of cases) {
  const a = axf[c.id], ch = chinese[c.id], t = theirs[c.id];
  counts.byKind[c.kind] = (counts.byKind[c.kind] ?? 0) + 1;
  if (!a || a.error || !ch || ch.error) { counts.errors++; continue; }
  const ra = res(a), rc = res(ch);
  results.push({ id: c.id, kind: c.kind, source: c.source, axf: ra, axfVerdict: a.verdict, chinese: rc, chineseVerdict: ch.verdict, fsf: t.result, fsfPly: t.ply });
  if (ra === t.result) counts.agree++;
  else { counts.disagree++; add("axf-vs-fsf", `${c.kind}: ours ${a.verdict}/${ra}, FSF ${t.result}`, c, {}); }
  if (rc !== ra) { counts.chineseVsAxf++; add("chinese-vs-axf", `${c.kind}: chinese ${ch.verdict}/${rc}, axf ${a.verdict}/${ra}`, c, {}); }
  if (rc !== t.result) counts.chineseVsFsf++;
  for (const [m, x, y] of [["axfByFsf", ra, t.result], ["chineseByAxf", rc, ra], ["chineseByFsf", rc, t.result]]) {
    counts[m] ??= {};
    counts[m][`${x} / ${y}`] = (counts[m][`${x} / ${y}`] ?? 0) + 1;
  }
}
// Pieces on the board: the smallest example first.
const pieces = (fen) => fen.split(" ")[0].replace(/[\d/]/g, "").length;
for (const e of classes.values()) e.examples.sort((x, y) => pieces(cases[x.id].fen) - pieces(cases[y.id].fen) || x.id - y.id);
// Finer keys for the disagreements, from the full reports of our referee: the side each referee
// blames and both sides' patterns.
// The AXF-vs-FSF disagreements sorted by what the blamed side's moves do (docs/differential.md
// names the classes, with the article that decides each):
//   lesser-on-protected   FSF blames: an elephant or advisor attacks a protected car, cannon or
//                         horse (FSF: always a chase; AXF 总纲6 excepts only a horse or cannon on a car)
//   kept-attack           FSF blames: the moved piece still attacks a piece it attacked before the
//                         move (the target had moved into its line); ours: not a new attack
//   screen-moved          ours blames: a cannon's attack that stood before the move, through a
//                         screen that moved along the line (变换炮台)
//   root-removed          ours blames: a standing attack turned into a chase because the move took
//                         away the target's root (a cannon's screen, the general stepping away)
//   false-root            ours blames: the target's only roots cannot legally take back (pinned, or
//                         the general would take into check); FSF counts them as roots
//   fsf-file-pin          FSF blames: the lone defender on the generals' file is taken for pinned
//                         although pieces of the mover stand between (FSF's flying-general pin)
//   check-and-attack      FSF blames: the side plays 一照一捉 (one move a check, the other a chase, or
//                         a check that also attacks the chased piece); FSF counts it as a perpetual
//                         chase
//   other                 none of these
// After `side` takes on `target` with `capturer`, can the piece on `root` legally take back?
function retakes(fen, side, capturer, target, root) {
  try { scratch.setFen(fullFen(withTurn(fen, side))); } catch { return false; }
  scratch.push(iccsToFfish(capturer + target));
  const r = legal(scratch).includes(iccsToFfish(root + target));
  scratch.pop();
  return r;
}
function attackedBefore(fen, side, chaser, target) {
  return (attacks(fen, side).get(target) ?? []).includes(chaser);
}
function semantic(c, dA, blamedSide, oursBlames) {
  const b = new ffish.Board("xiangqi", fullFen(c.fen));
  const tags = new Set();
  const blamedLabels = []; // our labels of the blamed side's moves in the cycle
  try {
    for (let i = 0; i < 4; i++) {
      const before = b.fen();
      const side = before.split(" ")[1];
      const mover = side === "w" ? "red" : "black";
      const m = c.moves[i];
      const rep = dA.moves[i];
      b.push(iccsToFfish(m));
      if (mover !== blamedSide) continue;
      blamedLabels.push(rep.labels);
      if (!oursBlames) {
        const gAfter = grid(b.fen());
        // The generals on one file with exactly one defending piece on it besides its general,
        // and a piece of the mover's between too: FSF takes the lone defender for pinned.
        const gens = Object.entries(gAfter).filter(([, p]) => p.toLowerCase() === "k");
        if (gens.length === 2 && gens[0][0][0] === gens[1][0][0]) {
          const file = gens[0][0][0];
          const onFile = Object.entries(gAfter).filter(([sq, p]) => sq[0] === file && p.toLowerCase() !== "k");
          const defRed = side !== "w";
          const def = onFile.filter(([, p]) => isRed(p) === defRed), own = onFile.filter(([, p]) => isRed(p) !== defRed);
          if (def.length === 1 && own.length > 0) {
            // …and that defender is attacked, or is the root of an attacked piece.
            const lone = def[0][0];
            // (FSF lets a piece chase a pinned piece of its own kind, and does not count a pinned root.)
            const mine = attacks(b.fen(), side);
            const sameKind = (mine.get(lone) ?? []).some((c) => gAfter[c].toLowerCase() === gAfter[lone].toLowerCase());
            const uncrossedPawn = (t) => gAfter[t] === "P" ? +t[1] <= 4 : gAfter[t] === "p" ? +t[1] >= 5 : false;
            const rootOf = [...mine.entries()].some(([t, caps]) => !uncrossedPawn(t) && retakes(b.fen(), side, caps[0], t, lone));
            if (sameKind || rootOf) tags.add("fsf-file-pin");
          }
        }
        // A check whose piece also attacks a piece after the move (FSF counts that attack as a
        // chase)…
        if (rep.labels.includes("check")) {
          for (const [, caps] of attacks(b.fen(), side)) if (caps.includes(to(m))) tags.add("check-and-attack");
        }
        for (const a of rep.attacks) {
          if (/[ab]/i.test(a.chaserPiece) && /[rcn]/i.test(a.targetPiece) && a.protected) tags.add("lesser-on-protected");
        }
        // The moved piece attacks, after the move, a piece it attacked before it (same piece on the
        // same square, or a piece that moved into its line on the opponent's move before).
        const after = b.fen();
        const g1 = grid(after);
        for (const [t, caps] of attacks(after, side)) {
          if (!caps.includes(to(m))) continue;
          if (attackedBefore(before, side, from(m), t) && grid(before)[t] === g1[t]) tags.add("kept-attack");
        }
      } else {
        for (const ch of rep.chases) {
          if (!attackedBefore(before, side, ch.chaser, ch.target) || ch.chaser === to(m)) continue;
          const onLine = (sq) => sq[0] === ch.chaser[0] || sq[1] === ch.chaser[1];
          if (/c/i.test(ch.chaserPiece) && onLine(from(m)) && onLine(to(m))) tags.add("screen-moved");
          else tags.add("root-removed");
        }
      }
    }
    // …or one move of the blamed side a check and the other a chase (一照一捉): FSF blames the
    // chase although the other move is a check.
    if (!oursBlames && blamedLabels.some((l) => l.includes("check")) && blamedLabels.some((l) => !l.includes("check") && l.includes("chase"))) tags.add("check-and-attack");
  } finally { b.delete(); }
  if (oursBlames) return tags.has("screen-moved") ? "screen-moved" : tags.has("root-removed") ? "root-removed" : "false-root";
  for (const t of ["fsf-file-pin", "check-and-attack", "lesser-on-protected", "kept-attack"]) if (tags.has(t)) return t;
  return "other";
}
const fine = new Map();
const blamed = (verdict) => (/^red_must/.test(verdict) ? "red" : /^black_must/.test(verdict) ? "black" : /both/.test(verdict) ? "both" : "none");
const fsfBlames = (r) => (r === "black_wins" ? "red" : r === "red_wins" ? "black" : "none");
for (const e of classes.values()) {
  for (const ex of e.examples) {
    const c = cases[ex.id];
    const dA = details(c, "axf");
    const pat = (d, s) => d.sides?.[s]?.pattern;
    let fk;
    const fam = { verdict: null, family: null };
    if (e.group === "axf-vs-fsf") {
      const ob = blamed(dA.verdict), tb = fsfBlames(theirs[c.id].result);
      const s = ob !== "none" ? ob : tb;
      const o = s === "red" ? "black" : "red";
      const sem = semantic(c, dA, s, ob !== "none");
      counts.fsfClasses ??= {};
      counts.fsfClasses[sem] = (counts.fsfClasses[sem] ?? 0) + 1;
      fk = `${sem} | ours blames ${ob}, FSF blames ${tb} | ${s}: ${pat(dA, s)}, ${o}: ${pat(dA, o)}`;
    } else {
      const dC = details(c, "chinese");
      const cb = blamed(dC.verdict), ab = blamed(dA.verdict);
      const s = cb !== "none" && cb !== "both" ? cb : ab !== "none" && ab !== "both" ? ab : "red";
      const o = s === "red" ? "black" : "red";
      fam.verdict = dC.verdict;
      fam.family = chineseFamily(cb !== "none" ? pat(dC, s) : pat(dA, s)) + (cb !== "none" ? "" : " (AXF forbids, chinese allows)");
      counts.chineseClasses ??= {};
      counts.chineseClasses[fam.family] = (counts.chineseClasses[fam.family] ?? 0) + 1;
      fk = `chinese blames ${cb}, axf blames ${ab} | ${s}: chinese ${pat(dC, s)} / axf ${pat(dA, s)}; ${o}: chinese ${pat(dC, o)} / axf ${pat(dA, o)}`;
    }
    if (!fine.has(fk)) fine.set(fk, { group: e.group, key: fk, n: 0, kinds: {}, examples: [], all: [] });
    const f = fine.get(fk);
    f.n++;
    f.all.push({ id: c.id, axf: dA.verdict, chinese: fam.verdict, family: fam.family });
    f.kinds[c.kind] = (f.kinds[c.kind] ?? 0) + 1;
    if (f.examples.length < 3) f.examples.push({ id: c.id, from: c.from, shape: c.shape, fen: c.fen, cycle: c.cycle.join(" "), fsf: theirs[c.id], axf: dA.verdict, pieces: pieces(c.fen) });
  }
}
const tE = now();
const report = {
  ffish: ffish.info ? ffish.info() : "",
  seed: +(process.env.DIFF_SEED ?? 20261202),
  recordFiles: recordFiles.length, realGames, starts: starts.length, realStarts, randomStarts: starts.length - realStarts,
  counts,
  seconds: { generate: +((tGen - t0) / 1000).toFixed(1), oursAxf: +((tB - tA) / 1000).toFixed(2), oursChinese: +((tC - tB) / 1000).toFixed(2), fsf: +((tD - tC) / 1000).toFixed(1), classify: +((tE - tD) / 1000).toFixed(1), total: +((tE - t0) / 1000).toFixed(1) },
  classes: [...fine.values()].map(({ all, ...f }) => f).sort((x, y) => x.group.localeCompare(y.group) || y.n - x.n),
};
// --- the class table: one example per class (the smallest board), with the article and who is right ---
const AXF_VS_FSF = {
  "kept-attack": {
    title: "The moved piece still attacks a piece it attacked before the move (the target had stepped into its line); ours: no new attack, no chase; FSF: a chase",
    article: "AXF 术语 捉着: “凡走子攻击对方“将”、“帅”以外之任何一子，企图于下一着吃去之者，谓之“捉着”。”; 长捉: “凡甲方连走捉着，而乙方被捉之子，每着均走逃避着法，或以他子每着直接消解之，而甲方仍每着捉之者，谓之“长捉”。”",
    right: "ours",
    why: "Ours, by the definition of 长捉 and by 献着. 长捉 is “凡甲方连走捉着，而乙方被捉之子，每着均走逃避着法 … 而甲方仍每着捉之者”: the chased piece flees on every move. Here the red horse does not flee. On every other move it steps back into the line of the black car, which already covered that square, and that is a 献着 (“凡走子送吃者”; 总纲10: “长献…均作和局”). The car's move makes no attack it did not have, and the 2011 Chinese text sets such standing attacks aside (“系在循环着法之前早就形成的，不予考虑”). The literal reading of 捉着 (FSF) makes the side that offers its piece win, because the opponent's piece keeps covering the square the offer steps into. That would put 长献, which the rules draw, above the opponent's waiting moves.",
  },
  "fsf-file-pin": {
    title: "FSF takes the lone defender on the generals' file for pinned although pieces of the attacker stand between; it then lets a car chase that car, or discounts it as a root",
    article: "AXF 细则 (图51–55): “车捉车：如双方均未受牵制互能去子者，则视为长献，不变作和”; 术语 真根: “凡有根子之“根”(即保护子)于该子被对方吃去时，确可反吃敌子者，谓之“真根”。”; 总纲6: “长捉真根子作和”",
    right: "ours",
    why: "On the board the piece is not pinned (the attacker's own pieces block the file), so it can take back: an exchange offer (长兑/长献) or a chase of a piece with a true root, a draw. FSF's flying-general pin counts only the defender's pieces on the file.",
  },
  "lesser-on-protected": {
    title: "An elephant or advisor attacks a protected car, cannon or horse; FSF: always a chase; ours: 长捉真根子, allowed",
    article: "AXF 总纲6: “长捉真根子作和，长捉假根子作负。但马或炮如长捉有根车亦作负。”",
    right: "ours",
    why: "The text excepts only a horse or a cannon chasing a protected car; FSF extends the exception to an elephant or advisor attacking a car, cannon or horse.",
  },
  "check-and-attack": {
    title: "一照一捉: the blamed side checks on one move and chases on the other (or its check also attacks the chased piece); FSF: a perpetual chase; ours: 一照一捉, a draw",
    article: "AXF 细则12: “一照一捉或多照一捉均作和局。(如图十三)”; 总纲2: “长杀、一照一杀、一照一捉、一照一停、一照一要抽吃、一捉一要抽吃，双方不变，均作和局。”",
    right: "ours",
    why: "The checking move is a 照着 (术语: “凡走子直接攻击对方“将”、“帅”者谓之“照着””), not a 捉着; a side that checks on one move and chases on the other plays 一照一捉, a draw by 细则12 and 总纲2. FSF declares that side lost: it counts the attack of a checking piece as a chase, or, when the check attacks nothing but the general, still blames the chase of the other move (as observed).",
  },
  "false-root": {
    title: "The target's only root cannot legally take back (the general would take into the line of a second attacker, or the root is pinned); ours: unprotected, a forbidden chase; FSF: protected",
    article: "AXF 术语 假根: “凡有根子之“根”于该子被吃去时，不能移动反吃敌子者，谓之“假根”。”; 细则34 (图83–85): “有根子被捉时，如其根受牵制失去保护力者(统称假根)，则不能长捉之。”; 总纲6: “长捉假根子作负”",
    right: "ours",
    why: "A root that cannot move to take back is a false root by definition; FSF counts the general as a root unless the generals would face, and misses a second attacker behind the first.",
  },
  "root-removed": {
    title: "A standing attack becomes a chase because the move takes away the target's root (moves away the screen of the cannon that protected it, or leaves the root unable to take back) or unpins the attacker; ours: a chase; FSF: no new attack",
    article: "AXF 图105: “红车利用过河兵移动，使黑炮失去炮台不能保马，红车等于长捉黑无根马，不变作负”; 细则34 (图83–85): “有根子被捉时，如其根受牵制失去保护力者(统称假根)，则不能长捉之。”",
    right: "ours",
    why: "图105 rules exactly this: removing a root turns the standing attack into a chase of an unprotected piece, and a root that cannot take back is a false root (细则34). FSF sees a lost root only through a new pin.",
  },
  "screen-moved": {
    title: "A cannon's attack that stood before the move, through a screen that only moves along the line (the screen never leaves it); ours: a new chase on every move; FSF: no new attack, a draw",
    article: "AXF 细则25 (图56–60): “炮利用别子为炮台捉对方无根之马、士、象、过河兵卒时，虽敌子不动，而双方仅移动炮台，仍作为长捉，不变作负。”; 术语 长捉: “…而乙方被捉之子，每着均走逃避着法，或以他子每着直接消解之，而甲方仍每着捉之者…”",
    right: "ours, by 细则25's words (a reading; the competing one is FSF's)",
    why: "细则25 rules this shape in its words: '炮利用别子为炮台捉对方无根之马、士、象、过河兵卒时，虽敌子不动，而双方仅移动炮台，仍作为长捉，不变作负' — the target stands (敌子不动) and only the screen moves, and it is still 长捉. Ours reads it so (moving a cannon's screen renews its attack, also when the screen slides along the line, unless the screen was itself attacked, 图94–96). Competing reading (FSF): 细则25 covers only lines the opponent blocks and the attacker restores (图56–60), and an attack that never lapses is no new 捉着 (the term 长捉).",
    reproducer: { fen: "4k4/n8/9/9/9/R8/9/9/C8/3K5 w", moves: "a4a5 e9f9 a5a4 f9e9 a4a5 e9f9 a5a4 f9e9", ours: "red_must_change (perpetual_chase by the cannon a1 of the horse a8)", expected: "red_must_change by 细则25 (draw by the competing reading)", control: { fen: "4k4/n8/9/9/9/R8/9/9/9/3K5 w", ours: "draw" } },
  },
  other: { title: "None of the tests above", article: "", right: "open", why: "Not yet read." },
};
function chineseFamily(pattern) {
  if (/mate_threat/.test(pattern)) return "mate-threat";
  if (/discovered_capture_threat/.test(pattern)) return "capture-threat";
  if (/check_one_chase/.test(pattern)) return "check-chase";
  if (/alternating_chase|two_pieces_chase_two/.test(pattern)) return "chases-of-several";
  if (/perpetual_attack/.test(pattern)) return "derived-long-attack";
  if (/perpetual_chase|two_pieces_chase_one/.test(pattern)) return "chase";
  return "other";
}
const CHINESE_VS_AXF = {
  "mate-threat": { title: "长杀, 一将一杀, 一杀一捉: forbidden under the Chinese rules, allowed under AXF", article: "1965 禁止着法（二）长要杀: ““要杀”就是在下一着要“将死”对方。”; （三）一将一要杀: “第一步“将”，对方避开以后，下一步“要杀”，循环不变者作为败棋论。”; 2011: “凡单方形成派生长打者为禁止着法，必须变着，不变作负，这是我国规则规定的，但亚洲规则把派生长打当允许着法对待。” — AXF 总纲2: “长杀、一照一杀…双方不变，均作和局。”", right: "by design" },
  "capture-threat": { title: "要抽吃 (抽) counted as 打: 一将一抽, 一捉一抽, 长抽 forbidden under the Chinese rules", article: "1965 禁止着法（六）一将一要抽吃: “…是不可以的，应由红方变着，否则算红败。”; 2011 派生长打 (as above) — AXF 总纲2: “一照一要抽吃、一捉一要抽吃…均作和局”; 总纲10: “长拦、长献、长兑、长要抽吃均作和局。”", right: "by design" },
  "check-chase": { title: "一将一捉 forbidden under the Chinese rules, a draw under AXF", article: "1965 禁止着法（五）一将一捉: “一步“将”，一步捉无根子，不变者算败。” — AXF 细则12: “一照一捉或多照一捉均作和局。”", right: "by design" },
  "chases-of-several": { title: "Chases of different pieces on every move (一子轮捉两子, 两子分别捉): every move is an 打 under the Chinese rules (二打对二闲), a draw under AXF", article: "2011 (seed 004): “红方二步动车均捉无根炮，为二打。… 裁定：双方为二打对二闲，红方必须变着” — AXF 总纲4: “一子分捉两子或多子作和，两子分别捉两子或多子亦作和局。”", right: "by design" },
  "derived-long-attack": { title: "Mixtures of 将, 杀, 捉 and 抽 on every move (派生长打)", article: "2011: “凡单方形成派生长打者为禁止着法…但亚洲规则把派生长打当允许着法对待。”", right: "by design" },
  chase: { title: "A chase where AXF sees an exchange or offer (捉兼兑 of an unprotected piece is 捉), or a chase AXF does not count", article: "2011 细则第5条 (docs/chinese-rules.md, same-type chase): 捉兼兑, 捉兼献 are 捉 — AXF 细则 (图51–55): “车捉车：如双方均未受牵制互能去子者，则视为长献，不变作和”", right: "by design" },
  other: { title: "Other differences of the rule sets' readings", article: "docs/chinese-rules.md", right: "by design" },
};
if (process.env.DIFF_CLASSES) {
  const byClass = new Map();
  const pick = (k, group, meta, c, extra) => {
    if (!byClass.has(k)) byClass.set(k, { group, class: k.split(" ").slice(1).join(" "), ...meta, count: 0, example: null });
    const e = byClass.get(k);
    e.count++;
    if (!e.example || pieces(c.fen) < pieces(e.example.fen) || (pieces(c.fen) === pieces(e.example.fen) && c.id < e.example.id)) {
      e.example = { id: c.id, from: c.from, kind: c.kind, fen: c.fen, moves: c.moves.join(" "), ...extra };
    }
  };
  for (const f of fine.values()) {
    for (const ex of f.all) {
      const c = cases[ex.id];
      if (f.group === "axf-vs-fsf") {
        const sem = f.key.split(" | ")[0];
        pick(`axf-vs-fsf ${sem}`, f.group, AXF_VS_FSF[sem], c, { ours: ex.axf, fsf: theirs[c.id].result, patterns: f.key.split(" | ").slice(2).join(" | ") });
      } else {
        const base = ex.family.replace(/ \(.*$/, "");
        const meta = ex.family.includes("AXF forbids")
          ? { title: `AXF blames a side that the Chinese rules let go (its AXF pattern: ${base})`, article: "docs/chinese-rules.md", right: "by design (see the example)" }
          : CHINESE_VS_AXF[base];
        pick(`chinese-vs-axf ${ex.family}`, f.group, meta, c, { axf: ex.axf, chinese: ex.chinese, fsf: theirs[c.id].result, patterns: f.key.split(" | ").slice(1).join(" | ") });
      }
    }
  }
  const out = {
    about: "Classes of the differential harness bench/differential/cycles.mjs (issue 21 item 7): generated repetition cycles judged by our referee (axf, chinese) and by Fairy-Stockfish (ffish, dev-only). One example per class (the smallest board); counts from the seeded run; docs/differential.md has the report.",
    seed: report.seed, ffish: report.ffish, cases: counts.cases,
    classes: [...byClass.values()].sort((a, b) => a.group.localeCompare(b.group) || b.count - a.count),
  };
  fs.writeFileSync(process.env.DIFF_CLASSES, JSON.stringify(out, null, 1) + "\n");
}
fs.writeFileSync(path.join(outDir, "cases.json"), JSON.stringify(cases));
fs.writeFileSync(path.join(outDir, "results.json"), JSON.stringify(results));
fs.writeFileSync(path.join(outDir, "report.json"), JSON.stringify(report, null, 1));
console.log(JSON.stringify({ ...report, classes: undefined }, null, 1));
for (const f of report.classes) {
  const ex = f.examples[0];
  console.log(`- [${f.n}] ${f.group} | ${f.key} ${JSON.stringify(f.kinds)}\n    e.g. #${ex.id} ${ex.from} (${ex.shape}): --fen '${ex.fen}' --moves '${ex.cycle} ${ex.cycle}'  FSF ${ex.fsf.result}@${ex.fsf.ply}`);
}
if (!process.env.DIFF_OUT) fs.rmSync(outDir, { recursive: true, force: true });
