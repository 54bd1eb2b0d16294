// Side-by-side benchmark: this project (native CLI, wasm in Node) vs Fairy-Stockfish's wasm build
// (ffish on npm) in the same run on the same machine. Prints one Markdown table and saves it to
// bench/results/latest.md (+ latest.json). Run through bench/run.sh, which builds what is needed.
//
// Environment:
//   BENCH_RUNS=5            runs per figure (median, min, max)
//   BENCH_FFISH_P5_RUNS=1   runs of ffish perft 5 (about a minute each)
//   BENCH_SKIP_PERFT5=1     skip perft 5 (quick check of the script)
//   BENCH_NATIVE_JUDGE=file JSON from `cargo bench -p xiangqi --bench judge_all` (run.sh sets it)
//   XIANGQI_CLI=path        the native CLI (default target/release/xiangqi)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { spawnSync, execSync } from "node:child_process";
import {
  ROOT, BENCH_DIR, now, stats, timeRuns, loadOurs, loadFfish, ffishFile, ffishVersion,
  iccsToFfish, fullFen, diagrams, tenPositions, START_FEN, readJson,
} from "./lib.mjs";

const RUNS = +(process.env.BENCH_RUNS || 5);
const FFISH_P5_RUNS = +(process.env.BENCH_FFISH_P5_RUNS || 1);
const SKIP_P5 = process.env.BENCH_SKIP_PERFT5 === "1";
const CLI = process.env.XIANGQI_CLI || path.join(ROOT, "target/release/xiangqi");
const log = (...a) => console.error("   ", ...a);

const results = { rows: [], notes: [] };
const loadStart = os.loadavg();

// ------------------------------------------------------------------------------------------------
// Formatting

const fmtNum = (x, digits) => {
  if (x >= 1000) return Math.round(x).toLocaleString("en-US");
  if (x >= 100) return x.toFixed(digits ?? 0);
  if (x >= 10) return x.toFixed(digits ?? 1);
  return x.toFixed(digits ?? 2);
};
/** "median (min–max) unit" */
function fmtStat(s, unit, scale = 1) {
  if (!s) return "n/a";
  const m = fmtNum(s.median * scale), lo = fmtNum(s.min * scale), hi = fmtNum(s.max * scale);
  const range = s.n > 1 ? ` (${lo}–${hi})` : " (1 run)";
  return `${m} ${unit}${range}`;
}
const fmtTime = (s) => {
  if (!s) return "n/a";
  if (s.median >= 1000) return fmtStat(s, "s", 1 / 1000);
  return fmtStat(s, "ms");
};
const fmtBytes = (b) => `${(b / 1024).toFixed(1)} KiB`;

/** Ratio text for times: how many times faster ours is. */
function speedup(ours, peer) {
  if (!ours || !peer) return "n/a";
  const r = peer.median / ours.median;
  if (r >= 0.95 && r <= 1.05) return `about equal (${r.toFixed(2)}×)`;
  const x = (v) => v.toFixed(v >= 10 ? 0 : 1);
  return r >= 1 ? `**${x(r)}× faster**` : `${x(1 / r)}× slower`;
}
/** Ratio text for rates (higher is better). */
function rateRatio(ours, peer) {
  if (!ours || !peer) return "n/a";
  return speedup({ median: 1 / ours.median }, { median: 1 / peer.median });
}

function row(group, what, ours, peer, ratio, target = "") {
  results.rows.push({ group, what, ours, peer, ratio, target });
}

// ------------------------------------------------------------------------------------------------
// Engines

log("loading our wasm build (target/pkg-node) and ffish", ffishVersion());
const xq = loadOurs();
const ffish = await loadFfish();
const ffishInfo = ffish.info();

function ffishPerft(board, depth) {
  if (depth === 1) return board.numberLegalMoves();
  const list = board.legalMoves();
  if (list === "") return 0;
  let n = 0;
  for (const m of list.split(" ")) {
    board.push(m);
    n += ffishPerft(board, depth - 1);
    board.pop();
  }
  return n;
}

/** The CLI as a process; wall time, and CPU time (user + sys) from bash's `time`. */
function nativePerft(depth) {
  const t = now();
  const r = spawnSync("bash", ["-c", 'TIMEFORMAT="%3U %3S"; time "$0" perft "$1"', CLI, String(depth)],
    { encoding: "utf8" });
  const ms = now() - t;
  if (r.status !== 0) throw new Error(`${CLI} perft ${depth}: ${r.stderr}`);
  const [u, sys] = r.stderr.trim().split(/\s+/).slice(-2).map(Number);
  return { ms, cpu: (u + sys) * 1000, nodes: +r.stdout.trim().split(/\s+/).pop() };
}

/** Like timeRuns, also recording this process's CPU time (user + sys, all threads). */
function timeRunsCpu(runs, fn) {
  const times = [], cpu = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = now();
    result = fn();
    times.push(now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  return { times, cpu, result };
}

// ------------------------------------------------------------------------------------------------
// 1. perft from the start position

const expected = Object.fromEntries(
  readJson("tests/data/perft.json").positions[0].perft.map((p) => [p.depth, p.nodes]),
);
for (const depth of SKIP_P5 ? [4] : [4, 5]) {
  log(`perft ${depth}: native CLI`);
  nativePerft(depth); // warm-up (page cache)
  const nat = [], natCpu = [];
  for (let i = 0; i < RUNS; i++) {
    const r = nativePerft(depth);
    if (r.nodes !== expected[depth]) throw new Error(`native perft ${depth} = ${r.nodes}`);
    nat.push(r.ms);
    natCpu.push(r.cpu);
  }
  log(`perft ${depth}: our wasm in Node`);
  // Warm-up with a whole perft 4: V8 compiles wasm with a baseline compiler first and optimises
  // in the background, which on a busy 2-core machine can take seconds (for ffish's 900 KB).
  xq.perft(START_FEN, 4);
  const w = timeRunsCpu(RUNS, () => xq.perft(START_FEN, depth));
  if (w.result !== expected[depth]) throw new Error(`wasm perft ${depth} = ${w.result}`);
  const ffRuns = depth === 5 ? FFISH_P5_RUNS : RUNS;
  log(`perft ${depth}: ffish in Node (${ffRuns} run${ffRuns > 1 ? "s" : ""})`);
  const board = new ffish.Board("xiangqi");
  ffishPerft(board, 4); // warm-up, as above
  const f = timeRunsCpu(ffRuns, () => ffishPerft(board, depth));
  board.delete();
  if (f.result !== expected[depth]) throw new Error(`ffish perft ${depth} = ${f.result}`);
  const sN = stats(nat), sW = stats(w.times), sF = stats(f.times);
  const cN = stats(natCpu), cW = stats(w.cpu), cF = stats(f.cpu);
  results[`perft${depth}`] = { native: sN, wasm: sW, ffish: sF, cpu: { native: cN, wasm: cW, ffish: cF },
    nodes: expected[depth] };
  const tgt = depth === 5;
  const met = (ok) => (ok ? "met" : "**missed**");
  row("1. perft", `perft ${depth} (${expected[depth].toLocaleString("en-US")} nodes): native CLI vs ffish`,
    fmtTime(sN), fmtTime(sF), speedup(sN, sF),
    tgt ? `native ≤ 3 s: ${met(sN.median <= 3000)} (wall)` : "");
  row("1. perft", `perft ${depth}: our wasm in Node vs ffish`, fmtTime(sW), fmtTime(sF), speedup(sW, sF),
    tgt ? `wasm ≥ 10× faster: ${met(sF.median / sW.median >= 10)} (wall)` : "");
  if (tgt) {
    row("1. perft", "perft 5 CPU time (user+sys; less sensitive to load): native CLI vs ffish",
      fmtTime(cN), fmtTime(cF), speedup(cN, cF), `native ≤ 3 s: ${met(cN.median <= 3000)} (CPU)`);
    row("1. perft", "perft 5 CPU time: our wasm in Node vs ffish", fmtTime(cW), fmtTime(cF), speedup(cW, cF),
      `wasm ≥ 10× faster: ${met(cF.median / cW.median >= 10)} (CPU)`);
  }
}

// ------------------------------------------------------------------------------------------------
// 2. legal-move generation calls per second, 10 positions

{
  const positions = tenPositions();
  const ROUNDS = +(process.env.BENCH_MOVEGEN_ROUNDS || 2000); // × 10 positions per run
  const boards = positions.map((p) => new ffish.Board("xiangqi", p.fen));
  const one = new ffish.Board("xiangqi");
  // Sanity: both list the same number of moves.
  const counts = positions.map((p, i) => {
    const ours = xq.legalMoves(p.fen).length;
    const theirs = boards[i].numberLegalMoves();
    if (ours !== theirs) results.notes.push(`move count differs on ${p.name}: ours ${ours}, ffish ${theirs}`);
    return ours;
  });
  const variants = {
    ours: () => {
      let n = 0;
      for (let r = 0; r < ROUNDS; r++) for (const p of positions) n += xq.legalMoves(p.fen).length;
      return n;
    },
    ffishSetFen: () => {
      let n = 0;
      for (let r = 0; r < ROUNDS; r++) {
        for (const p of positions) {
          one.setFen(p.fen);
          n += one.legalMoves().split(" ").length;
        }
      }
      return n;
    },
    ffishBoard: () => {
      let n = 0;
      for (let r = 0; r < ROUNDS; r++) for (const b of boards) n += b.legalMoves().split(" ").length;
      return n;
    },
    oursCount: () => {
      let n = 0;
      for (let r = 0; r < ROUNDS; r++) for (const p of positions) n += xq.perft(p.fen, 1);
      return n;
    },
    ffishCount: () => {
      let n = 0;
      for (let r = 0; r < ROUNDS; r++) {
        for (const p of positions) {
          one.setFen(p.fen);
          n += one.numberLegalMoves();
        }
      }
      return n;
    },
  };
  const calls = ROUNDS * positions.length;
  const rates = {};
  for (const [k, fn] of Object.entries(variants)) {
    log(`legal moves: ${k}`);
    fn(); // warm-up
    fn();
    rates[k] = stats(timeRuns(RUNS, fn).times.map((ms) => calls / (ms / 1000)));
  }
  boards.forEach((b) => b.delete());
  one.delete();
  results.movegen = { positions: positions.map((p, i) => ({ ...p, moves: counts[i] })), rates, calls };
  row("2. legal moves", "calls/s, FEN → move list each call: ours `legalMoves(fen)` vs ffish `setFen(fen); legalMoves().split(' ')`",
    fmtStat(rates.ours, "/s"), fmtStat(rates.ffishSetFen, "/s"), rateRatio(rates.ours, rates.ffishSetFen));
  row("2. legal moves", "same, ffish on ready boards (no FEN parsing): `legalMoves().split(' ')`",
    fmtStat(rates.ours, "/s"), fmtStat(rates.ffishBoard, "/s"), rateRatio(rates.ours, rates.ffishBoard));
  row("2. legal moves", "calls/s, FEN → number of moves (no move list): ours `perft(fen, 1)` vs ffish `setFen(fen); numberLegalMoves()`",
    fmtStat(rates.oursCount, "/s"), fmtStat(rates.ffishCount, "/s"), rateRatio(rates.oursCount, rates.ffishCount));
}

// ------------------------------------------------------------------------------------------------
// 3. adjudication of the 107 rulebook diagrams

{
  const ds = diagrams();
  const want = { red_must_change: "0-1", black_must_change: "1-0", draw: "1/2-1/2" };

  // ffish: play the moves on one reused board (constructing a Board costs milliseconds, setFen
  // does not) and ask for its result; claimDraw = true so a repetition ends the game at all.
  const jb = new ffish.Board("xiangqi");
  const ffishJudge = (d) => {
    jb.setFen(fullFen(d.fen));
    let illegal = null;
    for (const m of d.moves_iccs) {
      if (!jb.push(iccsToFfish(m))) { illegal = m; break; }
    }
    const result = illegal ? "illegal" : jb.result(true);
    const over = !illegal && jb.isGameOver(true);
    return { result, over };
  };
  // Variant: the cycle played once more (the final position a third time), then result(true).
  // (result(false) never reports a repetition, however often the position recurs.)
  const ffishJudge3 = (d) => {
    const b = new ffish.Board("xiangqi", fullFen(d.fen));
    const key = () => b.fen().split(" ").slice(0, 2).join(" ");
    const keys = [key()];
    for (const m of d.moves_iccs) {
      b.push(iccsToFfish(m));
      keys.push(key());
    }
    const last = keys.length - 1;
    const first = keys.indexOf(keys[last]);
    if (first < last) for (const m of d.moves_iccs.slice(first, last)) b.push(iccsToFfish(m));
    const result = b.result(true);
    b.delete();
    return { result };
  };

  const timeAll = (fn) => {
    let slowest = 0, slowestId = 0, out = [];
    const t = now();
    for (const d of ds) {
      const s = now();
      out.push(fn(d));
      const e = now() - s;
      if (e > slowest) { slowest = e; slowestId = d.id; }
    }
    return { total: now() - t, slowest, slowestId, out };
  };
  const repeat = (fn) => {
    timeAll(fn); // warm-up
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(timeAll(fn));
    return {
      total: stats(runs.map((r) => r.total)),
      slowest: stats(runs.map((r) => r.slowest)),
      slowestId: runs[runs.length - 1].slowestId,
      out: runs[runs.length - 1].out,
    };
  };

  log("judge: ffish");
  const ff = repeat(ffishJudge);
  const ff3 = ds.map(ffishJudge3);
  jb.delete();
  const ffRight = ds.filter((d, i) => ff.out[i].result === want[d.verdict]).length;
  const ff3Right = ds.filter((d, i) => ff3[i].result === want[d.verdict]).length;
  const nRep = ds.filter((d) => d.final_position_repeats).length;
  const ff3RightRep = ds.filter((d, i) => d.final_position_repeats && ff3[i].result === want[d.verdict]).length;
  const breakdown = {};
  ds.forEach((d, i) => {
    const k = `${d.verdict} → ${ff.out[i].result}`;
    breakdown[k] = (breakdown[k] || 0) + 1;
  });
  const breakdown3 = {};
  ds.forEach((d, i) => {
    const k = `${d.verdict} → ${ff3[i].result}`;
    breakdown3[k] = (breakdown3[k] || 0) + 1;
  });
  const ff3Wrong = ds
    .map((d, i) => ({ id: d.id, verdict: d.verdict, ffish: ff3[i].result }))
    .filter((w) => w.ffish !== want[w.verdict]);
  const ffWrong = ds
    .map((d, i) => ({ id: d.id, verdict: d.verdict, ffish: ff.out[i].result }))
    .filter((w) => w.ffish !== want[w.verdict]);

  // Ours, wasm.
  let ow = null, owRight = null;
  if (typeof xq.judge === "function") {
    log("judge: our wasm");
    const fn = (d) => xq.judge(d.fen, d.moves_iccs, { pattern: !d.final_position_repeats });
    try {
      ow = repeat(fn);
      owRight = ds.filter((d, i) => ow.out[i].verdict === d.verdict).length;
    } catch (e) {
      ow = null;
      results.notes.push(`our wasm judge() threw (${e.code || e.name}: ${e.message}): wasm adjudication is n/a`);
    }
  } else {
    results.notes.push("our wasm build does not export judge() yet: wasm adjudication is n/a");
  }
  // Ours, native (from the judge_all bench binary).
  let on = null;
  const nf = process.env.BENCH_NATIVE_JUDGE;
  if (nf && fs.existsSync(nf)) {
    const j = JSON.parse(fs.readFileSync(nf, "utf8"));
    on = {
      total: stats(j.runs.map((r) => r.total_ms)),
      slowest: stats(j.runs.map((r) => r.slowest_ms)),
      slowestId: j.runs[j.runs.length - 1].slowest_id,
      agree: j.agree,
    };
  } else {
    results.notes.push("native judge timings missing (run through bench/run.sh)");
  }
  results.judge = { ffish: { ...ff, out: undefined }, ffishRight: ffRight, ffish3Right: ff3Right,
    breakdown, breakdown3, ffishWrong: ffWrong, ffish3Wrong: ff3Wrong, wasm: ow && { ...ow, out: undefined }, wasmRight: owRight, native: on };

  const na = "n/a (judge not exported yet)";
  row("3. adjudication", "judge all 107 diagrams, total: ours native vs ffish", fmtTime(on?.total),
    fmtTime(ff.total), speedup(on?.total, ff.total),
    on ? `≤ 50 ms: ${on.total.median <= 50 ? "met" : "**missed**"}` : "");
  row("3. adjudication", "judge all 107 diagrams, total: ours wasm vs ffish",
    ow ? fmtTime(ow.total) : na, fmtTime(ff.total), ow ? speedup(ow.total, ff.total) : "n/a",
    ow ? `≤ 150 ms: ${ow.total.median <= 150 ? "met" : "**missed**"}` : "≤ 150 ms: not measured");
  row("3. adjudication", "slowest single diagram: ours native / ours wasm vs ffish",
    `${on ? fmtTime(on.slowest) + ` (#${on.slowestId})` : "n/a"} / ${ow ? fmtTime(ow.slowest) + ` (#${ow.slowestId})` : na}`,
    `${fmtTime(ff.slowest)} (#${ff.slowestId})`, "");
  row("3. adjudication", "verdicts agreeing with the rulebook (of 107)",
    `native ${on ? on.agree : "n/a"} / wasm ${ow ? owRight : "n/a"}`,
    `${ffRight} on the given moves; ${ff3Right} with the cycle played to a 3-fold ` +
    `(${ff3RightRep} of the ${nRep} whose final position repeats; the other ${ds.length - nRep} are judged as a pattern, which a repetition rule cannot see)`, "");
}

// ------------------------------------------------------------------------------------------------
// 4. download size

{
  const size = (files) => {
    let raw = 0, gz = 0, br = 0;
    for (const f of files) {
      const b = fs.readFileSync(f);
      raw += b.length;
      gz += zlib.gzipSync(b, { level: 9 }).length;
      br += zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    }
    return { raw, gz, br };
  };
  const ours = size(["www/pkg/xiangqi_wasm_bg.wasm", "www/pkg/xiangqi_wasm.js"].map((f) => path.join(ROOT, f)));
  const peer = size([ffishFile("ffish.wasm"), ffishFile("ffish.js")]);
  results.size = { ours, peer };
  const pct = (a, b) => `${((100 * a) / b).toFixed(1)} % of ffish`;
  row("4. download", ".wasm + JS glue, raw: www/pkg vs ffish.wasm + ffish.js", fmtBytes(ours.raw),
    fmtBytes(peer.raw), pct(ours.raw, peer.raw), `≤ 1/3: ${ours.raw * 3 <= peer.raw ? "met" : "**missed**"}`);
  row("4. download", "same, gzip -9", fmtBytes(ours.gz), fmtBytes(peer.gz), pct(ours.gz, peer.gz),
    `≤ 1/3: ${ours.gz * 3 <= peer.gz ? "met" : "**missed**"}`);
  row("4. download", "same, brotli -q 11 (for reference)", fmtBytes(ours.br), fmtBytes(peer.br), pct(ours.br, peer.br), "");
  // The referee module (rules, Game, judge; no records): what <xiangqi-board> and a live referee
  // load first. Its glue is the minified one npm/bundle-board.mjs writes (as xiangqi-board.js
  // ships it). Goal: at most 112 KiB gzip (issue 23).
  const referee = size(["www/pkg/referee/xiangqi_wasm_bg.wasm", "www/pkg/referee/xiangqi_wasm.js"].map((f) => path.join(ROOT, f)));
  results.size.referee = referee;
  row("4. download", "referee module (www/pkg/referee: no records) .wasm + minified glue, gzip -9", fmtBytes(referee.gz),
    fmtBytes(peer.gz), pct(referee.gz, peer.gz), `≤ 112 KiB: ${referee.gz <= 112 * 1024 ? "met" : "**missed**"}`);
  row("4. download", "same, brotli -q 11", fmtBytes(referee.br), fmtBytes(peer.br), pct(referee.br, peer.br), "");
}

// ------------------------------------------------------------------------------------------------
// Report

const loadEnd = os.loadavg();
const cpu = (fs.readFileSync("/proc/cpuinfo", "utf8").match(/model name\s*:\s*(.*)/) || [])[1] || os.cpus()[0]?.model;
let commit = "";
try {
  commit = execSync("git rev-parse --short HEAD", { cwd: ROOT, encoding: "utf8" }).trim();
  const dirty = execSync("git status --porcelain -- crates", { cwd: ROOT, encoding: "utf8" }).trim();
  if (dirty) commit += " (with uncommitted changes in crates/)";
} catch { /* not a git checkout */ }
const la = (l) => l.map((x) => x.toFixed(2)).join(" ");
const lines = [];
lines.push(`### Benchmark: xiangqi vs Fairy-Stockfish (ffish ${ffishVersion()})`);
lines.push("");
lines.push(`- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}; commit ${commit || "?"}; Node ${process.version}; ${ffishInfo}`);
lines.push(`- Machine: ${os.cpus().length} CPUs (${cpu}); load average (1/5/15 min) ${la(loadStart)} at start, ${la(loadEnd)} at end`);
lines.push(`- Each figure: median (min–max) of ${RUNS} runs after a warm-up; ffish perft 5: ${FFISH_P5_RUNS} run${FFISH_P5_RUNS > 1 ? "s" : ""}.`);
lines.push("");
lines.push("| Benchmark | Ours | ffish | Ratio | Target (issue 6) |");
lines.push("|---|---|---|---|---|");
for (const r of results.rows) lines.push(`| ${r.what} | ${r.ours} | ${r.peer} | ${r.ratio} | ${r.target} |`);
lines.push("");
lines.push("What each figure includes:");
lines.push("- perft: native = the release CLI `xiangqi perft N` as a process (wall time, startup included); " +
  "wasm = one `perft(fen, N)` call (the whole tree walk inside wasm); ffish has no perft export, so its figure is a " +
  "JS recursion over its public API (`legalMoves()`, `push()`, `pop()`, and `numberLegalMoves()` to bulk-count the last ply): " +
  "a wasm↔JS crossing per node, which is how an app would walk its tree. Node counts are checked against tests/data/perft.json.");
lines.push(`- legal moves: ${results.movegen.calls.toLocaleString("en-US")} calls per run over 10 positions ` +
  `(${results.movegen.positions.map((p) => `${p.name} ${p.moves}`).join(", ")} moves). Ours: \`legalMoves(fen)\` parses and validates the FEN, ` +
  "generates, and returns a JS array of ICCS strings. ffish: `setFen(fen)` + `legalMoves()` (one space-separated string) + `split(' ')`; " +
  "the second row skips `setFen` (one prepared board per position). " +
  "The third row returns only the count on both sides (FEN parsed each call), so no strings cross from wasm to JS.");
lines.push("- adjudication: ours = `judge(start, moves, {pattern: !final_position_repeats})`, the full report (labels of every move, " +
  "verdict, explanation); native via `cargo bench -p xiangqi --bench judge_all`, wasm via `judge()` in Node. " +
  "ffish = one reused board: `setFen(fen)`, `push()` every move, `result(true)` and `isGameOver(true)` (claimDraw: without it ffish never reports a repetition): it only applies its own repetition rule, " +
  "so it does less work; its time is the time to reach *its* result on the same moves.");
lines.push("- correctness mapping (rulebook verdict → the ffish result that agrees): `red_must_change` → `0-1` (Red loses if it does not change), " +
  "`black_must_change` → `1-0`, `draw` → `1/2-1/2`; `*` (no result) counts as disagreeing. " +
  "Second ffish figure: for diagrams whose final position repeats, the cycle is played once more so the final position occurs a third time, and `result(true)` is asked again.");
const bd = Object.entries(results.judge.breakdown).sort().map(([k, v]) => `${k}: ${v}`).join("; ");
lines.push(`- ffish per verdict (rulebook → ffish result, given moves, claimDraw): ${bd}.`);
const bd3 = Object.entries(results.judge.breakdown3).sort().map(([k, v]) => `${k}: ${v}`).join("; ");
lines.push(`- ffish per verdict with the cycle played to a 3-fold: ${bd3}.`);
lines.push(`- ffish disagrees with the rulebook (given moves) on diagrams: ${results.judge.ffishWrong.map((w) => `#${w.id} (${w.verdict} → ${w.ffish})`).join(", ")}.`);
lines.push(`- ffish disagrees with the rulebook (cycle played to a 3-fold) on diagrams: ${results.judge.ffish3Wrong.map((w) => `#${w.id} (${w.verdict} → ${w.ffish})`).join(", ")}.`);
lines.push("- CPU time: native from bash's `time` around the CLI; wasm and ffish from `process.cpuUsage()` around the call " +
  "(all Node threads, so V8's background compilation and GC count against the engine).");
lines.push("- download: what a browser fetches for the engine (the .wasm and its JS glue), gzip level 9 and brotli quality 11 " +
  `(1/3 of ffish's gzipped size is ${fmtBytes(results.size.peer.gz / 3)}).`);
for (const n of results.notes) lines.push(`- Note: ${n}`);
const md = lines.join("\n") + "\n";

const outDir = path.join(BENCH_DIR, "results");
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "latest.md"), md);
fs.writeFileSync(path.join(outDir, "latest.json"), JSON.stringify(results, null, 1));
console.log(md);
