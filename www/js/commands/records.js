// Commands of the records panel: a record read (pasted, picked or dropped) and its games
// loaded, the game shown written as PGN or DhtmlXQ, the link copied.
import { START_FEN, recordHeader } from '../state.js';
import * as tree from '../tree.js';
import * as A from '../analysis.js';
import { commit, dispatch, view, T } from '../app.js';
import * as recordsPanel from '../panels/records.js';
import { toast } from '../panels/notice.js';
import { boardIntoView } from './game.js';

const resultCtx = () => ({ ...view(), loadRecordGame });

/** Reads a record (text or bytes) and loads its first game; the result is shown in `out`. */
export function importRecord(input, out) {
  if (typeof input === 'string' && !input.trim()) return;
  const r = recordsPanel.readRecord(input);
  if (!r.ok) { recordsPanel.showResult(out, resultCtx(), { error: r.error }); return; }
  const games = r.games;
  if (!games.length) { recordsPanel.showResult(out, resultCtx(), { error: { code: 'ERR_RECORD_FORMAT', message: 'no game found' } }); return; }
  loadRecordGame(games[0], out, games);
}

/**
 * Loads one game of a record: its moves and variations as far as the engine plays them, shown
 * at `ply` (the end when null: the audit list opens a game at its cycle).
 */
export function loadRecordGame(game, out, games = null, ply = null) {
  const root = game.fen || START_FEN;
  const recorded = game.tree && Array.isArray(game.tree.nodes) && game.tree.nodes.length > 1 ? tree.fromRecordNodes(game.tree.nodes) : tree.fromMoves(game.moves || []);
  const t = A.checkTree(root, recorded);
  commit({ type: 'tab', tab: 'records' });
  dispatch({ type: 'load', root, tree: t, ply, record: recordHeader(game) });
  recordsPanel.showResult(out, resultCtx(), {
    games, error: game.error || null,
    // how many moves were loaded; "before the problem" only when the problem is a move (its ply):
    // a bad tag line, say, leaves every move read
    loaded: { game, partial: game.error ? { moves: tree.lineMoves(t, []).length, beforeMove: game.error.ply != null } : null },
  });
  if (!game.error) boardIntoView();
}

/** The game shown as a record of `kind` ('pgn' | 'dhtmlxq'), written by the engine. */
export function exportRecord(kind) {
  const { s } = view();
  const rec = s.record || recordHeader({});
  const game = { tags: rec.tags, fen: s.root, moves: tree.lineMoves(s.tree, []), result: rec.result, tree: tree.toRecordNodes(s.tree) };
  return recordsPanel.writeRecord(kind, game, s.notation);
}

export function copyLink() {
  const url = location.href;
  const p = navigator.clipboard && navigator.clipboard.writeText ? navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'));
  const left = view().link.notesLeftOut;
  p.then(() => toast(left ? T().linkCopiedNoNotes : T().linkCopied), () => toast(url));
}
