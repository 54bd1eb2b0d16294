// Live-play benchmark: the npm package's Node build (target/npm-package, `./build.sh pack`)
// refereeing a game as it is played, and legal moves on a ready Game against ffish on a ready
// board, in the same run. Prints a Markdown table; saves bench/results/live.md and live.json.
//
//   node bench/live.mjs            (bench/run.sh runs it; BENCH_RUNS=5 runs per figure)
//
// Figures (issue 11): play + status() after every ply of a 2,000-ply shuffling game (total, and
// the per-ply median at ply 300); forbiddenMoves() at ply 300; Game.legalMoves() vs ffish's
// Board.legalMoves(); what a Game costs in memory per ply.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ROOT, BENCH_DIR, now, stats, loadFfish, ffishVersion, tenPositions, START_FEN } from "./lib.mjs";

const RUNS = +(process.env.BENCH_RUNS || 5);

if (process.argv[2] === "--memory") {
  // Child: play the given game and report the growth of the module's memory per ply.
  const xqm = createRequire(import.meta.url)(path.join(ROOT, "target/npm-package/node/index.cjs"));
  const gluem = createRequire(import.meta.url)(path.join(ROOT, "target/npm-package/node/xiangqi_wasm.cjs"));
  const moves = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
  const g = new xqm.Game(START_FEN, { fold: 1000, moveLimit: 100000 });
  const m0 = gluem.__xiangqi_memoryBytes();
  for (const m of moves) g.play(m);
  console.log(JSON.stringify({ bytesPerPly: (gluem.__xiangqi_memoryBytes() - m0) / moves.length }));
  process.exit(0);
}
const require = createRequire(import.meta.url);
const PKG = path.join(ROOT, "target/npm-package/node");
const xq = require(path.join(PKG, "index.cjs"));
const glue = require(path.join(PKG, "xiangqi_wasm.cjs")); // the same instance (internal exports)
const log = (...a) => console.error("   ", ...a);

// Long games: the repetition and move-limit rules must not end them.
const LONG = { fold: 1000, moveLimit: 100000 };

/** A seeded random number generator (xorshift). */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s % n;
  };
}

/**
 * A shuffling game of `plies` plies, in phases: each side makes a fresh quiet move (a, then b),
 * then both shuffle back and forth (a⁻¹ b⁻¹ a b, one to three times) before the next phase; so
 * positions repeat every four plies within a phase and the game drifts slowly. No capture (unless
 * no quiet move will do) and no move that ends the game.
 */
function shufflingGame(plies, seed = 7) {
  const rand = rng(seed);
  const g = new xq.Game(START_FEN, LONG);
  const moves = [];
  // A capture resets the FEN's halfmove clock: such moves, and moves that end the game, are undone.
  const tryPlay = (m, captures = false) => {
    if (!m || moves.length >= plies || !g.legalMoves().includes(m)) return false;
    g.play(m);
    if ((!captures && g.fen().split(" ")[4] === "0") || g.isOver()) { g.undo(); return false; }
    moves.push(m);
    return true;
  };
  const fresh = () => {
    for (let tries = 0; tries < 200; tries++) {
      const legal = g.legalMoves();
      const m = legal[rand(legal.length)];
      if (tryPlay(m, tries >= 100)) return m;
    }
    throw new Error(`no move at ply ${moves.length}`);
  };
  const back = (m) => m.slice(2) + m.slice(0, 2);
  while (moves.length < plies) {
    const a = fresh();
    if (moves.length >= plies) break;
    const b = fresh();
    for (let k = 1 + rand(3); k > 0; k--) {
      if (!(tryPlay(back(a)) && tryPlay(back(b)) && tryPlay(a) && tryPlay(b))) break;
    }
  }
  g.free();
  return moves;
}

// ------------------------------------------------------------------------------------------------
log("generating the 2,000-ply shuffling game");
const GAME = shufflingGame(2000);
if (process.env.DUMP_GAME) fs.writeFileSync(process.env.DUMP_GAME, JSON.stringify(GAME));

function playWithStatus(moves) {
  const g = new xq.Game(START_FEN, LONG);
  const times = new Float64Array(moves.length);
  const t0 = now();
  for (let i = 0; i < moves.length; i++) {
    const t = now();
    g.play(moves[i]);
    g.status();
    times[i] = now() - t;
  }
  const total = now() - t0;
  const end = g.status();
  g.free();
  return { total, times, end };
}

playWithStatus(GAME.slice(0, 200)); // warm-up
const totals = [], at300 = [];
let end;
for (let r = 0; r < RUNS; r++) {
  const run = playWithStatus(GAME);
  totals.push(run.total);
  // Ply 300: the median of plies 291–310 of this run (one ply alone is too noisy to time).
  at300.push(stats(Array.from(run.times.slice(290, 310))).median);
  end = run.end;
}
log(`2,000 plies: ${stats(totals).median.toFixed(1)} ms; final occurrences ${end.occurrences}, cycle ${JSON.stringify(end.cycle)}`);

// forbiddenMoves() around ply 300: at each of plies 291–310, the median of 5 calls; the figure
// is the median over those plies (and the slowest), since the work depends on how many legal
// moves go back to a position seen before (only those are judged).
const g300 = xq.Game.fromJSON({ start: START_FEN, moves: GAME.slice(0, 290), options: LONG });
const fmAt = [], slowAt = [], pvAt = [];
let judgedMoves = 0, forbiddenCount = 0;
for (let p = 290; p < 310; p++) {
  g300.play(GAME[p]);
  const calls = [];
  let forbidden;
  for (let r = 0; r < 5; r++) {
    const t = now();
    forbidden = g300.forbiddenMoves();
    calls.push(now() - t);
  }
  fmAt.push(stats(calls).median);
  forbiddenCount += forbidden.length;
  const fen = g300.fen();
  judgedMoves += g300.legalMoves().filter((m) => g300.preview(m).occurrences > 1).length;
  // The same answer the slow way: play, status, undo for every legal move.
  let t = now();
  for (const m of g300.legalMoves()) { g300.play(m); g300.status(); g300.undo(); }
  slowAt.push(now() - t);
  t = now();
  for (const m of g300.legalMoves()) g300.preview(m);
  pvAt.push(now() - t);
  if (g300.fen() !== fen) throw new Error("forbiddenMoves / preview changed the game");
}
const fm = fmAt, slow = slowAt, pv = pvAt;
log(`forbiddenMoves at plies 291–310: median ${stats(fm).median.toFixed(3)} ms, max ${stats(fm).max.toFixed(3)} ms; ` +
  `${judgedMoves} legal moves back to a seen position judged, ${forbiddenCount} forbidden`);
g300.free();

// legalMoves() on a ready Game vs ffish on a ready board.
const ffish = await loadFfish();
const positions = tenPositions();
const games = positions.map((p) => new xq.Game(p.fen));
const boards = positions.map((p) => new ffish.Board("xiangqi", p.fen));
for (let i = 0; i < positions.length; i++) {
  const ours = games[i].legalMoves().length, theirs = boards[i].legalMoves().split(" ").length;
  if (ours !== theirs) throw new Error(`${positions[i].name}: ${ours} vs ${theirs} moves`);
}
const ROUNDS = 2000;
const timeCalls = (fn) => {
  fn(); // warm-up
  const xs = [];
  for (let r = 0; r < RUNS; r++) { const t = now(); fn(); xs.push(now() - t); }
  return stats(xs.map((ms) => (ROUNDS * positions.length) / (ms / 1000))); // calls per second
};
let sink = 0;
const oursRate = timeCalls(() => { for (let r = 0; r < ROUNDS; r++) for (const g of games) sink += g.legalMoves().length; });
const ffishRate = timeCalls(() => { for (let r = 0; r < ROUNDS; r++) for (const b of boards) sink += b.legalMoves().length; });
const ffishSplitRate = timeCalls(() => { for (let r = 0; r < ROUNDS; r++) for (const b of boards) sink += b.legalMoves().split(" ").length; });
for (const g of games) g.free();
for (const b of boards) b.delete();

// Memory per ply, in a fresh process (a module's memory never shrinks): the growth of the
// module's memory while one Game plays 32,768 plies, divided by the plies. It includes the
// slack of the game's growable arrays (at most double), so it is what a game holds, not less.
const MEMORY_PLIES = 32768;
const gameFile = path.join(os.tmpdir(), `xiangqi-live-bench-${process.pid}.json`);
fs.writeFileSync(gameFile, JSON.stringify(shufflingGame(MEMORY_PLIES, 11)));
const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--memory", gameFile], { encoding: "utf8" });
fs.rmSync(gameFile);
if (child.status !== 0) throw new Error(`memory measurement failed: ${child.stderr}`);
const perPly = JSON.parse(child.stdout).bytesPerPly;

// ------------------------------------------------------------------------------------------------
const ms = (s, d = 1) => `${s.median.toFixed(d)} ms (${s.min.toFixed(d)}–${s.max.toFixed(d)})`;
const rate = (s) => `${Math.round(s.median).toLocaleString("en-US")} /s`;
const results = {
  date: new Date().toISOString(), node: process.version, ffish: ffishVersion(), runs: RUNS,
  load: os.loadavg(), cpus: os.cpus().length, cpu: os.cpus()[0]?.model,
  playStatusTotalMs: stats(totals), playStatusAt300Ms: stats(at300), forbiddenAt300Ms: stats(fm),
  forbiddenCount, judgedMoves, playStatusUndoAt300Ms: stats(slow), previewAllAt300Ms: stats(pv),
  legalMovesPerSec: { ours: oursRate, ffish: ffishRate, ffishSplit: ffishSplitRate },
  memoryBytesPerPly: perPly,
};
const lines = [
  `### Live play (npm package, Node build): ${results.date.replace(/\.\d+Z$/, "Z")}, Node ${process.version}, ` +
    `${results.cpus} CPUs (${results.cpu}), load ${results.load.map((x) => x.toFixed(2)).join(" ")}, median (min–max) of ${RUNS} runs`,
  "",
  "| Figure | Ours | Peer / before | Target |",
  "|---|---|---|---|",
  `| \`play\` + \`status()\` after every ply, 2,000-ply shuffling game | ${ms(stats(totals))} | about 20 s before (issue 11) | ≤ 1 s |`,
  `| same, per ply at ply 300 (median of plies 291–310) | ${ms(stats(at300), 3)} | about 57 ms before | ≤ 0.5 ms |`,
  `| \`forbiddenMoves()\` at plies 291–310 (median over the plies, min–max; ${judgedMoves} moves back to a seen position judged, ${forbiddenCount} forbidden) | ${ms(stats(fm), 3)} | play + \`status()\` + undo for every legal move: ${ms(stats(slow))} | ≤ 10 ms |`,
  `| \`preview()\` of every legal move, plies 291–310 | ${ms(stats(pv))} | | |`,
  `| \`legalMoves()\` on a ready \`Game\` (10 positions) | ${rate(oursRate)} | ffish \`Board.legalMoves()\` on a ready board: ${rate(ffishRate)} (**${(oursRate.median / ffishRate.median).toFixed(1)}×**); with \`.split(' ')\` to a list: ${rate(ffishSplitRate)} (${(oursRate.median / ffishSplitRate.median).toFixed(1)}×) | ≥ 2× ffish |`,
  `| memory per ply of a \`Game\` (wasm memory growth over 32,768 plies, fresh process) | ${Math.round(perPly)} bytes | about 400 bytes before | smaller |`,
  "",
];
const md = lines.join("\n");
fs.mkdirSync(path.join(BENCH_DIR, "results"), { recursive: true });
fs.writeFileSync(path.join(BENCH_DIR, "results/live.md"), md);
fs.writeFileSync(path.join(BENCH_DIR, "results/live.json"), JSON.stringify(results, null, 1));
console.log(md);
if (sink < 0) console.log(sink);
