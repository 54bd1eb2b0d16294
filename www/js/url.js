// The URL fragment ↔ state. The link keeps the position, the game tree (variations in
// brackets), the line shown, the ply, the diagram, the setup draft, flip and rule set.
import * as tree from './tree.js';
import { START_FEN } from './state.js';

const enc = (v) => encodeURIComponent(v).replace(/%2F/g, '/').replace(/%2C/g, ',').replace(/%3A/g, ':');

export function toHash(s, { diagramMoves = null, setupFen = null } = {}) {
  const q = [];
  if (s.tab === 'setup' && setupFen) {
    q.push('setup=1', `fen=${enc(setupFen)}`);
  } else {
    const moves = tree.serialize(s.tree);
    if (s.diagram !== null) {
      q.push(`diagram=${s.diagram}`);
      if (diagramMoves === null || moves !== diagramMoves.join(',')) q.push(`moves=${enc(moves)}`);
    } else {
      if (s.root !== START_FEN || !moves) q.push(`fen=${enc(s.root)}`);
      if (moves) q.push(`moves=${enc(moves)}`);
    }
    const line = tree.lineToString(s.tree, s.line);
    if (line) q.push(`line=${line}`);
    if (s.diagram !== null || moves) q.push(`ply=${s.ply}`);
  }
  if (s.flipped) q.push('flip=1');
  if (s.rules !== 'axf') q.push(`rules=${s.rules}`);
  if (s.tab === 'records' || s.tab === 'glossary') q.push(`tab=${s.tab}`);
  return '#' + q.join('&');
}

/** What a fragment asks for (moves still to be checked by the engine). */
export function fromHash(hash) {
  const q = new URLSearchParams(String(hash || '').replace(/^#/, ''));
  const int = (k) => (q.has(k) && /^\d+$/.test(q.get(k)) ? Number(q.get(k)) : null);
  return {
    diagram: q.has('diagram') ? q.get('diagram') : null,
    fen: q.has('fen') ? q.get('fen').trim() : null,
    setup: q.has('setup'),
    tree: q.has('moves') ? tree.parse(q.get('moves')) : null,
    line: q.get('line') || '',
    ply: int('ply'),
    flipped: q.get('flip') === '1',
    rules: q.get('rules') || 'axf',
    tab: q.get('tab'),
  };
}
