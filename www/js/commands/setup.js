// Commands of the setup editor: edits of the draft (palette tools on the board, drag, clear,
// reset), and playing from the draft once the engine accepts it.
import { START_FEN } from '../state.js';
import * as A from '../analysis.js';
import { app, commit, dispatch, render, view } from '../app.js';
import { loadFen } from './game.js';

/** Edits the draft: `f(pieces)` → new pieces (a copy), optionally a new side to move. */
export function setupEdit(f, turn) {
  const d = app.state.setup || { pieces: {}, turn: 'red' };
  dispatch({ type: 'setupDraft', pieces: f({ ...d.pieces }), turn: turn || d.turn });
}

/** The draft from the start position or from the position shown. */
export function setupReset(from) {
  const p = from === 'start' ? A.placement(START_FEN) : view().a.view;
  dispatch({ type: 'setupDraft', pieces: { ...p.pieces }, turn: p.turn });
}

export function playFromSetup() {
  const { draft } = view();
  if (!draft || draft.problems.length) { render(); return; }
  commit({ type: 'tab', tab: 'play' });
  loadFen(draft.fen);
}

export const movePiece = (from, to) => setupEdit((p) => { p[to] = p[from]; delete p[from]; return p; });
export const removePiece = (sq) => setupEdit((p) => { delete p[sq]; return p; });

let picked = null;   // the "move" tool's piece, picked up by a first tap
/** A tap on a point in setup mode: the palette's tool applied there. */
export function onSetupSquare(sq) {
  const s = app.state;
  const pieces = s.setup ? s.setup.pieces : {};
  if (s.tool === 'move') {
    if (picked && picked !== sq) { const from = picked; picked = null; app.board.selected = null; movePiece(from, sq); return; }
    picked = pieces[sq] ? sq : null;
    app.board.selected = picked;
    app.board.render();
    return;
  }
  setupEdit((p) => {
    if (s.tool === 'eraser' || p[sq] === s.tool) delete p[sq];
    else p[sq] = s.tool;
    return p;
  });
}
