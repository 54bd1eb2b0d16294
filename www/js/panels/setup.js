// The setup editor: a palette, side to move, the problems of the draft (from the engine,
// in the chosen language), and "play from here". The draft lives in the state, so it
// survives tab switches; its FEN is written by the engine.
import { h, $, $$ } from '../dom.js';
import { pieceIcon, isRedPiece } from '../board/svg.js';

const PALETTE = ['K', 'A', 'B', 'N', 'R', 'C', 'P', 'k', 'a', 'b', 'n', 'r', 'c', 'p'];
const built = { key: null };

function build(host, ctx) {
  const { T, lang, dispatch } = ctx;
  if (built.key === lang) return;
  built.key = lang;
  const pal = h('div', { class: 'palette', 'data-testid': 'palette', role: 'toolbar' });
  for (const ch of PALETTE) {
    pal.append(h('button', { type: 'button', class: 'pal', 'data-tool': ch, 'data-testid': `palette-${ch}`, 'aria-label': `${isRedPiece(ch) ? T.red : T.black} ${T.pieceNames[ch]}`, onclick: () => dispatch({ type: 'setupTool', tool: ch }) }, pieceIcon(ch, 38)));
  }
  pal.append(h('button', { type: 'button', class: 'pal tool', 'data-tool': 'eraser', 'data-testid': 'palette-eraser', onclick: () => dispatch({ type: 'setupTool', tool: 'eraser' }) }, '✕ ', T.eraser));
  pal.append(h('button', { type: 'button', class: 'pal tool', 'data-tool': 'move', 'data-testid': 'palette-move', onclick: () => dispatch({ type: 'setupTool', tool: 'move' }) }, '✥ ', T.movePieces));
  const side = h('fieldset', { class: 'row side-pick' }, h('legend', {}, T.sideToMove),
    ['red', 'black'].map((c) => h('label', {}, h('input', { type: 'radio', name: 'stm', value: c, 'data-testid': `setup-turn-${c}`, onchange: () => ctx.setupEdit((p) => p, c) }), ' ', c === 'red' ? T.red : T.black)));
  host.replaceChildren(
    h('p', { class: 'hint' }, T.setupHint),
    pal,
    h('div', { class: 'row' },
      h('button', { type: 'button', 'data-testid': 'setup-clear', onclick: () => ctx.setupEdit(() => ({})) }, T.clear),
      h('button', { type: 'button', 'data-testid': 'setup-start', onclick: () => ctx.setupReset('start') }, T.startPos),
      h('button', { type: 'button', 'data-testid': 'setup-current', onclick: () => ctx.setupReset('current') }, T.fromCurrent)),
    side,
    h('div', { class: 'problems', 'data-testid': 'setup-problems', 'aria-live': 'polite' }),
    h('button', { type: 'button', class: 'primary', 'data-testid': 'play-from-here', onclick: () => ctx.playFromSetup() }, T.playFromHere));
}

export function render(host, ctx) {
  build(host, ctx);
  const { s, T } = ctx;
  $$('.pal', host).forEach((b) => b.classList.toggle('active', b.dataset.tool === s.tool));
  $$('input[name=stm]', host).forEach((r) => { r.checked = r.value === (s.setup ? s.setup.turn : 'red'); });
  const probs = ctx.draft ? ctx.draft.problems : [];
  const box = $('.problems', host);
  if (probs.length) box.replaceChildren(h('strong', {}, T.problems), h('ul', {}, probs.map((p) => h('li', { 'data-code': p.code }, ctx.errorText(p), h('code', {}, ` ${p.code}`)))));
  else box.replaceChildren(h('span', { class: 'ok' }, '✓ ' + T.fenOk));
  $('[data-testid=play-from-here]', host).disabled = probs.length > 0;
}
