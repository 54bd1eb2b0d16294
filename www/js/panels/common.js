// Pieces shared by the panels: move text, label badges, side and verdict names.
import { h } from '../dom.js';
import { call } from '../engine.js';

export const LABEL_ORDER = ['check', 'mate_threat', 'chase', 'discovered_capture_threat', 'exchange', 'offer', 'block', 'idle'];
const LABEL_TERMS = {
  check: '照着', mate_threat: '杀着', chase: '捉着', exchange: '兑着', block: '拦着', offer: '献着', idle: '闲着',
};

export const sideName = (T, side) => (side === 'red' ? T.red : side === 'black' ? T.black : side);
/** The short name of a rule set (the switch's option text). */
export const rulesShort = (T, rules) => ({ chinese: T.rulesChinese, chinese1965: T.rulesChinese1965 }[rules] || T.rulesAxf);
export const verdictClass = (code) => ({ red_must_change: 'v-red', black_must_change: 'v-black', draw: 'v-draw' }[code] || '');

const notations = new Map();
/** A move in the chosen notation, written by the engine. */
export function notationOf(fen, mv, fmt) {
  if (fmt === 'iccs') return mv;
  const key = `${fen}|${mv}|${fmt}`;
  if (!notations.has(key)) {
    const r = call('toNotation', fen, mv, fmt);
    notations.set(key, r.ok ? r.value : mv);
  }
  return notations.get(key);
}

/** Move `i` (0-based) of the current line in the chosen notation. */
export function moveText(ctx, i) {
  const { a, s } = ctx;
  const mr = a.report && !a.report.error ? a.report.moves[i] : null;
  if (s.notation !== 'iccs' && mr && mr[s.notation]) return mr[s.notation];
  return notationOf(a.fens[i], a.moves[i], s.notation);
}

export function labelBadges(ctx, labels) {
  const { T, data, lang } = ctx;
  const terms = (data.terms && data.terms.terms) || [];
  const sorted = [...(labels || [])].sort((x, y) => LABEL_ORDER.indexOf(x) - LABEL_ORDER.indexOf(y));
  return h('span', { class: 'badges' }, sorted.map((l) => {
    const term = terms.find((t) => t.term === LABEL_TERMS[l]);
    const name = T.labelNames[l] || l;
    const tip = term ? `${term.term} (${term.term_en}): ${lang === 'zh' ? term.definition_zh : term.definition_en}` : name;
    return h('span', { class: `badge lb-${l}`, title: tip, 'aria-label': name, 'data-label': l }, T.labels[l] || l);
  }));
}

/** Chinese and English side by side, the UI language first. */
export function bilingual(lang, o) {
  const zh = h('span', { lang: 'zh', class: 'zh' }, (o && o.zh) || '');
  const en = h('span', { lang: 'en', class: 'en' }, (o && o.en) || '');
  return h('span', { class: 'bi' }, ...(lang === 'zh' ? [zh, en] : [en, zh]));
}

export { arrowsOf } from '../board/arrows.js';

// The engine's move texts name a mate line in Chinese notation (zh) and WXF (en).
const TEXT_NOTATION = { zh: 'chinese', en: 'wxf' };

/**
 * A move's reason in words: the engine's text; for a mate threat whose text names its line
 * in another notation than the chosen one, the line in the chosen notation (written by the
 * engine), numbered as the arrows on the board; the attacks the engine reports that are not
 * chases (a true root, an uncrossed soldier), which is what a referee asks about when a move
 * "attacks" a piece and is not labelled 捉; and whether the mover could not have changed
 * (`forced`, 无法变着: reported under the 1965 rules only, whose excuses rest on it).
 */
export function reasonOf(ctx, mr, attrs = {}) {
  if (!mr || !mr.text) return null;
  const line = TEXT_NOTATION[ctx.lang] === ctx.s.notation ? [] : mr.mateLine || [];
  return h('span', { ...attrs, class: `reason ${attrs.class || ''}` }, h('span', { class: 'mr-text' }, mr.text[ctx.lang]),
    line.length ? h('span', { class: 'mate-line', 'data-testid': 'mate-line' }, ctx.T.mateLine, ' ',
      line.map((m, i) => h('span', { class: i % 2 ? 'ml-reply' : 'ml-mover', 'data-iccs': m.move },
        h('b', { class: 'ml-n' }, String(i + 1)), ' ', ctx.s.notation === 'iccs' ? m.move : m[ctx.s.notation] || m.move))) : null,
    (mr.attacks || []).length ? h('span', { class: 'not-chase', 'data-testid': 'not-chase' },
      mr.attacks.map((a) => ctx.T.notChase(a.targetPiece, a.target, a.protected)).join(ctx.lang === 'zh' ? '；' : '; ')) : null,
    mr.forced ? h('span', { class: 'forced', 'data-testid': 'forced' }, ctx.T.forcedMove) : null);
}
