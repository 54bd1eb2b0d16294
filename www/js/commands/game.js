// Commands that load or extend the game shown: a move made on the board (with the warning
// before a forbidden repetition), a FEN, a rulebook diagram, a new game, a tab.
import { $ } from '../dom.js';
import { START_FEN } from '../state.js';
import * as tree from '../tree.js';
import * as A from '../analysis.js';
import { app, T, commit, dispatch, render, view, diagramOf, fenProblems } from '../app.js';
import { sideName } from '../panels/common.js';
import { toast } from '../panels/notice.js';
import * as rulebookPanel from '../panels/rulebook.js';

/** A move made on the board: played, or first a warning if it completes a forbidden repetition. */
export function tryMove(from, to) {
  const mv = from + to;
  const v = view();
  const rep = A.forbiddenMoves(v.s, v.a)[mv];
  if (!rep) { dispatch({ type: 'play', mv }); return; }
  const side = v.a.view.turn;
  const t = v.T;
  const sr = rep.sides && rep.sides[side];
  const what = sr && sr.pattern ? t.patterns[sr.pattern] || sr.pattern
    : rep.summary && rep.summary[side] ? rep.summary[side][v.lang] : '';
  const text = rep.reply ? t.lastChance(sideName(t, side), rep.reply, what) : t.forbidden(sideName(t, side), what);
  dispatch({ type: 'pending', pending: { mv, text } });
}

/** Loads a FEN the engine accepts; otherwise lists its problems. */
export function loadFen(fen) {
  const probs = fenProblems(fen);
  app.fenErrors = probs;
  if (probs.length) { render(); return false; }
  dispatch({ type: 'load', root: A.boardView(fen).error ? START_FEN : fen });
  return true;
}

export function newGame() {
  app.fenErrors = [];
  dispatch({ type: 'load', root: START_FEN, diagram: null });
}

/**
 * On a phone the panels are below the board: a game picked there goes back to the first screen
 * (the board, the verdict and the current move's reason).
 */
export function boardIntoView() {
  if (window.matchMedia('(max-width: 600px)').matches) window.scrollTo({ top: 0 });
}

/**
 * Opens rulebook diagram `id` at `ply`: its printed moves, or the `moves` of a link (checked by
 * the engine) with the link's `line` and comments.
 */
export function openDiagram(id, { ply = 0, moves = null, line = '', notes = [] } = {}) {
  const d = diagramOf(id);
  if (!d) return false;
  const t = moves ? A.checkTree(d.fen, moves, (m) => toast(T().illegalMoveInLink(m))) : tree.withComments(tree.fromMoves(d.moves_iccs), notes);
  app.fenErrors = [];
  commit({ type: 'tab', tab: 'rulebook' });
  dispatch({ type: 'load', root: d.fen, tree: t, line: tree.lineFromString(t, line), ply, diagram: d.id });
  rulebookPanel.reveal($('[data-panel=rulebook]'), d.id);
  return true;
}

/** A diagram picked in the rulebook list (on a phone, back to the board). */
export function pickDiagram(id) {
  const d = diagramOf(id);
  if (d && d.rules) commit({ type: 'rules', rules: d.rules });   // the case's own rule set
  if (openDiagram(id)) boardIntoView();
}

/** Shows a tab; the setup tab starts its draft from the position shown. */
export function setTab(tab) {
  if (tab === 'setup' && !app.state.setup) {
    const p = view().a.view;
    commit({ type: 'setupDraft', pieces: { ...p.pieces }, turn: p.turn || 'red' });
  }
  dispatch({ type: 'tab', tab });
  if (tab === 'rulebook' && app.state.diagram !== null) rulebookPanel.reveal($('[data-panel=rulebook]'), app.state.diagram);
}
