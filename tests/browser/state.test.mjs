// The page's pure modules in Node: the game tree, the state transitions and the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as tree from '../../www/js/tree.js';
import { initialState, reduce } from '../../www/js/state.js';
import { toHash, fromHash, linkOf, MAX_LINK_LENGTH } from '../../www/js/url.js';

test('tree: a move from an earlier ply makes a variation; the old line stays', () => {
  const t = tree.fromMoves(['a', 'b', 'c', 'd']);
  const r = tree.addMove(t, [], 2, 'x');
  assert.equal(r.added, true);
  assert.deepEqual(tree.lineMoves(r.tree, r.line), ['a', 'b', 'x']);
  assert.deepEqual(tree.lineMoves(r.tree, []), ['a', 'b', 'c', 'd'], 'main line unchanged');
  assert.deepEqual(tree.lineMoves(t, []), ['a', 'b', 'c', 'd'], 'the old tree is not mutated');
  const again = tree.addMove(r.tree, [], 2, 'c');
  assert.equal(again.added, false, 'an existing move is followed');
  assert.deepEqual(tree.lineMoves(again.tree, again.line), ['a', 'b', 'c', 'd']);
});

test('tree: promote, delete, and the text form round-trip', () => {
  let r = tree.addMove(tree.fromMoves(['a', 'b', 'c', 'd']), [], 2, 'x');
  r = tree.addMove(r.tree, r.line, 3, 'y');
  assert.equal(tree.serialize(r.tree), 'a,b,c(x,y),d');
  const p = tree.parse(tree.serialize(r.tree));
  assert.equal(tree.serialize(p), 'a,b,c(x,y),d');
  assert.equal(tree.lineToString(p, r.line), '2:1');
  assert.deepEqual(tree.lineFromString(p, '2:1'), [0, 0, 1, 0]);
  const pr = tree.promote(r.tree, r.line, 4);
  assert.equal(tree.serialize(pr.tree), 'a,b,x(c,d),y');
  const rm = tree.removeFrom(pr.tree, pr.line, 3);
  assert.equal(tree.serialize(rm.tree), 'a,b,c,d');
  assert.equal(tree.serialize(tree.parse('a,b(c,d(e))(f),g')), 'a,b(c,d(e))(f),g');
  assert.equal(tree.serialize(tree.fromRecordNodes(tree.toRecordNodes(tree.parse('a,b(c,d(e))(f),g')).nodes)), 'a,b(c,d(e))(f),g');
  const commented = tree.fromRecordNodes([{ move: null, comment: 'start', children: [1] }, { move: 'a', comment: 'good', children: [2] }, { move: 'b' }]);
  assert.equal(commented.t, 'start');
  const kept = tree.addMove(commented, [], 1, 'x').tree;
  assert.deepEqual([kept.t, kept.c[0].t], ['start', 'good'], 'comments survive edits');
  assert.equal(tree.toRecordNodes(kept).nodes[1].comment, 'good');
});

test('state: transitions are pure and the link keeps tree, line, ply, flip and rules', () => {
  const s0 = initialState();
  const s1 = reduce(s0, { type: 'load', root: s0.root, tree: tree.fromMoves(['h2e2', 'h9g7', 'h0g2']), ply: 1 });
  const s2 = reduce(s1, { type: 'play', mv: 'b9c7' });
  assert.equal(s1.ply, 1);
  assert.equal(tree.serialize(s1.tree), 'h2e2,h9g7,h0g2', 'the old state is unchanged');
  assert.equal(s2.ply, 2);
  const s3 = reduce(reduce(s2, { type: 'flip' }), { type: 'rules', rules: 'chinese' });
  const hash = toHash(s3);
  assert.equal(hash, '#moves=h2e2,h9g7(b9c7),h0g2&line=1:1&ply=2&flip=1&rules=chinese');
  const q = fromHash(hash);
  assert.equal(tree.serialize(q.tree), 'h2e2,h9g7(b9c7),h0g2');
  assert.deepEqual([q.line, q.ply, q.flipped, q.rules], ['1:1', 2, true, 'chinese']);
  assert.equal(reduce(s2, { type: 'step', by: 99 }).ply, 2, 'steps stop at the end of the line');
  assert.equal(reduce(s2, { type: 'goto', ply: -5 }).ply, 0);
  // a 1965 case under the 1965 rules: its id and the rule set survive the link
  const c = reduce(reduce(s0, { type: 'load', root: s0.root, tree: tree.fromMoves(['h2e2']), ply: 1, diagram: '1965-22' }), { type: 'rules', rules: 'chinese1965' });
  const ch = toHash(c, { diagramMoves: ['h2e2'] });
  assert.equal(ch, '#diagram=1965-22&ply=1&rules=chinese1965');
  assert.deepEqual([fromHash(ch).diagram, fromHash(ch).rules], ['1965-22', 'chinese1965']);
});

test('link: a record\'s comments are kept (compactly), or left out with the length said', () => {
  const t = tree.withComments(tree.parse('h2e2,h9g7(b9c7),h0g2'), [[0, '开局 start'], [2, '马二进三？ "quoted" & more'], [3, '变着']]);
  assert.deepEqual(tree.comments(t), [[0, '开局 start'], [2, '马二进三？ "quoted" & more'], [3, '变着']]);
  const s = reduce(initialState(), { type: 'load', root: initialState().root, tree: t, ply: 1 });
  const { hash, notesLeftOut } = linkOf(s);
  assert.equal(notesLeftOut, 0);
  assert.match(hash, /^#moves=h2e2,h9g7\(b9c7\),h0g2&ply=1&notes=[A-Za-z0-9_-]+$/, hash);
  const q = fromHash(hash);
  assert.deepEqual(tree.comments(q.tree), tree.comments(t), 'comments round-trip through the link');
  assert.equal(tree.serialize(q.tree), 'h2e2,h9g7(b9c7),h0g2');
  // base64url of UTF-8: a Chinese glyph costs 4 characters, not the 9 of percent-encoding
  const long = reduce(s, { type: 'load', root: s.root, tree: tree.withComments(tree.fromMoves(['h2e2']), [[1, '好'.repeat(600)]]) });
  assert.ok(linkOf(long).hash.length < 600 * 4 + 100, `compact: ${linkOf(long).hash.length}`);
  const huge = reduce(s, { type: 'load', root: s.root, tree: tree.withComments(tree.fromMoves(['h2e2']), [[1, '长'.repeat(4000)]]) });
  const l = linkOf(huge);
  assert.ok(l.notesLeftOut > MAX_LINK_LENGTH, 'the length the link would have had is given');
  assert.doesNotMatch(l.hash, /notes=/);
  assert.deepEqual(fromHash('#moves=h2e2&notes=%%%').notes, [], 'a broken notes field is ignored');
  assert.deepEqual(fromHash('#moves=h2e2&notes=e30').notes, [], 'notes that are no list are ignored');
  // the record's header travels with it
  const withRecord = reduce(s, { type: 'load', root: s.root, tree: t, record: { tags: { red: '许银川', black: '聂卫平' }, result: '1-0' } });
  const r = fromHash(linkOf(withRecord).hash);
  assert.deepEqual(r.record, { tags: { red: '许银川', black: '聂卫平' }, result: '1-0' });
  assert.equal(fromHash('#moves=h2e2&record=WzFd').record, null, 'a record field that is no object is ignored');
});

test('errors: every engine error code has a Chinese text, worded from its details and location', async () => {
  const { wordError } = await import('../../www/js/errors.js');
  const { STRINGS } = await import('../../www/js/i18n.js');
  // Every code of xiangqi::ErrorCode (tests/data/error-codes.json, checked against the Rust enum)
  // that the engine package can throw: not the CLI's (engines, output), not the board element's
  // own (it words them itself), not ERR_POS (the code of an empty problem list, never returned).
  const notEngine = new Set(['ERR_POS', 'ERR_DIAGRAMS', 'ERR_DIAGRAM', 'ERR_NOT_READY', 'ERR_OUTPUT']);
  const codes = JSON.parse(fs.readFileSync(new URL('../data/error-codes.json', import.meta.url), 'utf8'))
    .filter((c) => !notEngine.has(c) && !c.startsWith('ERR_ENGINE_'));
  assert.ok(codes.length >= 28, `codes: ${codes.length}`);
  for (const code of codes) {
    const zh = wordError('zh', STRINGS.zh, { code, message: 'English message' });
    assert.ok(zh && !/English message|undefined|NaN/.test(zh) && !['错误', '局面不合法', 'FEN 格式错误'].includes(zh), `${code}: ${zh}`);
    const en = wordError('en', STRINGS.en, { code, message: 'English message' });
    assert.ok(en && !/undefined|NaN/.test(en), `${code}: ${en}`);
  }
  const zh = (e) => wordError('zh', STRINGS.zh, e);
  assert.equal(zh({ code: 'ERR_FEN_CHAR', details: { kind: 'char', row: 4, ch: 'x' } }), 'FEN 第 4 行有无法识别的字符「x」');
  assert.equal(zh({ code: 'ERR_RECORD_MOVE', line: 3, ply: 2, details: { kind: 'move', text: 'h0h9', reason: 'ERR_ILLEGAL_MOVE' } }), '着法「h0h9」不合规则（第 3 行，第 3 步）');
  assert.equal(zh({ code: 'ERR_ILLEGAL_MOVE', index: 2, details: { text: 'a0a5' } }), '着法「a0a5」不合规则（第 3 着）');
  assert.equal(zh({ code: 'ERR_POS_TOO_MANY', details: { kind: 'too_many', color: 'black', role: 'chariot', count: 3 } }), '黑方有 3 个车，多于规定数目');
  assert.equal(wordError('en', STRINGS.en, { code: 'ERR_RECORD_FORMAT', index: 4, details: { kind: 'unknown_format' } }), 'Unknown record format (game 5)');
  assert.equal(wordError('en', STRINGS.en, { code: 'ERR_ARGUMENT', message: 'fen must be a string, got number' }), 'fen must be a string, got number');
});
