// The packed npm tarball as a site developer uses it: installed into throwaway Node ESM, Node CJS,
// Vite, webpack, esbuild, import-map and TypeScript projects in a temp dir, bundled with the tools
// pinned in tests/pkg/package.json, and run in Node and in headless Chromium (one module Worker,
// one page under a strict Content-Security-Policy). The README's example runs as written.
//
// Run: node --test tests/pkg/   (./build.sh test packs first and installs tests/pkg/node_modules)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { serveStatic } from '../static-server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const TOOLS = path.join(HERE, 'node_modules');
const STAGE = path.join(ROOT, 'target/npm-package');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic'];

const stagedPkg = JSON.parse(fs.readFileSync(path.join(STAGE, 'package.json'), 'utf8'));
const TARBALL = path.join(ROOT, 'dist', `${stagedPkg.name}-${stagedPkg.version}.tgz`);
const NAME = stagedPkg.name;
const README = fs.readFileSync(path.join(ROOT, 'npm/README.md'), 'utf8');

/** The README's quick-start example (the first js block after "## Quick start") and its output. */
function readmeExample() {
  const quick = README.slice(README.indexOf('## Quick start'));
  const code = quick.match(/```js\n([\s\S]*?)```/)[1];
  const printed = quick.match(/It prints:\n\n```text\n([\s\S]*?)```/)[1];
  return { code, printed };
}

// What every bundled page and the Worker run: judge(), a Game with forbiddenMoves() when the
// build has it, and the errors. Results go to `globalThis.__result` (or postMessage).
const SMOKE = `
import init, { judge, Game, legalMoves, startFen, XiangqiError } from '${NAME}';
export async function smoke() {
  let before = null;
  try { legalMoves(startFen()); } catch (e) { before = e instanceof XiangqiError ? e.code : String(e); }
  await init(...arguments);
  const r = judge('9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w', ['f0e0', 'e8f8', 'e0f0', 'f8e8', 'f0e0', 'e8f8', 'e0f0']);
  const game = new Game('9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w');
  for (const m of ['f0e0', 'e8f8', 'e0f0', 'f8e8', 'f0e0', 'e8f8']) game.play(m);
  const forbidden = typeof game.forbiddenMoves === 'function' ? game.forbiddenMoves().map((f) => f.move) : null;
  let code = null;
  try { game.play('a0a5'); } catch (e) { code = e instanceof XiangqiError ? e.code : String(e); }
  game.free();
  let freed = null;
  try { game.fen(); } catch (e) { freed = e instanceof XiangqiError ? e.code : String(e); }
  return { before, verdict: r.verdict, moves: legalMoves(startFen()).length, forbidden, code, freed };
}
`;
const EXPECTED = {
  moves: 44, verdict: 'red_must_change', code: 'ERR_ILLEGAL_MOVE', freed: 'ERR_FREED',
};

function checkSmoke(got, { initialised = false } = {}) {
  assert.equal(got.verdict, EXPECTED.verdict);
  assert.equal(got.moves, EXPECTED.moves);
  assert.equal(got.code, EXPECTED.code);
  assert.equal(got.freed, EXPECTED.freed);
  assert.equal(got.before, initialised ? null : 'ERR_NOT_INITIALISED');
  if (got.forbidden !== null) assert.deepEqual(got.forbidden, ['e0f0'], 'the perpetual check is forbidden');
}

let tmp;
let browser;
let playwright;
const servers = [];

const npmInstall = (dir) => execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', TARBALL],
  { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });

/** A throwaway project with the tarball installed; `files` written into it. */
function project(name, files, pkg = {}) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, ...pkg }, null, 2));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  npmInstall(dir);
  return dir;
}

/** Serves `dir` on 127.0.0.1 (a free port), with `headers` on every response; its base URL. */
async function serve(dir, headers = {}) {
  const site = await serveStatic(dir, { headers });
  servers.push(site);
  return site.base;
}

/** Opens `url` in Chromium and waits for `globalThis.__result`; page errors fail the test. */
async function runPage(url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  try {
    await page.goto(url);
    await page.waitForFunction(() => globalThis.__result !== undefined, null, { timeout: 20000 });
    const result = await page.evaluate(() => globalThis.__result);
    return { result, errors, logs: await page.evaluate(() => globalThis.__logs ?? []) };
  } finally {
    await page.close();
  }
}

before(async () => {
  assert.ok(fs.existsSync(TARBALL), `${TARBALL} is missing: run ./build.sh pack`);
  assert.ok(fs.existsSync(path.join(TOOLS, 'vite')), 'tests/pkg/node_modules is missing: (cd tests/pkg && npm ci)');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xiangqi-consumers-'));
  playwright = await import('playwright-core');
  browser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
});

after(async () => {
  await browser?.close();
  for (const s of servers) await s.close();
  if (tmp && !process.env.KEEP_TMP) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the tarball holds the package and nothing else', () => {
  const list = execFileSync('tar', ['-tzf', TARBALL], { encoding: 'utf8' }).trim().split('\n').sort();
  assert.deepEqual(list, [
    'package/LICENSE-APACHE', 'package/LICENSE-MIT', 'package/README.md', 'package/board-react.d.ts', 'package/board-vue.d.ts', 'package/board.d.ts',
    'package/index.d.cts', 'package/index.d.ts',
    'package/node/index.cjs', 'package/node/index.mjs', 'package/node/xiangqi_wasm.cjs',
    'package/package.json', 'package/web/board.js',
    ...['arrows', 'element', 'geometry', 'grid', 'input', 'marks', 'style', 'svg', 'view'].map((f) => `package/web/board/${f}.js`),
    'package/web/diagrams.json', 'package/web/error.js', 'package/web/index.js', 'package/web/referee/articles.json', 'package/web/referee/xiangqi_wasm_bg.wasm',
    'package/web/texts.js', 'package/web/types-only.js', 'package/web/wrap.js', 'package/web/xiangqi-board.js', 'package/web/xiangqi_wasm.js', 'package/web/xiangqi_wasm_bg.wasm',
  ]);
  // the .wasm once: Node reads web/'s (no node/xiangqi_wasm_bg.wasm); the referee module is another, smaller one
  assert.equal(list.filter((f) => f.endsWith('/xiangqi_wasm_bg.wasm')).length, 2);
  assert.match(stagedPkg.repository.url, /^git\+https:\/\/github\.com\//);
  assert.equal(stagedPkg.license, 'MIT OR Apache-2.0');
  // only the element's entries register <xiangqi-board> when imported
  assert.deepEqual(stagedPkg.sideEffects, ['./web/board.js', './web/xiangqi-board.js']);
});

test('Node ESM: the README example runs as written and prints what the README says', () => {
  const { code, printed } = readmeExample();
  const dir = project('node-esm', { 'example.mjs': code, 'smoke.mjs': `${SMOKE}\nconsole.log(JSON.stringify(await smoke()));\n` },
    { type: 'module' });
  const out = execFileSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' });
  assert.equal(out, printed);
  checkSmoke(JSON.parse(execFileSync(process.execPath, ['smoke.mjs'], { cwd: dir, encoding: 'utf8' })), { initialised: true });
});

test('Node CommonJS: require() without init, one instance with import()', () => {
  const dir = project('node-cjs', {
    'index.js': `
const x = require('${NAME}');
const r = x.judge('9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w', ['f0e0', 'e8f8', 'e0f0', 'f8e8', 'f0e0', 'e8f8', 'e0f0']);
let code = null;
try { x.play(x.startFen(), 'a0a5'); } catch (e) { code = e instanceof x.XiangqiError && e.code; }
import('${NAME}').then((m) => console.log(JSON.stringify({ verdict: r.verdict, code, same: m.Game === x.Game })));
`,
  }, { type: 'commonjs' });
  const got = JSON.parse(execFileSync(process.execPath, ['index.js'], { cwd: dir, encoding: 'utf8' }));
  assert.deepEqual(got, { verdict: 'red_must_change', code: 'ERR_ILLEGAL_MOVE', same: true });
});

// The README's Web Worker recipe: the worker block with the no-bundler import line, and the page's line.
function readmeWorker() {
  const section = README.slice(README.indexOf('## Web Worker'), README.indexOf('## SSR'));
  const [worker, main, plain] = [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  return { worker: worker.replace(/^import .*$/m, plain.match(/^import .*$/m)[0]), main };
}

test('browser without a bundler: the README\'s module Worker recipe, as written', async () => {
  const { worker, main } = readmeWorker();
  const dir = project('plain-worker', {
    'worker.js': worker,
    'index.html': `<!doctype html>
<script type="module">
${main}
worker.onmessage = (e) => { globalThis.__result = e.data; };
worker.onerror = (e) => { globalThis.__result = { error: String(e.message) }; };
worker.postMessage({ fen: '9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w', moves: ['f0e0', 'e8f8', 'e0f0', 'f8e8', 'f0e0', 'e8f8', 'e0f0'] });
</script>`,
  });
  const page = await runPage(await serve(dir, { 'content-security-policy': "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'" }));
  assert.deepEqual(page.errors, []);
  assert.equal(page.result.error, undefined, page.result.error);
  assert.equal(page.result.verdict, 'red_must_change');
});

test('browser without a bundler: the import map of the README, the example as written, a strict CSP', async () => {
  const { code, printed } = readmeExample();
  const importmap = `<script type="importmap">{ "imports": { "${NAME}": "/node_modules/${NAME}/web/index.js" } }</script>`;
  const dir = project('plain', {
    'index.html': `<!doctype html>${importmap}
<script type="module">
  import { smoke } from './smoke.js';
  smoke().then((r) => { globalThis.__result = r; }, (e) => { globalThis.__result = { error: String(e) }; });
</script>`,
    'example.html': `<!doctype html>${importmap}
<script>globalThis.__logs = []; const log = console.log; console.log = (...a) => { globalThis.__logs.push(a.join(' ')); log(...a); };</script>
<script type="module">import './example.js'; globalThis.__result = 'done';</script>`,
    'example.js': code,
    'smoke.js': SMOKE,
  });
  const csp = { 'content-security-policy': "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'" };
  const base = await serve(dir, csp);
  const page = await runPage(base);
  assert.deepEqual(page.errors, []);
  checkSmoke(page.result);
  const ex = await runPage(`${base}example.html`);
  assert.deepEqual(ex.errors, []);
  assert.equal(ex.logs.join('\n') + '\n', printed);

  // Without 'wasm-unsafe-eval' the module cannot be compiled (as the README says).
  const strict = await serve(dir, { 'content-security-policy': "script-src 'self' 'unsafe-inline'" });
  const blocked = await runPage(strict);
  assert.match(blocked.result.error ?? '', /CompileError|wasm|WebAssembly/i);
});

test('Vite: vite build of a page and a module Worker, run in Chromium', async () => {
  const dir = project('vite', {
    'index.html': '<!doctype html><script type="module" src="./main.js"></script>',
    'smoke.js': SMOKE,
    'main.js': `
import { smoke } from './smoke.js';
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
const fromWorker = new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
Promise.all([smoke(), fromWorker]).then(([page, worker]) => { globalThis.__result = { page, worker }; },
  (e) => { globalThis.__result = { error: String(e) }; });
`,
    'worker.js': `import { smoke } from './smoke.js';\nsmoke().then((r) => self.postMessage(r), (e) => self.postMessage({ error: String(e) }));\n`,
    'vite.config.js': `export default { optimizeDeps: { exclude: ['${NAME}'] }, worker: { format: 'es' }, logLevel: 'warn' };\n`,
  }, { type: 'module' });
  const { build } = await import(pathToFileURL(path.join(TOOLS, 'vite/dist/node/index.js')).href);
  await build({ root: dir, configFile: path.join(dir, 'vite.config.js') });
  const { result, errors } = await runPage(await serve(path.join(dir, 'dist')));
  assert.deepEqual(errors, []);
  assert.equal(result.error, undefined, result.error);
  checkSmoke(result.page);
  checkSmoke(result.worker);
});

test('webpack: a production bundle, run in Chromium', async () => {
  const dir = project('webpack', {
    'src/smoke.js': SMOKE,
    'src/index.js': `import { smoke } from './smoke.js';
smoke().then((r) => { globalThis.__result = r; }, (e) => { globalThis.__result = { error: String(e) }; });\n`,
    'dist/index.html': '<!doctype html><script src="./main.js"></script>',
  });
  const webpack = createRequire(path.join(TOOLS, 'x.js'))('webpack');
  const stats = await new Promise((resolve, reject) => webpack({
    mode: 'production', context: dir, entry: './src/index.js',
    output: { path: path.join(dir, 'dist'), filename: 'main.js' },
    performance: { hints: false },
  }, (err, s) => (err ? reject(err) : resolve(s))));
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  const { result, errors } = await runPage(await serve(path.join(dir, 'dist')));
  assert.deepEqual(errors, []);
  checkSmoke(result);
});

test('esbuild: the README recipe (the .wasm as a file), run in Chromium', async () => {
  const dir = project('esbuild', {
    'smoke.js': SMOKE,
    'app.js': `import { smoke } from './smoke.js';
import wasmUrl from '${NAME}/xiangqi_wasm_bg.wasm';
smoke(new URL(wasmUrl, import.meta.url)).then((r) => { globalThis.__result = r; }, (e) => { globalThis.__result = { error: String(e) }; });\n`,
    'dist/index.html': '<!doctype html><script type="module" src="./app.js"></script>',
  });
  const esbuild = await import(pathToFileURL(path.join(TOOLS, 'esbuild/lib/main.js')).href);
  await esbuild.build({
    entryPoints: [path.join(dir, 'app.js')], bundle: true, format: 'esm', outdir: path.join(dir, 'dist'),
    loader: { '.wasm': 'file' }, logLevel: 'warning', absWorkingDir: dir,
  });
  const { result, errors } = await runPage(await serve(path.join(dir, 'dist')));
  assert.deepEqual(errors, []);
  checkSmoke(result);
});

test('TypeScript: tsc --strict over a consumer of every export, with and without skipLibCheck', () => {
  const dir = project('ts', {
    'consumer.ts': fs.readFileSync(path.join(HERE, 'consumer.ts'), 'utf8'),
    'consumer.cts': fs.readFileSync(path.join(HERE, 'consumer.cts'), 'utf8'),
    'consumer-board.ts': fs.readFileSync(path.join(HERE, 'consumer-board.ts'), 'utf8'),
    'consumer-react.tsx': fs.readFileSync(path.join(HERE, 'consumer-react.tsx'), 'utf8'),
    'consumer-vue.ts': fs.readFileSync(path.join(HERE, 'consumer-vue.ts'), 'utf8'),
  }, { type: 'module' });

  const tsc = path.join(TOOLS, 'typescript/bin/tsc');
  const base = { strict: true, noEmit: true, target: 'es2022', typeRoots: [path.join(TOOLS, '@types')] };
  const configs = {
    'node (nodenext; ESM and CJS)': {
      compilerOptions: { ...base, module: 'nodenext', moduleResolution: 'nodenext', types: ['node'] },
      files: ['consumer.ts', 'consumer.cts'],
    },
    'browser (bundler, lib dom, no Node types)': {
      compilerOptions: { ...base, module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [] },
      files: ['consumer.ts', 'consumer-board.ts'],
    },
    'React 19 TSX and Vue 3 (bundler, lib dom, jsx react-jsx)': {
      compilerOptions: { ...base, module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [], jsx: 'react-jsx',
        // React's and Vue's typings from tests/pkg/node_modules (the project installs only the tarball)
        paths: { react: [path.join(TOOLS, '@types/react')], 'react/*': [path.join(TOOLS, '@types/react/*')], vue: [path.join(TOOLS, 'vue')] } },
      files: ['consumer-board.ts', 'consumer-react.tsx', 'consumer-vue.ts'],
    },
  };
  for (const [what, config] of Object.entries(configs)) {
    for (const skipLibCheck of [false, true]) {
      const file = path.join(dir, 'tsconfig.json');
      fs.writeFileSync(file, JSON.stringify({ ...config, compilerOptions: { ...config.compilerOptions, skipLibCheck } }));
      try {
        execFileSync(process.execPath, [tsc, '-p', file], { cwd: dir, encoding: 'utf8' });
      } catch (e) {
        assert.fail(`tsc (${what}, skipLibCheck: ${skipLibCheck}):\n${e.stdout}${e.stderr}`);
      }
    }
  }
});

test('the exports cover every export of the typings (consumer.ts uses them all)', () => {
  const dts = fs.readFileSync(path.join(STAGE, 'index.d.ts'), 'utf8');
  const declared = [...dts.matchAll(/^export (?:declare )?(?:function|class|const) (\w+)/gm)].map((m) => m[1]);
  const consumer = fs.readFileSync(path.join(HERE, 'consumer.ts'), 'utf8');
  for (const name of declared) assert.match(consumer, new RegExp(`\\b${name}\\b`), `consumer.ts does not use ${name}`);
});
