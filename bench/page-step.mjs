// Page benchmark (issue 13): the workbench stepping through a 200-move game in headless
// Chromium — the time of one step (back, then forward again) as the page's own dispatch
// measures it, per step over 400 steps. Target: ≤ 16 ms a step (one frame). Prints a Markdown
// table; saves bench/results/page.md and page.json.
//
//   node bench/page-step.mjs        (bench/run.sh runs it; BENCH_RUNS=5 runs; needs www/pkg)
//
// The browser test tests/browser/workbench.test.mjs checks why this is fast (one memoised
// analysis per state change); the figure itself is measured here, not in a timed test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_DIR, stats } from "./lib.mjs";
import { startHarness, randomGame, openLine } from "../tests/browser/harness.mjs";

const RUNS = +(process.env.BENCH_RUNS || 5);
const PLIES = 200;
const H = await startHarness();
const runs = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const { page, context, errors } = await H.openPage();
    const moves = await randomGame(page, PLIES, 12345 + run);
    await openLine(page, moves);
    const times = await page.evaluate((n) => {
      const p = window.__xiangqiPage;
      const t = [];
      for (const by of [-1, 1]) {
        for (let i = 0; i < n; i++) {
          const t0 = performance.now();
          p.dispatch({ type: "step", by });
          t.push(performance.now() - t0);
        }
      }
      return t;
    }, moves.length);
    await context.close();
    if (errors.length) throw new Error(errors.join("\n"));
    times.sort((a, b) => a - b);
    runs.push({
      plies: moves.length,
      mean: times.reduce((a, b) => a + b, 0) / times.length,
      p95: times[Math.floor(times.length * 0.95)],
      max: times[times.length - 1],
    });
  }
} finally {
  await H.close();
}
const fig = (k) => stats(runs.map((r) => r[k]));
const f = (s) => `${s.median.toFixed(2)} ms (${s.min.toFixed(2)}–${s.max.toFixed(2)})`;
const results = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  load: os.loadavg(),
  runs,
  mean: fig("mean"),
  p95: fig("p95"),
  max: fig("max"),
};
const md = [
  `### Page: stepping a ${PLIES}-move game (headless Chromium): ${results.date.replace(/\.\d+Z$/, "Z")}, ` +
    `${results.cpus} CPUs, load ${results.load.map((x) => x.toFixed(2)).join(" ")}, median (min–max) of ${RUNS} runs`,
  "",
  "| per step (400 steps: back to the start, forward to the end) | ours | target |",
  "|---|---|---|",
  `| mean | ${f(results.mean)} | |`,
  `| 95th percentile | ${f(results.p95)} | ≤ 16 ms: ${results.p95.median <= 16 ? "met" : "missed"} |`,
  `| slowest step | ${f(results.max)} | |`,
  "",
].join("\n");
console.log(md);
fs.mkdirSync(path.join(BENCH_DIR, "results"), { recursive: true });
fs.writeFileSync(path.join(BENCH_DIR, "results/page.md"), md);
fs.writeFileSync(path.join(BENCH_DIR, "results/page.json"), JSON.stringify(results, null, 1));
