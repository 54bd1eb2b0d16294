// The judge's report in full: the cycle, each side's pattern and whether it violates, the
// articles the decision rests on (named as everywhere else), and the explanation.
import { h } from '../dom.js';
import { articleName } from '../i18n.js';
import { bilingual, rulesShort, sideName, verdictClass } from './common.js';

// Open on wide screens; on a phone the details fold away under their summary (the verdict itself
// is already by the board). A user's toggle is kept.
let userOpen = null;

export function render(host, ctx) {
  const { a, T, lang } = ctx;
  const rep = a.verdict;
  host.className = 'verdict-panel';
  if (!rep || rep.error) { host.hidden = true; host.replaceChildren(); return; }
  host.hidden = false;
  const code = rep.verdict || 'none';
  host.classList.add('active', verdictClass(code));
  const dl = h('dl', { class: 'report' });
  const viol = rep.violations || {};
  // (a side can play a forbidden pattern and the verdict still be a draw: 1965 和例七/九)
  dl.append(h('dt', {}, T.violating), h('dd', { 'data-testid': 'violating-side' }, viol.red && viol.black ? T.both : viol.red ? T.red : viol.black ? T.black : T.nobody,
    code === 'draw' && (viol.red || viol.black) ? h('span', { class: 'muted' }, T.violatingButDraw) : null));
  if (rep.cycle) dl.append(h('dt', {}, T.cycleTitle), h('dd', {}, T.cycle(rep.cycle.fromPly, rep.cycle.toPly), a.pattern ? '' : ` · ${T.seen(a.seen, a.fold)}`));
  if (rep.searchTruncated) dl.append(h('dt', {}, T.note), h('dd', { class: 'muted' }, T.searchTruncated));
  if (a.pattern) dl.append(h('dt', {}, T.note), h('dd', { class: 'muted' }, T.patternNote));
  dl.append(h('dt', {}, T.summary), h('dd', {}, ['red', 'black'].map((side) => sideLine(ctx, rep, side))));
  const arts = rep.articles || [];
  if (arts.length) {
    dl.append(h('dt', {}, T.articles), h('dd', {}, h('ul', { class: 'articles', 'data-testid': 'verdict-articles' },
      arts.map((x) => h('li', {}, h('b', { class: 'art-name' }, articleName(lang, x.title || x.id)), ' ', bilingual(lang, x))))));
  }
  if (rep.explanation) dl.append(h('dt', {}, T.explanation), h('dd', {}, bilingual(lang, rep.explanation)));
  const open = userOpen ?? window.matchMedia('(min-width: 700px)').matches;
  const details = h('details', { open, ontoggle: (e) => { userOpen = e.target.open; } },
    h('summary', {}, h('h2', {}, T.verdictLabel, ` (${rulesShort(T, ctx.s.rules)}): `, h('span', { class: 'verdict-name' }, T.verdicts[code] || code))), dl);
  host.replaceChildren(details);
}

function sideLine(ctx, rep, side) {
  const { T, lang } = ctx;
  const sr = rep.sides && rep.sides[side];
  const text = rep.summary && rep.summary[side];
  return h('div', { class: `side-sum ${side}`, 'data-testid': `side-${side}` },
    h('b', {}, sideName(T, side) + (lang === 'zh' ? '：' : ': ')),
    h('span', {},
      sr ? h('span', { class: sr.violates ? 'viol yes' : 'viol no' }, sr.violates ? T.violates : T.notViolates) : null,
      sr && (sr.articles || []).length ? h('span', { class: 'muted side-arts' }, sr.articles.map((x) => articleName(lang, (rep.articles || []).find((y) => y.id === x) || x)).join(' · ')) : null,
      text ? bilingual(lang, text) : null));
}
