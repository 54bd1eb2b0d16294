// The download size of the engine next to ffish's, measured as bench.mjs's section 4 does: the
// .wasm and its JS glue, raw, gzip -9 and brotli -q 11 (Node's zlib), in one run.
//
//   node bench/size.mjs [web pkg dir, default www/pkg]      (needs ./build.sh build and
//                                                             `npm ci` in bench/ for ffish)
//
// Prints a Markdown table; used for docs/performance.md ("Download size: host text decoding").
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ROOT, ffishFile, ffishVersion } from "./lib.mjs";

const pkg = path.resolve(process.argv[2] || path.join(ROOT, "www/pkg"));

function size(files) {
  const out = { raw: 0, gz: 0, br: 0 };
  for (const f of files) {
    const b = fs.readFileSync(f);
    out.raw += b.length;
    out.gz += zlib.gzipSync(b, { level: 9 }).length;
    out.br += zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return out;
}

const wasm = size([path.join(pkg, "xiangqi_wasm_bg.wasm")]);
const ours = size(["xiangqi_wasm_bg.wasm", "xiangqi_wasm.js"].map((f) => path.join(pkg, f)));
const peer = size([ffishFile("ffish.wasm"), ffishFile("ffish.js")]);
const pct = (a, b) => `${((100 * a) / b).toFixed(1)} %`;
const row = (what, s) =>
  `| ${what} | ${s.raw.toLocaleString("en")} | ${s.gz.toLocaleString("en")} | ${s.br.toLocaleString("en")} | ` +
  `${pct(s.gz, peer.gz)} | ${pct(s.br, peer.br)} |`;
console.log("| download (bytes) | raw | gzip -9 | brotli -q 11 | gzip vs ffish | brotli vs ffish |");
console.log("|---|---|---|---|---|---|");
console.log(row(`${path.relative(ROOT, pkg) || "."}/xiangqi_wasm_bg.wasm`, wasm));
console.log(row(".wasm + JS glue", ours));
console.log(row(`ffish ${ffishVersion()} (ffish.wasm + ffish.js)`, peer));
console.log(`\n1/3 of ffish: ${Math.round(peer.gz / 3).toLocaleString("en")} B gzip, ` +
  `${Math.round(peer.br / 3).toLocaleString("en")} B brotli.`);
