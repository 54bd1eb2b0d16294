// The records panel's audit (issue 22 item 3): several files picked at once — a Big5 PGN, a
// ChessBridge CBR and CBL, a broken file, and a game recorded drawn that ends in Red's perpetual
// check — are read and judged in the browser (`auditRecord`), listed with the recorded result
// beside the referee's verdict, the mismatch and the error; a row opens its game at its cycle.
// Run: node --test tests/browser/audit.test.mjs   (after ./build.sh build)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SHOTS, PHONE, pkgPresent, startHarness } from './harness.mjs';

const REC = path.join(ROOT, 'tests', 'records');
const file = (rel) => ({ name: path.basename(rel), mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(REC, rel)) });

// Red's chariot checks along ranks 9 and 8 while the black general shuttles: the position after
// ply 1 stands again at plies 5 and 9, Red at fault (AXF perpetual check), recorded as a draw.
const PERPETUAL = '[Event "Perpetual check"]\n[Red "Red player"]\n[Black "Black player"]\n[FEN "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"]\n[Result "1/2-1/2"]\n'
  + 'a0a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 1/2-1/2\n';
// The same moves recorded as a win for Black (the side owed the win): no mismatch — the pair
// shows the row's mismatch comes from the recorded result, not from the moves alone.
const PERPETUAL_BLACK = PERPETUAL.replace(/1\/2-1\/2/g, '0-1').replace('Perpetual check', 'Perpetual check, 0-1');
// An HTML tag in a player's name must stay text.
const HOSTILE = '[Event "<img src=x onerror=window.__pwned=1>"]\n1. h2e2 h9g7 *\n';

const FILES = [
  file('pgn-big5/ccpd_00.pgn'),
  file('other/cchess_test.cbr'),
  file('other/cchess_1989_longhua_cup.CBL'),
  { name: 'broken.pgn', mimeType: 'text/plain', buffer: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x9c, 0x10, 0x00]) },
  { name: 'perpetual-draw.pgn', mimeType: 'text/plain', buffer: Buffer.from(PERPETUAL) },
  { name: 'perpetual-black.pgn', mimeType: 'text/plain', buffer: Buffer.from(PERPETUAL_BLACK) },
  { name: 'hostile.pgn', mimeType: 'text/plain', buffer: Buffer.from(HOSTILE) },
];

const rowsOf = (page) => page.$$eval('[data-testid^=audit-row-]', (rows) => rows.map((r) => ({
  text: r.textContent, mismatch: r.getAttribute('data-mismatch'), code: r.getAttribute('data-code'),
  ply: r.querySelector('[data-ply]') ? r.querySelector('[data-ply]').getAttribute('data-ply') : null,
  fileError: r.classList.contains('audit-error'),
})));

if (!pkgPresent) {
  test('audit in headless Chromium', { skip: 'www/pkg/xiangqi_wasm.js is missing: run ./build.sh build first' }, () => {});
} else {
  let H;
  before(async () => { H = await startHarness(); });
  after(async () => { await H.close(); });

  for (const [label, opts] of [['desktop', {}], ['phone', { device: PHONE }]]) {
    test(`audit of several files (${label}): rows, a mismatch, the error, a row opens its game at its cycle`, async () => {
      const { page, context, errors } = await H.openPage('#tab=records', opts);
      try {
        await page.waitForSelector('[data-testid=audit-drop]');
        await page.setInputFiles('[data-testid=audit-files]', FILES);
        await page.waitForFunction((n) => /audited/.test(document.querySelector('[data-testid=audit-summary]').textContent)
          && document.querySelectorAll('[data-testid^=audit-row-]').length >= n, FILES.length);
        const rows = await rowsOf(page);
        const summary = await page.textContent('[data-testid=audit-summary]');

        // the Big5 PGN reads (its players decoded, not mojibake) and agrees with the referee
        const big5 = rows.find((r) => r.text.includes('ccpd_00.pgn'));
        assert.ok(big5, JSON.stringify(rows));
        assert.match(big5.text, /徐健秒 – 蔣全勝/);
        assert.match(big5.text, /1-0/);
        assert.equal(big5.mismatch, null);
        // the CBR and the CBL (a library: several games) read
        assert.ok(rows.some((r) => r.text.includes('cchess_test.cbr #1') && r.text.includes('黄丹青讲座004')), 'CBR row');
        const cbl = rows.filter((r) => r.text.includes('cchess_1989_longhua_cup.CBL #'));
        assert.ok(cbl.length > 1, `CBL rows: ${cbl.length}`);
        // the broken file: one error row with its code
        const broken = rows.filter((r) => r.text.includes('broken.pgn'));
        assert.equal(broken.length, 1);
        assert.ok(broken[0].fileError);
        assert.match(broken[0].code, /^ERR_RECORD_/);
        // the perpetual check recorded drawn: a mismatch naming Red at fault, opening at its cycle
        const draw = rows.find((r) => r.text.includes('perpetual-draw.pgn'));
        assert.equal(draw.mismatch, 'draw_but_side_at_fault');
        assert.match(draw.text, /Red at fault \(AXF .*perpetual_check\), Red must change; recorded as a draw/);
        assert.match(draw.text, /plies 1, 5, 9/);
        // it opens where the judged window starts: the final position's first occurrence (ply 1)
        assert.equal(draw.ply, '1');
        // … and the same moves recorded as Black's win: no mismatch
        const black = rows.find((r) => r.text.includes('perpetual-black.pgn'));
        assert.equal(black.mismatch, null);
        // a tag is text, never markup
        const hostile = rows.find((r) => r.text.includes('hostile.pgn'));
        assert.match(hostile.text, /<img src=x onerror=window.__pwned=1>/);
        assert.equal(await page.evaluate(() => window.__pwned), undefined);
        assert.equal(await page.locator('[data-testid=audit-rows] img').count(), 0);
        // the summary: files, games, errors by code, mismatches
        assert.match(summary, new RegExp(`${FILES.length} files audited`));
        // ERR_RECORD_FORMAT: the broken file, and two games of the CBL whose start position has
        // no red general (as `xiangqi audit` counts them: tests/records/other)
        assert.match(summary, /errors: ERR_RECORD_FORMAT 3;/);
        assert.equal(rows.filter((r) => r.code === 'ERR_RECORD_FORMAT' && !r.fileError && r.text.includes('.CBL #')).length, 2);
        assert.match(summary, /1 contradicting the referee/);

        await page.screenshot({ path: path.join(SHOTS, `audit-${label}.png`), fullPage: label === 'phone' });
        if (label === 'phone') {
          await page.locator('[data-testid=audit-summary]').scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(SHOTS, 'audit-phone-list.png') });
        }

        // the mismatch row opens its game at the start of the cycle judged
        const idx = rows.indexOf(draw);
        await page.click(`[data-testid=audit-open-${idx}]`);
        await page.waitForFunction((p) => window.__xiangqiPage.state().ply === p, Number(draw.ply));
        const st = await page.evaluate(() => { const s = window.__xiangqiPage.state(); return { ply: s.ply, root: s.root }; });
        assert.equal(st.ply, Number(draw.ply));
        assert.match(st.root, /^4k4\/9\/9\/9\/9\/9\/9\/9\/9\/R2K5 w/);
        await page.waitForSelector('[data-testid=record-loaded]');
        assert.equal(await page.getAttribute(`[data-testid=audit-open-${idx}]`, 'aria-current'), 'true');
        // the list stays after opening a game
        assert.equal((await rowsOf(page)).length, rows.length);
        if (label === 'desktop') await page.screenshot({ path: path.join(SHOTS, 'audit-opened.png') });
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a folder picked (webkitdirectory): its record files, the same games as `xiangqi audit tests/records/other`', async () => {
    const { page, context, errors } = await H.openPage('#tab=records');
    try {
      await page.waitForSelector('[data-testid=audit-drop]');
      assert.equal(await page.getAttribute('[data-testid=audit-folder]', 'webkitdirectory'), '');
      await page.setInputFiles('[data-testid=audit-folder]', path.join(REC, 'other'));
      await page.waitForFunction(() => /audited/.test(document.querySelector('[data-testid=audit-summary]').textContent));
      const rows = await rowsOf(page);
      // .cbf files are no record file names (as the CLI's folder walk): left out
      assert.ok(!rows.some((r) => r.text.includes('.cbf')));
      const files = new Set(rows.map((r) => r.text.match(/other\/[^ ]+/)[0]));
      assert.deepEqual([...files].sort(), ['other/cchess_1989_longhua_cup.CBL', 'other/cchess_test.cbr',
        'other/elephantchess_example1.uci', 'other/elephantchess_game1.wxf', 'other/elephantchess_no_tag_game1.wxf']);
      // `xiangqi audit tests/records/other --jsonl` writes 42 lines under axf (games and file errors)
      assert.equal(rows.length, 42);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('files dropped on the audit zone are all audited (not read as one record by the page-wide drop)', async () => {
    const { page, context, errors } = await H.openPage('#tab=records');
    try {
      await page.waitForSelector('[data-testid=audit-drop]');
      const before = await page.evaluate(() => window.__xiangqiPage.state().rev);
      await page.evaluate(([a, b]) => {
        const dt = new DataTransfer();
        dt.items.add(new File([a], 'perpetual-draw.pgn', { type: 'text/plain' }));
        dt.items.add(new File([b], 'perpetual-black.pgn', { type: 'text/plain' }));
        document.querySelector('[data-testid=audit-drop]').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      }, [PERPETUAL, PERPETUAL_BLACK]);
      await page.waitForFunction(() => /2 files audited/.test(document.querySelector('[data-testid=audit-summary]').textContent));
      const rows = await rowsOf(page);
      assert.equal(rows.length, 2);
      // in path order: the 0-1 record agrees, the drawn one contradicts the referee
      assert.deepEqual(rows.map((r) => r.mismatch), [null, 'draw_but_side_at_fault']);
      // no game was loaded by the drop itself
      assert.equal(await page.evaluate(() => window.__xiangqiPage.state().rev), before);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('120 files: all audited, the page paints between files (a yield after each)', async () => {
    const { page, context, errors } = await H.openPage('#tab=records');
    try {
      await page.waitForSelector('[data-testid=audit-drop]');
      const many = Array.from({ length: 120 }, (_, i) => ({ name: `g${String(i).padStart(3, '0')}.pgn`, mimeType: 'text/plain', buffer: Buffer.from(i % 2 ? PERPETUAL : PERPETUAL_BLACK) }));
      // count animation frames while the audit runs: a loop that never yields would paint none
      await page.evaluate(() => { window.__frames = 0; const f = () => { window.__frames += 1; requestAnimationFrame(f); }; requestAnimationFrame(f); });
      const t0 = Date.now();
      await page.setInputFiles('[data-testid=audit-files]', many);
      await page.waitForFunction(() => /120 files audited/.test(document.querySelector('[data-testid=audit-summary]').textContent), null, { timeout: 30000 });
      const ms = Date.now() - t0;
      const frames = await page.evaluate(() => window.__frames);
      assert.equal(await page.locator('[data-testid^=audit-row-]').count(), 120);
      assert.match(await page.textContent('[data-testid=audit-summary]'), /120 games read; errors: none; 60 contradicting the referee/);
      assert.ok(frames >= 2, `frames painted during the audit: ${frames} (${ms} ms)`);
      console.log(`# 120 files audited in ${ms} ms, ${frames} frames painted`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  // A library of 512 games: the 38 records of the CBL fixture repeated into a 512-game library
  // (capacity 512: the index of 512 entries, then the 4096-byte slots).
  function bigCbl() {
    const src = fs.readFileSync(path.join(REC, 'other', 'cchess_1989_longhua_cup.CBL'));
    const INDEX = 66624, ENTRY = 276, SLOT = 4096, CAP = 512;
    const srcData = INDEX + ENTRY * src.readUInt32LE(60);
    const n = (src.length - srcData) / SLOT;
    const out = Buffer.alloc(INDEX + ENTRY * CAP + SLOT * CAP);
    src.copy(out, 0, 0, INDEX);
    out.writeUInt32LE(CAP, 60);
    for (let k = 0; k < CAP; k++) {
      src.copy(out, INDEX + ENTRY * k, INDEX + ENTRY * (k % n), INDEX + ENTRY * (k % n + 1));
      src.copy(out, INDEX + ENTRY * CAP + SLOT * k, srcData + SLOT * (k % n), srcData + SLOT * (k % n + 1));
    }
    return { buffer: out, games: CAP };
  }

  test('a big library is judged in a worker: no task of the page near what judging it on the page blocks, nothing judged on the page', async () => {
    const { page, context, errors } = await H.openPage('#tab=records');
    try {
      await page.waitForSelector('[data-testid=audit-drop]');
      for (const r of ['chinese', 'chinese1965']) await page.check(`[data-testid=audit-rules-${r}]`);
      const big = bigCbl();
      // the bytes made into a File in the page first (not timed: a drop's File)
      await page.evaluate((b64) => {
        window.__big = new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'big.CBL');
      }, big.buffer.toString('base64'));
      // what judging it on the page would block it for: the same call, on the main thread
      const onPage = await page.evaluate(async () => {
        const { call } = await import('/js/engine.js');
        const b = new Uint8Array(await window.__big.arrayBuffer());
        const t0 = performance.now();
        const r = call('auditRecord', b, { rules: ['axf', 'chinese', 'chinese1965'] });
        return { ms: performance.now() - t0, n: r.ok ? r.value.length : -1 };
      });
      assert.equal(onPage.n, big.games * 3);
      const before = (await page.evaluate(() => window.__xiangqiPage.engineCalls())).auditRecord || 0;
      // dropped on the audit zone; the longest task of the page (PerformanceObserver longtask:
      // those over 50 ms) and the frames painted until the audit is done
      const t0 = Date.now();
      await page.evaluate(() => {
        window.__longest = 0;
        window.__frames = 0;
        window.__tasks = new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
        });
        window.__tasks.observe({ type: 'longtask' });
        const f = () => { window.__frames += 1; if (!window.__stop) requestAnimationFrame(f); };
        requestAnimationFrame(f);
        const dt = new DataTransfer();
        dt.items.add(window.__big);
        document.querySelector('[data-testid=audit-drop]').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      });
      await page.waitForFunction(() => /1 file audited/.test(document.querySelector('[data-testid=audit-summary]').textContent), null, { timeout: 60000 });
      const ms = Date.now() - t0;
      // the observer's last entries are delivered after the task ends
      await page.evaluate(() => new Promise((res) => setTimeout(res, 50)));
      const { longest, frames } = await page.evaluate(() => {
        window.__stop = true;
        window.__tasks.disconnect();
        return { longest: window.__longest, frames: window.__frames };
      });
      assert.equal(await page.locator('[data-testid^=audit-row-]').count(), big.games);
      // no auditRecord call on the page: the worker judged the file
      assert.equal((await page.evaluate(() => window.__xiangqiPage.engineCalls())).auditRecord || 0, before);
      console.log(`# ${big.games}-game CBL under 3 rule sets: ${ms} ms in the worker, ${frames} frames painted, the page's longest task ${longest.toFixed(0)} ms; on the page the same call blocks ${onPage.ms.toFixed(0)} ms`);
      assert.ok(longest < Math.max(onPage.ms / 2, 100), `the page's longest task ${longest} ms (judged on the page: ${onPage.ms} ms)`);
      assert.ok(frames >= 2, `frames painted: ${frames}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  // issue 22 "Done when": the Big5 and CBR/CBL fixtures read on the page to their expected start
  // FEN and mainline (here by the records panel's single-record file input, the path a drop takes)
  const EXPECTED = [
    ...JSON.parse(fs.readFileSync(path.join(REC, 'pgn-big5', 'expected.json'), 'utf8')).filter((e) => e.file === 'pgn-big5/ccpd_00.pgn'),
    ...JSON.parse(fs.readFileSync(path.join(REC, 'expected.json'), 'utf8'))
      .filter((e) => e.file === 'other/cchess_test.cbr' || (e.file === 'other/cchess_1989_longhua_cup.CBL' && e.game_index === 5)),
  ];
  test('a Big5 PGN, a CBR and a CBL game read on the page to their expected start FEN and mainline', async () => {
    assert.equal(EXPECTED.length, 3);
    const { page, context, errors } = await H.openPage('#tab=records');
    try {
      for (const e of EXPECTED) {
        await page.setInputFiles('[data-testid=record-file]', file(e.file));
        if (e.game_index > 0) await page.click(`[data-testid=record-game-${e.game_index}]`);
        await page.waitForFunction((n) => window.__xiangqiPage.state().ply === n, e.moves_iccs.length);
        // the mainline as the page's link holds it (variations in parentheses left out)
        const got = await page.evaluate(() => {
          const q = new URLSearchParams(location.hash.slice(1));
          let m = q.get('moves') || '';
          for (let prev = null; prev !== m;) { prev = m; m = m.replace(/\([^()]*\)/g, ''); }
          return { moves: m ? m.split(',') : [], root: window.__xiangqiPage.state().root };
        });
        assert.deepEqual(got.moves, e.moves_iccs, e.file);
        assert.equal(got.root.split(' ').slice(0, 2).join(' '), (e.fen || '').split(' ').slice(0, 2).join(' '), e.file);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('audit in Chinese, under two rule sets: the reason in Chinese, one verdict per rule set', async () => {
    const { page, context, errors } = await H.openPage('#tab=records', { lang: 'zh' });
    try {
      await page.waitForSelector('[data-testid=audit-drop]');
      await page.check('[data-testid=audit-rules-chinese]');
      await page.setInputFiles('[data-testid=audit-files]', [FILES[4], FILES[3]]);
      await page.waitForFunction(() => /已审查/.test(document.querySelector('[data-testid=audit-summary]').textContent));
      const rows = await rowsOf(page);
      const draw = rows.find((r) => r.text.includes('perpetual-draw.pgn'));
      assert.match(draw.text, /亚洲象联: .*红方须变着/);
      assert.match(draw.text, /中国象协: /);
      assert.match(draw.text, /红方长照犯例/);
      assert.match(draw.text, /棋谱记为和棋/);
      assert.match(await page.textContent('[data-testid=audit-summary]'), /已审查 2 个文件：读到 1 局；错误 ERR_RECORD_\w+ 1/);
      await page.screenshot({ path: path.join(SHOTS, 'audit-zh.png') });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
