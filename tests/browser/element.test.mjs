// <xiangqi-board> in headless Chromium, as a site would use it: a plain HTML file with one
// <script type="module"> (no bundler), the embed.html examples, two boards sharing one wasm
// instance, play with the forbidden-repetition warning, bad attributes, desktop and phone.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startHarness, pkgPresent, DIAGRAMS, DESKTOP, PHONE, SHOTS, WWW } from './harness.mjs';

const BUNDLE = path.join(WWW, 'pkg', 'xiangqi-board.js');
const skip = !pkgPresent || !fs.existsSync(BUNDLE) ? 'www/pkg/xiangqi-board.js is missing: run ./build.sh build' : false;

// "put a diagram in a blog post": the README's three lines, as written, in a page with the
// head every blog has (a viewport, so that a phone lays it out at its width)
const BLOG = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="/pkg/xiangqi-board.js"></script>
<xiangqi-board diagram="18"></xiangqi-board>
`;
const D18 = DIAGRAMS.find((d) => d.id === 18);
const page = (body) => `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><script type="module" src="/pkg/xiangqi-board.js"></script><body>${body}</body></html>`;
const PLAY = page(`<xiangqi-board id="b" fen="${D18.fen}" moves="${D18.moves_iccs.slice(0, 8).join(' ')}"></xiangqi-board>`);
const TWO = page('<xiangqi-board id="a" moves="h2e2"></xiangqi-board><xiangqi-board id="b" diagram="18" lang="zh"></xiangqi-board>');
const BAD = page('<xiangqi-board id="b" fen="rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w"></xiangqi-board>');
const EVIL = '[Event "<img src=x onerror=window.pwned=1>"]\n1. 炮二平五 <b>马8进7</b> 2. 马九十 *';
const RECORD = page(`<xiangqi-board id="b"><script type="application/x-xiangqi">${EVIL}</script></xiangqi-board>`);

let H;
const shadow = (sel, inner) => `document.querySelector(${JSON.stringify(sel)}).shadowRoot.querySelector(${JSON.stringify(inner)})`;

async function open(url, device = DESKTOP) {
  const context = await H.browser.newContext(device);
  const p = await context.newPage();
  const errors = [];
  const wasm = [];
  p.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  p.on('console', (m) => { if (m.type() === 'error') errors.push(`console.error: ${m.text()}`); });
  p.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url()); });
  await p.goto(H.base.replace(/\/$/, '') + url);
  return { page: p, context, errors, wasm };
}

describe('<xiangqi-board>', { skip }, () => {
  before(async () => { H = await startHarness({ files: { '/favicon.ico': '', '/blog.html': BLOG, '/play.html': PLAY, '/two.html': TWO, '/bad.html': BAD, '/record.html': RECORD } }); });
  after(async () => { await H?.close(); });

  for (const device of [DESKTOP, PHONE]) {
    const name = device === PHONE ? 'phone' : 'desktop';
    test(`a blog post with <xiangqi-board diagram="18"> shows the diagram with its reasons (${name})`, async () => {
      const { page: p, context, errors } = await open('/blog.html', device);
      try {
        const board = p.locator('xiangqi-board');
        await board.locator('[data-testid=rulebook]').waitFor();
        // the final position of the diagram's line, the last move's reason, our verdict and the book's
        assert.equal(await board.locator('[data-testid=verdict]').getAttribute('data-code'), D18.verdict);
        assert.match(await board.locator('[data-testid=agreement]').textContent(), /agree/);
        assert.match(await board.locator('[data-testid=reason]').textContent(), /Move 9/);
        assert.ok((await board.locator('[data-testid=reason] p').textContent()).length > 10, 'the move\'s reason in words');
        assert.equal(await board.locator('.pieces .piece').count(), D18.fen.split(' ')[0].replace(/[^a-zA-Z]/g, '').length);
        assert.ok(await board.locator('.arrows .arrow.chase').count() >= 1, 'the chase drawn as an arrow');
        assert.match(await board.locator('[data-testid=rulebook]').textContent(), /perpetually chases/);
        // step back: the first move's reason; the controls say where we are
        await board.locator('[data-testid=first]').click();
        await board.locator('[data-testid=forward]').click();
        assert.match(await board.locator('.ply').textContent(), /^1 \/ 9$/);
        assert.equal(await board.locator('[data-testid=rulebook]').count(), 0, 'the classification is shown at the end of the line');
        // beside the board on a desktop, under it on a phone
        const b = await board.locator('svg.board').boundingBox(), s = await board.locator('[part=side]').boundingBox();
        if (device === PHONE) assert.ok(s.y >= b.y + b.height - 1, 'the reasons under the board');
        else assert.ok(s.x >= b.x + b.width - 1, 'the reasons beside the board');
        await board.locator('[data-testid=last]').click();
        await p.screenshot({ path: path.join(SHOTS, `element-blog-${name}.png`), fullPage: true });
        assert.deepEqual(errors, []);
      } finally { await context.close(); }
    });
  }

  test('two boards on one page share one wasm instance', async () => {
    const { page: p, context, errors, wasm } = await open('/two.html');
    try {
      await p.locator('#b [data-testid=rulebook]').waitFor();
      await p.locator('#a [data-testid=reason]').waitFor();
      assert.equal(wasm.length, 1, `one .wasm fetched: ${wasm}`);
      assert.match(wasm[0], /\/pkg\/referee\/xiangqi_wasm_bg\.wasm$/, 'the referee module (no record readers)');
      assert.match(await p.locator('#b [data-testid=rulebook]').textContent(), /图十八/, 'lang="zh"');
      assert.match(await p.locator('#a [data-testid=status]').textContent(), /Black to move/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test("the referee module's reports carry the articles' texts (referee/articles.json, fetched on the first read of one)", async () => {
    const { page: p, context, errors } = await open('/play.html');
    try {
      await p.locator('#b [data-testid=status]').waitFor();
      const early = await p.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
      assert.ok(!early.some((n) => n.endsWith('referee/articles.json')), `fetched before any text was read: ${early}`);
      // the forbidden move's report (the cycle it would complete) names its articles with their texts
      const arts = await (await p.waitForFunction(() => {
        const f = document.getElementById('b').game.forbiddenMoves()[0];
        const a = f && f.status.articles;
        return a && a.length && a.every((x) => x.zh && x.en) && JSON.parse(JSON.stringify(a));
      })).jsonValue();
      assert.ok(arts.length > 0);
      for (const a of arts) {
        assert.equal(typeof a.id, 'string');
        assert.ok(a.title && a.zh.length > 5 && a.en.length > 5, JSON.stringify(a));
      }
      assert.ok(arts.every((a) => /[\u4e00-\u9fff]/.test(a.zh) && /[a-z]{4}/.test(a.en)), JSON.stringify(arts));
      const fetched = await p.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.replace(/^.*\/pkg\//, '')));
      assert.ok(fetched.includes('referee/articles.json'), `fetched: ${fetched}`);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('play: click, drag and keyboard moves; the warning before a forbidden repetition (cancellable event, confirm, block, allow); undo', async () => {
    const { page: p, context, errors } = await open('/play.html');
    try {
      const b = p.locator('#b');
      await b.locator('[data-testid=status]').waitFor();
      await p.evaluate(() => {
        const el = document.getElementById('b');
        window.events = [];
        for (const t of ['move', 'forbidden', 'verdict', 'gameover', 'undo']) el.addEventListener(t, (e) => window.events.push([t, e.detail.move || e.detail.verdict || e.detail.outcome?.status]));
      });
      // the legal-move dots of the cannon at f1; the forbidden one (f3) marked
      await b.locator('[data-testid=sq-f1]').click();
      assert.ok(await b.locator('.dests .dest').count() > 1);
      assert.equal(await b.locator('.dests .dest.forbidden').getAttribute('data-dest'), 'f3');
      // a listener cancels it: not played, nothing asked
      await p.evaluate(() => document.getElementById('b').addEventListener('forbidden', (e) => { if (window.veto) e.preventDefault(); }));
      await p.evaluate(() => { window.veto = true; });
      await b.locator('[data-testid=sq-f3]').click();
      assert.equal(await p.evaluate(() => document.getElementById('b').ply), 8);
      assert.deepEqual(await p.evaluate(() => window.events), [['forbidden', 'f1f3']]);
      await b.locator('[data-testid=cancel]').click();
      // confirm (the default): the warning, Cancel keeps the position
      await p.evaluate(() => { window.veto = false; });
      await b.locator('[data-testid=sq-f1]').click();
      await b.locator('[data-testid=sq-f3]').click();
      assert.match(await b.locator('[data-testid=warning]').textContent(), /forbidden repetition for Red/);
      await p.screenshot({ path: path.join(SHOTS, 'element-warning.png') });
      await b.locator('[data-testid=cancel]').click();
      assert.equal(await p.evaluate(() => document.getElementById('b').ply), 8);
      // block: refused with a word, no "play anyway"
      await p.evaluate(() => document.getElementById('b').setAttribute('forbidden', 'block'));
      await b.locator('[data-testid=sq-f1]').click();
      await b.locator('[data-testid=sq-f3]').click();
      assert.match(await b.locator('[data-testid=warning]').textContent(), /not allowed/);
      assert.equal(await b.locator('[data-testid=play-anyway]').count(), 0);
      // confirm, then play anyway: the move is played, the game judged
      await p.evaluate(() => document.getElementById('b').setAttribute('forbidden', 'confirm'));
      await b.locator('[data-testid=sq-f1]').click();
      await b.locator('[data-testid=sq-f3]').click();
      await b.locator('[data-testid=play-anyway]').click();
      assert.equal(await p.evaluate(() => document.getElementById('b').ply), 9);
      const ev = await p.evaluate(() => window.events.map((e) => e.join(':')));
      assert.ok(ev.includes('move:f1f3'), ev.join());
      assert.ok(ev.includes('verdict:red_must_change'), ev.join());
      assert.equal(await b.locator('[data-testid=verdict]').getAttribute('data-code'), 'red_must_change');
      const over = await p.evaluate(() => document.getElementById('b').game.isOver());
      if (over) assert.match(await b.locator('[data-testid=status]').textContent(), /Red loses|Black wins/);
      await p.screenshot({ path: path.join(SHOTS, 'element-after-forbidden.png') });
      // undo, then a drag and a keyboard move
      await b.locator('[data-testid=undo]').click();
      assert.equal(await p.evaluate(() => document.getElementById('b').ply), 8);
      assert.equal(await p.evaluate(() => window.events.filter((e) => e[0] === 'undo').map((e) => e[1]).join()), 'f1f3', 'the undo event names the move taken back');
      const from = await b.locator('[data-testid=sq-c6]').boundingBox(), to = await b.locator('[data-testid=sq-c7]').boundingBox();
      await p.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await p.mouse.down();
      await p.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
      await p.mouse.up();
      assert.equal(await p.evaluate(() => document.getElementById('b').game.history().at(-1)), 'c6c7', 'the drag plays c6c7');
      await b.locator('[data-testid=sq-d3]').focus();
      await p.keyboard.press('Enter');
      await p.keyboard.press('ArrowDown');
      await p.keyboard.press('Enter');
      assert.equal(await p.evaluate(() => document.getElementById('b').game.history().at(-1)), 'd3d2', 'Enter, ↓, Enter plays d3d2');
      // the JS API: play, undo, setPosition
      const r = await p.evaluate(() => { const el = document.getElementById('b'); const rep = el.play('c7c8'); el.undo(); return rep.move; });
      assert.equal(r, 'c7c8');
      await p.evaluate(() => document.getElementById('b').setPosition(null, ['h2e2']));
      assert.equal(await p.evaluate(() => document.getElementById('b').game.history().join()), 'h2e2');
      // an opponent's piece: refused with a word
      await p.evaluate(() => { window.refused = null; document.getElementById('b').addEventListener('refused', (e) => { window.refused = e.detail.message; }); });
      await b.locator('[data-testid=sq-e0]').click();
      assert.match(await p.evaluate(() => window.refused), /e0: not the side to move/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a bad fen shows a readable error (code, zh/en) and fires `error`; fixing the attribute recovers', async () => {
    const { page: p, context, errors } = await open('/bad.html');
    try {
      const b = p.locator('#b');
      await b.locator('[part=error]:not([hidden])').waitFor();
      assert.match(await b.locator('[part=error]').textContent(), /^ERR_FEN_\w+ The fen attribute could not be read/);
      await p.evaluate(() => { window.errs = []; document.getElementById('b').addEventListener('error', (e) => window.errs.push(e.detail)); });
      await p.evaluate(() => document.getElementById('b').setAttribute('lang', 'zh'));
      await p.evaluate(() => document.getElementById('b').setAttribute('moves', 'h2e2 h9g7 zz'));
      await p.evaluate(() => document.getElementById('b').setAttribute('fen', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'));
      await p.waitForFunction(() => window.errs.some((e) => e.attribute === 'moves'));
      const e = await p.evaluate(() => window.errs.at(-1));
      assert.equal(e.index, 2);
      assert.match(await b.locator('[part=error]').textContent(), /着法 moves无法读取（ERR_\w+）.*第3着/);
      await p.evaluate(() => document.getElementById('b').setAttribute('moves', 'h2e2 h9g7'));
      await b.locator('[part=error][hidden]').waitFor({ state: 'attached' });
      assert.equal(await p.evaluate(() => document.getElementById('b').game.history().length), 2);
      assert.deepEqual(errors.filter((x) => !/ERR_/.test(x)), []);
    } finally { await context.close(); }
  });

  test('a record in a child <script>: nothing of it is rendered as HTML; a bad move is an error naming it', async () => {
    const { page: p, context, wasm } = await open('/record.html');
    try {
      const b = p.locator('#b');
      await p.waitForFunction(() => { const r = document.getElementById('b').shadowRoot; return r.querySelector('[part=error]:not([hidden])') || r.querySelector('[data-testid=status]'); });
      assert.equal(await p.evaluate(() => document.getElementById('b').shadowRoot.querySelectorAll('img, b:not(.mr)').length), await b.locator('.reason b').count());
      assert.equal(await p.evaluate(() => window.pwned), undefined);
      // fixed: the record plays
      await p.evaluate(() => { document.querySelector('#b script').textContent = '1. 炮二平五 马8进7 *'; });
      await b.locator('.ply').waitFor();
      assert.match(await b.locator('.ply').textContent(), /0 \/ 2/);
      // the record reader is the full module, fetched (once) for the first record
      assert.deepEqual(wasm.map((u) => u.replace(/^.*\/pkg\//, '')), ['referee/xiangqi_wasm_bg.wasm', 'xiangqi_wasm_bg.wasm']);
    } finally { await context.close(); }
  });

  test('embed.html: every example renders without an error', async () => {
    const { page: p, context, errors } = await open('/embed.html');
    try {
      for (const id of ['diagram', 'live', 'record', 'themed']) await p.locator(`[data-testid=${id}] [data-testid=status]`).waitFor();
      assert.match(await p.locator('[data-testid=record] .ply').textContent(), /4 \/ 6/);
      await p.screenshot({ path: path.join(SHOTS, 'element-embed.png'), fullPage: true });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });
});
