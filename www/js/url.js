// The URL fragment ↔ state. The link keeps the position, the game tree (variations in
// brackets), a record's header and comments, the line shown, the ply, the diagram, the setup draft, flip
// and rule set.
import * as tree from './tree.js';
import { START_FEN, recordHeader } from './state.js';

const enc = (v) => encodeURIComponent(v).replace(/%2F/g, '/').replace(/%2C/g, ',').replace(/%3A/g, ':');

/** A link longer than this leaves the comments out (and the page says so). */
export const MAX_LINK_LENGTH = 8000;

/** A JSON value as base64url of its UTF-8 (a Chinese glyph costs 4 characters, not the 9 of percent-encoding). */
export function encodeJson(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inverse of `encodeJson`; `fallback` for anything unreadable. */
export function decodeJson(text, fallback) {
  try {
    const bin = atob(String(text).replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch { return fallback; }
}

/**
 * The fragment of a state. A loaded record's header (`record=`: tags and result) and comments
 * (`notes=`: `[[node, text], …]`, nodes counted depth-first) are kept unless that makes the link
 * longer than `MAX_LINK_LENGTH`: then they are left out and `notesLeftOut` gives the length the
 * link would have had.
 */
export function linkOf(s, opts = {}) {
  const bare = toHash(s, opts);
  const setup = s.tab === 'setup' && opts.setupFen;
  const pairs = setup ? [] : tree.comments(s.tree);
  const parts = [];
  if (s.record && !setup) parts.push(`record=${encodeJson(s.record)}`);
  if (pairs.length) parts.push(`notes=${encodeJson(pairs)}`);
  if (!parts.length) return { hash: bare, notesLeftOut: 0 };
  const full = `${bare}${bare === '#' ? '' : '&'}${parts.join('&')}`;
  return full.length <= MAX_LINK_LENGTH ? { hash: full, notesLeftOut: 0 } : { hash: bare, notesLeftOut: pairs.length ? full.length : 0 };
}

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
  const read = q.has('notes') ? decodeJson(q.get('notes'), []) : [];
  const notes = Array.isArray(read) ? read : [];
  const int = (k) => (q.has(k) && /^\d+$/.test(q.get(k)) ? Number(q.get(k)) : null);
  return {
    diagram: q.has('diagram') ? q.get('diagram') : null,
    fen: q.has('fen') ? q.get('fen').trim() : null,
    setup: q.has('setup'),
    // (a diagram's link leaves out its printed moves: their comments are applied to them later)
    tree: q.has('moves') || (notes.length && !q.has('diagram')) ? tree.withComments(tree.parse(q.get('moves') || ''), notes) : null,
    notes,
    record: q.has('record') ? recordHeader(decodeJson(q.get('record'), null)) : null,
    line: q.get('line') || '',
    ply: int('ply'),
    flipped: q.get('flip') === '1',
    rules: q.get('rules') || 'axf',
    tab: q.get('tab'),
  };
}
