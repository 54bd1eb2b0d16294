// Builds the <xiangqi-board> element for a page without a build step, and its data:
//
//   node npm/bundle-board.mjs <web pkg dir>
//
// (run by `./build.sh build` after wasm-pack). Writes into <web pkg dir>, next to the .wasm:
//   xiangqi-board.js  one ES module: the element, the package wrapper and the referee module's
//                     glue (it fetches referee/xiangqi_wasm_bg.wasm and diagrams.json next to
//                     itself, and ./xiangqi_wasm.js — the full module — on its first record)
//   diagrams.json     the AXF rulebook diagrams, only the fields the element shows
//   referee/articles.json  the articles' texts, which the referee module is built without
//                     (its wrapper fetches them on the first read of one: npm/src/texts.js)
// and prints the sizes (raw, gzip -9, brotli) of the engine and of the element's own JS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { withExports } from './exports.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(HERE);
const [webPkg] = process.argv.slice(2).map((p) => path.resolve(p));
if (!webPkg) throw new Error('usage: node npm/bundle-board.mjs <web pkg dir>');
const GLUE = 'xiangqi_wasm';

// --- a staging copy of the package's web/ folder (as npm/assemble.mjs lays it out) ------------
// referee/: the package wrapper over the referee module's glue (www/pkg/referee, no records)
const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-board-'));
const webGlue = fs.readFileSync(path.join(webPkg, `${GLUE}.js`), 'utf8');
const refGlue = fs.readFileSync(path.join(webPkg, 'referee', `${GLUE}.js`), 'utf8');
// (minified below once read: a second run needs wasm-pack's output again)
if (!/^export function /m.test(refGlue)) throw new Error(`${webPkg}/referee/${GLUE}.js is not wasm-bindgen's output (minified by an earlier run?): run ./build.sh build`);
fs.mkdirSync(path.join(stage, 'referee'));
fs.writeFileSync(path.join(stage, 'referee', `${GLUE}.js`), refGlue);
fs.writeFileSync(path.join(stage, 'referee', 'index.js'), withExports(fs.readFileSync(path.join(HERE, 'src/web.js'), 'utf8'), refGlue));
for (const f of ['error.js', 'wrap.js', 'texts.js']) fs.copyFileSync(path.join(HERE, 'src', f), path.join(stage, 'referee', f));
fs.copyFileSync(path.join(HERE, 'src/board-standalone.js'), path.join(stage, 'board.js'));
fs.cpSync(path.join(ROOT, 'www/js/board'), path.join(stage, 'board'), { recursive: true });

// the full module's glue (records) stays a file of its own, imported on first use
// (only the entry's imports: referee/index.js imports its own ./xiangqi_wasm.js, which is bundled)
const entry = path.join(stage, 'board.js');
const external = (filter) => ({ name: 'external', setup(b) {
  b.onResolve({ filter }, (a) => (a.importer === entry ? { path: a.path, external: true } : undefined));
} });
const common = { bundle: true, format: 'esm', target: 'es2022', minify: true, legalComments: 'none', logLevel: 'warning', write: false };
const full = await esbuild.build({ ...common, entryPoints: [entry], plugins: [external(/^\.\/xiangqi_wasm\.js$/)] });
fs.writeFileSync(path.join(webPkg, 'xiangqi-board.js'), full.outputFiles[0].contents);
// the element's own JS: the same bundle without the engine (package wrapper + glue)
const own = await esbuild.build({ ...common, entryPoints: [entry], plugins: [external(/^\.\/(xiangqi_wasm|referee\/index)\.js$/)] });
fs.rmSync(stage, { recursive: true, force: true });

// --- the diagrams, trimmed to what the element shows ------------------------------------------
const KEEP = ['id', 'label', 'article', 'article_zh', 'article_en', 'fen', 'moves_iccs', 'final_position_repeats', 'verdict', 'classification', 'explanation_zh', 'explanation_en'];
const all = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/data/axf-diagrams.json'), 'utf8'));
const trimmed = all.map((d) => Object.fromEntries(KEEP.filter((k) => k in d).map((k) => [k, k === 'classification'
  ? Object.fromEntries(Object.entries(d[k] || {}).map(([s, c]) => [s, { code: c.code, zh: c.zh, en: c.en }])) : d[k]])));
fs.writeFileSync(path.join(webPkg, 'diagrams.json'), JSON.stringify(trimmed));

// --- the articles' texts of the referee module (built without them): referee/articles.json ---------
// from the full module, which has them (`__xiangqi_articleTexts`: `{id: {zh, en}}`)
const fullGlue = await import(pathToFileURL(path.join(webPkg, `${GLUE}.js`)).href);
fullGlue.initSync({ module: fs.readFileSync(path.join(webPkg, `${GLUE}_bg.wasm`)) });
fs.writeFileSync(path.join(webPkg, 'referee', 'articles.json'), JSON.stringify(fullGlue.__xiangqi_articleTexts()));

// --- sizes -------------------------------------------------------------------------------------
const KiB = (n) => `${(n / 1024).toFixed(1)} KiB`;
const sizes = (bytes) => {
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  const br = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: bytes.length, gz, br, text: `${KiB(bytes.length)} raw, ${KiB(gz)} gzip, ${KiB(br)} brotli` };
};
const wasm = sizes(fs.readFileSync(path.join(webPkg, `${GLUE}_bg.wasm`)));
const glue = sizes(Buffer.from(webGlue));
const refWasm = sizes(fs.readFileSync(path.join(webPkg, 'referee', `${GLUE}_bg.wasm`)));
// The referee glue is only ever shipped bundled into xiangqi-board.js, which esbuild minifies
// (the package has no referee/xiangqi_wasm.js): www/pkg/referee/xiangqi_wasm.js is written
// minified too (its doc comments were half its gzipped size), so the figure printed is what a
// site downloads. The unminified glue stays in sizes.json as refereeGlueSource.
const refGlueMinCode = (await esbuild.transform(refGlue, { minify: true, format: 'esm', legalComments: 'none' })).code;
fs.writeFileSync(path.join(webPkg, 'referee', `${GLUE}.js`), refGlueMinCode);
const refGlue2 = sizes(Buffer.from(refGlueMinCode));
const refGlueSource = sizes(Buffer.from(refGlue));
const element = sizes(Buffer.from(own.outputFiles[0].contents));
const bundle = sizes(Buffer.from(full.outputFiles[0].contents));
const data = sizes(fs.readFileSync(path.join(webPkg, 'diagrams.json')));
const texts = sizes(fs.readFileSync(path.join(webPkg, 'referee', 'articles.json')));
const report = { wasm, glue, refereeWasm: refWasm, refereeGlue: refGlue2, refereeGlueSource: refGlueSource, element, bundle, diagrams: data, articleTexts: texts };
fs.writeFileSync(path.join(webPkg, 'sizes.json'), JSON.stringify(report, null, 2) + '\n');
console.log(`    referee  referee/${GLUE}_bg.wasm (rules, Game, judge; no records): ${refWasm.text}`);
console.log(`    referee  referee/${GLUE}.js (glue, minified as xiangqi-board.js ships it; ${KiB(refGlueSource.gz)} gzip before): ${refGlue2.text}`);
console.log(`    referee total (what a board or a live referee downloads): ${KiB(refWasm.gz + refGlue2.gz)} gzip, ${KiB(refWasm.br + refGlue2.br)} brotli (goal: at most 112 KiB gzip)`);
console.log(`    full     ${GLUE}_bg.wasm (everything, records included): ${wasm.text}`);
console.log(`    full     ${GLUE}.js (glue): ${glue.text}`);
console.log(`    full total (wasm + glue): ${KiB(wasm.gz + glue.gz)} gzip, ${KiB(wasm.br + glue.br)} brotli`);
console.log(`    element  <xiangqi-board> own JS: ${element.text}`);
console.log(`    element  xiangqi-board.js (element + wrapper + glue, no build step): ${bundle.text}`);
console.log(`    data     diagrams.json (loaded on the first diagram="N"): ${data.text}`);
console.log(`    data     referee/articles.json (the articles' texts, fetched on the first read of one): ${texts.text}`);
