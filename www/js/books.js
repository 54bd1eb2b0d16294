// The rulebooks the page opens, in one shape: the AXF rulebook's 107 diagrams (data/axf-diagrams.json,
// judged under `axf`) and the cases of the 1965 Chinese rules (第四章 棋例 and 附录一), whose
// positions this project rebuilt (data/cn1965-positions.json: FEN and moves; data/cn1965-cases.json:
// the printed texts and rulings; both copied from tests/data/cn by `./build.sh build`), judged
// under `chinese1965`. A case without a rebuilt position is left out.

const SECTIONS = {
  '第四章第一节 禁止着法': { zh: '1965 年规则 · 禁止着法', en: '1965 rules · prohibited moves' },
  '第四章第二节 和例': { zh: '1965 年规则 · 和例', en: '1965 rules · drawn cases' },
  '附录一': { zh: '1965 年规则 · 附录一 例题', en: '1965 rules · appendix 1, examples' },
};

/** An AXF diagram as the rulebook panel reads it (the file's own shape). */
const axfDiagram = (d) => ({ ...d, rules: 'axf' });

/** A rebuilt 1965 case in the diagrams' shape, or null without a position. */
function case1965(c, p) {
  if (!p || !p.fen || !(p.moves_iccs || []).length) return null;
  const section = SECTIONS[c.section] || { zh: c.section, en: c.section };
  return {
    id: `1965-${c.id}`, rules: 'chinese1965', label: c.label, fen: p.fen, moves_iccs: p.moves_iccs, moves: p.moves || c.moves || [],
    name: { zh: `1965 年规则${c.label}`, en: `1965 rules, ${c.label}` }, short: c.label,
    group: { key: `cn1965:${c.section}`, ...section }, tag: c.item !== c.label ? c.item : c.section,
    // a case whose last position does not repeat is judged as a pattern (as the printed text does)
    final_position_repeats: !p.pattern,
    verdict: c.verdict, violations: c.violations, classification: c.classification,
    article_zh: c.rule_text_zh || '', article_en: c.rule_text_en || '',
    explanation_zh: c.explanation_zh, explanation_en: c.explanation_en,
    notes: [p.note, ...(c.notes || [])].filter(Boolean),
    fen_status: p.fen_status || 'reconstructed', fen_source: 'tests/data/cn/cn1965-positions.json (rebuilt by this project)', corrections: [],
  };
}

/** The diagrams of both books, AXF first. */
export function books(axf, positions, cases) {
  const byId = new Map(((positions && positions.cases) || []).map((p) => [p.id, p]));
  const cn = (Array.isArray(cases) ? cases : []).map((c) => case1965(c, byId.get(c.id))).filter(Boolean);
  return [...(axf || []).map(axfDiagram), ...cn];
}
