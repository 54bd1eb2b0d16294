// Times judging all 107 AXF rulebook diagrams with a Node build of the wasm package:
// one warm-up round, then N timed rounds; prints {runs, median_ms, min_ms, max_ms, agree,
// fingerprint} as JSON (`agree`: verdicts equal to the AXF rulebook's, meaningful under the AXF
// rules; `fingerprint`: a hash of every report, equal for two builds that give the same results).
//
//   node bench/judge-wasm.mjs [pkg-node dir, default target/pkg-node] [runs, default 10] [rules]
//
// Used to compare two builds under the same conditions (docs/performance.md, "Adjudicator
// restructuring"); bench/run.sh gives the full table against ffish.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = path.resolve(process.argv[2] || path.join(root, "target/pkg-node"));
const runs = +(process.argv[3] || 10);
const rules = process.argv[4] || "axf";
const xq = createRequire(import.meta.url)(path.join(pkg, "xiangqi_wasm.js"));
const ds = JSON.parse(fs.readFileSync(path.join(root, "tests/data/axf-diagrams.json"), "utf8"));
const once = () =>
  ds.map((d) => xq.judge(d.fen, d.moves_iccs, { pattern: !d.final_position_repeats, rules }));
const first = once();
const agree = first.filter((r, i) => r.verdict === ds[i].verdict).length;
const fingerprint = crypto.createHash("sha256").update(JSON.stringify(first)).digest("hex").slice(0, 16);
const times = [];
for (let i = 0; i < runs; i++) {
  const t = process.hrtime.bigint();
  once();
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
times.sort((a, b) => a - b);
const r = (x) => Math.round(x * 10) / 10;
console.log(JSON.stringify({ pkg: path.relative(root, pkg) || ".", rules, runs, agree, fingerprint,
  median_ms: r(times[Math.floor(runs / 2)]), min_ms: r(times[0]), max_ms: r(times[runs - 1]) }));
