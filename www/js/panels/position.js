// The board panel: what the SVG board (board.js) shows for the state — the position of the
// current ply or the setup draft, the last move, check, the arrows of the move's report, the
// repetition stamp, the rings on the pieces the verdict names — and its description in words.
import { $ } from '../dom.js';
import * as A from '../analysis.js';
import { isRedPiece } from '../board/svg.js';
import { arrowsOf, moveText, verdictClass } from './common.js';

const squareLabel = (t) => (sq, piece, { selected, dest }) => {
  const what = piece ? `${isRedPiece(piece) ? t.red : t.black} ${t.pieceNames[piece]}` : t.emptyPoint;
  return `${sq} ${what}${selected ? ' ✓' : ''}${dest ? ' ◦' : ''}`;
};

/** Shows the state on `board` (a BoardView): the position, its highlights, arrows, stamp, rings. */
export function render(board, ctx) {
  const { s, a, T: t } = ctx;
  board.setFlipped(s.flipped);
  board.labels = { square: squareLabel(t) };
  if (s.tab === 'setup' && s.setup) {
    board.update({ placement: s.setup.pieces, mode: 'setup', dests: {}, forbidden: null, lastMove: null, checkSq: null, arrows: [], stamp: null, marks: [] });
    describeBoard(board, t, s.setup.pieces, s.setup.turn, null, false);
    return;
  }
  const v = a.view;
  const mr = a.ply > 0 && a.report && !a.report.error ? a.report.moves[a.ply - 1] : null;
  const last = a.ply > 0 ? a.moves[a.ply - 1] : null;
  const over = !!v.outcome || (a.verdict && a.verdict.status === 'repetition');
  const stamp = a.seen > 1 ? { text: t.seenShort(a.seen, a.fold), sub: t.seenStamp(a.seen), kind: a.verdict ? verdictClass(a.verdict.verdict) : '' } : null;
  board.update({
    placement: v.pieces || {}, mode: v.error ? 'none' : over ? 'none' : 'play', dests: over ? {} : v.dests || {},
    forbidden: s.tab === 'play' && !over ? (from) => forbiddenByFrom(ctx)[from] || [] : null,
    lastMove: last ? [last.slice(0, 2), last.slice(2, 4)] : null, checkSq: v.check || null,
    arrows: arrowsOf(mr, v.pieces || {}), stamp, marks: verdictMarks(a),
  });
  describeBoard(board, t, v.pieces || {}, v.turn, last ? moveText(ctx, a.ply - 1) : null, !!v.check);
}

/**
 * The pieces the verdict names, for the sides that must change (or both in a draw), on the
 * squares the report gives (their squares in the judged line's final position: the board shown).
 */
function verdictMarks(a) {
  const rep = a.verdict;
  if (!rep || rep.error || !rep.sides) return [];
  const out = [];
  for (const side of ['red', 'black']) {
    const sr = rep.sides[side];
    if (!sr || !(sr.violates || rep.verdict === 'draw')) continue;
    for (const p of sr.pieces || []) out.push({ sq: p.square, kind: p.part, piece: p.piece });
  }
  return out;
}

/** The moves that would complete a forbidden repetition (analysis.js memoises them per state), by from-square. */
function forbiddenByFrom(ctx) {
  const out = {};
  for (const mv of Object.keys(A.forbiddenMoves(ctx.s, ctx.a))) (out[mv.slice(0, 2)] ||= []).push(mv.slice(2, 4));
  return out;
}

/** The position in words for screen readers (and the board's label). */
function describeBoard(board, t, pieces, turn, last, check) {
  const list = (red) => Object.entries(pieces).filter(([, p]) => isRedPiece(p) === red)
    .map(([sq, p]) => `${t.pieceNames[p]} ${sq}`).join(', ') || '—';
  let text = t.boardDesc(turn === 'black' ? t.blackToMove : t.redToMove, list(true), list(false));
  if (last) text += ' ' + t.lastMoveDesc(last);
  if (check) text += ' ' + t.inCheckDesc;
  const desc = $('#board-desc');
  if (desc.textContent !== text) desc.textContent = text;
  board.svg.setAttribute('aria-roledescription', t.boardLabel);
  board.svg.setAttribute('aria-label', `${t.boardLabel}: ${turn === 'black' ? t.blackToMove : t.redToMove}${last ? ' · ' + t.lastMoveDesc(last) : ''}`);
}
