// The page, after chessground's split: one state and its pure transitions (state.js, app.js),
// the link (url.js, hash.js), memoised engine analysis (analysis.js), events → actions and
// commands (events.js, commands/), one render (render.js) over one module per panel (panels/),
// and the SVG board (board/: the <xiangqi-board> element, here driven bare). This module boots it.
import { $ } from './dom.js';
import { engine, loadEngine, calls } from './engine.js';
import { app, T, dispatch, onRender } from './app.js';
import { defineBoard } from './board/element.js';
import { render } from './render.js';
import { readHash } from './hash.js';
import { wire, boardCallbacks } from './events.js';
import * as chrome from './panels/chrome.js';
import { books } from './books.js';

const json = (url, fallback) => fetch(url).then((r) => (r.ok ? r.json() : fallback)).catch(() => fallback);

async function main() {
  chrome.labels({ T: T(), lang: app.state.lang });
  // the board is the <xiangqi-board> element (board/element.js), bare: the page drives it
  defineBoard({ engine: async () => (engine.loaded ? engine : await loadEngine()).mod, diagrams: 'data/axf-diagrams.json' });
  const board = document.createElement('xiangqi-board');
  board.setAttribute('mode', 'board');
  $('#board-host').append(board);
  app.board = board.attach(boardCallbacks);
  const [, axf, terms, positions, cases] = await Promise.all([loadEngine(), json('data/axf-diagrams.json', []), json('data/axf-terms.json', null),
    json('data/cn1965-positions.json', null), json('data/cn1965-cases.json', [])]);
  app.data = { diagrams: books(axf, positions, cases), terms };
  wire();
  if (!engine.loaded) {
    const b = $('#banner');
    b.textContent = /import|fetch|module/i.test(engine.error || '') ? T().wasmMissing : T().wasmFailed(engine.error);
    b.hidden = false;
    document.body.dataset.ready = '1';
    return;
  }
  onRender(render);
  readHash();
  document.body.dataset.ready = '1';
  window.__xiangqiPage = { loaded: true, dispatch, state: () => app.state, engineCalls: () => ({ ...calls }) };
}

main();
