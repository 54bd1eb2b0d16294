// Board geometry: the SVG coordinates of the 90 points, the square under a point, and square
// names (ICCS: files a–i from Red's left, ranks 0–9 from Red's side).

const FILES = 'abcdefghi';
export const STEP = 100;          // distance between two lines
export const MARGIN = 86;          // room for the file numbers around the grid
export const W = 8 * STEP + 2 * MARGIN;
export const H = 9 * STEP + 2 * MARGIN;
export const PIECE_R = 44;

export const sqName = (f, r) => FILES[f] + r;
export const fileOf = (sq) => sq.charCodeAt(0) - 97;
export const rankOf = (sq) => Number(sq.slice(1));

/** The SVG point of `sq` (Black at the top unless flipped). */
export function pointOf(sq, flipped) {
  const f = fileOf(sq), r = rankOf(sq);
  const cf = flipped ? 8 - f : f;
  const cr = flipped ? r : 9 - r;
  return [MARGIN + cf * STEP, MARGIN + cr * STEP];
}

/** The square whose point is near the SVG point `p` (within ~⅔ of a step), or null. */
export function squareAt(p, flipped) {
  const cf = Math.round((p.x - MARGIN) / STEP);
  const cr = Math.round((p.y - MARGIN) / STEP);
  if (cf < 0 || cf > 8 || cr < 0 || cr > 9) return null;
  if (Math.hypot(p.x - (MARGIN + cf * STEP), p.y - (MARGIN + cr * STEP)) > STEP * 0.62) return null;
  return sqName(flipped ? 8 - cf : cf, flipped ? cr : 9 - cr);
}

/** Every square, Black's back rank first (the order of the hit targets, i.e. of Tab). */
export function* squares() {
  for (let r = 9; r >= 0; r--) for (let f = 0; f < 9; f++) yield sqName(f, r);
}
