// The page state and its transitions. Every transition is a pure function: (state, action) →
// new state; nothing here touches the DOM or the engine.
import * as tree from './tree.js';

export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
export const TABS = ['play', 'setup', 'rulebook', 'records', 'glossary'];
/** The rule sets a verdict can be judged under (the engine's `rules` option). */
export const RULE_SETS = ['axf', 'chinese', 'chinese1965'];

export function initialState({ lang = 'en', notation = 'chinese' } = {}) {
  return {
    lang, notation, tab: 'play', flipped: false,
    rules: 'axf',            // one of RULE_SETS; kept in the URL when not the default
    root: START_FEN, tree: tree.emptyTree(), line: [], ply: 0,
    diagram: null,           // id of the rulebook diagram being shown
    record: null,            // the loaded record's {tags, result}, for the panel and the export
    setup: null,             // the setup draft {pieces, turn}; kept across tab switches
    tool: 'R',               // setup palette tool
    pending: null,           // a forbidden move waiting for confirmation {mv, text}
    notice: null,            // {key, args} shown above the board (missing diagram, link problems)
    rev: 0,                  // bumped on every change of the game (root, tree or line)
    reasons: false,          // the move list shows every move's reason
  };
}

/**
 * The header of a loaded record as the state keeps it — `{tags, result}` — from a game the engine
 * read or a link's `record=` (anything else: null).
 */
export function recordHeader(x) {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const tags = x.tags && typeof x.tags === 'object' && !Array.isArray(x.tags) ? x.tags : {};
  return { tags, result: typeof x.result === 'string' ? x.result : null };
}

export const moveCount = (s) => tree.lineMoves(s.tree, s.line).length;

const clampPly = (s, p) => Math.max(0, Math.min(p, moveCount(s)));

/** The transitions. */
export const actions = {
  goto: (s, { ply }) => ({ ...s, ply: clampPly(s, ply), pending: null }),
  step: (s, { by }) => ({ ...s, ply: clampPly(s, s.ply + by), pending: null }),
  /** Plays `mv` after the current ply: follows the existing move or makes a variation. */
  play: (s, { mv }) => {
    const r = tree.addMove(s.tree, s.line, s.ply, mv);
    return { ...s, tree: r.tree, line: r.line, ply: s.ply + 1, pending: null, rev: s.rev + 1 };
  },
  /** Shows the line through move `ply` of `line` (a click on a variation's move). */
  select: (s, { line, ply }) => ({ ...s, line: tree.fullLine(s.tree, line), ply, pending: null, rev: s.rev + 1 }),
  promote: (s) => {
    const r = tree.promote(s.tree, s.line, s.ply);
    return { ...s, tree: r.tree, line: r.line, rev: s.rev + 1 };
  },
  remove: (s) => {
    const r = tree.removeFrom(s.tree, s.line, s.ply);
    return { ...s, tree: r.tree, line: r.line, ply: s.ply - 1, rev: s.rev + 1 };
  },
  /** A new game: {root, tree, line, ply, diagram, record}. */
  load: (s, g) => {
    const t = g.tree || tree.emptyTree();
    const line = tree.fullLine(t, g.line || []);
    const n = tree.lineMoves(t, line).length;
    const ply = g.ply === undefined || g.ply === null ? n : Math.max(0, Math.min(g.ply, n));
    return { ...s, root: g.root, tree: t, line, ply, diagram: g.diagram ?? null, record: g.record ?? null, pending: null, rev: s.rev + 1 };
  },
  tab: (s, { tab }) => (TABS.includes(tab) ? { ...s, tab } : s),
  lang: (s, { lang }) => ({ ...s, lang }),
  notation: (s, { notation }) => ({ ...s, notation }),
  flip: (s, { flipped }) => ({ ...s, flipped: flipped ?? !s.flipped }),
  rules: (s, { rules }) => ({ ...s, rules }),
  setupDraft: (s, { pieces, turn }) => ({ ...s, setup: { pieces, turn } }),
  setupTool: (s, { tool }) => ({ ...s, tool }),
  reasons: (s, { on }) => ({ ...s, reasons: !!on }),
  pending: (s, { pending }) => ({ ...s, pending }),
  notice: (s, { notice }) => ({ ...s, notice }),
};

export function reduce(s, action) {
  const f = actions[action.type];
  if (!f) throw new Error(`unknown action ${action.type}`);
  return f(s, action);
}
