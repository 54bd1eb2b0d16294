// The game tree: pure functions over immutable nodes {m: 'h2e2', c: [child, …], t?: comment}.
// The first child is the main line; the others are variations. A `line` is the list of
// child indices from the root to a leaf; `ply` counts moves along it.

export const emptyTree = () => ({ m: null, c: [] });

/** Walks `line` (then first children) to a leaf: the nodes after the root. */
export function lineNodes(tree, line) {
  const out = [];
  let n = tree;
  for (let d = 0; n.c.length; d++) {
    const i = d < line.length && line[d] < n.c.length ? line[d] : 0;
    n = n.c[i];
    out.push(n);
  }
  return out;
}

export const lineMoves = (tree, line) => lineNodes(tree, line).map((n) => n.m);

/** The full index list of a line (to its leaf). */
export function fullLine(tree, line) {
  const out = [];
  let n = tree;
  for (let d = 0; n.c.length; d++) {
    const i = d < line.length && line[d] < n.c.length ? line[d] : 0;
    out.push(i);
    n = n.c[i];
  }
  return out;
}

/** A tree holding one line of moves. */
export function fromMoves(moves) {
  let node = { m: null, c: [] };
  const root = node;
  for (const m of moves) {
    const next = { m, c: [] };
    node.c.push(next);
    node = next;
  }
  return root;
}

/** Copies the nodes from the root to depth `ply` along `line`, applying `edit` to the last. */
function editAt(tree, line, ply, edit) {
  const copy = (n, d) => {
    if (d === ply) return edit({ ...n, c: n.c.slice() });
    const i = line[d];
    const c = n.c.slice();
    c[i] = copy(n.c[i], d + 1);
    return { ...n, c };
  };
  return copy(tree, 0);
}

/**
 * Plays `m` after `ply` moves of `line`: follows an existing child, or adds a variation
 * (the old continuation stays). Returns {tree, line, added}.
 */
export function addMove(tree, line, ply, m) {
  const full = fullLine(tree, line);
  const nodes = lineNodes(tree, full);
  const parent = ply === 0 ? tree : nodes[ply - 1];
  const existing = parent.c.findIndex((x) => x.m === m);
  if (existing >= 0) return { tree, line: fullLine(tree, [...full.slice(0, ply), existing]), added: false };
  const idx = parent.c.length;
  const t = editAt(tree, full, ply, (n) => ({ ...n, c: [...n.c, { m, c: [] }] }));
  return { tree: t, line: [...full.slice(0, ply), idx], added: true };
}

/** The deepest branch point at or above `ply` where `line` leaves the main line, or -1. */
export function branchDepth(tree, line, ply) {
  const full = fullLine(tree, line);
  for (let d = Math.min(ply, full.length) - 1; d >= 0; d--) if (full[d] !== 0) return d;
  return -1;
}

/** Makes the variation holding move `ply` of `line` the main line at its branch point. */
export function promote(tree, line, ply) {
  const full = fullLine(tree, line);
  const d = branchDepth(tree, full, ply);
  if (d < 0) return { tree, line: full };
  const i = full[d];
  const t = editAt(tree, full, d, (n) => {
    const c = n.c.slice();
    const [v] = c.splice(i, 1);
    c.unshift(v);
    return { ...n, c };
  });
  const nl = full.slice();
  nl[d] = 0;
  return { tree: t, line: nl };
}

/** Deletes move `ply` of `line` and everything after it; the line then ends at ply − 1. */
export function removeFrom(tree, line, ply) {
  if (ply < 1) return { tree, line };
  const full = fullLine(tree, line);
  const d = ply - 1;
  const i = full[d];
  const t = editAt(tree, full, d, (n) => {
    const c = n.c.slice();
    c.splice(i, 1);
    return { ...n, c };
  });
  return { tree: t, line: fullLine(t, full.slice(0, d)) };
}

/** `h2e2,h9g7(b9c7,b0c2),h0g2`: moves by commas, each variation in brackets after the move it replaces. */
export function serialize(tree) {
  const out = [];
  let n = tree;
  while (n.c.length) {
    const [main, ...vars] = n.c;
    out.push(main.m + vars.map((v) => `(${serialize({ m: null, c: [v] })})`).join(''));
    n = main;
  }
  return out.join(',');
}

/** The inverse of `serialize` (moves are checked by the engine afterwards). */
export function parse(text) {
  let i = 0;
  const s = String(text || '');
  const seq = () => {
    const root = { m: null, c: [] };
    let parent = root;
    let last = null;
    while (i < s.length && s[i] !== ')') {
      if (s[i] === ',' || s[i] === ' ') { i++; continue; }
      if (s[i] === '(') {
        i++;
        const v = seq();
        if (s[i] === ')') i++;
        if (last && v.c.length) { const p = last.parent; p.c.push(...v.c); }
        continue;
      }
      let j = i;
      while (j < s.length && !',() '.includes(s[j])) j++;
      const node = { m: s.slice(i, j), c: [] };
      i = j;
      parent.c.push(node);
      last = { node, parent };
      parent = node;
    }
    return root;
  };
  return seq();
}

/** `line` as `2:1.5:2` (only the non-main choices: depth:index). */
export function lineToString(tree, line) {
  return fullLine(tree, line).map((x, d) => (x ? `${d}:${x}` : null)).filter(Boolean).join('.');
}

export function lineFromString(tree, text) {
  const line = [];
  for (const part of String(text || '').split('.')) {
    const [d, x] = part.split(':').map(Number);
    if (Number.isInteger(d) && Number.isInteger(x) && d >= 0 && d < 10000) {
      while (line.length < d) line.push(0);
      line[d] = x;
    }
  }
  return fullLine(tree, line);
}

/** From a record's tree (`{nodes: [{move, children}]}`, node 0 the start) to a tree. */
export function fromRecordNodes(nodes) {
  const walk = (i, seen) => {
    const n = nodes[i] || {};
    const c = [];
    for (const k of n.children || []) if (!seen.has(k) && nodes[k] && nodes[k].move) c.push(walk(k, new Set([...seen, k])));
    return n.comment ? { m: i === 0 ? null : n.move, c, t: n.comment } : { m: i === 0 ? null : n.move, c };
  };
  return nodes && nodes.length ? walk(0, new Set([0])) : emptyTree();
}

/** To a record's tree: nodes in depth-first order, each with its children's indices. */
export function toRecordNodes(tree) {
  const nodes = [];
  const walk = (n, ply) => {
    const i = nodes.length;
    const node = { move: n.m, ply };
    if (n.t) node.comment = n.t;
    nodes.push(node);
    if (n.c.length) node.children = n.c.map((ch) => walk(ch, ply + 1));
    return i;
  };
  walk(tree, 0);
  return { nodes };
}

/** The comments of a tree as `[[index, text], …]`, nodes counted depth-first from the root (0). */
export function comments(tree) {
  const out = [];
  let i = 0;
  const walk = (n) => {
    if (n.t) out.push([i, n.t]);
    i++;
    n.c.forEach(walk);
  };
  walk(tree);
  return out;
}

/** A copy of `tree` carrying the comments `pairs` (as `comments` lists them). */
export function withComments(tree, pairs) {
  const byIndex = new Map((pairs || []).filter((p) => Array.isArray(p) && Number.isInteger(p[0]) && typeof p[1] === 'string' && p[1]).map((p) => [p[0], p[1]]));
  if (!byIndex.size) return tree;
  let i = 0;
  const walk = (n) => {
    const t = byIndex.get(i++);
    const c = n.c.map(walk);
    return t ? { ...n, c, t } : { ...n, c };
  };
  return walk(tree);
}
