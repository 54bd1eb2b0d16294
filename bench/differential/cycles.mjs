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
function tryCycle(start, kind) {
  const b = new ffish.Board("xiangqi", fullFen(start.fen));
  try {
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
  } finally {
    b.delete();
  }
}

const cases = [];
const seen = new Set();
const target = +(process.env.DIFF_TARGET ?? 10500);
function cyclesFrom(s) {
  for (const kind of KINDS) for (let rep = 0; rep < 2; rep++) {
    const c = tryCycle(s, kind);
    if (!c) continue;
    const k = `${key(s.fen)}|${c.cycle.join(" ")}`;
    if (seen.has(k)) continue;
    seen.add(k);
    cases.push({ id: cases.length, source: s.source, from: s.from, kind: c.kind, shape: c.shape, fen: key(s.fen), cycle: c.cycle, moves: [...c.cycle, ...c.cycle] });
  }
}
for (const s of starts) cyclesFrom(s);
// Random starts until the target number of cycles (at least half of them random).
for (let n = 0; cases.length < target || cases.filter((c) => c.source === "random").length < cases.length / 2; n++) {
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
const theirs = cases.map((c) => {
  const b = new ffish.Board("xiangqi", fullFen(c.fen));
  try {
    for (let i = 0; i < c.moves.length; i++) {
      b.push(iccsToFfish(c.moves[i]));
      // No position can repeat before ply 4, and every move of a cycle has a legal reply.
      if (i >= 3 && b.isGameOver(true)) return { result: ffResult[b.result(true)] ?? b.result(true), ply: i + 1 };
    }
    return { result: "none", ply: null };
  } finally { b.delete(); }
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
const fine = new Map();
const blamed = (verdict) => (/^red_must/.test(verdict) ? "red" : /^black_must/.test(verdict) ? "black" : /both/.test(verdict) ? "both" : "none");
const fsfBlames = (r) => (r === "black_wins" ? "red" : r === "red_wins" ? "black" : "none");
for (const e of classes.values()) {
  for (const ex of e.examples) {
    const c = cases[ex.id];
    const dA = details(c, "axf");
    const pat = (d, s) => d.sides?.[s]?.pattern;
    let fk;
    if (e.group === "axf-vs-fsf") {
      const ob = blamed(dA.verdict), tb = fsfBlames(theirs[c.id].result);
      const s = ob !== "none" ? ob : tb;
      const o = s === "red" ? "black" : "red";
      fk = `ours blames ${ob}, FSF blames ${tb} | ${s}: ${pat(dA, s)}, ${o}: ${pat(dA, o)}`;
    } else {
      const dC = details(c, "chinese");
      const cb = blamed(dC.verdict), ab = blamed(dA.verdict);
      const s = cb !== "none" && cb !== "both" ? cb : ab !== "none" && ab !== "both" ? ab : "red";
      const o = s === "red" ? "black" : "red";
      fk = `chinese blames ${cb}, axf blames ${ab} | ${s}: chinese ${pat(dC, s)} / axf ${pat(dA, s)}; ${o}: chinese ${pat(dC, o)} / axf ${pat(dA, o)}`;
    }
    if (!fine.has(fk)) fine.set(fk, { group: e.group, key: fk, n: 0, kinds: {}, examples: [] });
    const f = fine.get(fk);
    f.n++;
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
  classes: [...fine.values()].sort((x, y) => x.group.localeCompare(y.group) || y.n - x.n),
};
fs.writeFileSync(path.join(outDir, "cases.json"), JSON.stringify(cases));
fs.writeFileSync(path.join(outDir, "results.json"), JSON.stringify(results));
fs.writeFileSync(path.join(outDir, "report.json"), JSON.stringify(report, null, 1));
console.log(JSON.stringify({ ...report, classes: undefined }, null, 1));
for (const f of report.classes) {
  const ex = f.examples[0];
  console.log(`- [${f.n}] ${f.group} | ${f.key} ${JSON.stringify(f.kinds)}\n    e.g. #${ex.id} ${ex.from} (${ex.shape}): --fen '${ex.fen}' --moves '${ex.cycle} ${ex.cycle}'  FSF ${ex.fsf.result}@${ex.fsf.ply}`);
}
if (!process.env.DIFF_OUT) fs.rmSync(outDir, { recursive: true, force: true });
