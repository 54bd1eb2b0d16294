// UI strings (Chinese / English). Rules text comes from the data files, not from here.

// The move-label glyphs are the AXF terms in both languages.
const LABEL_GLYPHS = {
  check: '照', mate_threat: '杀', chase: '捉', discovered_capture_threat: '要抽吃',
  exchange: '兑', offer: '献', block: '拦', idle: '闲',
};

export const STRINGS = {
  zh: {
    title: '象棋裁判 · 互动棋例',
    subtitle: '亚洲象棋联合会棋例 · 浏览器内判定（WebAssembly）',
    tabPlay: '对弈', tabSetup: '摆棋', tabRulebook: '棋例图', tabGlossary: '术语',
    flip: '翻转棋盘', first: '开局', back: '后退', forward: '前进', last: '末尾',
    notation: '记谱', notChinese: '中文', notWxf: 'WXF', notIccs: 'ICCS',
    newGame: '新局', playHint: '点击或拖动棋子走棋（绿点为可走位置）；← → 键逐步查看着法。局面重复时下方显示裁决。', fen: 'FEN', load: '载入', copyLink: '复制链接', linkCopied: '链接已复制',
    redToMove: '红方走棋', blackToMove: '黑方走棋', check: '将军！',
    checkmate: (w) => `绝杀！${w}胜`, stalemate: (w) => `困毙！${w}胜`,
    repetitionEnd: (v) => `局面重复：${v}`, moveLimit: '达到步数上限：和棋',
    red: '红方', black: '黑方', both: '双方', nobody: '无',
    verdictTitle: '裁决', verdictLabel: '程序判定', violating: '违例方', summary: '双方着法',
    articles: '引用条文', explanation: '说明', cycleTitle: '循环', note: '注', cycle: (a, b) => `第 ${a}–${b} 步`,
    occurrences: (n) => `局面已出现 ${n} 次`, searchTruncated: '杀着搜索达到节点上限，结果可能不完整。',
    noRepetition: '尚无重复局面', positionRepeats: '局面重复',
    verdicts: { red_must_change: '红方须变着', black_must_change: '黑方须变着', draw: '和棋', none: '—' },
    labels: LABEL_GLYPHS,
    labelNames: {
      check: '照将', mate_threat: '杀着', chase: '捉', discovered_capture_threat: '要抽吃',
      exchange: '兑', offer: '献', block: '拦', idle: '闲着',
    },
    notAvailable: '此版本不提供',
    featureMissing: (what) => `${what}：此版本不提供（not available in this build）`,
    featLabels: '招法标签（照/杀/捉/兑/献/拦/闲）', featJudge: '重复局面裁决（judge）',
    featNotation: '中文 / WXF 记谱（toNotation），改用 ICCS',
    wasmMissing: 'WebAssembly 包未找到（www/pkg）。请先运行 ./build.sh build。',
    wasmFailed: (m) => `WebAssembly 包加载失败：${m}`,
    start: '开局', moves: '着法',
    illegalDrop: (a, b) => `${a}→${b} 不合规则，已退回`, notYourTurn: '该子此时不能走',
    fenProblems: 'FEN 问题：', fenInvalid: '无法载入此 FEN：', fenOk: 'FEN 有效',
    illegalMoveInLink: (i, m) => `第 ${i} 步 ${m} 无法走出，着法在此截断`,
    // setup
    palette: '棋子', eraser: '删除', movePieces: '移动', clear: '清空', startPos: '初始局面',
    sideToMove: '轮到', playFromHere: '从此局面对弈', setupHint: '选择棋子后点击交叉点放置；拖动棋子移动，拖出棋盘即删除。',
    // rulebook
    search: '搜索棋例图（编号、条文、说明…）', article: (n) => `第${n}条`, appendix: '附录',
    diagram: (n, label) => `${label}`, rulebookVerdict: '棋例判定', computedVerdict: '程序判定',
    agree: '一致', disagree: '不一致', pendingEnd: '走到最后一步后比较',
    corrections: '印刷更正', correctionLine: (c) => `第 ${c.ply} 步：原印「${c.printed}」→ 改为「${c.corrected}」（${c.reason}）`,
    reconstructed: '复原局面：原图不可得，此局面为按印刷着法重建（见来源说明）。',
    derived: '推导局面：由来源局面倒推一步得到。',
    fenCorrected: '更正局面：抄录的局面不合法（见附注），本项目作了不影响着法与判定的最小更正。', fenTranscribed: '原抄录 FEN：', notes: '附注', source: '局面来源',
    classification: '棋例分类', patternNote: '印刷着法在局面重复前结束，按着法模式（pattern）判定。',
    diagramFenProblems: '此图局面未通过引擎校验，无法走子：',
    noDiagram: '请选择一幅棋例图。', diagramsFound: (n) => `${n} 幅图`, printedAs: '原印',
    deviated: '已离开棋例图着法，转为自由对弈。',
    // glossary
    glossaryIntro: '棋例术语（亚洲象棋联合会《象棋比赛规例》第四章）', terms: '术语', derivedTerms: '引申术语',
    seeAlso: (t) => `释义同「${t}」`, principles: '四大原则', generalArticles: '总则',
    footer: '棋例图与术语：亚洲象棋联合会《象棋比赛规例》第四章（棋例）。棋例图局面（FEN）取自 Daniel Tan 的 orange-xiangqi 测试集（每图的来源见 fen_source）；图七十六为重建局面，图三十四为推导局面。棋子字体：文鼎 AR PL UKai 子集（Arphic Public License）。',
    language: 'English',
  },
  en: {
    title: 'Xiangqi Referee · Interactive Rulebook',
    subtitle: 'Asian Xiangqi Federation repetition rules · judged in your browser (WebAssembly)',
    tabPlay: 'Play', tabSetup: 'Setup', tabRulebook: 'Rulebook', tabGlossary: 'Glossary',
    flip: 'Flip board', first: 'Start', back: 'Back', forward: 'Forward', last: 'End',
    notation: 'Notation', notChinese: 'Chinese', notWxf: 'WXF', notIccs: 'ICCS',
    newGame: 'New game', playHint: 'Click or drag a piece to move it (green dots are its legal moves); ← → step through the moves. When a position repeats, the verdict appears below.', fen: 'FEN', load: 'Load', copyLink: 'Copy link', linkCopied: 'Link copied',
    redToMove: 'Red to move', blackToMove: 'Black to move', check: 'Check!',
    checkmate: (w) => `Checkmate — ${w} wins`, stalemate: (w) => `Stalemate — ${w} wins`,
    repetitionEnd: (v) => `Position repeated: ${v}`, moveLimit: 'Move limit reached: draw',
    red: 'Red', black: 'Black', both: 'Both sides', nobody: 'Neither',
    verdictTitle: 'Verdict', verdictLabel: 'Computed verdict', violating: 'Violating side', summary: 'What each side does',
    articles: 'Articles applied', explanation: 'Explanation', cycleTitle: 'Cycle', note: 'Note', cycle: (a, b) => `plies ${a}–${b}`,
    occurrences: (n) => `position seen ${n} times`, searchTruncated: 'The mate-threat search hit its node limit; labels may be incomplete.',
    noRepetition: 'No repeated position yet', positionRepeats: 'Position repeats',
    verdicts: { red_must_change: 'Red must change', black_must_change: 'Black must change', draw: 'Draw', none: '—' },
    labels: LABEL_GLYPHS,
    labelNames: {
      check: 'check', mate_threat: 'mate threat', chase: 'chase', discovered_capture_threat: 'discovered capture threat',
      exchange: 'exchange', offer: 'offer', block: 'block', idle: 'idle',
    },
    notAvailable: 'not available in this build',
    featureMissing: (what) => `${what}: not available in this build`,
    featLabels: 'Move labels (照/杀/捉/兑/献/拦/闲)', featJudge: 'Repetition verdict (judge)',
    featNotation: 'Chinese / WXF notation (toNotation); showing ICCS',
    wasmMissing: 'WebAssembly package not found (www/pkg). Run ./build.sh build first.',
    wasmFailed: (m) => `Could not load the WebAssembly package: ${m}`,
    start: 'Start', moves: 'Moves',
    illegalDrop: (a, b) => `${a}→${b} is not a legal move; piece returned`, notYourTurn: 'That piece cannot move now',
    fenProblems: 'FEN problems:', fenInvalid: 'Cannot load this FEN:', fenOk: 'FEN is valid',
    illegalMoveInLink: (i, m) => `Move ${i} (${m}) cannot be played; the move list was cut there`,
    palette: 'Pieces', eraser: 'Remove', movePieces: 'Move', clear: 'Clear', startPos: 'Start position',
    sideToMove: 'Side to move', playFromHere: 'Play from here', setupHint: 'Pick a piece, then click a point to place it; drag pieces to move them, drag off the board to remove.',
    search: 'Search diagrams (number, article, explanation…)', article: (n) => `Article ${n}`, appendix: 'Appendix',
    diagram: (n) => `Diagram ${n}`, rulebookVerdict: 'Rulebook verdict', computedVerdict: 'Computed verdict',
    agree: 'agrees', disagree: 'disagrees', pendingEnd: 'compared at the last move',
    corrections: 'Printed corrections', correctionLine: (c) => `Half-move ${c.ply}: printed “${c.printed}” → corrected to “${c.corrected}” (${c.reason})`,
    reconstructed: 'Reconstructed position: the original diagram was not available; this position was rebuilt from the printed moves (see source).',
    derived: 'Derived position: obtained by taking back one move from the source position.',
    fenCorrected: 'Corrected position: the transcribed position was not legal (see notes); this project made the smallest change that leaves the moves and the verdict unaffected.', fenTranscribed: 'Transcribed FEN:', notes: 'Notes', source: 'Position source',
    classification: 'Classification', patternNote: 'The printed moves stop before the position repeats; judged as a pattern.',
    diagramFenProblems: 'This diagram’s position fails the engine’s validation, so its moves cannot be played:',
    noDiagram: 'Choose a diagram.', diagramsFound: (n) => (n === 1 ? '1 diagram' : `${n} diagrams`), printedAs: 'printed',
    deviated: 'You left the diagram’s moves; continuing as a free game.',
    glossaryIntro: 'Terms of the repetition rules (AXF Competition Rules, chapter 4)', terms: 'Terms', derivedTerms: 'Derived terms',
    seeAlso: (t) => `defined like “${t}”`, principles: 'The four principles', generalArticles: 'General articles',
    footer: 'Diagrams and terms: Asian Xiangqi Federation, Competition Rules of Xiangqi, chapter 4 (repetition rules). Diagram positions (FEN) come from Daniel Tan’s orange-xiangqi test suite (each diagram names its fen_source); diagram 76 is a reconstructed position and diagram 34 a derived one. Piece font: subset of AR PL UKai (Arphic Public License).',
    language: '中文',
  },
};

export function detectLang() {
  try {
    const saved = localStorage.getItem('xq-lang');
    if (saved === 'zh' || saved === 'en') return saved;
  } catch { /* storage may be blocked */ }
  return (navigator.language || '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function saveLang(lang) {
  try { localStorage.setItem('xq-lang', lang); } catch { /* ignore */ }
}
