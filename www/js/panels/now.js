// The panel next to the board: whose move it is, the verdict as soon as a position repeats
// (with its occurrence count), and the current move's labels and reason in words.
import { h } from '../dom.js';
import * as tree from '../tree.js';
import { labelBadges, moveText, reasonOf, rulesShort, sideName, verdictClass } from './common.js';
import { gameTitle, resultText } from './records.js';

export function statusOf(ctx) {
  const { a, T } = ctx;
  const v = a.view;
  if (v.outcome) {
    const w = sideName(T, v.outcome.winner);
    return { text: v.outcome.reason === 'checkmate' ? T.checkmate(w) : T.stalemate(w), cls: 'end' };
  }
  if (a.verdict && !a.verdict.error && a.verdict.status === 'repetition') {
    // who loses, from the engine's result (a draw when neither side must change)
    const r = a.verdict.result;
    const loser = r === 'red_wins' ? 'black' : r === 'black_wins' ? 'red' : null;
    return { text: T.repetitionEnd(a.seen, loser && sideName(T, loser)), cls: 'end' };
  }
  if (a.ply === a.moves.length && a.report && a.report.status === 'move_limit') return { text: T.moveLimit, cls: 'end' };
  if (a.ply === a.moves.length && a.report && a.report.status === 'dead_position') return { text: T.deadPosition, cls: 'end' };
  const turn = v.turn === 'black' ? T.blackToMove : T.redToMove;
  if (v.check) return { text: `${turn} · ${T.check}`, cls: `turn-${v.turn} in-check` };
  return { text: turn, cls: `turn-${v.turn || 'red'}` };
}

export function render(host, ctx) {
  const { a, T, s, lang } = ctx;
  if (s.tab === 'setup' && s.setup) {
    // the draft, not the game: its side to move and whether the engine accepts it
    const probs = ctx.draft.problems;
    host.replaceChildren(
      h('div', { class: `status turn-${s.setup.turn}`, 'data-testid': 'game-status' }, `${T.tabSetup} · ${s.setup.turn === 'black' ? T.blackToMove : T.redToMove}`),
      h('p', { class: probs.length ? 'error' : 'ok' }, probs.length ? `${T.problems} ${probs.map((p) => ctx.errorText(p)).join('；')}` : `✓ ${T.fenOk}`));
    return;
  }
  const st = statusOf(ctx);
  const kids = [h('div', { class: `status ${st.cls}`, 'data-testid': 'game-status' }, st.text)];
  // the loaded record: who played, where, and the result it states
  if (s.record) {
    const t = s.record.tags || {};
    const short = [t.title, t.red && t.black ? `${t.red} – ${t.black}` : t.event, resultText(s.record)].filter(Boolean).join(' · ');
    kids.push(h('p', { class: 'record-title', 'data-testid': 'record-title', title: gameTitle(s.record) }, `${T.recordLabel} ${short || gameTitle(s.record)}`));
  }

  // the verdict strip
  const rep = a.verdict;
  if (rep && rep.error) {
    kids.push(h('div', { class: 'verdict-strip' }, h('strong', { class: 'verdict', 'data-testid': 'verdict', 'data-code': '' }, '—'),
      h('span', { class: 'error' }, ctx.errorText(rep.error))));
  } else if (rep) {
    const code = rep.verdict || 'none';
    const side = code === 'red_must_change' ? 'red' : code === 'black_must_change' ? 'black' : null;
    const summary = side && rep.summary && rep.summary[side] ? rep.summary[side][lang] : null;
    kids.push(h('div', { class: `verdict-strip ${verdictClass(code)}` },
      h('span', { class: 'verdict-title', 'data-testid': 'verdict-rules', 'data-rules': s.rules }, `${T.verdictLabel} · ${rulesShort(T, s.rules)}`),
      h('strong', { class: 'verdict', 'data-testid': 'verdict', 'data-code': code }, T.verdicts[code] || code),
      a.pattern ? h('span', { class: 'seen' }, T.patternNote)
        : h('span', { class: 'seen', 'data-testid': 'seen' }, T.seen(a.seen, a.fold)),
      summary ? h('p', { class: 'verdict-why' }, summary) : null));
  } else {
    kids.push(h('div', { class: 'verdict-strip quiet' },
      h('span', { class: 'verdict-title', 'data-testid': 'verdict-rules', 'data-rules': s.rules }, `${T.verdictLabel} · ${rulesShort(T, s.rules)}`),
      h('strong', { class: 'verdict', 'data-testid': 'verdict', 'data-code': 'none' }, '—'),
      h('span', { class: 'seen muted' }, T.noRepetition)));
  }

  // the current move and its reason
  if (s.pending) {
    kids.push(h('div', { class: 'forbid-warn', role: 'alertdialog', 'data-testid': 'forbidden-warning' },
      h('p', {}, s.pending.text),
      h('div', { class: 'row' },
        h('button', { type: 'button', class: 'primary', 'data-testid': 'play-anyway', onclick: () => ctx.dispatch({ type: 'play', mv: s.pending.mv }) }, T.playAnyway),
        h('button', { type: 'button', 'data-testid': 'cancel-move', onclick: () => ctx.dispatch({ type: 'pending', pending: null }) }, T.cancel))));
  }
  const mr = a.ply > 0 && a.report && !a.report.error ? a.report.moves[a.ply - 1] : null;
  if (a.ply === 0) {
    kids.push(h('div', { class: 'move-reason', 'data-testid': 'move-reason' }, h('span', { class: 'muted' }, T.noMove)));
  } else {
    const text = moveText(ctx, a.ply - 1);
    kids.push(h('div', { class: 'move-reason', 'data-testid': 'move-reason' },
      h('div', { class: 'mr-head' }, h('span', { class: 'mr-ply' }, T.moveN(a.ply)), h('b', { class: 'mr-move' }, text), mr ? labelBadges(ctx, mr.labels) : null),
      mr ? h('p', {}, reasonOf(ctx, mr)) : null));
  }
  // a record's comment on the current move (or before the first)
  const node = a.ply > 0 ? tree.lineNodes(s.tree, s.line)[a.ply - 1] : s.tree;
  if (node && node.t) kids.push(h('p', { class: 'comment', 'data-testid': 'move-comment' }, node.t));
  host.replaceChildren(...kids);
}
