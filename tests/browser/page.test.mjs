// End-to-end test of the page in www/ in headless Chromium (playwright-core + /usr/bin/chromium).
// Run: node --test tests/browser/   (./build.sh test builds www/pkg first)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const WWW = process.env.XQ_WWW ? path.resolve(process.env.XQ_WWW) : path.join(ROOT, 'www');  // XQ_WWW: serve another copy (debugging)
const PKG_JS = path.join(WWW, 'pkg', 'xiangqi_wasm.js');
const SHOTS = path.join(HERE, 'screenshots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic'];

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const AFTER_H2E2 = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b';
const DIAGRAMS = JSON.parse(fs.readFileSync(path.join(WWW, 'data', 'axf-diagrams.json'), 'utf8'));

const pkgPresent = fs.existsSync(PKG_JS);
// Which exports the build has (wasm-bindgen writes one `export function name(` / `export class Name` each).
const pkgSrc = pkgPresent ? fs.readFileSync(PKG_JS, 'utf8') : '';
const exported = (name) => new RegExp(`export (function|class) ${name}\\b`).test(pkgSrc);
const HAS_JUDGE = exported('judge');
const HAS_NOTATION = exported('toNotation');

test('www/data holds the current rulebook data (copies of tests/data)', () => {
  for (const name of ['axf-diagrams.json', 'axf-terms.json']) {
    const src = fs.readFileSync(path.join(ROOT, 'tests', 'data', name), 'utf8');
    const copy = fs.readFileSync(path.join(ROOT, 'www', 'data', name), 'utf8');
    assert.ok(src === copy, `www/data/${name} differs from tests/data/${name}: cp tests/data/${name} www/data/`);
  }
});

if (!pkgPresent) {
  test('page in headless Chromium', { skip: `www/pkg/xiangqi_wasm.js is missing: run ./build.sh build first (tests/browser skipped)` }, () => {});
} else {
  let server;
  let base;
  let browser;
  let playwright;

  const MIME = {
    '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.wasm': 'application/wasm',
    '.ttf': 'font/ttf', '.svg': 'image/svg+xml', '.png': 'image/png', '.ts': 'text/plain; charset=utf-8',
    '.txt': 'text/plain; charset=utf-8', '.md': 'text/plain; charset=utf-8',
  };

  before(async () => {
    server = http.createServer((req, res) => {
      let rel;
      try { rel = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch { res.writeHead(400); res.end(); return; }
      if (rel.endsWith('/')) rel += 'index.html';
      const file = path.join(WWW, path.normalize(rel));
      if (!file.startsWith(WWW + path.sep)) { res.writeHead(403); res.end(); return; }
      fs.readFile(file, (err, data) => {
        if (err) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
        res.writeHead(200, { 'content-type': MIME[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
        res.end(data);
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}/`;
    playwright = await import('playwright-core');
    browser = await playwright.chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  });

  /** A fresh page (English UI unless lang given) that records console errors and page errors. */
  async function openPage(hash = '', { lang = 'en', viewport = { width: 1366, height: 900 } } = {}) {
    const context = await browser.newContext({ viewport });
    if (lang) await context.addInitScript((l) => { try { localStorage.setItem('xq-lang', l); } catch { /* */ } }, lang);
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console.error: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    await page.goto(base + hash);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
    return { page, context, errors };
  }

  test('page loads with the wasm engine and no console errors', async () => {
    const { page, context, errors } = await openPage();
    try {
      assert.equal(await page.locator('#banner').isVisible(), false, 'no "wasm missing" banner');
      const loaded = await page.evaluate(() => window.__xiangqiPage && window.__xiangqiPage.loaded);
      assert.equal(loaded, true, 'engine loaded');
      assert.equal(await page.locator('.pieces .piece').count(), 32, '32 pieces on the start position');
      assert.equal(await page.locator('[data-testid^="sq-"]').count(), 90, '90 points');
      assert.equal(await page.inputValue('[data-testid=fen]'), START);
      assert.match(await page.textContent('[data-testid=game-status]'), /Red to move/);
      await page.screenshot({ path: path.join(SHOTS, 'start.png') });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('plays h2e2 (cannon to the centre) by clicking and shows it in the move list', async () => {
    const { page, context, errors } = await openPage();
    try {
      await page.click('[data-testid=sq-h2]');
      assert.ok(await page.locator('.dests .dest').count() > 0, 'legal destinations shown after selecting the cannon');
      await page.click('[data-testid=sq-e2]');
      const mv = page.locator('[data-testid=move-list] [data-testid=move-1]');
      await mv.waitFor();
      assert.equal(await mv.getAttribute('data-iccs'), 'h2e2');
      const text = (await mv.locator('.mv-text').textContent()).trim();
      if (HAS_NOTATION) assert.equal(text, '炮二平五', 'Chinese notation (default)');
      else assert.ok(['炮二平五', 'h2e2'].includes(text), `move text ${text}`);
      assert.ok((await page.inputValue('[data-testid=fen]')).startsWith(AFTER_H2E2), 'fen box shows the new position');
      assert.match(page.url(), /moves=h2e2&ply=1/);
      // ICCS notation switch
      await page.selectOption('[data-testid=notation]', 'iccs');
      assert.equal((await mv.locator('.mv-text').textContent()).trim(), 'h2e2');
      // step back / forward with the keyboard
      await page.keyboard.press('ArrowLeft');
      assert.equal(await page.inputValue('[data-testid=fen]'), START);
      await page.keyboard.press('ArrowRight');
      assert.ok((await page.inputValue('[data-testid=fen]')).startsWith(AFTER_H2E2));
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('drag and drop: an illegal drop is rejected, a legal one is played', async () => {
    const { page, context, errors } = await openPage();
    try {
      const centre = async (sq) => {
        const b = await page.locator(`[data-testid=sq-${sq}]`).boundingBox();
        return [b.x + b.width / 2, b.y + b.height / 2];
      };
      const drag = async (from, to) => {
        const [x1, y1] = await centre(from);
        const [x2, y2] = await centre(to);
        await page.mouse.move(x1, y1);
        await page.mouse.down();
        await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 4 });
        await page.mouse.move(x2, y2, { steps: 4 });
        await page.mouse.up();
      };
      await drag('b0', 'b5');               // horse cannot go there
      assert.equal(await page.locator('[data-testid=move-list] [data-testid=move-1]').count(), 0);
      assert.equal(await page.inputValue('[data-testid=fen]'), START);
      assert.equal(await page.locator('.pieces .piece').count(), 32);
      await drag('b0', 'c2');               // 马八进七
      await page.locator('[data-testid=move-1]').waitFor();
      assert.equal(await page.getAttribute('[data-testid=move-1]', 'data-iccs'), 'b0c2');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a #fen= link opens that position and the fen box shows it', async () => {
    const fen = DIAGRAMS.find((d) => d.id === 1).fen;
    const { page, context, errors } = await openPage(`#fen=${encodeURIComponent(fen)}`);
    try {
      assert.equal(await page.inputValue('[data-testid=fen]'), fen);
      assert.equal(await page.locator('.pieces .piece').count(), fen.split(' ')[0].replace(/[^a-zA-Z]/g, '').length);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a bad FEN is refused with the problem in words', async () => {
    const { page, context, errors } = await openPage();
    try {
      const noBlackGeneral = 'rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
      await page.fill('[data-testid=fen]', noBlackGeneral);
      await page.press('[data-testid=fen]', 'Enter');
      const err = page.locator('[data-testid=fen-error]');
      await err.waitFor({ state: 'visible' });
      const text = await err.textContent();
      assert.match(text, /no general/i, `error text: ${text}`);
      assert.match(text, /ERR_POS_NO_GENERAL/);
      assert.equal(await page.locator('.pieces .piece').count(), 32, 'board unchanged');
      await page.fill('[data-testid=fen]', 'rnbakabnr/9/1c5c1/p1p1p1p1p w');
      await page.press('[data-testid=fen]', 'Enter');
      assert.match(await err.textContent(), /ERR_FEN_/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('rulebook: diagram 18 stepped to its end', async (t) => {
    const d18 = DIAGRAMS.find((d) => d.id === 18);
    const { page, context, errors } = await openPage();
    try {
      await page.click('[data-testid=tab-rulebook]');
      const list = page.locator('[data-testid=diagram-list]');
      assert.equal(await list.locator('[data-diagram]').count(), DIAGRAMS.length, 'all diagrams listed');
      await list.locator('[data-diagram="18"]').click();
      assert.equal(await page.inputValue('[data-testid=fen]'), d18.fen);
      // step with the forward button and the keyboard to the end
      await page.click('[data-testid=forward]');
      for (let i = 1; i < d18.moves_iccs.length; i++) await page.keyboard.press('ArrowRight');
      assert.match(page.url(), /#diagram=18&ply=9$/);
      const iccs = await page.locator('[data-testid=move-list] [data-iccs]').evaluateAll((els) => els.map((e) => e.dataset.iccs));
      assert.deepEqual(iccs, d18.moves_iccs);
      const rulebook = (await page.textContent('[data-testid=rulebook-verdict]')).trim();
      assert.equal(rulebook, 'Red must change');
      await page.screenshot({ path: path.join(SHOTS, 'diagram-18.png'), fullPage: true });
      assert.deepEqual(errors, []);
      const computed = (await page.textContent('[data-testid=verdict]')).trim();
      if (HAS_JUDGE || exported('classify')) {
        const badges = await page.locator('[data-testid=move-list] .badge').count();
        assert.ok(badges >= d18.moves_iccs.length, `each move carries its labels (${badges} badges)`);
      }
      if (HAS_JUDGE) {
        assert.equal(await page.getAttribute('[data-testid=verdict-agreement]', 'data-agree'), 'yes', 'agree mark');
      }
      await t.test('computed verdict equals the rulebook verdict', { todo: HAS_JUDGE ? false : 'judge() is not in this wasm build yet' }, () => {
        assert.equal(computed, rulebook);
      });
    } finally { await context.close(); }
  });

  test('every rulebook diagram plays all its moves and (with judge) agrees with the rulebook', async () => {
    const { page, context, errors } = await openPage('#diagram=1&ply=0');
    try {
      const disagree = [];
      for (const d of DIAGRAMS) {
        await page.evaluate((id) => { location.hash = `#diagram=${id}&ply=999`; }, d.id);
        await page.locator(`[data-testid=diagram-list] .dg.active[data-diagram="${d.id}"]`).waitFor();
        const n = await page.locator('[data-testid=move-list] [data-iccs]').count();
        assert.equal(n, d.moves_iccs.length, `diagram ${d.id}: all printed moves play`);
        assert.equal(await page.getAttribute('[data-testid=rulebook-verdict]', 'data-code'), d.verdict);
        if (HAS_JUDGE) {
          const mark = await page.getAttribute('[data-testid=verdict-agreement]', 'data-agree');
          if (mark !== 'yes') disagree.push(`${d.id}: ${(await page.textContent('[data-testid=verdict]')).trim()} vs ${d.verdict}`);
        }
      }
      assert.deepEqual(disagree, [], 'diagrams whose computed verdict differs from the rulebook');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a #diagram=…&ply=… link is restored, in Chinese', async () => {
    const { page, context, errors } = await openPage('#diagram=18&ply=9', { lang: 'zh' });
    try {
      assert.equal((await page.textContent('[data-testid=rulebook-verdict]')).trim(), '红方须变着');
      assert.equal(await page.locator('[data-testid=move-list] .mv.current').getAttribute('data-ply'), '9');
      if (HAS_JUDGE) assert.equal((await page.textContent('[data-testid=verdict]')).trim(), '红方须变着');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('diagram 76 discloses its reconstructed position', async () => {
    const { page, context, errors } = await openPage('#diagram=76');
    try {
      await page.locator('[data-testid=reconstructed]').waitFor();
      assert.match(await page.textContent('[data-testid=reconstructed]'), /[Rr]econstructed/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('language switch is remembered', async () => {
    const { page, context, errors } = await openPage('', { lang: null });
    try {
      const before = await page.textContent('h1');
      await page.click('[data-testid=lang-toggle]');
      const afterSwitch = await page.textContent('h1');
      assert.notEqual(before, afterSwitch);
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.textContent('h1'), afterSwitch);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('setup editor: place, validate, play from here; phone-sized screenshot', async () => {
    const { page, context, errors } = await openPage('', { viewport: { width: 390, height: 844 } });
    try {
      await page.click('[data-testid=tab-setup]');
      await page.click('[data-testid=setup-clear]');
      assert.match(await page.textContent('[data-testid=setup-problems]'), /no general/i);
      assert.equal(await page.isDisabled('[data-testid=play-from-here]'), true);
      for (const [piece, sq] of [['K', 'e0'], ['k', 'd9'], ['R', 'a1']]) {
        await page.click(`[data-testid=palette-${piece}]`);
        await page.click(`[data-testid=sq-${sq}]`);
      }
      assert.equal(await page.inputValue('[data-testid=fen]'), '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1');
      await page.click('[data-testid=play-from-here]');
      assert.equal(await page.inputValue('[data-testid=fen]'), '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1');
      assert.match(page.url(), /#fen=3k5/);
      await page.screenshot({ path: path.join(SHOTS, 'phone.png'), fullPage: true });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });
}
