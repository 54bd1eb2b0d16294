// The address bar: the state's link written into it (url.js makes the link), and a link opened
// (at load or by hashchange) read into the state.
import { $ } from './dom.js';
import { START_FEN, RULE_SETS } from './state.js';
import * as tree from './tree.js';
import * as A from './analysis.js';
import { fromHash } from './url.js';
import { app, T, commit, dispatch, fenProblems, diagramOf } from './app.js';
import { toast } from './panels/notice.js';
import { openDiagram } from './commands/game.js';

let lastHash = null;   // the fragment this page wrote or read last

// Chrome ignores replaceState beyond ~200 calls in 10 s: while stepping fast, the link is
// written at most every 100 ms (and once more after the last step).
const HASH_EVERY_MS = 100;
let hashTimer = null;
let hashWritten = 0;

export function writeHash(link) {
  const { hash } = link;
  const write = (deferred) => {
    hashTimer = null;
    // a link opened since (a hashchange on its way) wins over this older state
    if (deferred && location.hash !== lastHash) return;
    hashWritten = performance.now();
    const push = app.pushHash;
    app.pushHash = false;
    if (hash !== location.hash && !(hash === '#' && !location.hash)) {
      history[push ? 'pushState' : 'replaceState'](null, '', hash === '#' ? location.pathname + location.search : hash);
    }
    lastHash = location.hash;
  };
  clearTimeout(hashTimer);
  if (app.pushHash || performance.now() - hashWritten >= HASH_EVERY_MS) write(false);
  else hashTimer = setTimeout(() => write(true), HASH_EVERY_MS);
}

/** Whether the address bar holds a link this page did not write (one the user opened). */
export const hashIsNew = () => location.hash !== lastHash;

/** Opens the link in the address bar. */
export function readHash() {
  app.readingHash = true;
  try { openLink(); } finally { app.readingHash = false; }
}

function openLink() {
  const q = fromHash(location.hash);
  lastHash = location.hash;
  commit({ type: 'flip', flipped: q.flipped });
  commit({ type: 'rules', rules: RULE_SETS.includes(q.rules) ? q.rules : 'axf' });
  commit({ type: 'notice', notice: null });
  app.fenErrors = [];
  if (q.diagram !== null) {
    // a case opens under the rule set of its book (AXF, the 1965 rules) unless the link names one
    const d = diagramOf(q.diagram);
    if (d && d.rules && !/[#&]rules=/.test(location.hash)) commit({ type: 'rules', rules: d.rules });
    if (openDiagram(q.diagram, { ply: q.ply ?? 0, moves: q.tree, line: q.line, notes: q.notes })) return;
    commit({ type: 'notice', notice: { key: 'missingDiagram', args: [q.diagram, app.data.diagrams.length] } });
    commit({ type: 'tab', tab: 'rulebook' });
    dispatch({ type: 'load', root: START_FEN });
    return;
  }
  if (q.setup && q.fen) {
    const p = A.placement(q.fen);
    if (!p.error) {
      commit({ type: 'setupDraft', pieces: { ...p.pieces }, turn: p.turn });
      dispatch({ type: 'tab', tab: 'setup' });
      return;
    }
  }
  if (q.tab) commit({ type: 'tab', tab: q.tab });
  else if (app.state.tab === 'setup' || app.state.tab === 'rulebook') commit({ type: 'tab', tab: 'play' });
  const root = q.fen || START_FEN;
  if (q.fen) {
    const probs = fenProblems(q.fen);
    if (probs.length) {
      app.fenErrors = probs;
      $('#fen-input').value = q.fen;
      $('#fen-input').dataset.dirty = '1';
      dispatch({ type: 'load', root: START_FEN });
      return;
    }
  }
  const t = q.tree ? A.checkTree(root, q.tree, (m) => toast(T().illegalMoveInLink(m))) : tree.emptyTree();
  dispatch({ type: 'load', root, tree: t, line: tree.lineFromString(t, q.line), ply: q.ply, record: q.record });
}
