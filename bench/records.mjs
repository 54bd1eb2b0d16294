// Reading and judging a large multi-game record file with the release CLI (issue 12).
//
// Builds target/bench/records-<N>.pgn by concatenating the committed UTF-8 PGN fixtures of
// tests/records/pgn (real games: master games in Chinese, WXF and ICCS movetext, pychess SAN, an
// engine game) until it holds at least N games (generated here, not committed), then times
//   xiangqi read FILE --compact              (read only: detect, decode, parse, check every move)
//   xiangqi judge --game FILE --jsonl        (read + judge every game's mainline)
// with rayon on 1 thread and on all cores (RAYON_NUM_THREADS), and, in the same run, the same
// games as one file per game (target/bench/records-<N>-files/, like archives of one game a file):
//   xiangqi judge --game FILE… --jsonl       (every file named)
//   xiangqi audit DIR --jsonl                (the folder walked)
// with the peak memory (max RSS, /usr/bin/time) of each. Prints a Markdown table and saves
// it with the raw figures to bench/results/records.{md,json}. Run by bench/run.sh.
//
// Environment: BENCH_RECORD_GAMES (10000), BENCH_RUNS (5; the median is reported),
// XIANGQI_CLI (target/release/xiangqi).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH);
const CLI = process.env.XIANGQI_CLI || path.join(ROOT, "target/release/xiangqi");
const WANT = +(process.env.BENCH_RECORD_GAMES || 10000);
const RUNS = +(process.env.BENCH_RUNS || 5);
const CORES = os.availableParallelism?.() ?? os.cpus().length;
const log = (...a) => console.error("   ", ...a);

// The UTF-8 PGN fixtures (the GBK ones cannot share a file with them).
const SOURCES = [
  "wukong_xqdb_traditional.pgn", "wukong_xqdb_international.pgn", "wukong_bulk_games_uci.pgn",
  "davide2022.pgn", "xboard_Cyclone-ElephantEye_13.pgn",
];

function cli(args, env = {}) {
  const r = spawnSync(CLI, args, {
    env: { ...process.env, ...env }, maxBuffer: 1 << 30, encoding: "utf8",
  });
  if (r.error) throw r.error;
  return r;
}

function readGames(file) {
  const r = cli(["read", file, "--compact"]);
  if (r.status !== 0) throw new Error(`xiangqi read ${file}: exit ${r.status}: ${r.stderr.slice(0, 500)}`);
  return JSON.parse(r.stdout).games;
}

// 1. The file.
const outDir = path.join(ROOT, "target/bench");
fs.mkdirSync(outDir, { recursive: true });
const set = SOURCES.map((f) => fs.readFileSync(path.join(ROOT, "tests/records/pgn", f), "utf8").trim())
  .join("\n\n") + "\n\n";
const setFile = path.join(outDir, "records-set.pgn");
fs.writeFileSync(setFile, set);
const perSet = readGames(setFile);
const copies = Math.ceil(WANT / perSet.length);
const file = path.join(outDir, `records-${WANT}.pgn`);
fs.writeFileSync(file, set.repeat(copies));
const games = perSet.length * copies;
const plies = perSet.reduce((n, g) => n + g.moves.length, 0) * copies;
const bytes = fs.statSync(file).size;
log(`${file}: ${games} games (${copies} copies of ${perSet.length}), ${plies} plies, ${(bytes / 2 ** 20).toFixed(1)} MiB`);

// The same games, one file per game (split at each game's first tag, `[Event`).
const gameTexts = set.split(/^(?=\[Event )/m).filter((t) => t.trim());
if (gameTexts.length !== perSet.length) throw new Error(`split ${gameTexts.length} games, read ${perSet.length}`);
const filesDir = path.join(outDir, `records-${WANT}-files`);
fs.rmSync(filesDir, { recursive: true, force: true });
fs.mkdirSync(filesDir, { recursive: true });
const files = [];
for (let c = 0; c < copies; c++) {
  gameTexts.forEach((t, i) => {
    const f = path.join(filesDir, `g${String(c * gameTexts.length + i).padStart(6, "0")}.pgn`);
    fs.writeFileSync(f, t);
    files.push(f);
  });
}
log(`${filesDir}: ${files.length} files of one game`);

// 2. The timings: median of RUNS wall times, and the peak memory (max RSS) of the runs.
const TIME = fs.existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
function time(args, threads) {
  const times = [];
  let summary = null;
  let rss = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    const env = { ...process.env, RAYON_NUM_THREADS: String(threads) };
    const r = TIME
      ? spawnSync(TIME, ["-f", "MAXRSS %M", CLI, ...args], { env, maxBuffer: 1 << 30, encoding: "utf8" })
      : cli(args, { RAYON_NUM_THREADS: String(threads) });
    const t = Number(process.hrtime.bigint() - t0) / 1e9;
    if (r.status !== 0) throw new Error(`xiangqi ${args.slice(0, 3).join(" ")}: exit ${r.status}: ${r.stderr.slice(0, 500)}`);
    const errLines = r.stderr.trim().split("\n");
    const m = errLines.find((l) => l.startsWith("MAXRSS "));
    if (m) rss = Math.max(rss, +m.slice(7));
    const last = errLines.filter((l) => !l.startsWith("MAXRSS ")).pop();
    if (last?.startsWith("{\"summary\"")) summary = JSON.parse(last).summary;
    times.push(t);
  }
  times.sort((a, b) => a - b);
  return { median: times[times.length >> 1], min: times[0], max: times[times.length - 1], summary, maxRssKiB: rss };
}

const loadBefore = os.loadavg().map((x) => x.toFixed(2)).join(" ");
const rows = [
  ["read (`xiangqi read FILE`)", 1, time(["read", file, "--compact"], 1)],
  ["read + judge (`xiangqi judge --game FILE --jsonl`)", 1, time(["judge", "--game", file, "--jsonl"], 1)],
  ["read + judge (`xiangqi judge --game FILE --jsonl`)", CORES, time(["judge", "--game", file, "--jsonl"], CORES)],
  [`read + judge, one file per game (\`xiangqi judge --game F1 … F${files.length} --jsonl\`)`, CORES,
    time(["judge", "--game", ...files, "--jsonl"], CORES)],
  ["audit of the folder of one-game files (`xiangqi audit DIR --jsonl`)", CORES,
    time(["audit", filesDir, "--jsonl"], CORES)],
];
const verdicts = rows[2][2].summary?.verdicts ?? {};

// 3. The table.
const rate = (t) => Math.round(games / t).toLocaleString("en-US");
const lines = [
  `Records: ${games.toLocaleString("en-US")} games (${plies.toLocaleString("en-US")} plies, ` +
    `${(bytes / 2 ** 20).toFixed(1)} MiB of PGN) in one file; median of ${RUNS} runs ` +
    `(min–max); ${CORES} cores; load before ${loadBefore}.`,
  "",
  "| task | threads | seconds | games/s | max RSS (MiB) |",
  "|---|---:|---:|---:|---:|",
  ...rows.map(([what, threads, t]) =>
    `| ${what} | ${threads} | ${t.median.toFixed(3)} (${t.min.toFixed(3)}–${t.max.toFixed(3)}) | ${rate(t.median)} | ${t.maxRssKiB ? (t.maxRssKiB / 1024).toFixed(1) : "?"} |`),
  "",
  `Verdicts of the judged games: ${Object.entries(verdicts).map(([k, v]) => `${k} ${v}`).join(", ")}.`,
];
const md = lines.join("\n") + "\n";
fs.mkdirSync(path.join(BENCH, "results"), { recursive: true });
fs.writeFileSync(path.join(BENCH, "results/records.md"), md);
fs.writeFileSync(path.join(BENCH, "results/records.json"), JSON.stringify({
  games, plies, bytes, cores: CORES, runs: RUNS, loadBefore,
  rows: rows.map(([what, threads, t]) => ({ what, threads, ...t, gamesPerSecond: games / t.median })),
}, null, 2) + "\n");
process.stdout.write(md);
