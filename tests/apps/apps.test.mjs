// <xiangqi-board> where sites are built: a React 19 app and a Vue 3 app (tests/apps/react,
// tests/apps/vue; Vite), each with the packed tarball installed as a site would
// (`npm install ../../../dist/xiangqi-referee-<version>.tgz`, here --no-save so that the apps'
// package.json and lock stay the registry's), built with `vite build`, served statically and
// played in headless Chromium at desktop and phone sizes: moves by clicking (tapping on the
// phone) squares, the warning before a forbidden repetition (perpetual check) from the element
// and from its `forbidden` event in the app, the verdict from its `verdict`/`gameover` events,
// the language and the repetition policy switched through the framework (a property and an
// attribute), and two boards on the page sharing one fetched .wasm. Screenshots go to
// target/apps-shots/.
//
// Run: node --test tests/apps/   (after ./build.sh pack; ./build.sh setup runs npm ci in each app)
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../static-server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const STAGE = path.join(ROOT, 'target/npm-package/package.json');
const SHOTS = path.join(ROOT, 'target/apps-shots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// build.sh's CHROME_FLAGS
const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DESKTOP = { name: 'desktop', viewport: { width: 1400, height: 1000 } };
const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

const version = fs.existsSync(STAGE) ? JSON.parse(fs.readFileSync(STAGE, 'utf8')).version : null;
const TARBALL = version && path.join(ROOT, 'dist', `xiangqi-referee-${version}.tgz`);

// Red's perpetual check (tests/apps/shared.js): Red's chariot checks from e0 and f0 in turn, Black's
// general steps e8–f8. After the first cycle the start position stands a 2nd time; in the second,
// Red's f0e0 and e0f0 each make a position occur a 2nd time — forbidden for Red, so the board warns
// before them — and Black's closing f8e8 makes the start's 3rd occurrence: the game ends, Red loses.
const CYCLE = ['f0e0', 'e8f8', 'e0f0', 'f8e8'];
const RED_FORBIDDEN = new Set(['f0e0', 'e0f0']); // in the second cycle
// the second board: rulebook diagram 18, with our verdict for it
const D18 = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/data/axf-diagrams.json'), 'utf8')).find((d) => d.id === 18);

let browser;
before(async () => {
  // missing pieces fail (as tests/pkg does), they do not skip: ./build.sh test packs right before
  assert.ok(TARBALL && fs.existsSync(TARBALL), 'dist/xiangqi-referee-<version>.tgz is missing: run ./build.sh pack');
  for (const app of ['react', 'vue']) {
    assert.ok(fs.existsSync(path.join(HERE, app, 'node_modules/vite')), `tests/apps/${app}/node_modules is missing: run ./build.sh setup`);
  }
  fs.mkdirSync(SHOTS, { recursive: true });
  const playwright = await import('playwright-core');
  browser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
});
after(async () => { await browser?.close(); });

for (const app of ['react', 'vue']) {
  describe(`${app} app`, () => {
    const dir = path.join(HERE, app);
    let site;

    before(async () => {
      const t0 = Date.now();
      execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', TARBALL],
        { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
      const installed = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/xiangqi-referee/package.json'), 'utf8'));
      assert.equal(installed.version, version, 'the tarball just packed is installed');
      fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
      execFileSync(process.execPath, [path.join(dir, 'node_modules/vite/bin/vite.js'), 'build'],
        { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
      console.log(`# ${app}: npm install of the tarball and vite build took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      site = await serveStatic(path.join(dir, 'dist'));
    });
    after(() => site?.close());

    test('vite build: the wasm and the diagrams are emitted as assets of the app', () => {
      const assets = fs.readdirSync(path.join(dir, 'dist/assets'));
      assert.equal(assets.filter((f) => f.endsWith('.wasm')).length, 1, `one .wasm among ${assets}`);
      assert.ok(assets.some((f) => /^diagrams-.*\.json$/.test(f)), `diagrams.json among ${assets}`);
    });

    for (const device of [DESKTOP, PHONE]) {
      test(`a refereed game: clicks, the warning, the verdict from the events; two boards, one .wasm (${device.name})`, async () => {
        const context = await browser.newContext(device);
        const page = await context.newPage();
        const errors = [];
        const wasm = [];
        // a page error (the app failed to render) fails the test at once, not at a timeout
        let failed;
        const pageFailed = new Promise((resolve, reject) => { failed = reject; });
        pageFailed.catch(() => {});
        page.on('pageerror', (e) => { errors.push(`pageerror: ${e.message}`); failed(new Error(`pageerror: ${e.message}`)); });
        const shown = (loc) => Promise.race([loc.waitFor({ timeout: 15000 }), pageFailed]);
        page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text()}`); });
        page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
        const shot = (what, fullPage = false) => page.screenshot({ path: path.join(SHOTS, `${app}-${device.name}${what}.png`), fullPage });
        try {
          await page.goto(site.base);
          const live = page.locator('[data-testid=live-board]');
          const diagram = page.locator('[data-testid=diagram-board]');
          await shown(live.locator('[data-testid=status]'));
          await shown(diagram.locator('[data-testid=rulebook]'));
          assert.match(await live.locator('[data-testid=status]').textContent(), /^Red to move/);
          assert.equal(await diagram.locator('[data-testid=verdict]').getAttribute('data-code'), D18.verdict);
          // the app's props reached the element: mode/interactive/lang as properties, fen/forbidden as attributes
          assert.deepEqual(await live.evaluate((el) => [el.getAttribute('mode'), el.getAttribute('interactive'), el.getAttribute('lang'), el.getAttribute('forbidden')]),
            ['play', '', 'en', 'confirm']);

          const press = (sq) => (device === PHONE ? live.locator(`[data-testid=sq-${sq}]`).tap() : live.locator(`[data-testid=sq-${sq}]`).click());
          const move = async (mv) => { await press(mv.slice(0, 2)); await press(mv.slice(2, 4)); };
          const tapOrClick = (loc) => (device === PHONE ? loc.tap() : loc.click());
          for (const mv of CYCLE) {
            await move(mv);
            if (mv !== 'e0f0') continue;
            // the last chance to change: the check goes to a new position, but Black's natural
            // reply f8e8 brings the start back a 2nd time, a forbidden repetition for Red
            assert.match(await live.locator('[data-testid=warning]').textContent(), /After Black's reply f8e8 .*forbidden repetition for Red/);
            // the warning is scrolled into view (on the phone it is under the board)
            const box = await live.locator('[data-testid=play-anyway]').boundingBox();
            assert.ok(box && box.y >= 0 && box.y + box.height <= device.viewport.height, `the warning's button in view: ${JSON.stringify(box)}`);
            await tapOrClick(live.locator('[data-testid=play-anyway]'));
          }
          assert.deepEqual(await live.evaluate((el) => el.game.history()), CYCLE, 'the first cycle played by clicking');
          assert.match(await page.locator('[data-testid=app-moves]').textContent(), /^4 moves played/);
          assert.equal(await live.locator('[data-testid=verdict]').getAttribute('data-code'), 'red_must_change', 'the element judges the cycle');
          // the forbidden move's dot is marked before it is played
          await press('f0');
          assert.equal(await live.locator('.dests .dest.forbidden').getAttribute('data-dest'), 'e0');

          if (device === PHONE) {
            // the site's policy through the framework (an attribute): "block" refuses the move with
            // a word, "allow" plays it (the app still hears the `forbidden` event)
            await page.locator('[data-testid=policy]').selectOption('block');
            assert.equal(await live.getAttribute('forbidden'), 'block');
            await move('f0e0');
            assert.match(await live.locator('[data-testid=warning]').textContent(), /not allowed/);
            assert.equal(await live.locator('[data-testid=play-anyway]').count(), 0);
            assert.equal(await live.evaluate((el) => el.game.history().length), 4, 'blocked: not played');
            assert.match(await page.locator('[data-testid=app-warning]').textContent(), /f0e0 would make the position occur a 2nd time/);
            await shot('-blocked');
            await live.locator('[data-testid=cancel]').tap();
            await page.locator('[data-testid=policy]').selectOption('allow');
            for (const mv of CYCLE) {
              await move(mv);
              assert.equal(await live.locator('[data-testid=warning]').count(), 0, `${mv}: allowed without a word`);
            }
          } else {
            // "confirm" (the default): the element's warning, and the app's from the `forbidden` event
            for (const mv of CYCLE) {
              await move(mv);
              if (!RED_FORBIDDEN.has(mv)) continue;
              assert.match(await live.locator('[data-testid=warning]').textContent(), /2nd time, a forbidden repetition for Red/);
              assert.match(await page.locator('[data-testid=app-warning]').textContent(), new RegExp(`${mv} would make the position occur a 2nd time`));
              assert.equal(await page.locator('[data-testid=app-verdict]').count(), 0, 'no `verdict` event before the repetition ends the game');
              if (mv === 'f0e0') await shot('-warning');
              await live.locator('[data-testid=play-anyway]').click();
            }
          }
          assert.deepEqual(await live.evaluate((el) => el.game.history()), [...CYCLE, ...CYCLE]);
          // the end: in the element, and in the app from the `verdict` and `gameover` events
          assert.equal(await live.locator('[data-testid=verdict]').getAttribute('data-code'), 'red_must_change');
          assert.match(await live.locator('[data-testid=status]').textContent(), /Game over · repetition · Black wins \(Red loses for not changing\)/);
          const v = page.locator('[data-testid=app-verdict]');
          assert.equal(await v.getAttribute('data-code'), 'red_must_change');
          assert.match(await v.textContent(), /Verdict: Red must change/);
          assert.deepEqual(await live.evaluate((el) => el.game.outcome()), { status: 'repetition', result: 'black_wins' });
          assert.match(await page.locator('[data-testid=app-over]').textContent(), /Game over: Black wins/);
          assert.match(await page.locator('[data-testid=app-moves]').textContent(), /^8 moves played/);
          if (device === PHONE) {
            assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing wider than the phone');
          }
          await shot('', true);

          // the language through the framework (a property): both boards and the app switch
          await page.locator('[data-testid=lang]').selectOption('zh');
          await live.locator('[data-testid=verdict]', { hasText: '红方须变着' }).waitFor();
          await diagram.locator('[data-testid=rulebook]', { hasText: '图十八' }).waitFor();
          assert.match(await v.textContent(), /裁决：红方须变着/);
          assert.match(await page.locator('[data-testid=app-moves]').textContent(), /已走 8 着 · 最后一着：将６平５/, 'the last move in the new language');
          await shot('-zh', true);

          // two boards, one engine: the .wasm fetched once, Vite's asset of the package's module
          assert.equal(wasm.length, 1, `one .wasm fetched for two boards: ${wasm}`);
          assert.match(wasm[0], /^\/assets\/xiangqi_wasm_bg-[\w-]+\.wasm$/);
          assert.equal(site.hits.get(wasm[0]) >= 1, true);
          assert.deepEqual(errors, []);
        } finally { await context.close(); }
      });
    }
  });
}
