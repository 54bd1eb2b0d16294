// Assembles the npm package from the wasm-pack outputs and the hand-written files in npm/.
//
//   node npm/assemble.mjs <web pkg dir> <node pkg dir> <out dir>
//
// (run by `./build.sh pack`, which then runs `npm pack` in <out dir>). Layout of the package:
//   web/   the `--target web` glue + .wasm, wrapped by web/index.js (browsers, bundlers)
//   node/  the `--target nodejs` glue (instantiated on first use from web/'s .wasm, or from the
//          bytes given to initSync), wrapped by node/index.cjs; node/index.mjs re-exports it
//          for `import`, so both share one instance
//   index.d.ts, index.d.cts   the typings: the glue's declarations + npm/src/index.d.ts
// Name, version, licence, repository come from Cargo.toml (cargo metadata), nowhere else.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { isInternal } from './src/wrap.js';
import { webExports, withExports as fill } from './exports.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(HERE);
const [webPkg, nodePkg, out] = process.argv.slice(2).map((p) => path.resolve(p));
if (!out) throw new Error('usage: node npm/assemble.mjs <web pkg dir> <node pkg dir> <out dir>');

const GLUE = 'xiangqi_wasm';
const read = (p) => fs.readFileSync(p, 'utf8');
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
  fs.writeFileSync(path.join(out, rel), text);
};
const copy = (from, rel) => {
  fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
  fs.copyFileSync(from, path.join(out, rel));
};

// --- Metadata from the Cargo workspace --------------------------------------------------------
const meta = JSON.parse(execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 }));
const crate = meta.packages.find((p) => p.name === 'xiangqi-wasm');
if (!crate?.repository || crate.repository.includes('example.invalid')) {
  throw new Error(`Cargo.toml: the workspace repository (${crate?.repository}) is not a real URL`);
}

// --- The public exports: every export of the glue but the internal ones -------------------------
const nodeGlue = read(path.join(nodePkg, `${GLUE}.js`));
const names = [...nodeGlue.matchAll(/^exports\.(\w+) = /gm)].map((m) => m[1]).filter((n) => !isInternal(n));
const webGlue = read(path.join(webPkg, `${GLUE}.js`));
const webNames = webExports(webGlue);
if (names.join() !== webNames.join()) {
  throw new Error(`the web and node builds export different names:\n${webNames}\n${names}`);
}
const withExports = (src) => fill(src, names);

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

// --- web/ ------------------------------------------------------------------------------------
copy(path.join(webPkg, `${GLUE}.js`), `web/${GLUE}.js`);
copy(path.join(webPkg, `${GLUE}_bg.wasm`), `web/${GLUE}_bg.wasm`);
write('web/index.js', withExports(read(path.join(HERE, 'src/web.js'))));
copy(path.join(HERE, 'src/error.js'), 'web/error.js');
copy(path.join(HERE, 'src/wrap.js'), 'web/wrap.js');
copy(path.join(HERE, 'src/texts.js'), 'web/texts.js');
// the <xiangqi-board> element: `xiangqi-referee/board` (web/board.js and the board's modules),
// the one-file build for pages without a build step, and the diagrams (bundle-board.mjs)
copy(path.join(HERE, 'src/board.js'), 'web/board.js');
for (const f of fs.readdirSync(path.join(ROOT, 'www/js/board'))) copy(path.join(ROOT, 'www/js/board', f), `web/board/${f}`);
for (const f of ['xiangqi-board.js', 'diagrams.json', `referee/${GLUE}_bg.wasm`, 'referee/articles.json']) {
  if (!fs.existsSync(path.join(webPkg, f))) throw new Error(`${webPkg}/${f} is missing: run ./build.sh build`);
  copy(path.join(webPkg, f), `web/${f}`);
}
copy(path.join(HERE, 'src/board.d.ts'), 'board.d.ts');
for (const f of ['board-react.d.ts', 'board-vue.d.ts']) copy(path.join(HERE, 'src', f), f);
copy(path.join(HERE, 'src/types-only.js'), 'web/types-only.js');

// --- node/ -----------------------------------------------------------------------------------
// The glue is CommonJS: `.cjs`, as the package is "type": "module".
// One .wasm in the package: the nodejs and web builds' are the same bytes (checked), and the Node
// glue instantiates it only when node/index.cjs asks (`__xiangqi_load`, from initSync's bytes or
// from web/xiangqi_wasm_bg.wasm), instead of reading its own copy when it is required.
if (!fs.readFileSync(path.join(nodePkg, `${GLUE}_bg.wasm`)).equals(fs.readFileSync(path.join(webPkg, `${GLUE}_bg.wasm`)))) {
  throw new Error('the nodejs and web builds made different .wasm files');
}
const EAGER = /^const wasmPath = .*\nconst wasmBytes = .*\nconst wasmModule = .*\nlet wasmInstance = .*\nlet wasm = wasmInstance\.exports;\nwasm\.__wbindgen_start\(\);\n/m;
if (!EAGER.test(nodeGlue)) throw new Error("the nodejs glue's instantiation lines changed: update npm/assemble.mjs");
write(`node/${GLUE}.cjs`, nodeGlue.replace(/^\/\* @ts-self-types=.*\*\/\n/m, '').replace(EAGER, [
  'let wasm;',
  '/** Instantiates the module from its bytes or a `WebAssembly.Module` (internal: node/index.cjs). */',
  'exports.__xiangqi_load = function (bytes) {',
  '    const wasmModule = bytes instanceof WebAssembly.Module ? bytes : new WebAssembly.Module(bytes);',
  '    wasm = new WebAssembly.Instance(wasmModule, __wbg_get_imports()).exports;',
  '    wasm.__wbindgen_start();',
  '};',
  '',
].join('\n')));
const nodeEntry = path.join(out, 'node/.entry.js');
fs.writeFileSync(nodeEntry, withExports(read(path.join(HERE, 'src/node.js')))
  .replaceAll("'./error.js'", JSON.stringify(path.join(HERE, 'src/error.js')))
  .replaceAll("'./wrap.js'", JSON.stringify(path.join(HERE, 'src/wrap.js'))));
await esbuild.build({
  entryPoints: [nodeEntry],
  outfile: path.join(out, 'node/index.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node18',
  external: [`./${GLUE}.cjs`],
  legalComments: 'none',
  logLevel: 'warning',
});
fs.rmSync(nodeEntry);
write('node/index.mjs', [
  '// ES module entry for Node: the CommonJS build re-exported (one instance for import and require).',
  `import cjs from './index.cjs';`,
  `export const { XiangqiError, initSync, memoryBytes, ${names.join(', ')} } = cjs;`,
  'export default cjs.default;',
  '',
].join('\n'));

// --- typings ---------------------------------------------------------------------------------
const glueTypes = read(path.join(nodePkg, `${GLUE}.d.ts`))
  .replace(/^\/\* tslint:disable \*\/\n\/\* eslint-disable \*\/\n/, '');
for (const internal of ['__xiangqi', 'InitOutput', '__wbg']) {
  if (glueTypes.includes(internal)) throw new Error(`the glue's typings mention ${internal}`);
}
const types = `// Typings of ${crate.name === 'xiangqi-wasm' ? 'xiangqi-referee' : crate.name} ${crate.version} (generated by ./build.sh pack).\n`
  + glueTypes.trimEnd() + '\n\n' + read(path.join(HERE, 'src/index.d.ts'));
write('index.d.ts', types);
write('index.d.cts', types);

// --- package.json, README, licences ----------------------------------------------------------
const pkg = JSON.parse(read(path.join(HERE, 'package.json')));
pkg.version = crate.version;
pkg.license = crate.license;
pkg.repository = { type: 'git', url: `git+${crate.repository}.git` };
pkg.homepage = `${crate.repository}#readme`;
pkg.bugs = { url: `${crate.repository}/issues` };
write('package.json', JSON.stringify(pkg, null, 2) + '\n');
copy(path.join(HERE, 'README.md'), 'README.md');
for (const f of ['LICENSE-MIT', 'LICENSE-APACHE']) copy(path.join(ROOT, f), f);

console.log(`assembled ${pkg.name}@${pkg.version} in ${path.relative(ROOT, out)}: ${names.length} exports (${names.join(', ')})`);
