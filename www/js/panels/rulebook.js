// The rulebooks: the AXF rulebook's 107 diagrams grouped by article and the 1965 Chinese rules'
// cases by section (books.js), a search, and the shown diagram's article, verdict (the book's and
// ours under the book's rules), the rule sets side by side, and the classification.
import { h, $, $$ } from '../dom.js';
import { articleName, STRINGS } from '../i18n.js';
import { bilingual, rulesShort, sideName, verdictClass } from './common.js';
import { judge, judgeOptions } from '../analysis.js';
import { RULE_SETS } from '../state.js';

const built = { key: null };

/** Text a search matches: numbers, article, both languages, classification, patterns. */
function searchText(d) {
  const cls = d.classification || {};
  const pats = ['red', 'black'].map((s) => cls[s]).filter(Boolean)
    .map((c) => [c.code, c.zh, c.en, STRINGS.zh.patterns[c.code], STRINGS.en.patterns[c.code]].join(' '));
  return [d.id, d.label, d.name ? `${d.name.zh} ${d.name.en}` : `图${d.id} diagram ${d.id}`, d.tag, d.article ? `${articleName('zh', `detail_${d.article}`)} ${articleName('en', `detail_${d.article}`)}` : '',
    d.article_zh, d.article_en, d.explanation_zh, d.explanation_en, pats.join(' '), (d.notes || []).join(' '), (d.moves || []).join(' '),
    STRINGS.zh.verdicts[d.verdict], STRINGS.en.verdicts[d.verdict]].join(' ').toLowerCase();
}

/** The query and its variants: 将 and 照 name the same thing (长将 = 长照). */
function variants(q) {
  return [...new Set([q, q.replace(/将/g, '照'), q.replace(/照/g, '将'), q.replace(/將/g, '照')])];
}

export function build(host, ctx) {
  const { T, data, lang } = ctx;
  const key = `${lang}|${data.diagrams.length}`;
  if (built.key === key) return;
  built.key = key;
  const search = h('input', { class: 'search', type: 'search', 'data-testid': 'diagram-search', placeholder: T.search, 'aria-label': T.search });
  const count = h('div', { class: 'list-meta', id: 'diagram-count', 'aria-live': 'polite' });
  const list = h('div', { class: 'diagram-list', 'data-testid': 'diagram-list' });
  const groups = new Map();
  for (const d of data.diagrams) {
    let gk = d.group ? d.group.key : d.article ? `a${d.article}` : null;
    if (!gk) {
      const sec = ((data.terms && data.terms.appendix_sections) || []).find((x) => x.diagrams.includes(d.id));
      gk = `x${sec ? sec.heading_zh : d.article_zh}`;
    }
    if (!groups.has(gk)) groups.set(gk, []);
    groups.get(gk).push(d);
  }
  for (const [gk, ds] of groups) {
    const d0 = ds[0];
    const title = d0.group ? d0.group[lang] : d0.article ? articleName(lang, `detail_${d0.article}`) : T.appendix;
    const sec = h('section', { class: 'group', 'data-group': gk },
      h('h3', {}, h('span', { class: 'art-no' }, title), ' ', d0.group ? null : h('span', { class: 'art-text' }, lang === 'zh' ? d0.article_zh : d0.article_en)));
    const items = h('div', { class: 'dgs' });
    for (const d of ds) {
      items.append(h('button', {
        type: 'button', class: 'dg', 'data-diagram': d.id, 'data-testid': `diagram-${d.id}`, 'data-search': searchText(d),
        title: `${T.diagramName(d)} · ${T.verdicts[d.verdict]}`, 'aria-label': `${T.diagramName(d)} · ${T.verdicts[d.verdict]}`,
        onclick: () => ctx.openDiagram(d.id),
      }, h('span', { class: 'dg-n' }, d.short || String(d.id)), h('span', { class: `dg-v ${verdictClass(d.verdict)}` }, T.verdicts[d.verdict]),
      d.fen_status !== 'transcribed' ? h('span', { class: 'dg-flag', title: { reconstructed: T.reconstructed, derived: T.derived, corrected: T.fenCorrected }[d.fen_status] || d.fen_status }, { reconstructed: '⚠', derived: '↶', corrected: '✎' }[d.fen_status] || '?') : null,
      (d.corrections || []).length ? h('span', { class: 'dg-flag', title: T.corrections }, '*') : null));
    }
    sec.append(items);
    list.append(sec);
  }
  const detail = h('article', { class: 'diagram-detail', 'data-testid': 'diagram-detail' });
  host.replaceChildren(search, count, list, detail);
  const filter = () => {
    const q = search.value.trim().toLowerCase();
    const idQuery = /^(#|图|diagram\s*)?\d+$/.test(q) ? q.replace(/\D/g, '') : null;
    const qs = variants(q);
    let n = 0;
    for (const sec of $$('.group', list)) {
      let any = false;
      for (const b of $$('.dg', sec)) {
        const ok = idQuery !== null ? b.dataset.diagram === idQuery : !q || qs.some((x) => b.dataset.search.includes(x));
        b.hidden = !ok;
        if (ok) { any = true; n++; }
      }
      sec.hidden = !any;
    }
    count.textContent = T.diagramsFound(n);
  };
  search.addEventListener('input', filter);
  filter();
}

export function reveal(host, id) {
  const list = $('.diagram-list', host);
  const b = list && $(`[data-diagram="${id}"]`, list);
  if (b) list.scrollTop = Math.max(0, b.offsetTop - list.offsetTop - 60);
}

export function render(host, ctx) {
  build(host, ctx);
  const { T, lang, a, s } = ctx;
  const d = ctx.diagram;
  for (const b of $$('.dg', host)) b.classList.toggle('active', !!d && b.dataset.diagram === String(d.id));
  const box = $('.diagram-detail', host);
  if (!d) { box.replaceChildren(h('p', { class: 'muted' }, T.noDiagram)); return; }
  const kids = [];
  kids.push(h('h2', {}, T.diagramName(d), lang === 'zh' ? null : h('span', { class: 'muted', lang: 'zh' }, ` ${d.label}`),
    h('span', { class: 'art-tag' }, d.tag || (d.article ? articleName(lang, `detail_${d.article}`) : T.appendix))));
  if (d.article_zh || d.article_en) kids.push(h('blockquote', { class: 'article' }, bilingual(lang, { zh: d.article_zh, en: d.article_en })));
  if (d.fen_status === 'reconstructed') kids.push(h('p', { class: 'disclose warn', 'data-testid': 'reconstructed' }, '⚠ ', T.reconstructed));
  if (d.fen_status === 'derived') kids.push(h('p', { class: 'disclose' }, '↶ ', T.derived));
  if (d.fen_status === 'corrected') {
    kids.push(h('div', { class: 'disclose warn', 'data-testid': 'fen-corrected' }, '✎ ', T.fenCorrected,
      d.fen_transcribed ? h('div', {}, T.fenTranscribed, ' ', h('code', {}, d.fen_transcribed)) : null));
  }
  if ((d.corrections || []).length) {
    kids.push(h('div', { class: 'disclose', 'data-testid': 'corrections' }, h('strong', {}, T.corrections),
      h('ul', {}, d.corrections.map((c) => h('li', {}, T.correctionLine(c))))));
  }
  const printedLine = s.root === d.fen && a.moves.slice(0, d.moves_iccs.length).join(',') === d.moves_iccs.join(',');
  const atEnd = printedLine && a.ply === d.moves_iccs.length;
  const rep = atEnd ? a.verdict : null;
  const code = rep && !rep.error ? rep.verdict || 'none' : null;
  let mark;
  if (s.rules !== d.rules) mark = h('span', { class: 'agree pending', 'data-testid': 'verdict-agreement' }, `${code ? T.verdicts[code] + ' · ' : ''}${T.otherRules(s.rules, d.rules)}`);
  else if (!atEnd) mark = h('span', { class: 'agree pending', 'data-testid': 'verdict-agreement' }, T.pendingEnd);
  else if (code === d.verdict) mark = h('span', { class: 'agree yes', 'data-testid': 'verdict-agreement', 'data-agree': 'yes' }, `✓ ${T.verdicts[code]} — ${T.agree}`);
  else mark = h('span', { class: 'agree no', 'data-testid': 'verdict-agreement', 'data-agree': 'no' }, `✗ ${T.verdicts[code] || '—'} — ${T.disagree}`);
  const dl = h('dl', { class: 'report' },
    h('dt', {}, T.rulebookVerdict), h('dd', {}, h('strong', { class: 'verdict-rb', 'data-testid': 'rulebook-verdict', 'data-code': d.verdict }, T.verdicts[d.verdict])),
    h('dt', {}, T.computedVerdict), h('dd', {}, mark));
  kids.push(dl);
  // the printed line judged under every rule set (memoised: the one of the switch is `rep`)
  const reps = atEnd ? printedReports(ctx, d) : null;
  if (reps) kids.push(compareRules(ctx, reps));
  // the book classifies under its rules (AXF, or the 1965 text): ours under the same, whatever the switch
  kids.push(h('h3', { class: 'cls-title' }, T.classification), classification(ctx, d, reps && reps[d.rules]));
  const more = h('dl', { class: 'report' });
  more.append(h('dt', {}, T.explanation), h('dd', {}, bilingual(lang, { zh: d.explanation_zh, en: d.explanation_en })));
  if ((d.notes || []).length) more.append(h('dt', {}, T.notes), h('dd', {}, h('ul', { class: 'notes', lang: 'en' }, d.notes.map((n) => h('li', {}, n)))));
  more.append(h('dt', {}, T.source), h('dd', { class: 'source' }, linkify(d.fen_source)));
  kids.push(more);
  box.replaceChildren(...kids);
}

/**
 * The rulebook's classification and ours, per side. A different verdict for a side (violates or
 * not) is flagged ⚑; a pattern the rulebook names differently is marked ≠ (its vocabulary is
 * finer than the engine's closed set of patterns).
 */
function classification(ctx, d, rep) {
  const { T, lang } = ctx;
  const cls = d.classification || {};
  const judged = rep && !rep.error;
  const table = h('table', { class: 'cls-table', 'data-testid': 'classification' },
    h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, T.rulebookPattern), h('th', {}, ctx.s.rules === d.rules ? T.ourPattern : `${T.ourPattern} (${rulesShort(T, d.rules)})`))));
  const body = h('tbody');
  for (const side of ['red', 'black']) {
    const c = cls[side];
    const ours = judged ? rep.sides[side] : null;
    const bookViol = d.violations ? !!d.violations[side] : null;
    const verdictDiffers = ours && bookViol !== null && ours.violates !== bookViol;
    const patternDiffers = ours && c && ours.pattern !== c.code;
    body.append(h('tr', { class: verdictDiffers ? 'differs' : '', 'data-side': side,
      'data-differs': !ours ? null : verdictDiffers ? 'verdict' : patternDiffers ? 'pattern' : 'no' },
    h('th', { scope: 'row', class: side }, sideName(T, side)),
    // (a pattern the engine has no name for reads as the book words it, not as its code)
    h('td', {}, c ? [h('span', { class: 'pattern', 'data-book-pattern': c.code }, T.patterns[c.code] || (lang === 'zh' ? c.zh : c.en)), T.patterns[c.code] ? h('span', {}, lang === 'zh' ? c.zh : c.en) : null] : '—',
      bookViol === null ? null : h('span', { class: bookViol ? 'viol yes' : 'viol no' }, bookViol ? T.violates : T.notViolates)),
    h('td', {}, !ours ? h('span', { class: 'muted' }, T.pendingEnd) : [
      h('span', { class: 'pattern', 'data-pattern': ours.pattern }, T.patterns[ours.pattern] || ours.pattern,
        patternDiffers ? h('span', { class: 'named', title: T.namedDifferently }, ' ≠') : null),
      rep.summary && rep.summary[side] ? h('span', {}, rep.summary[side][lang]) : null,
      h('span', { class: ours.violates ? 'viol yes' : 'viol no' }, ours.violates ? T.violates : T.notViolates),
      (ours.articles || []).length ? h('span', { class: 'muted' }, ours.articles.map((x) => articleName(lang, (rep.articles || []).find((y) => y.id === x) || x)).join(' · ')) : null,
      verdictDiffers ? h('strong', { class: 'flag', 'data-testid': `differs-${side}` }, `⚑ ${T.differs}`) : null,
    ])));
  }
  table.append(body);
  return table;
}

/** The diagram's printed line judged under each rule set: {axf, chinese, chinese1965} → report or {error}. */
function printedReports(ctx, d) {
  const { s, a } = ctx;
  return Object.fromEntries(RULE_SETS.map((r) => [r, judge(s.root, d.moves_iccs, judgeOptions(r, a.pattern ? { pattern: true } : {}))]));
}

/**
 * The printed line's verdicts under the rule sets side by side (AXF, the current Chinese rules,
 * the 1965 text): each verdict and each side's pattern, what differs from another rule set flagged.
 */
function compareRules(ctx, reps) {
  const { T, lang, s } = ctx;
  const code = (r) => (reps[r].error ? 'error' : reps[r].verdict || 'none');
  const differ = RULE_SETS.some((r) => code(r) !== code('axf'));
  const cell = (r, f) => (reps[r].error ? h('td', { class: 'muted', 'data-rules': r }, reps[r].error.code || '—') : f(reps[r]));
  const sideDiffers = (side, sr) => RULE_SETS.some((o) => !reps[o].error && (reps[o].sides[side].pattern !== sr.pattern || reps[o].sides[side].violates !== sr.violates));
  const sideCell = (r, side) => cell(r, (rep) => {
    const sr = rep.sides[side];
    return h('td', { class: sideDiffers(side, sr) ? 'differs' : '', 'data-rules': r, 'data-pattern': sr.pattern },
      h('span', { class: 'pattern' }, T.patterns[sr.pattern] || sr.pattern),
      h('span', { class: sr.violates ? 'viol yes' : 'viol no' }, sr.violates ? T.violates : T.notViolates),
      (sr.articles || []).length ? h('span', { class: 'muted arts' }, sr.articles.map((x) => articleName(lang, (rep.articles || []).find((y) => y.id === x) || x)).join(' · ')) : null);
  });
  const attrs = Object.fromEntries(RULE_SETS.map((r) => [`data-${r}`, code(r)]));
  return h('table', { class: 'cls-table rules-compare', 'data-testid': 'rules-compare', ...attrs, 'data-differ': differ ? 'yes' : 'no' },
    h('caption', {}, T.rulesCompare, ' ', differ
      ? h('strong', { class: 'flag', 'data-testid': 'rules-differ' }, `⚑ ${T.rulesDiffer}`)
      : h('span', { class: 'agree yes' }, `✓ ${T.rulesSame}`)),
    h('thead', {}, h('tr', {}, h('th', {}, ''), RULE_SETS.map((r) => h('th', { class: r === s.rules ? 'chosen' : '', 'aria-current': r === s.rules ? 'true' : null }, rulesShort(T, r))))),
    h('tbody', {},
      h('tr', { class: differ ? 'differs' : '' }, h('th', { scope: 'row' }, T.verdictShort),
        RULE_SETS.map((r) => cell(r, () => h('td', { 'data-rules': r }, h('strong', { class: verdictClass(code(r)) }, T.verdicts[code(r)] || code(r)))))),
      ['red', 'black'].map((side) => h('tr', { 'data-side': side }, h('th', { scope: 'row', class: side }, sideName(T, side)),
        RULE_SETS.map((r) => sideCell(r, side))))));
}

function linkify(text) {
  const m = /(https?:\/\/\S+)/.exec(text || '');
  if (!m) return text || '';
  return h('span', {}, text.slice(0, m.index), h('a', { href: m[1], rel: 'noopener', target: '_blank' }, m[1].replace(/^https:\/\/github.com\//, '')), text.slice(m.index + m[1].length));
}
