// FEN text <-> placement map, for drawing and for the setup editor only.
// Validation (is this a legal position?) is done by the wasm `validateFen`.

const FILES = 'abcdefghi';

/** Returns {placement: {sq: letter}, turn: 'w'|'b'} or null when the text cannot be drawn. */
export function parseFen(fen) {
  if (typeof fen !== 'string') return null;
  const parts = fen.trim().split(/\s+/);
  const rows = (parts[0] || '').split('/');
  if (rows.length !== 10) return null;
  const placement = {};
  for (let i = 0; i < 10; i++) {
    let f = 0;
    const r = 9 - i;
    for (const ch of rows[i]) {
      if (/[1-9]/.test(ch)) f += Number(ch);
      else if (/[kabnrcpKABNRCP]/.test(ch)) {
        if (f > 8) return null;
        placement[FILES[f] + r] = ch;
        f++;
      } else return null;
    }
    if (f !== 9) return null;
  }
  const t = (parts[1] || 'w').toLowerCase();
  return { placement, turn: t === 'b' ? 'b' : 'w' };
}

export function boardPart(placement) {
  let s = '';
  for (let r = 9; r >= 0; r--) {
    let empty = 0;
    for (let f = 0; f < 9; f++) {
      const c = placement[FILES[f] + r];
      if (c) { if (empty) s += empty; empty = 0; s += c; } else empty++;
    }
    if (empty) s += empty;
    if (r) s += '/';
  }
  return s;
}

export function makeFen(placement, turn) {
  return `${boardPart(placement)} ${turn === 'b' ? 'b' : 'w'} - - 0 1`;
}

/** Board + side to move: the part that decides whether two positions are the same. */
export function positionKey(fen) {
  const p = fen.trim().split(/\s+/);
  return `${p[0]} ${p[1] || 'w'}`;
}

export function findGeneral(placement, red) {
  for (const [sq, c] of Object.entries(placement)) if (c === (red ? 'K' : 'k')) return sq;
  return null;
}
