// Engine errors in words, in Chinese and English, from the error's stable `code` and its
// `details` (the engine's typed error as data: `{kind, …fields}`) and location (`line`, `ply`,
// `game`/`index`, `offset`). The engine's English `message` is the fallback for a code with no
// text here.

const ROLE_LETTER = { general: 'K', advisor: 'A', elephant: 'B', horse: 'N', chariot: 'R', cannon: 'C', soldier: 'P' };
const letterOf = (color, role) => (color === 'black' ? ROLE_LETTER[role].toLowerCase() : ROLE_LETTER[role]);
const colorOfLetter = (p) => (p === p.toUpperCase() ? 'red' : 'black');
const sideOf = (T, color) => (color === 'black' ? T.black : T.red);

/** Per language: the texts by code, each `(details, T) → text`, and the location's words. */
const TEXTS = {
  zh: {
    ERR_FEN_EMPTY: () => 'FEN 为空',
    ERR_FEN_TOO_LONG: (d) => `FEN 过长（${d.len} 字节）`,
    ERR_FEN_FIELDS: (d) => `FEN 有 ${d.found} 个字段，应为“局面 走子方”（可再加“- - 半回合数 回合数”）`,
    ERR_FEN_ROWS: (d) => `FEN 的局面有 ${d.found} 行，应为 10 行`,
    ERR_FEN_ROW_WIDTH: (d) => `FEN 第 ${d.row} 行描述了 ${d.width} 个点，应为 9 个`,
    ERR_FEN_CHAR: (d) => `FEN 第 ${d.row} 行有无法识别的字符「${d.ch}」`,
    ERR_FEN_TURN: (d) => `FEN 的走子方「${d.found}」应为 w、r 或 b`,
    ERR_FEN_COUNTERS: (d) => `FEN 的计数字段「${d.found}」无效`,
    ERR_POS_NO_GENERAL: (d, T) => `${sideOf(T, d.color)}没有${T.pieceNames[letterOf(d.color, 'general')]}`,
    ERR_POS_TOO_MANY: (d, T) => `${sideOf(T, d.color)}有 ${d.count} 个${T.pieceNames[letterOf(d.color, d.role)]}，多于规定数目`,
    unreachable: (d, T) => `${sideOf(T, colorOfLetter(d.piece))}的${T.pieceNames[d.piece]}在 ${d.square}：它永远走不到这一点`,
    ERR_POS_GENERALS_FACING: () => '将帅在同一直线上照面',
    ERR_POS_OPPONENT_IN_CHECK: (d, T) => `${sideOf(T, d.color)}正被将军，却轮到对方走棋`,
    ERR_ILLEGAL_MOVE: (d) => (d.text ? `着法「${d.text}」不合规则` : '着法不合规则'),
    ERR_NOTATION: (d) => (d.text ? `无法识别的着法「${d.text}」` : '无法识别的着法记录'),
    ERR_RECORD_FORMAT: (d, T, L) => ({
      malformed: () => `${fmt(d.format)} 棋谱格式有误（${reasonOf(L.malformed, d)}）`,
      truncated: () => `${fmt(d.format)} 棋谱不完整（${reasonOf(L.truncated, d)}）`,
      start_position: () => `棋谱的起始局面不合法（${textOf(L, T, d.problem || {})}）`,
    }[d.kind] || (() => '无法识别的棋谱格式'))(),
    // the reasons of a malformed or truncated record (`details.reason`)
    malformed: {
      bad_tag: (d) => `标签行「${d.text}」格式不对`,
      unopened_variation: () => '有「)」而没有对应的「(」',
      missing_branch: (d) => `变着 ${d.variation} 所接的着法不存在（${d.parent ? `变着 ${d.parent}` : '主线'}第 ${d.ply} 步）`,
      uci_setup: (d) => `position 之后应为 startpos 或 fen，却是「${d.found}」`,
      piece_table: () => '棋子位置表（binit）不是 64 位数字',
      piece_square: (d) => `棋子位置表第 ${d.slot + 1} 项不是棋盘上的点`,
      shared_square: (d) => `棋子位置表中有两个棋子同在 ${d.square}`,
      no_magic: () => '没有 XQF 文件的标记「XQ」',
      comment_length: (d) => `注解长度 ${d.len} 无效`,
      board_byte: (d) => `棋盘字节 ${d.byte} 不是棋子`,
      cbr_version: (d) => `象棋桥棋谱版本 ${d.version}：只读第 2 版`,
      not_text: () => 'XQF 是二进制格式，不能当作文本读取',
      no_game: () => '没有找到对局',
    },
    truncated: {
      comment_not_closed: () => '注解「{」没有结束',
      variation_not_closed: () => '变着「(」没有结束',
      field_not_closed: () => '字段没有结束标记',
      no_end: () => '缺少结尾的「}END」',
      short_header: (d) => `文件只有 ${d.len} 字节，不足 1024 字节的文件头`,
      move_record: () => '着法记录在文件末尾被截断',
      short_record: (d) => `记录只有 ${d.len} 字节，不足 ${d.min} 字节的固定部分`,
    },
    counted: { moves: '一局的着法', plies: '一条变着的步数', games: '局数' },
    ERR_RECORD_ENCODING: (d) => (d.kind === 'no_decoder' ? `此浏览器无法解码 ${d.charset} 编码的文本` : '棋谱的编码既不是 UTF-8，也不是 GBK'),
    ERR_RECORD_MOVE: (d) => (d.text ? `着法「${d.text}」${d.reason === 'ERR_NOTATION' ? '无法识别' : '不合规则'}` : '棋谱中有无法走出的着法'),
    ERR_RECORD_LIMIT: (d, T, L) => (d.kind === 'too_large' ? `棋谱有 ${d.size} 字节，超过上限 ${d.max} 字节`
      : d.kind === 'too_many' ? `${L.counted[d.what] || d.what}超过上限 ${d.max}` : '棋谱超出大小上限'),
    ERR_ARGUMENT: () => '参数无效', ERR_LIMIT: () => '超出上限', ERR_INTERNAL: () => '引擎内部错误',
    ERR_GAME_OVER: () => '对局已结束', ERR_NOT_INITIALISED: () => '引擎尚未加载', ERR_FREED: () => '对局对象已释放',
    // without details (an error from elsewhere): what the code alone says
    bare: {
      ERR_FEN_TOO_LONG: 'FEN 过长', ERR_FEN_FIELDS: 'FEN 字段数不对', ERR_FEN_ROWS: 'FEN 须有十行', ERR_FEN_ROW_WIDTH: 'FEN 某行不是九路',
      ERR_FEN_CHAR: 'FEN 含无法识别的字符', ERR_FEN_TURN: 'FEN 的走子方须为 w 或 b', ERR_FEN_COUNTERS: 'FEN 的步数计数无效',
      ERR_POS_NO_GENERAL: '缺少将或帅', ERR_POS_TOO_MANY: '某种棋子多于规定数目', ERR_POS_OPPONENT_IN_CHECK: '不走棋的一方正被将军',
      ERR_POS_GENERAL_SQUARE: '将帅不在九宫内', ERR_POS_ADVISOR_SQUARE: '士仕不在合法位置',
      ERR_POS_ELEPHANT_SQUARE: '象相不在合法位置', ERR_POS_SOLDIER_SQUARE: '兵卒不在合法位置',
    },
    fallback: (code) => (code.startsWith('ERR_POS') ? '局面不合法' : code.startsWith('ERR_FEN') ? 'FEN 格式错误' : '错误'),
    where: { game: (n) => `第 ${n} 局`, line: (n) => `第 ${n} 行`, ply: (n) => `第 ${n} 步`, offset: (n) => `第 ${n} 字节`, move: (n) => `第 ${n} 着` },
    wrap: (text, parts) => (parts.length ? `${text}（${parts.join('，')}）` : text),
  },
  en: {
    ERR_FEN_EMPTY: () => 'The FEN is empty',
    ERR_FEN_TOO_LONG: (d) => `The FEN is too long (${d.len} bytes)`,
    ERR_FEN_FIELDS: (d) => `The FEN has ${d.found} fields; expected the placement and the side to move (optionally “- - halfmoves fullmoves”)`,
    ERR_FEN_ROWS: (d) => `The FEN placement has ${d.found} rows, not 10`,
    ERR_FEN_ROW_WIDTH: (d) => `Row ${d.row} of the FEN describes ${d.width} points, not 9`,
    ERR_FEN_CHAR: (d) => `Row ${d.row} of the FEN has an unknown character “${d.ch}”`,
    ERR_FEN_TURN: (d) => `The FEN's side to move “${d.found}” is not w, r or b`,
    ERR_FEN_COUNTERS: (d) => `The FEN's counters “${d.found}” are not valid`,
    ERR_POS_NO_GENERAL: (d, T) => `${sideOf(T, d.color)} has no general`,
    ERR_POS_TOO_MANY: (d, T) => `${sideOf(T, d.color)} has ${d.count} ${T.pieceNames[letterOf(d.color, d.role)]}s, more than allowed`,
    unreachable: (d, T) => `The ${sideOf(T, colorOfLetter(d.piece)).toLowerCase()} ${T.pieceNames[d.piece]} on ${d.square} can never stand there`,
    ERR_POS_GENERALS_FACING: () => 'The generals face each other on an open file',
    ERR_POS_OPPONENT_IN_CHECK: (d, T) => `${sideOf(T, d.color)} is in check but it is the other side's turn`,
    ERR_ILLEGAL_MOVE: (d) => (d.text ? `The move “${d.text}” is not legal` : 'The move is not legal'),
    ERR_NOTATION: (d) => (d.text ? `“${d.text}” is not a readable move` : 'Not a readable move'),
    ERR_RECORD_FORMAT: (d, T, L) => ({
      malformed: () => `Malformed ${fmt(d.format)} record (${reasonOf(L.malformed, d)})`,
      truncated: () => `Truncated ${fmt(d.format)} record (${reasonOf(L.truncated, d)})`,
      start_position: () => `The record's start position is not legal (${textOf(L, T, d.problem || {})})`,
    }[d.kind] || (() => 'Unknown record format'))(),
    malformed: {
      bad_tag: (d) => `bad tag line “${d.text}”`,
      unopened_variation: () => '“)” without “(”',
      missing_branch: (d) => `variation ${d.variation} branches off a missing move (${d.parent ? `variation ${d.parent}` : 'the mainline'}, move ${d.ply})`,
      uci_setup: (d) => `expected startpos or fen after position, found “${d.found}”`,
      piece_table: () => 'the piece table (binit) is not 64 digits',
      piece_square: (d) => `entry ${d.slot + 1} of the piece table is no square`,
      shared_square: (d) => `two pieces on ${d.square} in the piece table`,
      no_magic: () => 'no “XQ” mark of an XQF file',
      comment_length: (d) => `bad comment length ${d.len}`,
      board_byte: (d) => `board byte ${d.byte} is no piece`,
      cbr_version: (d) => `ChessBridge record version ${d.version}: only version 2 is read`,
      not_text: () => 'XQF is binary and cannot be read as text',
      no_game: () => 'no game found',
    },
    truncated: {
      comment_not_closed: () => 'a “{” comment is not closed',
      variation_not_closed: () => 'a “(” variation is not closed',
      field_not_closed: () => 'a field is not closed',
      no_end: () => 'no “}END”',
      short_header: (d) => `${d.len} bytes, shorter than the 1024-byte header`,
      move_record: () => 'a move record is cut short',
      short_record: (d) => `${d.len} bytes, shorter than the ${d.min}-byte fixed part`,
    },
    counted: { moves: 'moves in a game', plies: 'plies in a line', games: 'games' },
    ERR_RECORD_ENCODING: (d) => (d.kind === 'no_decoder' ? `This browser cannot decode ${d.charset} text` : 'The record is neither UTF-8 nor GBK text'),
    ERR_RECORD_MOVE: (d) => (d.text ? `The move “${d.text}” ${d.reason === 'ERR_NOTATION' ? 'cannot be read' : 'is not legal'}` : 'A move of the record cannot be played'),
    ERR_RECORD_LIMIT: (d, T, L) => (d.kind === 'too_large' ? `The record has ${d.size} bytes, more than the limit of ${d.max}`
      : d.kind === 'too_many' ? `More than ${d.max} ${L.counted[d.what] || d.what}` : 'The record is over a size limit'),
    bare: {
      ERR_POS_GENERAL_SQUARE: 'A general stands outside its palace', ERR_POS_ADVISOR_SQUARE: 'An advisor stands off its points',
      ERR_POS_ELEPHANT_SQUARE: 'An elephant stands off its points', ERR_POS_SOLDIER_SQUARE: 'A soldier stands behind its start rank',
    },
    fallback: () => null,
    where: { game: (n) => `game ${n}`, line: (n) => `line ${n}`, ply: (n) => `move ${n}`, offset: (n) => `byte ${n}`, move: (n) => `move ${n}` },
    wrap: (text, parts) => (parts.length ? `${text} (${parts.join(', ')})` : text),
  },
};

/** The words of a record error's `reason` (its code as written when this page has none). */
const reasonOf = (texts, d) => (texts[d.reason] ? texts[d.reason](d) : d.reason);

const fmt = (f) => ({ pgn: 'PGN', dhtmlxq: 'DhtmlXQ', xqf: 'XQF', wxf: 'WXF', uci: 'UCI' }[f] || f || '');

/** Where the error is (1-based for people): the game (after the first), line, move, byte. */
function whereOf(err, W) {
  const record = String(err.code).startsWith('ERR_RECORD');
  const game = record ? err.index : undefined;
  const parts = [];
  if (game > 0) parts.push(W.game(game + 1));
  if (err.line !== undefined) parts.push(W.line(err.line));
  if (err.ply !== undefined) parts.push(W.ply(err.ply + 1));
  if (err.offset !== undefined && err.line === undefined) parts.push(W.offset(err.offset));
  if (!record && err.index !== undefined) parts.push(W.move(err.index + 1));
  return parts;
}

/** What an error (`{code, details?, message?}`) says, without where, in the texts `L`. */
function textOf(L, T, err) {
  const code = String(err.code || '');
  const d = err.details || {};
  const f = !err.details && L.bare[code] ? () => L.bare[code] : d.kind === 'unreachable' ? L.unreachable : L[code];
  // (in English an error without details reads best as the engine's own message)
  return f && (err.details || L === TEXTS.zh || !err.message) ? f(d, T, L) : L.fallback(code) || err.message || code;
}

/** An engine error in `lang`, worded from its code and details; `T` is the page's string table. */
export function wordError(lang, T, err) {
  if (!err) return '';
  const L = TEXTS[lang] || TEXTS.en;
  return L.wrap(textOf(L, T, err), whereOf(err, L.where));
}
