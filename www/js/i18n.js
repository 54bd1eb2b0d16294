// Every string the page shows, in Chinese and English. Rules texts (move reasons, verdict
// explanations, article texts) come from the engine's reports and the rulebook data; engine
// errors are worded in errors.js.
import { wordError } from './errors.js';

/** An engine error in the chosen language, worded from its code and details (errors.js). */
export const errorText = (lang, err) => wordError(lang, STRINGS[lang] || STRINGS.en, err);

// The rule sets by their full names (the page's subtitle, the verdict's heading).
const RULE_SETS = {
  zh: { axf: '亚洲象棋联合会棋例', chinese: '中国象棋协会棋例（竞赛规则 2011，1965 年版补缺）', chinese1965: '中国象棋竞赛规则（1965 年版）棋例' },
  en: { axf: 'Asian Xiangqi Federation repetition rules', chinese: 'Chinese Xiangqi Association repetition rules (2011, gaps from 1965)', chinese1965: 'Chinese repetition rules of 1965, as printed' },
};

// Piece names by FEN letter.
const ZH_PIECES = { K: '帅', A: '仕', B: '相', N: '马', R: '车', C: '炮', P: '兵', k: '将', a: '士', b: '象', n: '马', r: '车', c: '炮', p: '卒' };
const EN_PIECES = { K: 'general', A: 'advisor', B: 'elephant', N: 'horse', R: 'chariot', C: 'cannon', P: 'soldier', k: 'general', a: 'advisor', b: 'elephant', n: 'horse', r: 'chariot', c: 'cannon', p: 'soldier' };

// The move-label glyphs are the AXF terms in both languages.
const LABEL_GLYPHS = {
  check: '照', mate_threat: '杀', chase: '捉', discovered_capture_threat: '要抽吃',
  exchange: '兑', offer: '献', block: '拦', idle: '闲',
};

const PATTERNS_ZH = {
  protected_piece_attack: '长捉真根子', uncrossed_pawn_attack: '长捉未过河兵卒',
  perpetual_check: '长照', alternating_perpetual_check: '交替长照', perpetual_chase: '长捉',
  perpetual_chase_by_two_pieces: '两子长捉一子', alternating_chase: '轮捉', two_pieces_chase_one: '两子捉一子',
  two_pieces_chase_two: '两子分捉两子', one_check_one_chase: '一照一捉', one_check_one_idle: '一照一闲',
  one_check_one_mate_threat: '一照一杀', one_chase_one_idle: '一捉一闲', perpetual_mate_threat: '长杀',
  pawn_chase: '兵卒长捉', general_chase: '将帅长捉', king_chase: '将帅长捉', perpetual_offer: '长献',
  perpetual_exchange: '长兑', perpetual_exchange_offer: '长兑', perpetual_block: '长拦',
  perpetual_discovered_capture_threat: '长要抽吃', check_evasion: '应将', evasion: '避捉', mate_parry: '解杀',
  idle: '闲着', no_violation: '不犯例', offer_declined: '避兑', none: '无', joint_chase: '联合长捉', perpetual_attack: '长打',
  one_check_one_discovered_capture_threat: '一照一要抽吃', one_chase_one_discovered_capture_threat: '一捉一要抽吃',
  one_mate_threat_one_chase: '一杀一捉', perpetual_exchange_offer_declined: '避兑', counter_check: '反照', mixed: '多种着法',
};
const PATTERNS_EN = {
  protected_piece_attack: 'attacking a truly protected piece', uncrossed_pawn_attack: 'attacking an uncrossed soldier',
  perpetual_check: 'perpetual check', alternating_perpetual_check: 'alternating perpetual check',
  perpetual_chase: 'perpetual chase', perpetual_chase_by_two_pieces: 'two pieces chasing one',
  alternating_chase: 'chasing in rotation', two_pieces_chase_one: 'two pieces chasing one',
  two_pieces_chase_two: 'two pieces chasing two', one_check_one_chase: 'one check, one chase',
  one_check_one_idle: 'one check, one idle move', one_check_one_mate_threat: 'one check, one mate threat',
  one_chase_one_idle: 'one chase, one idle move', perpetual_mate_threat: 'perpetual mate threat',
  pawn_chase: 'pawn chase', general_chase: 'general chase', king_chase: 'general chase',
  perpetual_offer: 'perpetual offer', perpetual_exchange: 'perpetual exchange offer',
  perpetual_exchange_offer: 'perpetual exchange offer', perpetual_block: 'perpetual block',
  perpetual_discovered_capture_threat: 'perpetual discovered capture threat', check_evasion: 'answers checks',
  evasion: 'escapes', mate_parry: 'parries mate threats', idle: 'idle moves', no_violation: 'no violation',
  offer_declined: 'declines the offer', none: 'none', joint_chase: 'joint chase', perpetual_attack: 'perpetual attack',
  one_check_one_discovered_capture_threat: 'one check, one discovered capture threat',
  one_chase_one_discovered_capture_threat: 'one chase, one discovered capture threat',
  one_mate_threat_one_chase: 'one mate threat, one chase', counter_check: 'counter-check', mixed: 'mixed moves',
};

/**
 * Article names, one naming everywhere, from the engine's articles (`{id, title}`) or ids: the
 * AXF's `detail_15` → zh `细则15`, en `Detailed article 15`; other rule sets' items by the
 * title the engine prints.
 */
const ARTICLE_KINDS = { principle: ['原则', 'Principle'], general: ['总纲', 'General article'], detail: ['细则', 'Detailed article'] };
export function articleName(lang, article) {
  const id = typeof article === 'string' ? article : article && article.id;
  const m = /^(principle|general|detail)_(\d+)$/.exec(String(id || ''));
  if (!m) return (article && article.title) || String(id || '');
  const [zh, en] = ARTICLE_KINDS[m[1]];
  return lang === 'zh' ? `${zh}${m[2]}` : `${en} ${m[2]}`;
}

export const STRINGS = {
  zh: {
    title: '象棋裁判 · 互动棋例', titleMain: '象棋裁判', titleTail: ' · 互动棋例',
    subtitle: (r) => `${RULE_SETS.zh[r] || r} · 浏览器内判定（WebAssembly）`,
    tabPlay: '对弈', tabSetup: '摆棋', tabRulebook: '棋例图', tabGlossary: '术语', tabRecords: '棋谱',
    flip: '翻转', first: '开局', back: '后退', forward: '前进', last: '末尾',
    notation: '记谱', notChinese: '中文', notWxf: 'WXF', notIccs: 'ICCS',
    rulesLabel: '棋例', rulesAxf: '亚洲象联', rulesChinese: '中国象协', rulesChinese1965: '1965 年版', otherRules: (r, book) => `按${RULE_SETS.zh[r] || r}判定；${book === 'chinese1965' ? '此例的判定出自 1965 年规则' : '棋例图的判定出自亚洲象联棋例'}，不作比较`,
    newGame: '新局', playHint: '点击、拖动或用键盘（方向键选点，回车提子/落子）走棋。局面一重复，棋盘旁即显示裁决。',
    fen: 'FEN', load: '载入', copyLink: '复制链接', linkCopied: '链接已复制',
    redToMove: '红方走棋', blackToMove: '黑方走棋', check: '将军！',
    checkmate: (w) => `绝杀！${w}胜`, stalemate: (w) => `困毙！${w}胜`,
    repetitionEnd: (n, loser) => `对局结束：局面第 ${n} 次出现，${loser ? `${loser}不变作负` : '作和'}`, moveLimit: '达到步数上限：和棋', deadPosition: '双方均无法取胜：和棋',
    red: '红方', black: '黑方', both: '双方', nobody: '无',
    verdictLabel: '裁决', violating: '违例方', violatingButDraw: '（仍判和棋，见说明）', summary: '双方着法', ourPattern: '本程序', rulebookPattern: '棋例',
    articles: '引用条文', explanation: '说明', cycleTitle: '循环', note: '注', cycle: (a, b) => `第 ${a}–${b} 步`,
    seen: (n, m) => `局面第 ${n} 次出现（共 ${m} 次即终局）`, seenShort: (n, m) => `${n}/${m}`, seenStamp: (n) => `第 ${n} 次出现`,
    searchTruncated: '杀着搜索达到节点上限，结果可能不完整。',
    noRepetition: '尚无重复局面', noMove: '开局局面：尚未走棋', moveN: (n) => `第 ${n} 步`,
    verdicts: { red_must_change: '红方须变着', black_must_change: '黑方须变着', draw: '和棋', none: '无需判定' },
    labels: LABEL_GLYPHS,
    labelNames: {
      check: '照将', mate_threat: '杀着', chase: '捉', discovered_capture_threat: '要抽吃',
      exchange: '兑', offer: '献', block: '拦', idle: '闲着',
    },
    patterns: PATTERNS_ZH, violates: '犯例', notViolates: '不犯例', differs: '判定与棋例不同', same: '与棋例一致', namedDifferently: '棋例对此着法模式的称呼不同',
    showReasons: '显示理由', mateLine: '杀法（若对方停着）：',
    forcedMove: '无法变着：其他着法不是本身也在“打”，就是会被连将杀或多失子（1965 年版）',
    notChase: (p, sq, rooted) => `攻击${p === p.toLowerCase() ? '黑' : '红'}${rooted ? '方有根' : '方未过河'}${ZH_PIECES[p]}（${sq}），不算捉`, forbiddenHere: '标红的落点会造成犯例重复',
    wasmMissing: 'WebAssembly 包未找到（www/pkg）。请先运行 ./build.sh build。',
    wasmFailed: (m) => `WebAssembly 包加载失败：${m}`,
    start: '开局', moves: '着法', variation: '变着', promote: '升变', promoteTitle: '把此变着升为主变', deleteVar: '删除', deleteTitle: '删除当前着及其后着法',
    promoted: '已升为主变', deleted: '已删除', newVariation: '新变着：原着法仍保留在列表中',
    illegalDrop: (a, b) => `${a}→${b} 不合规则，已退回`,
    gameReplaced: '已换成新的对局；按浏览器的"后退"可回到刚才的对局', downloadFile: '下载文件', copyText: '复制', copied: '已复制到剪贴板', copyByHand: '无法访问剪贴板：文本已选中，请手动复制',
    missPiece: (sq, side) => `${sq}：这是${side}的棋子，现在轮到对方走`, missPoint: (sq) => `${sq}：所选棋子不能走到这里`,
    fenInvalid: '无法载入此 FEN：', fenOk: '局面有效',
    illegalMoveInLink: (m) => `链接中的着法 ${m} 无法走出，已略去`,
    forbidden: (side, what) => `此着使局面重复（${what}）：${side}须变着，不变作负。`,
    lastChance: (side, reply, what) => `对方应着${reply}后局面重复（${what}）：${side}须变着，不变作负。此着是变着的最后机会。`, playAnyway: '仍然走', cancel: '取消',
    forbiddenMark: '禁着（重复犯例）',
    // setup
    eraser: '删除', movePieces: '移动', clear: '清空', startPos: '初始局面', fromCurrent: '取当前局面',
    sideToMove: '轮到', playFromHere: '从此局面对弈', setupHint: '选择棋子后点击交叉点放置；拖动棋子移动，拖出棋盘即删除。草稿在切换标签后保留。',
    problems: '局面问题：',
    // rulebook
    search: '搜索棋例图（编号、条文、术语、说明…）', appendix: '附录',
    rulebookVerdict: '棋例判定', computedVerdict: '程序判定',
    agree: '一致', disagree: '不一致', rulesCompare: '三种棋例对照', rulesDiffer: '判定不同', rulesSame: '判定相同', verdictShort: '判定', pendingEnd: '走到最后一步后比较',
    corrections: '印刷更正', correctionLine: (c) => `第 ${c.ply} 步：原印「${c.printed}」→ 改为「${c.corrected}」（${c.reason}）`,
    reconstructed: '复原局面：原图不可得，此局面为按印刷着法重建（见来源说明）。',
    derived: '推导局面：由来源局面倒推一步得到。',
    fenCorrected: '更正局面：抄录的局面不合法（见附注），本项目作了不影响着法与判定的最小更正。', fenTranscribed: '原抄录 FEN：', notes: '附注', source: '局面来源',
    classification: '分类对照', patternNote: '印刷着法在局面重复前结束，按着法模式判定。',
    noDiagram: '请选择一幅棋例图。', diagramsFound: (n) => `${n} 幅图`,
    missingDiagram: (id, n) => `链接中的棋例图 ${id} 不存在（共 ${n} 幅，编号 1–${n}）。`,
    diagramName: (d) => (d.name ? d.name.zh : d.label),
    // records
    recordsHint: '粘贴或拖入棋谱（PGN、DhtmlXQ/UBB、XQF、象棋桥 CBR/CBL；GBK、Big5 或 UTF-8），由引擎读取并判定。', recordText: '棋谱文本',
    readRecord: '读取', dropHere: '把棋谱文件拖到此处，或', chooseFile: '选择文件', exportPgn: '导出 PGN',
    exportDhtml: '导出 DhtmlXQ', gamesFound: (n) => `读到 ${n} 局`, loadedGame: (t) => `已载入：${t}`, recordError: '棋谱有误：', partial: (n, beforeMove) => (beforeMove ? `已载入出错前的 ${n} 步` : `已载入 ${n} 步`),
    copied: '已复制', recordLabel: '棋谱：',
    auditTitle: '棋谱审查', auditHint: '选取或拖入多个棋谱文件或整个文件夹：每局按所选棋例判定，列出记载结果与裁判判定不符之处（如记为和棋，而一方须变着）。点一行可在循环处打开该局。',
    auditDrop: '把文件或文件夹拖到此处，或', auditChooseFiles: '选择文件', auditChooseFolder: '选择文件夹',
    auditRecorded: '记载', auditReferee: '裁判', auditPlies: (n) => `${n} 步`,
    auditOpenAt: (p) => `在第 ${p} 步打开`, auditOpenEnd: '在终局打开',
    auditStatus: { checkmate: '绝杀', stalemate: '困毙', repetition: '重复', move_limit: '步数限制', ongoing: '未终局', dead_position: '死局' },
    auditSummary: ({ files, total, games, errors, mismatches, running }) => `${running ? `正在审查 ${files}/${total} 个文件` : `已审查 ${total} 个文件`}：读到 ${games} 局；错误 ${errors || '无'}；与裁判不符 ${mismatches} 局`,
    auditReason: (kind, m) => ({
      draw_but_side_at_fault: `局面在第 ${m.recurred.join('、')} 步重复${m.window}，${m.fault}${m.pattern}犯例（${m.article}），须变着；棋谱记为和棋`,
      win_for_side_at_fault: `局面在第 ${m.recurred.join('、')} 步重复${m.window}，${m.fault}${m.pattern}犯例（${m.article}），须变着；棋谱却记${m.fault}胜（${m.recorded}）`,
      loss_for_winner: `第 ${m.ply} 步后${m.winner}已胜（将死或困毙）；棋谱记为 ${m.recorded}`,
      continued_past_mate: `第 ${m.ply} 步后${m.winner}已胜（将死或困毙）；棋谱却在此后继续行棋`,
    }[kind] || kind),
    notesLeftOut: (n) => `链接未含棋谱的注释和对局信息：加上它们链接将长达 ${n} 个字符。要保留注释，请导出 PGN 或 DhtmlXQ。`,
    linkCopiedNoNotes: '链接已复制（未含注释，注释太长；请导出棋谱保留）',
    // glossary
    glossaryIntro: '棋例术语（亚洲象棋联合会《象棋比赛规例》第四章）', terms: '术语', derivedTerms: '引申术语',
    seeAlso: (t) => `释义同「${t}」`, principles: '四大原则', generalArticles: '总则',
    // board
    boardLabel: '棋盘', boardDesc: (side, red, black) => `${side}。红方：${red}。黑方：${black}。`,
    lastMoveDesc: (m) => `上一着：${m}。`, inCheckDesc: '正被将军。', emptyPoint: '空',
    pieceNames: ZH_PIECES,
    footer: '棋例图与术语：亚洲象棋联合会《象棋比赛规例》第四章（棋例）。棋例图局面（FEN）取自 Daniel Tan 的 orange-xiangqi 测试集（每图的来源见 fen_source）；图七十六为重建局面，图三十四为推导局面。棋子字体：文鼎 AR PL UKai 子集（Arphic Public License）。',
    language: 'English',
  },
  en: {
    title: 'Xiangqi Referee · Interactive Rulebook', titleMain: 'Xiangqi Referee', titleTail: ' · Interactive Rulebook',
    subtitle: (r) => `${RULE_SETS.en[r] || r} · judged in your browser (WebAssembly)`,
    tabPlay: 'Play', tabSetup: 'Setup', tabRulebook: 'Rulebook', tabGlossary: 'Glossary', tabRecords: 'Records',
    flip: 'Flip', first: 'Start', back: 'Back', forward: 'Forward', last: 'End',
    notation: 'Notation', notChinese: 'Chinese', notWxf: 'WXF', notIccs: 'ICCS',
    rulesLabel: 'Rules', rulesAxf: 'AXF', rulesChinese: 'Chinese (CXA)', rulesChinese1965: 'Chinese 1965', otherRules: (r, book) => `judged under the ${RULE_SETS.en[r] || r}; the ${book === 'chinese1965' ? 'case’s verdict is the 1965 rules’' : 'diagram’s verdict is the AXF rulebook’s'}, so they are not compared`,
    newGame: 'New game', playHint: 'Click, drag, or use the keyboard (arrow keys pick a point, Enter picks up / drops) to move. As soon as a position repeats, the verdict shows by the board.',
    fen: 'FEN', load: 'Load', copyLink: 'Copy link', linkCopied: 'Link copied',
    redToMove: 'Red to move', blackToMove: 'Black to move', check: 'Check!',
    checkmate: (w) => `Checkmate — ${w} wins`, stalemate: (w) => `Stalemate — ${w} wins`,
    repetitionEnd: (n, loser) => `Game over: the position occurred ${n} times — ${loser ? `${loser} loses for not changing` : 'a draw'}`, moveLimit: 'Move limit reached: draw', deadPosition: 'Neither side can win: draw',
    red: 'Red', black: 'Black', both: 'Both sides', nobody: 'Neither',
    verdictLabel: 'Verdict', violating: 'Violating side', violatingButDraw: ' (a draw all the same: see the explanation)', summary: 'What each side does', ourPattern: 'Engine', rulebookPattern: 'Rulebook',
    articles: 'Articles applied', explanation: 'Explanation', cycleTitle: 'Cycle', note: 'Note', cycle: (a, b) => `plies ${a}–${b}`,
    seen: (n, m) => `position seen ${n} of ${m} times`, seenShort: (n, m) => `${n}/${m}`, seenStamp: (n) => `seen ${n} times`,
    searchTruncated: 'The mate-threat search hit its node limit; labels may be incomplete.',
    noRepetition: 'No repeated position yet', noMove: 'Start position: no move yet', moveN: (n) => `Move ${n}`,
    verdicts: { red_must_change: 'Red must change', black_must_change: 'Black must change', draw: 'Draw', none: 'Nothing to judge' },
    labels: LABEL_GLYPHS,
    labelNames: {
      check: 'check', mate_threat: 'mate threat', chase: 'chase', discovered_capture_threat: 'discovered capture threat',
      exchange: 'exchange', offer: 'offer', block: 'block', idle: 'idle',
    },
    patterns: PATTERNS_EN, violates: 'violates', notViolates: 'does not violate', differs: 'judged differently from the rulebook', same: 'agrees with the rulebook', namedDifferently: 'the rulebook names this pattern differently',
    showReasons: 'Show reasons', mateLine: 'Threatened mate (if the opponent passed):',
    forcedMove: 'could not change (无法变着): every other move is an attack (打) itself, or loses — mated by checks, or more material lost (1965 rules)',
    notChase: (p, sq, rooted) => `attacks the ${rooted ? '' : 'uncrossed '}${p === p.toLowerCase() ? 'black' : 'red'} ${EN_PIECES[p]} on ${sq}${rooted ? ', which has a true root' : ''}: not a chase`, forbiddenHere: 'points marked red would complete a forbidden repetition',
    wasmMissing: 'WebAssembly package not found (www/pkg). Run ./build.sh build first.',
    wasmFailed: (m) => `Could not load the WebAssembly package: ${m}`,
    start: 'Start', moves: 'Moves', variation: 'variation', promote: 'Promote', promoteTitle: 'Make this variation the main line', deleteVar: 'Delete', deleteTitle: 'Delete this move and the moves after it',
    promoted: 'Variation promoted', deleted: 'Moves deleted', newVariation: 'New variation: the old line stays in the list',
    illegalDrop: (a, b) => `${a}→${b} is not a legal move; piece returned`,
    gameReplaced: 'A new game replaced the one played: the browser\'s Back returns to it', downloadFile: 'Download file', copyText: 'Copy', copied: 'Copied to the clipboard', copyByHand: 'No clipboard access: the text is selected, copy it by hand',
    missPiece: (sq, side) => `${sq}: a ${side} piece, and it is the other side's move`, missPoint: (sq) => `${sq}: the selected piece cannot go there`,
    fenInvalid: 'Cannot load this FEN:', fenOk: 'Position is valid',
    illegalMoveInLink: (m) => `The link's move ${m} cannot be played; left out`,
    forbidden: (side, what) => `This move repeats the position (${what}): ${side} must change it or lose.`,
    lastChance: (side, reply, what) => `After the reply ${reply} the position repeats (${what}): ${side} must change it or lose. This move is the last chance to change.`, playAnyway: 'Play anyway', cancel: 'Cancel',
    forbiddenMark: 'forbidden (repetition)',
    eraser: 'Remove', movePieces: 'Move', clear: 'Clear', startPos: 'Start position', fromCurrent: 'Current position',
    sideToMove: 'Side to move', playFromHere: 'Play from here', setupHint: 'Pick a piece, then click a point to place it; drag pieces to move them, drag off the board to remove. The draft stays when you switch tabs.',
    problems: 'Problems of this position:',
    search: 'Search diagrams (number, article, term, explanation…)', appendix: 'Appendix',
    rulebookVerdict: 'Rulebook verdict', computedVerdict: 'Computed verdict',
    agree: 'agrees', disagree: 'disagrees', rulesCompare: 'The three rule sets', rulesDiffer: 'the verdicts differ', rulesSame: 'same verdict', verdictShort: 'Verdict', pendingEnd: 'compared at the last move',
    corrections: 'Printed corrections', correctionLine: (c) => `Half-move ${c.ply}: printed “${c.printed}” → corrected to “${c.corrected}” (${c.reason})`,
    reconstructed: 'Reconstructed position: the original diagram was not available; this position was rebuilt from the printed moves (see source).',
    derived: 'Derived position: obtained by taking back one move from the source position.',
    fenCorrected: 'Corrected position: the transcribed position was not legal (see notes); this project made the smallest change that leaves the moves and the verdict unaffected.', fenTranscribed: 'Transcribed FEN:', notes: 'Notes', source: 'Position source',
    classification: 'Classification', patternNote: 'The printed moves stop before the position repeats; judged as a pattern.',
    noDiagram: 'Choose a diagram.', diagramsFound: (n) => (n === 1 ? '1 diagram' : `${n} diagrams`),
    missingDiagram: (id, n) => `The link names diagram ${id}, which does not exist (there are ${n}, numbered 1–${n}).`,
    diagramName: (d) => (d.name ? d.name.en : `Diagram ${d.id}`),
    recordsHint: 'Paste or drop a game record (PGN, DhtmlXQ/UBB, XQF, ChessBridge CBR/CBL; GBK, Big5 or UTF-8); the engine reads and judges it.', recordText: 'Record text',
    readRecord: 'Read', dropHere: 'Drop a record file here, or', chooseFile: 'choose a file', exportPgn: 'Export PGN',
    exportDhtml: 'Export DhtmlXQ', gamesFound: (n) => (n === 1 ? '1 game read' : `${n} games read`), loadedGame: (t) => `Loaded: ${t}`, recordError: 'Problem in the record:', partial: (n, beforeMove) => (beforeMove ? `loaded the ${n} moves before the problem` : `${n} moves loaded`),
    copied: 'Copied', recordLabel: 'Record:',
    auditTitle: 'Audit records', auditHint: 'Pick or drop several record files or a whole folder: every game is judged under the rule sets ticked, and the list shows where the recorded result contradicts the referee (e.g. recorded drawn, though a side must change). A row opens its game at its cycle.',
    auditDrop: 'Drop files or a folder here, or', auditChooseFiles: 'choose files', auditChooseFolder: 'choose a folder',
    auditRecorded: 'recorded', auditReferee: 'referee', auditPlies: (n) => (n === 1 ? '1 ply' : `${n} plies`),
    auditOpenAt: (p) => `open at ply ${p}`, auditOpenEnd: 'open at the end',
    auditStatus: { checkmate: 'checkmate', stalemate: 'stalemate', repetition: 'repetition', move_limit: 'move limit', ongoing: 'ongoing', dead_position: 'dead position' },
    auditSummary: ({ files, total, games, errors, mismatches, running }) => `${running ? `Auditing ${files}/${total} files` : `${total} ${total === 1 ? 'file' : 'files'} audited`}: ${games} ${games === 1 ? 'game' : 'games'} read; errors: ${errors || 'none'}; ${mismatches} contradicting the referee`,
    auditReason: (kind, m) => kind,
    notesLeftOut: (n) => `The link leaves out the record's comments and header: with them it would be ${n.toLocaleString('en')} characters long. Export PGN or DhtmlXQ to keep them.`,
    linkCopiedNoNotes: 'Link copied without the comments (too long for a link; export the record to keep them)',
    glossaryIntro: 'Terms of the repetition rules (AXF Competition Rules, chapter 4)', terms: 'Terms', derivedTerms: 'Derived terms',
    seeAlso: (t) => `defined like “${t}”`, principles: 'The four principles', generalArticles: 'General articles',
    boardLabel: 'Board', boardDesc: (side, red, black) => `${side}. Red: ${red}. Black: ${black}.`,
    lastMoveDesc: (m) => `Last move: ${m}.`, inCheckDesc: 'In check.', emptyPoint: 'empty',
    pieceNames: EN_PIECES,
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

export function savePref(key, v) {
  try { localStorage.setItem(key, v); } catch { /* ignore */ }
}

export function readPref(key, d) {
  try { return localStorage.getItem(key) || d; } catch { return d; }
}
