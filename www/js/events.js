// The page's events → actions and commands: the header and controls, the keyboard, the tabs, the
// FEN form, a link opened, a file dropped anywhere; and the board's callbacks.
import { $, $$ } from './dom.js';
import { app, T, dispatch } from './app.js';
import { readHash, hashIsNew } from './hash.js';
import { toast } from './panels/notice.js';
import { isRedPiece } from './board/svg.js';
import { tryMove, loadFen, newGame, setTab } from './commands/game.js';
import { onSetupSquare, movePiece, removePiece } from './commands/setup.js';
import { importRecord, copyLink } from './commands/records.js';

/** What the board reports (board/view.js callbacks). */
export const boardCallbacks = {
  onMove: tryMove,
  onIllegal: (a, b) => toast(T().illegalDrop(a, b || '?')),
  // a tap that picks nothing up: an opponent's piece, or a point the selected piece cannot reach
  onMiss: (sq, hadSelection) => {
    const piece = app.board.placement[sq];
    if (piece) toast(T().missPiece(sq, isRedPiece(piece) ? T().red : T().black));
    else if (hadSelection) toast(T().missPoint(sq));
  },
  onSquare: onSetupSquare,
  onSetupMove: movePiece,
  onSetupRemove: removePiece,
};

const KEYS = { ArrowLeft: { type: 'step', by: -1 }, ArrowRight: { type: 'step', by: 1 }, Home: { type: 'goto', ply: 0 }, End: { type: 'goto', ply: Infinity } };

export function wire() {
  const on = (sel, ev, f) => $(sel).addEventListener(ev, f);
  on('#lang-toggle', 'click', () => dispatch({ type: 'lang', lang: app.state.lang === 'zh' ? 'en' : 'zh' }));
  on('#btn-first', 'click', () => dispatch(KEYS.Home));
  on('#btn-back', 'click', () => dispatch(KEYS.ArrowLeft));
  on('#btn-forward', 'click', () => dispatch(KEYS.ArrowRight));
  on('#btn-last', 'click', () => dispatch(KEYS.End));
  on('#btn-flip', 'click', () => dispatch({ type: 'flip' }));
  on('#btn-promote', 'click', () => { dispatch({ type: 'promote' }); toast(T().promoted); });
  on('#btn-delete', 'click', () => { dispatch({ type: 'remove' }); toast(T().deleted); });
  on('#notation', 'change', (e) => dispatch({ type: 'notation', notation: e.target.value }));
  on('#rules', 'change', (e) => dispatch({ type: 'rules', rules: e.target.value }));
  on('#show-reasons', 'change', (e) => dispatch({ type: 'reasons', on: e.target.checked }));
  on('#btn-new', 'click', newGame);
  $$('.tabs [data-tab]').forEach((b) => b.addEventListener('click', () => setTab(b.dataset.tab)));
  const input = $('#fen-input');
  input.addEventListener('input', () => { input.dataset.dirty = '1'; });
  on('#fen-form', 'submit', (e) => {
    e.preventDefault();
    // a refused FEN stays in the box (dirty) with its problems beside it
    if (input.value.trim()) input.dataset.dirty = loadFen(input.value.trim()) ? '' : '1';
  });
  on('#btn-copy', 'click', copyLink);
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, textarea, select, [data-sq]') || e.altKey || e.ctrlKey || e.metaKey) return;
    if (app.state.tab === 'setup') return;
    const k = KEYS[e.key];
    if (k) { e.preventDefault(); dispatch(k); }
  });
  window.addEventListener('hashchange', () => { if (hashIsNew()) readHash(); });
  // a record dropped anywhere on the page is read like one dropped on the records panel
  document.addEventListener('dragover', (e) => { if (e.dataTransfer && [...e.dataTransfer.types].includes('Files')) e.preventDefault(); });
  document.addEventListener('drop', async (e) => {
    if (e.defaultPrevented || !e.dataTransfer || !e.dataTransfer.files.length) return;
    e.preventDefault();
    setTab('records');
    const bytes = new Uint8Array(await e.dataTransfer.files[0].arrayBuffer());
    $('[data-testid=record-text]').value = '';
    importRecord(bytes, $('[data-testid=record-result]'));
  });
}
