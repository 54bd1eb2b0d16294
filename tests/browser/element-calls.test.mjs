// How many times <xiangqi-board> asks the engine, in headless Chromium: the element
// (www/js/board/element.js, unbundled) registered with an engine whose every export and every
// `Game` method is wrapped in a counter (a Proxy on each Game). In play mode a played move costs
// one call (`Game.step`: the move and everything drawn after it), an undo two (`undo`, then
// `step` for the state it leaves), a re-render (language, notation) and the forbidden-move
// warning none: they read the cached step.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness, pkgPresent } from './harness.mjs';

const skip = !pkgPresent ? 'www/pkg is missing: run ./build.sh build' : false;

// Red's perpetual check (the core's Game doc example): after these six moves e0f0 is forbidden.
const FEN = '9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w';
const CYCLE = ['f0e0', 'e8f8', 'e0f0', 'f8e8', 'f0e0', 'e8f8'];

const PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><body>
<script type="module">
import init, * as m from '/pkg/xiangqi_wasm.js';
import { defineBoard } from '/js/board/element.js';
const calls = [];
window.__calls = calls;
const wrapGame = (g) => new Proxy(g, {
  get(t, k) {
    const v = Reflect.get(t, k);
    return typeof v === 'function' ? (...a) => { calls.push('Game.' + String(k)); return v.apply(t, a); } : v;
  },
});
class Game {
  constructor(...a) { calls.push('new Game'); return wrapGame(new m.Game(...a)); }
  static fromRecord(...a) { calls.push('Game.fromRecord'); return wrapGame(m.Game.fromRecord(...a)); }
  static fromJSON(...a) { calls.push('Game.fromJSON'); return wrapGame(m.Game.fromJSON(...a)); }
}
const xq = { Game };
for (const [k, v] of Object.entries(m)) if (k !== 'Game' && k !== 'default' && typeof v === 'function') xq[k] = (...a) => { calls.push(k); return v(...a); };
defineBoard({ engine: async () => { await init(); return xq; } });
const b = document.createElement('xiangqi-board');
b.id = 'b';
b.setAttribute('fen', ${JSON.stringify(FEN)});
document.body.append(b);
await b.ready;
window.__ready = true;
</script></body></html>`;

let H;
describe('<xiangqi-board> engine calls', { skip }, () => {
  before(async () => { H = await startHarness({ files: { '/favicon.ico': '', '/calls.html': PAGE } }); });
  after(async () => { await H?.close(); });

  test('play mode: one engine call per played move, none per re-render or warning', async () => {
    const context = await H.browser.newContext();
    const p = await context.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    p.on('console', (m) => { if (m.type() === 'error') errors.push(`console.error: ${m.text()}`); });
    try {
      await p.goto(H.base + 'calls.html');
      await p.waitForFunction(() => window.__ready === true);
      const r = await p.evaluate(async (cycle) => {
        const b = document.getElementById('b'), calls = window.__calls;
        const since = (f) => { const n = calls.length; f(); return calls.slice(n); };
        const out = { moves: [], user: null, undo: null, lang: null, warn: null, anyway: null };
        // moves played through the API (board.play) and through the board's move callback (what a click, drag or Enter calls)
        for (const [i, mv] of cycle.entries()) {
          out.moves.push(since(() => (i % 2 ? b.view.cb.onMove(mv.slice(0, 2), mv.slice(2)) : b.play(mv))));
        }
        out.undo = since(() => b.undo());
        out.user = since(() => b.view.cb.onMove('e8', 'f8'));
        out.lang = since(() => { b.setAttribute('lang', 'zh'); b.setAttribute('notation', 'iccs'); });
        // the forbidden e0f0 (Red's perpetual check): the warning comes from the cached step
        out.warn = since(() => b.view.cb.onMove('e0', 'f0'));
        out.warned = !!b.shadowRoot.querySelector('[data-testid=warning]');
        out.anyway = since(() => b.shadowRoot.querySelector('[data-testid=play-anyway]').click());
        out.ply = b.ply;
        out.state = { ply: b.state.ply, fen: b.state.fen === b.game.fen(), last: b.state.lastMove.move };
        return out;
      }, CYCLE);
      console.log(`# per move: ${JSON.stringify(r.moves)}; undo: ${JSON.stringify(r.undo)}; re-render: ${JSON.stringify(r.lang)}; warning: ${JSON.stringify(r.warn)}; play anyway: ${JSON.stringify(r.anyway)}`);
      for (const c of r.moves) assert.deepEqual(c, ['Game.step'], 'a played move: one call');
      assert.deepEqual(r.user, ['Game.step'], 'a move from the board: one call');
      assert.deepEqual(r.undo, ['Game.undo', 'Game.step'], 'an undo: the undo and the step it leaves');
      assert.deepEqual(r.lang, [], 'a re-render reads the cached step');
      assert.ok(r.warned, 'the forbidden move is warned about');
      assert.deepEqual(r.warn, [], 'the warning reads the cached step\'s forbidden moves');
      assert.deepEqual(r.anyway, ['Game.step'], 'played anyway: one call');
      assert.equal(r.ply, CYCLE.length + 1);
      assert.deepEqual(r.state, { ply: CYCLE.length + 1, fen: true, last: 'e0f0' });
      assert.deepEqual(errors, []);
    } finally { await context.close(); }
  });
});
