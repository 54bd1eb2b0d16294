// Record errors as data: every reason of a malformed or truncated record reaches JavaScript as
// `details.reason` with its fields (from a damaged input, through the npm package), and the page's
// error texts (www/js/errors.js) word every reason the typings declare, in Chinese and English,
// without the engine's English.
// Run on the assembled package (target/npm-package, CommonJS entry): node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkgPath = `${root}target/npm-package/node/index.cjs`;
if (!existsSync(pkgPath)) throw new Error(`${pkgPath} is missing: run ./build.sh pack first`);
const x = createRequire(import.meta.url)(pkgPath);
const { wordError } = await import('../../www/js/errors.js');
/** The ChessBridge CBR fixture's bytes (a fresh copy). */
const cbr = () => new Uint8Array(readFileSync(`${root}tests/records/other/cchess_test.cbr`));
const { STRINGS } = await import('../../www/js/i18n.js');

/** The error of reading `input`: thrown for the whole file, else the first game's. */
function errorOf(input, options) {
  try {
    const err = x.readGame(input, options).games[0].error;
    assert.ok(err, 'the game has an error');
    return err;
  } catch (e) {
    if (!(e instanceof x.XiangqiError)) throw e;
    return e;
  }
}

const binit = (b) => `[DhtmlXQ][DhtmlXQ_binit]${b}[/DhtmlXQ_binit][/DhtmlXQ]`;
const captured = '99'.repeat(30);
const bytes = (s) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));
/** The plain (version 10) XQF fixture, edited by `edit`. */
function xqf(edit) {
  const b = new Uint8Array(readFileSync(`${root}tests/records/xqf/cchess_test1.xqf`));
  return edit(b, 0x408 + new DataView(b.buffer).getUint32(0x404, true)) || b; // (the first move record)
}

// [input, options, code, details]
const CASES = [
  ['[Event "x"]\n[Red x]\n1. h2e2 *', undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'pgn', reason: 'bad_tag', text: '[Red x]' }],
  ['[Event "x"]\n1. h2e2 ) h9g7 *', undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'pgn', reason: 'unopened_variation' }],
  ['[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_9_1]7062[/DhtmlXQ_move_0_9_1][/DhtmlXQ]', undefined, 'ERR_RECORD_FORMAT',
    { kind: 'malformed', format: 'dhtmlxq', reason: 'missing_branch', variation: 1, parent: 0, ply: 9 }],
  ['position midgame moves h2e2', { format: 'uci' }, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'uci', reason: 'uci_setup', found: 'midgame' }],
  [binit('0919'), undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'dhtmlxq', reason: 'piece_table' }],
  [binit(`4090${captured}`), undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'dhtmlxq', reason: 'piece_square', slot: 1 }],
  [binit(`4040${captured}`), undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'dhtmlxq', reason: 'shared_square', square: 'e9' }],
  [bytes('PK\x03\x04\x14\x00'), { format: 'xqf' }, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'xqf', reason: 'no_magic' }],
  ['XQ', { format: 'xqf' }, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'xqf', reason: 'not_text' }],
  ['hello', { format: 'dhtmlxq' }, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'dhtmlxq', reason: 'no_game' }],
  ['[Event "x"]\n1. h2e2 {a comment', undefined, 'ERR_RECORD_FORMAT', { kind: 'truncated', format: 'pgn', reason: 'comment_not_closed' }],
  ['[Event "x"]\n1. h2e2 (1. b2e2 h9g7 *', undefined, 'ERR_RECORD_FORMAT', { kind: 'truncated', format: 'pgn', reason: 'variation_not_closed' }],
  ['[DhtmlXQ][DhtmlXQ_movelist]77477062', undefined, 'ERR_RECORD_FORMAT', { kind: 'truncated', format: 'dhtmlxq', reason: 'field_not_closed' }],
  ['FORMAT WXF\nSTART{\n1. C2.5 H8+7\n', undefined, 'ERR_RECORD_FORMAT', { kind: 'truncated', format: 'wxf', reason: 'no_end' }],
  [xqf((b) => new DataView(b.buffer).setInt32(0x404, -5, true)), undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'xqf', reason: 'comment_length', len: -5 }],
  [xqf((b, first) => b.slice(0, first + 2)), undefined, 'ERR_RECORD_FORMAT', { kind: 'truncated', format: 'xqf', reason: 'move_record' }],
  [bytes('XQ\x0a'), undefined, 'ERR_RECORD_FORMAT', { kind: 'truncated', format: 'xqf', reason: 'short_header', len: 3 }],
  [(() => { const b = cbr(); b[2120] = 0x18; return b; })(), undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'cbr', reason: 'board_byte', byte: 24 }],
  [(() => { const b = cbr(); b[19] = 1; return b; })(), undefined, 'ERR_RECORD_FORMAT', { kind: 'malformed', format: 'cbr', reason: 'cbr_version', version: 1 }],
  [cbr().slice(0, 1000), undefined, 'ERR_RECORD_FORMAT', { kind: 'truncated', format: 'cbr', reason: 'short_record', len: 1000, min: 2214 }],
  ['[FEN "rnbakabnr/9/9 w"]\n1. h2e2\n', undefined, 'ERR_RECORD_FORMAT',
    { kind: 'start_position', fen: 'rnbakabnr/9/9 w', problem: { code: 'ERR_FEN_ROWS', details: { kind: 'rows', found: 3 } } }],
  ['h0g2 h9g7 g2h0 g7h9 '.repeat(502), undefined, 'ERR_RECORD_LIMIT', { kind: 'too_many', what: 'plies', max: 2000 }],
];

/** The reasons a union type of the typings declares. */
function declared(type) {
  const dts = readFileSync(`${root}target/npm-package/index.d.ts`, 'utf8');
  const at = dts.indexOf(`export type ${type} = `);
  assert.ok(at >= 0, `${type} is in the typings`);
  const decl = dts.slice(at, dts.indexOf(';\n', at));
  return [...decl.matchAll(/reason: "(\w+)"/g)].map((m) => m[1]);
}

test('record errors: each reason from a damaged input, with its code and fields', () => {
  for (const [input, options, code, details] of CASES) {
    const e = errorOf(input, options);
    assert.equal(e.code, code, JSON.stringify(details));
    assert.deepEqual(e.details, details);
  }
  // The cases reach every declared reason.
  const reached = CASES.map((c) => c[3].reason).filter(Boolean);
  for (const reason of [...declared('MalformedReason'), ...declared('TruncatedReason')]) {
    assert.ok(reached.includes(reason), `no damaged input reaches ${reason}`);
  }
});

test('record errors: the page words every reason in Chinese and English, without the English message', () => {
  const sample = { text: '[Red x]', variation: 1, parent: 0, ply: 9, found: 'midgame', slot: 1, square: 'e9', len: 3, byte: 24, min: 2214, version: 1 };
  const kinds = [['malformed', declared('MalformedReason')], ['truncated', declared('TruncatedReason')]];
  for (const [kind, reasons] of kinds) {
    for (const reason of reasons) {
      const err = { code: 'ERR_RECORD_FORMAT', message: 'English message', details: { kind, format: 'pgn', reason, ...sample } };
      const zh = wordError('zh', STRINGS.zh, err);
      assert.ok(!/English message|undefined|NaN/.test(zh) && !zh.includes(reason), `${reason}: ${zh}`);
      assert.ok(!/[a-z]{4,}/.test(zh.replace(/PGN|binit|position|startpos|fen|midgame|XQF|Red x|END/g, '')), `${reason} in Chinese: ${zh}`);
      const en = wordError('en', STRINGS.en, err);
      assert.ok(!/English message|undefined|NaN/.test(en) && !en.includes(reason), `${reason}: ${en}`);
    }
  }
  // Damaged inputs, worded: the reason's fields in the sentence, the location after it.
  const zh = (input, options) => wordError('zh', STRINGS.zh, errorOf(input, options));
  assert.equal(zh('[Event "x"]\n[Red x]\n1. h2e2 *'), 'PGN 棋谱格式有误（标签行「[Red x]」格式不对）（第 2 行）');
  assert.equal(zh(binit(`4040${captured}`)), 'DhtmlXQ 棋谱格式有误（棋子位置表中有两个棋子同在 e9）（第 1 行）');
  assert.equal(zh('[FEN "rnbakabnr/9/9 w"]\n1. h2e2\n'), '棋谱的起始局面不合法（FEN 的局面有 3 行，应为 10 行）（第 1 行）');
  assert.equal(zh('h0g2 h9g7 g2h0 g7h9 '.repeat(502)), '一条变着的步数超过上限 2000（第 1 行，第 2001 步）');
});
