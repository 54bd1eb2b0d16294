// The page's one store: the state, the data the page opened with, and `dispatch` — each action
// a pure transition (state.js), then one render (render.js subscribes). And what the panels read
// off a state, computed once per state: the diagram shown, the engine's analysis, the link, the
// setup draft's FEN and problems.
import { STRINGS, detectLang, readPref, savePref, errorText } from './i18n.js';
import { call } from './engine.js';
import { initialState, reduce } from './state.js';
import * as tree from './tree.js';
import * as A from './analysis.js';
import { linkOf } from './url.js';
import { toast } from './panels/notice.js';

/** The preferences kept across visits: state key → storage key (and how a value is stored). */
const PREFS = {
  lang: { key: 'xq-lang', write: (v) => v },
  notation: { key: 'xq-notation', write: (v) => v },
  reasons: { key: 'xq-reasons', write: (v) => (v ? '1' : '') },
};

export const app = {
  state: initialState({ lang: detectLang(), notation: readPref('xq-notation', 'chinese') }),
  data: { diagrams: [], terms: null },
  board: null,         // the BoardView of the <xiangqi-board> element (board/element.js)
  fenErrors: [],       // the problems of the FEN last typed or opened (the play panel lists them)
  pushHash: false,     // the next link written gets a history entry of its own (a game replaced)
  readingHash: false,  // a link is being opened: its loads write no history entry
};
app.state = reduce(app.state, { type: 'reasons', on: readPref('xq-reasons', '') === '1' });

export const T = () => STRINGS[app.state.lang];
export const diagramOf = (id) => app.data.diagrams.find((d) => String(d.id) === String(id)) || null;

let renderer = () => {};
/** The one renderer (render.js), called after every dispatch. */
export const onRender = (f) => { renderer = f; };
export const render = () => renderer();

/** A transition without a render (several of them before one `dispatch`). */
export function commit(action) {
  app.state = reduce(app.state, action);
}

/** A transition, the preferences it changes saved, and one render. */
export function dispatch(action) {
  const before = app.state;
  commit(action);
  const s = app.state;
  for (const [k, p] of Object.entries(PREFS)) if (s[k] !== before[k]) savePref(p.key, p.write(s[k]));
  if (action.type === 'play' && s.tree !== before.tree && tree.lineMoves(before.tree, before.line).length > before.ply) toast(T().newVariation);
  // a game replaced (New game, a diagram, a record) gets an entry of its own in the history, so
  // that Back returns to the game played; a link being opened (readHash) writes none
  if (action.type === 'load' && !app.readingHash) {
    app.pushHash = true;
    if (tree.lineMoves(before.tree, []).length > 0) toast(T().gameReplaced);
  }
  render();
}

/** The FEN of a setup draft (written by the engine) and what the engine finds wrong with it. */
function draftOf(setup) {
  const r = call('setupFen', setup.pieces, setup.turn);
  const fen = r.ok ? r.value : null;
  return { fen, problems: fen ? fenProblems(fen) : [{ code: 'ERR_ARGUMENT', message: 'setup' }] };
}

/** The problems of a FEN (`validateFen`): [] when the engine accepts it. */
export function fenProblems(fen) {
  const r = call('validateFen', fen);
  return r.ok ? r.value : [r.error];
}

let last = { state: null, diagrams: null, view: null };

/**
 * What the panels read off the current state, computed once per state: {s, a (analysis.js),
 * diagram, draft ({fen, problems} of the setup draft, or null), link ({hash, notesLeftOut}),
 * rootTurn, data, lang, T, errorText, dispatch}.
 */
export function view() {
  const s = app.state;
  if (last.state === s && last.diagrams === app.data.diagrams) return last.view;
  const diagram = s.diagram !== null ? diagramOf(s.diagram) : null;
  const draft = s.setup ? (last.view && last.view.s.setup === s.setup ? last.view.draft : draftOf(s.setup)) : null;
  const v = {
    s, diagram, draft, data: app.data, lang: s.lang, T: STRINGS[s.lang], dispatch,
    a: A.analyse(s, diagram),
    rootTurn: A.boardView(s.root).turn,
    link: linkOf(s, { diagramMoves: diagram ? diagram.moves_iccs : null, setupFen: s.tab === 'setup' && draft ? draft.fen : null }),
    errorText: (e) => errorText(s.lang, e),
  };
  last = { state: s, diagrams: app.data.diagrams, view: v };
  return v;
}
