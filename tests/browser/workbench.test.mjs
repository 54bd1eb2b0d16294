// The referee's workbench in headless Chromium: layout at 1400×1000 and on a 390×844 touch
// phone, keyboard play, the game tree in the link, setup drafts, the forbidden-repetition
// warning, records, and the cost of stepping through a long game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, SHOTS, DIAGRAMS, DESKTOP, PHONE, pkgPresent, startHarness, inViewport, randomGame, openLine } from './harness.mjs';

const RECORDS = path.join(ROOT, 'tests', 'records');
// a UTF-8 PGN (pasted as text; 15 games) and an XQF (binary), with their expectations
const PGN_FILE = path.join(RECORDS, 'pgn', 'wukong_xqdb_traditional.pgn');
const XQF_FILE = path.join(RECORDS, 'xqf', 'eleeye_SAMPLE.XQF');
const EXPECTED = fs.existsSync(path.join(RECORDS, 'expected.json')) ? JSON.parse(fs.readFileSync(path.join(RECORDS, 'expected.json'), 'utf8')) : [];
const expectedPlies = (file, game = 0) => (EXPECTED.find((e) => e.file === file && (e.game_index ?? 0) === game) || {}).plies;
const recordsSkip = !fs.existsSync(PGN_FILE) || !fs.existsSync(XQF_FILE) ? 'tests/records lacks the PGN or XQF fixture' : false;

if (!pkgPresent) {
  test('workbench in headless Chromium', { skip: 'www/pkg/xiangqi_wasm.js is missing: run ./build.sh build first' }, () => {});
} else {
  let H;
  before(async () => { H = await startHarness(); });
  after(async () => { await H?.close(); });

  for (const [name, device] of [['desktop 1400×1000', DESKTOP], ['phone 390×844 (touch)', PHONE]]) {
    test(`${name}: board, the current move's reason and the verdict are in view together (#diagram=18&ply=9)`, async () => {
      const { page, context, errors } = await H.openPage('#diagram=18&ply=9', { device });
      try {
        for (const sel of ['[data-testid=board]', '[data-testid=move-reason]', '[data-testid=verdict]', '[data-testid=seen]']) {
          assert.ok(await inViewport(page, sel), `${sel} inside the viewport`);
        }
        assert.equal((await page.textContent('[data-testid=verdict]')).trim(), 'Red must change');
        assert.match(await page.textContent('[data-testid=move-reason]'), /Move 9.*炮四进二/s);
        // the verdict names the pieces on the squares the board shows (as the report gives them):
        // the black chariot on d3, chased by the red cannon on f3, ringed there
        const why = await page.textContent('[data-testid=now] .verdict-why');
        assert.match(why, /black chariot on d3/);
        assert.doesNotMatch(why, /d1/);
        const rings = await page.$$eval('[data-testid=board] [data-mark]', (ms) => ms.map((m) => `${m.dataset.mark}@${m.dataset.sq}`).sort());
        assert.deepEqual(rings, ['chaser@f3', 'target@d3']);
        assert.equal(await page.getAttribute('[data-testid=sq-d3]', 'aria-label').then((l) => /chariot/.test(l)), true);
        if (device === DESKTOP) {
          // a setup draft of this position carries none of the verdict's marks
          await page.click('[data-testid=tab-setup]');
          assert.equal(await page.locator('[data-testid=board] [data-mark], [data-testid=board] .arrow').count(), 0);
          await page.click('[data-testid=tab-rulebook]');
          await page.waitForFunction(() => document.querySelector('xiangqi-board').shadowRoot.querySelectorAll('[data-testid=board] [data-mark]').length === 2);
        }
        if (device === PHONE) {
          // touch targets: the board's points and the buttons are at least 40 px
          const pt = await page.locator('[data-testid=sq-e4]').boundingBox();
          assert.ok(pt.width >= 30 && (await page.locator('[data-testid=board]').boundingBox()).width / 9.72 >= 40, 'points ≥ 40 px apart');
          const small = await page.evaluate(() => [...document.querySelectorAll('button, select, label')]
            .filter((b) => b.offsetParent !== null && !b.closest('.dgs, .variation, .palette') && (b.tagName !== 'LABEL' || b.querySelector('input')))
            .map((b) => { const r = b.getBoundingClientRect(); return { t: (b.textContent || b.getAttribute('aria-label') || b.id).trim().slice(0, 20), h: r.height, w: r.width }; })
            .filter((r) => r.h < 40 && r.w > 0 && r.t !== ''));
          assert.deepEqual(small, [], 'buttons under 40 px');
        }
        await page.screenshot({ path: path.join(SHOTS, `diagram-18-${device === PHONE ? 'phone' : 'desktop'}.png`) });
        // stepping back keeps the verdict by the board as soon as the position repeats (ply 5: seen 2 of 3)
        await page.evaluate(() => { location.hash = '#diagram=18&ply=5'; });
        await page.waitForFunction(() => /seen 2 of 3/.test(document.querySelector('[data-testid=seen]')?.textContent || ''));
        assert.equal((await page.textContent('[data-testid=verdict]')).trim(), 'Red must change');
        assert.ok(await inViewport(page, '[data-testid=verdict]'));
        assert.match(await page.textContent('[data-testid=repetition-stamp]'), /2\/3/);
        assert.match(await page.textContent('[data-testid=game-status]'), /Red to move|Black to move/);
        await page.screenshot({ path: path.join(SHOTS, `diagram-18-ply5-${device === PHONE ? 'phone' : 'desktop'}.png`) });
        // picking another diagram from the list (below the board on a phone) brings the board into view
        await page.locator('[data-testid=diagram-5]').scrollIntoViewIfNeeded();
        await page.click('[data-testid=diagram-5]');
        await page.waitForFunction(() => /diagram=5/.test(location.hash));
        assert.ok(await inViewport(page, '[data-testid=board]'), 'the board is in view after picking a diagram');
        assert.deepEqual(errors, []);
      } finally { await context.close(); }
    });
  }

  test('keyboard only: Tab to the board, arrow keys, Enter to pick up and drop', async () => {
    const { page, context, errors } = await H.openPage();
    try {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => !!document.activeElement?.shadowRoot?.activeElement?.dataset?.sq)) break;
      }
      assert.equal(await page.evaluate(() => document.activeElement.shadowRoot.activeElement.dataset.sq), 'e0', 'the board takes focus at e0');
      for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(k);
      assert.equal(await page.evaluate(() => document.activeElement.shadowRoot.activeElement.dataset.sq), 'h2');
      assert.match(await page.evaluate(() => document.activeElement.shadowRoot.activeElement.getAttribute('aria-label')), /h2 Red cannon/);
      await page.keyboard.press('Enter');
      assert.ok(await page.locator('.dests .dest').count() > 0, 'destinations shown');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=move-1]').waitFor();
      assert.equal(await page.getAttribute('[data-testid=move-1]', 'data-iccs'), 'h2e2');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement.shadowRoot.activeElement).stroke);
      assert.notEqual(outline, 'none', 'the focused point is visible');
      await page.screenshot({ path: path.join(SHOTS, 'keyboard.png') });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a variation: the old line stays, the link keeps both, promote and delete', async () => {
    const { page, context, errors } = await H.openPage('#moves=h2e2,h9g7,h0g2&ply=1');
    try {
      await page.click('[data-testid=sq-b9]');
      await page.click('[data-testid=sq-c7]');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=variation]').length === 1);
      await page.waitForURL(/moves=h2e2,h9g7\(b9c7\),h0g2/);
      assert.match(page.url(), /line=1:1/);
      assert.equal(await page.getAttribute('[data-testid=move-2]', 'data-iccs'), 'b9c7', 'the shown line goes through the variation');
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.locator('[data-testid=variation]').count(), 1, 'the variation survives a reload');
      assert.equal(await page.getAttribute('[data-testid=move-2]', 'data-iccs'), 'b9c7');
      assert.equal(await page.locator('[data-testid=move-list] .mv[data-iccs]').count(), 2);
      assert.equal(await page.locator('[data-testid=move-list] .mv.off-line').count(), 2, 'the old line stays (h9g7, h0g2)');
      await page.click('[data-testid=promote]');
      await page.waitForURL(/moves=h2e2,b9c7\(h9g7,h0g2\)/);
      await page.click('[data-testid=delete-moves]');
      await page.waitForURL(/moves=h2e2,h9g7,h0g2/);
      await page.screenshot({ path: path.join(SHOTS, 'variation.png') });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('setup: the draft survives tab switches; problems listed; play from here (phone)', async () => {
    const { page, context, errors } = await H.openPage('', { device: PHONE });
    try {
      await page.click('[data-testid=tab-setup]');
      await page.click('[data-testid=setup-clear]');
      assert.match(await page.textContent('[data-testid=setup-problems]'), /no general/i);
      assert.equal(await page.isDisabled('[data-testid=play-from-here]'), true);
      for (const [piece, sq] of [['K', 'e0'], ['k', 'd9']]) {
        await page.tap(`[data-testid=palette-${piece}]`);
        await page.tap(`[data-testid=sq-${sq}]`);
      }
      await page.click('[data-testid=tab-rulebook]');
      await page.click('[data-testid=tab-setup]');
      assert.equal(await page.locator('.pieces .piece').count(), 2, 'the half-built draft is kept');
      await page.tap('[data-testid=palette-R]');
      await page.tap('[data-testid=sq-a1]');
      await page.waitForURL(/#setup=1&fen=3k5\/9\/9\/9\/9\/9\/9\/9\/R8\/4K4%20w/);
      await page.click('[data-testid=play-from-here]');
      await page.waitForURL(/#fen=3k5/);
      assert.equal(await page.locator('.pieces .piece').count(), 3);
      await page.screenshot({ path: path.join(SHOTS, 'phone-setup.png'), fullPage: true });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('play: warns before a move that completes a forbidden repetition, then shows the verdict', async () => {
    const d18 = DIAGRAMS.find((d) => d.id === 18);
    const hash = `#fen=${encodeURIComponent(d18.fen)}&moves=${d18.moves_iccs.slice(0, 4).join(',')}&ply=4`;
    const { page, context, errors } = await H.openPage(hash);
    try {
      await page.click('[data-testid=sq-f1]');
      assert.ok(await page.locator('.dests .dest.forbidden').count() >= 1, 'the forbidden destination is marked');
      await page.click('[data-testid=sq-f3]');
      await page.locator('[data-testid=forbidden-warning]').waitFor();
      assert.match(await page.textContent('[data-testid=forbidden-warning]'), /Red/);
      assert.equal(await page.locator('[data-testid=move-5]').count(), 0, 'not played yet');
      await page.click('[data-testid=play-anyway]');
      await page.locator('[data-testid=move-5]').waitFor();
      assert.equal((await page.textContent('[data-testid=verdict]')).trim(), 'Red must change');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a move that attacks a rooted piece says in words why it is no chase (report.attacks), in both languages', async () => {
    const hash = `#fen=${encodeURIComponent('1r1k5/9/9/9/1n7/9/9/9/9/R3K4 w - - 0 1')}&moves=a0a5&ply=1`;
    for (const [lang, want] of [['en', /attacks the black horse on b5, which has a true root: not a chase/], ['zh', /攻击黑方有根马（b5），不算捉/]]) {
      const { page, context, errors } = await H.openPage(hash, { lang });
      try {
        const reason = page.locator('[data-testid=move-reason] [data-testid=not-chase]');
        await reason.waitFor();
        assert.match(await reason.textContent(), want);
        assert.deepEqual(errors, []);
      } finally { await context.close(); }
    }
  });

  test('under chinese1965 a forced move (report.forced, 无法变着) says so in its reason; under chinese it does not', async () => {
    const cases = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests', 'data', 'cn', 'cn1965-positions.json'), 'utf8')).cases;
    const { page, context, errors } = await H.openPage('', { lang: 'zh' });
    try {
      // the first 1965 case with a forced move, as the engine reports it (the page only shows it)
      const hit = await page.evaluate(async (cs) => {
        const m = await import('/pkg/xiangqi_wasm.js');
        for (const c of cs) {
          if (!c.fen || !(c.moves_iccs || []).length) continue;
          const f = m.judge(c.fen, c.moves_iccs, { rules: 'chinese1965' }).moves.find((x) => x.forced);
          if (f) return { fen: c.fen, moves: c.moves_iccs, ply: f.ply };
        }
        return null;
      }, cases);
      assert.ok(hit, 'a 1965 case with a forced move');
      const at = (rules) => `#fen=${encodeURIComponent(hit.fen)}&moves=${hit.moves.join(',')}&ply=${hit.ply}&rules=${rules}`;
      await page.evaluate((h) => { location.hash = h; }, at('chinese1965'));
      const forced = page.locator('[data-testid=move-reason] [data-testid=forced]');
      await forced.waitFor();
      assert.match(await forced.textContent(), /无法变着/);
      await page.evaluate((h) => { location.hash = h; }, at('chinese'));
      await page.waitForFunction(() => window.__xiangqiPage.state().rules === 'chinese');
      assert.equal(await page.locator('[data-testid=move-reason] [data-testid=forced]').count(), 0);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  // The time a step takes is a benchmark figure (bench/page-step.mjs, in `./build.sh bench`); what
  // this test checks is why it is fast: one analysis per state change, memoised — stepping back
  // through a game asks the engine at most one question per new state, and stepping forward again
  // over states already seen asks it nothing.
  test('stepping through a 200-move game: at most one engine question per new state, none on revisits', async () => {
    const { page, context, errors } = await H.openPage();
    try {
      const moves = await randomGame(page, 200, 12345);
      await openLine(page, moves);
      const r = await page.evaluate((n) => {
        const p = window.__xiangqiPage;
        const total = (c) => Object.values(c).reduce((a, b) => a + b, 0);
        const c0 = total(p.engineCalls());
        for (let i = 0; i < n; i++) p.dispatch({ type: 'step', by: -1 });
        const c1 = total(p.engineCalls());
        for (let i = 0; i < n; i++) p.dispatch({ type: 'step', by: 1 });
        const c2 = total(p.engineCalls());
        return { back: c1 - c0, forward: c2 - c1, ply: p.state().ply };
      }, moves.length);
      console.log(`# stepping a ${moves.length}-move game: ${r.back} engine calls back, ${r.forward} forward`);
      assert.ok(moves.length >= 150, `a long game (${moves.length} moves)`);
      assert.equal(r.ply, moves.length);
      assert.ok(r.back <= moves.length, `stepping back: ${r.back} engine calls for ${moves.length} new states`);
      assert.equal(r.forward, 0, 'stepping forward over states already seen asks the engine nothing');
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('records: a pasted PGN and a dropped XQF load and are judged; PGN and DhtmlXQ export', { skip: recordsSkip }, async () => {
    const { page, context, errors } = await H.openPage('#tab=records');
    try {
      await page.fill('[data-testid=record-text]', fs.readFileSync(PGN_FILE, 'utf8'));
      await page.click('[data-testid=record-read]');
      await page.locator('[data-testid=record-loaded]').waitFor();
      const n = await page.locator('[data-testid=move-list] .mv[data-iccs]').count();
      assert.equal(n, expectedPlies('pgn/wukong_xqdb_traditional.pgn'), 'the pasted PGN\'s first game, all its moves');
      assert.equal(await page.locator('[data-testid^=record-game-]').count(), 15, 'a list of the 15 games');
      assert.match(await page.textContent('[data-testid=record-title]'), /ZHAO GuoRong – KE YongQing/, 'the record by the board');
      await page.click('[data-testid=record-game-2]');
      assert.equal(await page.locator('[data-testid^=record-game-]').count(), 15, 'the list stays when another game is picked');
      assert.equal(await page.getAttribute('[data-testid=record-game-2]', 'aria-current'), 'true');
      assert.match(await page.textContent('[data-testid=record-title]'), /LIU DaHua – HUANG Yong/);
      await page.click('[data-testid=record-game-0]');
      assert.ok(await page.locator('[data-testid=verdict]').count() === 1, 'judged: the verdict strip is shown');
      assert.ok((await page.textContent('[data-testid=game-status]')).trim().length > 0);
      await page.click('[data-testid=export-pgn]');
      assert.match(await page.inputValue('[data-testid=record-export]'), /1\./);
      await page.click('[data-testid=export-dhtmlxq]');
      assert.match(await page.inputValue('[data-testid=record-export]'), /DhtmlXQ/i);
      // drop an XQF file (binary) on the drop zone
      const bytes = [...fs.readFileSync(XQF_FILE)];
      const dt = await page.evaluateHandle((data) => {
        const t = new DataTransfer();
        t.items.add(new File([new Uint8Array(data)], 'game.xqf', { type: 'application/octet-stream' }));
        return t;
      }, bytes);
      await page.dispatchEvent('[data-testid=record-drop]', 'drop', { dataTransfer: dt });
      const xqfPlies = expectedPlies('xqf/eleeye_SAMPLE.XQF');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] .mv[data-iccs]').length === n, xqfPlies);
      assert.equal(await page.locator('[data-testid=move-list] .mv[data-iccs]').count(), expectedPlies('xqf/eleeye_SAMPLE.XQF'));
      assert.match(await page.textContent('[data-testid=record-loaded]'), /Loaded/);
      assert.equal(await page.inputValue('[data-testid=record-text]'), '', 'a dropped file replaces the pasted text');
      // The same file judged by the CLI (`xiangqi judge --game FILE`, built by `cargo test`) gives
      // the verdict the page shows. (No XQF fixture holds a repetition, so both say `none` here;
      // judge --game on records with repetitions is compared with judge --fen --moves in the CLI tests.)
      const cli = ['release', 'debug'].map((p) => path.join(ROOT, 'target', p, 'xiangqi')).find((f) => fs.existsSync(f));
      assert.ok(cli, 'the xiangqi CLI is built (cargo test --workspace builds target/debug/xiangqi)');
      const run = spawnSync(cli, ['judge', '--game', XQF_FILE], { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      const shown = await page.getAttribute('[data-testid=verdict]', 'data-code');
      assert.equal(shown || 'none', JSON.parse(run.stdout).verdict, 'page and CLI agree on the dropped XQF');
      await page.screenshot({ path: path.join(SHOTS, 'records.png') });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('records: the comments of a loaded record survive the link (reload), or the page says why not', async () => {
    const { page, context, errors } = await H.openPage('#tab=records');
    try {
      const pgn = '[Event "comments"]\n{开局前}\n1. h2e2 {当头炮 — central cannon} h9g7 2. h0g2 (2. b0c2 {变着}) h7h0 *\n';
      await page.fill('[data-testid=record-text]', pgn);
      await page.click('[data-testid=record-read]');
      await page.locator('[data-testid=record-loaded]').waitFor();
      await page.click('[data-testid=move-1]');
      assert.match(await page.textContent('[data-testid=move-comment]'), /当头炮 — central cannon/);
      await page.waitForFunction(() => /ply=1&.*notes=/.test(location.hash));
      assert.ok(await page.locator('[data-testid=link-note]').isHidden(), 'no warning when the comments fit');
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.locator('[data-testid=move-list] .mv.current').getAttribute('data-ply'), '1');
      assert.match(await page.textContent('[data-testid=move-comment]'), /当头炮 — central cannon/, 'after a reload');
      assert.match(await page.textContent('[data-testid=record-title]'), /comments/, 'the record\'s header too');
      await page.click('[data-testid=move-0]');
      assert.match(await page.textContent('[data-testid=move-comment]'), /开局前/);
      await page.click('[data-testid=variation] .mv');
      assert.match(await page.textContent('[data-testid=move-comment]'), /变着/, 'a variation\'s comment');
      // a comment too long for a link: left out, and the page says so (and how long it would be)
      await page.click('[data-testid=tab-records]');
      await page.fill('[data-testid=record-text]', `1. h2e2 {${'长评论'.repeat(1500)}} h9g7 *`);
      await page.click('[data-testid=record-read]');
      await page.locator('[data-testid=link-note]:visible').waitFor();
      assert.match(await page.textContent('[data-testid=link-note]'), /leaves out the record's comments and header.*\d{2},\d{3} characters/);
      // the link is written at most every 100 ms while the state changes: wait for it
      await page.waitForFunction(() => !/notes=/.test(location.hash));
      assert.doesNotMatch(page.url(), /notes=/);
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });

  test('a mate threat (杀): the mating line as numbered arrows and in words, in the chosen language and notation', async () => {
    const { page, context, errors } = await H.openPage('#diagram=6&ply=3');
    try {
      // the line the engine reports for this move (the page draws and names it as given)
      const line = await page.evaluate(async () => {
        const m = await import('./pkg/xiangqi_wasm.js');
        const d = (await (await fetch('data/axf-diagrams.json')).json()).find((x) => x.id === 6);
        return m.judge(d.fen, d.moves_iccs).moves[2].mateLine;
      });
      assert.deepEqual(line.map((m) => m.move), ['h6h9', 'i7g9', 'h9g9']);
      const arrows = await page.$$eval('[data-testid=board] .arrow', (as) => as.map((a) => [a.dataset.kind, a.dataset.from + a.dataset.to]));
      assert.deepEqual(arrows, [['mate', 'h6h9'], ['reply', 'i7g9'], ['mate', 'h9g9']], 'the mover\'s checks and the reply, told apart from check/chase arrows');
      // the engine's text names the line in WXF (en) / Chinese notation (zh); in another chosen
      // notation the page adds the line in that notation, numbered as the arrows
      const reason = page.locator('[data-testid=move-reason] [data-testid=mate-line]');
      assert.match(await page.textContent('[data-testid=move-reason]'), /mate threat \(R2\+3, E9-7, R2\.3\)/);
      assert.match(await reason.textContent(), /Threatened mate.*1 车二进三.*2 象９退７.*3 车二平三/);
      await page.selectOption('[data-testid=notation]', 'wxf');
      assert.equal(await reason.count(), 0, 'the text already names the line in WXF');
      await page.selectOption('[data-testid=notation]', 'iccs');
      assert.match(await reason.textContent(), /1 h6h9.*2 i7g9.*3 h9g9/);
      await page.click('[data-testid=lang-toggle]');
      assert.match(await reason.textContent(), /杀法（若对方停着）.*1 h6h9/);
      await page.selectOption('[data-testid=notation]', 'chinese');
      assert.match(await page.textContent('[data-testid=move-reason]'), /杀（车二进三、象９退７、车二平三）/);
      assert.equal(await reason.count(), 0, 'the text already names the line in Chinese notation');
      await page.selectOption('[data-testid=notation]', 'wxf');
      // also in the move list's reasons
      await page.check('[data-testid=show-reasons]');
      assert.match(await page.textContent('[data-testid=reason-3] [data-testid=mate-line]'), /R2\+3.*E9-7.*R2\.3/);
      await page.screenshot({ path: path.join(SHOTS, 'mate-line.png') });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });
}
