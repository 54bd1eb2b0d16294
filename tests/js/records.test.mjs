// Node tests of the record exports (readGame, writePgn, writeDhtmlXq, Game.fromRecord) on the
// fixtures of tests/records, through the npm package (target/npm-package, `./build.sh pack`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkgPath = `${root}target/npm-package/node/index.cjs`;
if (!existsSync(pkgPath)) {
  throw new Error(`${pkgPath} is missing: run ./build.sh pack first`);
}
const x = createRequire(import.meta.url)(pkgPath);

const records = `${root}tests/records/`;
const bytes = (file) => new Uint8Array(readFileSync(records + file));
const text = (file) => readFileSync(records + file, 'utf8');
const expected = JSON.parse(readFileSync(`${records}expected.json`, 'utf8'));

/** A tree as nested nodes (the arena order of `tree.nodes` is the reader's own). */
function canon(tree, i = 0) {
  const n = tree.nodes[i];
  return { move: n.move, comment: n.comment, children: (n.children ?? []).map((c) => canon(tree, c)) };
}

/** Asserts that fn throws a XiangqiError with this code; returns the error. */
function throwsCode(fn, code) {
  let err;
  assert.throws(fn, (e) => {
    assert.ok(e instanceof x.XiangqiError, 'a XiangqiError');
    assert.equal(e.name, 'XiangqiError');
    assert.equal(e.code, code, `code of: ${e.message}`);
    assert.ok(e.message.length > 0);
    err = e;
    return true;
  });
  return err;
}

test('readGame reads every XQF fixture (bytes) to the expected start and mainline', () => {
  const xqf = expected.filter((e) => e.file.startsWith('xqf/'));
  assert.equal(xqf.length, 9);
  for (const e of xqf) {
    const r = x.readGame(bytes(e.file));
    assert.equal(r.format, 'xqf', e.file);
    assert.equal(r.encoding, 'gbk', e.file);
    assert.equal(r.games.length, 1);
    const g = r.games[0];
    assert.equal(g.fen, e.fen, e.file);
    assert.equal(g.result, e.result, e.file);
    if (e.first_illegal_ply === undefined) {
      assert.deepEqual(g.moves, e.moves_iccs, e.file);
      assert.equal(g.error, undefined, e.file);
      assert.equal(g.tree.nodes.length, e.move_nodes + 1, e.file);
    } else {
      assert.deepEqual(g.moves, e.moves_iccs.slice(0, e.first_illegal_ply), e.file);
      assert.equal(g.error.code, 'ERR_RECORD_MOVE');
      assert.equal(g.error.ply, e.first_illegal_ply);
      assert.equal(g.error.text, e.moves_iccs[e.first_illegal_ply]);
    }
  }
});

test('readGame reads text and bytes of every text format alike', () => {
  for (const file of ['pgn/wukong_xqdb_traditional.pgn', 'dhtmlxq/wukong_44.html',
    'other/elephantchess_game1.wxf', 'other/elephantchess_example1.uci']) {
    const fromText = x.readGame(text(file));
    const fromBytes = x.readGame(bytes(file));
    assert.deepEqual(fromText.games, fromBytes.games, file);
    const want = expected.filter((e) => e.file === file);
    assert.equal(fromText.games.length, want.length, file);
    want.forEach((e, i) => {
      assert.equal(fromText.games[i].fen, e.fen, `${file} #${i}`);
      assert.deepEqual(fromText.games[i].moves, e.moves_iccs, `${file} #${i}`);
    });
  }
  // GBK bytes are decoded; the tags are camelCase keys.
  const gbk = x.readGame(bytes('pgn/eleeye_SAMPLE.PGN'));
  assert.equal(gbk.encoding, 'gbk');
  assert.equal(gbk.games[0].tags.red, '许银川');
});

test('readGame: Big5 PGN detected from the bytes (the host TextDecoder), to the expected mainline', () => {
  const big5 = JSON.parse(readFileSync(`${records}pgn-big5/expected.json`, 'utf8'));
  assert.equal(big5.length, 25);
  for (const e of big5) {
    const r = x.readGame(bytes(e.file));
    assert.equal(r.encoding, 'big5', e.file);
    assert.equal(r.games[0].fen.split(' ').slice(0, 2).join(' '), e.fen.split(' ').slice(0, 2).join(' '), e.file);
    assert.deepEqual(r.games[0].moves, e.moves_iccs, e.file);
    assert.equal(r.games[0].result, e.result, e.file);
  }
  // Told GBK, the same bytes are mojibake: no move is read from them.
  const asGbk = x.readGame(bytes(big5[0].file), { encoding: 'gbk' });
  assert.equal(asGbk.encoding, 'gbk');
  assert.deepEqual(asGbk.games[0].moves, []);
});

test('readGame: an XQF file whose strings are Big5 (made/vschess_0_big5.xqf), detected with the host TextDecoder; the option overrides', () => {
  const gbk = x.readGame(bytes('xqf/vschess_0.xqf'));
  const big5 = x.readGame(bytes('made/vschess_0_big5.xqf'));
  assert.equal(gbk.encoding, 'gbk');
  assert.equal(big5.encoding, 'big5');
  assert.deepEqual(big5.games[0].moves, gbk.games[0].moves);
  assert.equal(gbk.games[0].tags.black, '上海胡荣华');
  assert.equal(big5.games[0].tags.black, '上海胡榮華');
  assert.equal(big5.games[0].tags.event, '全國象棋個人錦標賽');
  const forced = x.readGame(bytes('made/vschess_0_big5.xqf'), { encoding: 'gbk' });
  assert.equal(forced.encoding, 'gbk');
  assert.notEqual(forced.games[0].tags.black, '上海胡榮華');
});

test('readGame: ChessBridge CBR and CBL bytes, to their expected.json entries', () => {
  for (const file of ['other/cchess_test.cbr', 'other/cchess_1989_longhua_cup.CBL']) {
    const r = x.readGame(bytes(file));
    assert.equal(r.format, file.endsWith('.cbr') ? 'cbr' : 'cbl');
    assert.equal(r.encoding, null);
    const want = expected.filter((e) => e.file === file);
    assert.equal(r.games.length, want.length, file);
    want.forEach((e, i) => {
      const g = r.games[i];
      if (e.fen === null) {
        assert.equal(g.error.code, 'ERR_RECORD_FORMAT', `${file} #${i}`);
        assert.deepEqual(g.moves, []);
      } else {
        assert.equal(g.fen, e.fen, `${file} #${i}`);
        assert.deepEqual(g.moves, e.moves_iccs, `${file} #${i}`);
        assert.equal(g.result, e.result, `${file} #${i}`);
      }
      assert.equal(g.tags.title, e.title.trim(), `${file} #${i}`);
    });
  }
  // Cut short: a coded error with its offset, the moves before it kept.
  const cut = x.readGame(bytes('other/cchess_test.cbr').slice(0, 2300));
  assert.equal(cut.games[0].error.code, 'ERR_RECORD_FORMAT');
  assert.ok(cut.games[0].error.offset >= 2214);
  throwsCode(() => x.readGame(bytes('other/cchess_test.cbr').slice(0, 1000)), 'ERR_RECORD_FORMAT');
});

test('readGame: format option, bad input and unknown options', () => {
  const ubb = '[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]';
  assert.deepEqual(x.readGame(ubb, { format: 'dhtmlxq' }).games[0].moves, ['h2e2', 'h9g7']);
  assert.deepEqual(x.readGame(ubb, { format: 'ubb' }).games[0].moves, ['h2e2', 'h9g7']);
  // CBR is binary: as a string it is not a record; an unknown format or encoding is an argument error.
  throwsCode(() => x.readGame(ubb, { format: 'cbr' }), 'ERR_RECORD_FORMAT');
  throwsCode(() => x.readGame(ubb, { format: 'cbf' }), 'ERR_ARGUMENT');
  throwsCode(() => x.readGame(ubb, { encoding: 'latin1' }), 'ERR_ARGUMENT');
  throwsCode(() => x.readGame(ubb, { fromat: 'pgn' }), 'ERR_ARGUMENT');
  throwsCode(() => x.readGame(ubb, 'pgn'), 'ERR_ARGUMENT');
  throwsCode(() => x.readGame(42), 'ERR_ARGUMENT');
  throwsCode(() => x.readGame([1, 2, 3]), 'ERR_ARGUMENT');
  throwsCode(() => x.readGame('hello world'), 'ERR_RECORD_FORMAT');
  // XQF is binary: as a string it is not a record; cut short it is a format error with an offset.
  throwsCode(() => x.readGame('XQ\u0012'), 'ERR_RECORD_FORMAT');
  throwsCode(() => x.readGame(bytes('xqf/vschess_0.xqf').slice(0, 600)), 'ERR_RECORD_FORMAT');
  const cut = x.readGame(bytes('xqf/vschess_0.xqf').slice(0, 1200));
  assert.equal(cut.games[0].error.code, 'ERR_RECORD_FORMAT');
  assert.ok(cut.games[0].error.offset >= 1024);
  assert.ok(cut.games[0].moves.length > 10);
  // An illegal move: the game up to it, with the error attached.
  const bad = x.readGame('1. h2e2 h9g7 2. h0h9 *');
  assert.deepEqual(bad.games[0].moves, ['h2e2', 'h9g7']);
  assert.equal(bad.games[0].error.code, 'ERR_RECORD_MOVE');
  assert.equal(bad.games[0].error.ply, 2);
});

test('writePgn and writeDhtmlXq round-trip a game with variations and comments', () => {
  const game = x.readGame(bytes('xqf/cchess_ucci_test2.xqf')).games[0];
  assert.ok(game.tree.nodes.some((n) => n.children?.length > 1), 'has variations');
  for (const notation of ['iccs', 'wxf', 'chinese', undefined]) {
    const pgn = x.writePgn(game, notation === undefined ? undefined : { notation });
    assert.match(pgn, /^\[Game "Chinese Chess"\]/);
    const back = x.readGame(pgn).games[0];
    assert.equal(back.fen, game.fen, notation);
    assert.deepEqual(back.moves, game.moves, notation);
    assert.deepEqual(canon(back.tree), canon(game.tree), notation);
  }
  assert.match(x.writePgn(game), /炮/, 'Chinese movetext by default');
  const ubb = x.writeDhtmlXq(game);
  assert.match(ubb, /\[DhtmlXQ_movelist\]/);
  assert.deepEqual(canon(x.readGame(ubb).games[0].tree), canon(game.tree));
  // A game built by hand from the documented shape (moves only).
  const pgn = x.writePgn({ tags: { red: '甲', black: '乙' }, moves: ['h2e2', 'h9g7'] }, { notation: 'wxf' });
  assert.match(pgn, /1\. C2\.5 H8\+7/);
  assert.match(pgn, /\[Red "甲"\]/);
});

test('writePgn / writeDhtmlXq reject bad games and options', () => {
  const game = x.readGame('1. h2e2 h9g7 *').games[0];
  throwsCode(() => x.writePgn(game, { notation: 'san' }), 'ERR_ARGUMENT');
  throwsCode(() => x.writePgn(game, { notaton: 'wxf' }), 'ERR_ARGUMENT');
  throwsCode(() => x.writePgn('1. h2e2'), 'ERR_ARGUMENT');
  throwsCode(() => x.writePgn(null), 'ERR_ARGUMENT');
  throwsCode(() => x.writePgn({ moves: ['h2e2', 'h2e2'] }), 'ERR_ARGUMENT');
  throwsCode(() => x.writeDhtmlXq({ fen: 'not a fen', moves: [] }), 'ERR_ARGUMENT');
  throwsCode(() => x.writeDhtmlXq(undefined), 'ERR_ARGUMENT');
});

test('Game.fromRecord: the mainline of a record as a live game, judged like judge()', () => {
  const file = 'xqf/cchess_ucci_test2.xqf';
  const g = x.Game.fromRecord(bytes(file));
  const read = x.readGame(bytes(file)).games[0];
  assert.deepEqual(g.history(), read.moves);
  assert.equal(g.startFen(), read.fen);
  const status = g.status();
  const judged = x.judge(read.fen, read.moves);
  for (const key of ['status', 'result', 'verdict', 'cycle', 'finalFen']) {
    assert.deepEqual(status[key], judged[key], key);
  }
  assert.equal(status.status, 'checkmate');
  // A multi-game record: pick the game; judge options pass through.
  const pgn = text('pgn/davide2022.pgn');
  const g21 = x.Game.fromRecord(pgn, { game: 21, fold: 3, rules: 'axf' });
  assert.equal(g21.status().verdict, 'black_must_change');
  throwsCode(() => x.Game.fromRecord(pgn, { game: 26 }), 'ERR_ARGUMENT');
  throwsCode(() => x.Game.fromRecord(pgn, { game: -1 }), 'ERR_ARGUMENT');
  throwsCode(() => x.Game.fromRecord(pgn, { gmae: 1 }), 'ERR_ARGUMENT');
  throwsCode(() => x.Game.fromRecord('hello'), 'ERR_RECORD_FORMAT');
  // A record with an illegal move: the live game holds the moves before it.
  const bad = x.Game.fromRecord(bytes('xqf/cchess_BadMoveTest3.xqf'));
  assert.equal(bad.history().length, 9);
});

test('Game.fromRecord: a record that goes on after the game ended gives the game to its end', () => {
  // Red checks with the car from g9 and g8 while the black general steps d9–d8: every position
  // recurs every 4 plies; the record goes on 9 plies past the third occurrence.
  const iccs = ['g0g9', 'd9d8'];
  for (let i = 0; i < 4; i++) iccs.push('g9g8', 'd8d9', 'g8g9', 'd9d8');
  const movetext = iccs.map((m, i) => `${i % 2 ? '' : `${i / 2 + 1}. `}${m.slice(0, 2).toUpperCase()}-${m.slice(2).toUpperCase()}`).join(' ');
  const pgn = `[Game "Chinese Chess"]\n[FEN "3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1"]\n[Format "ICCS"]\n\n${movetext} *\n`;
  assert.equal(x.readGame(pgn).games[0].moves.length, 18);
  const g = x.Game.fromRecord(pgn, { rules: 'axf' });
  assert.equal(g.history().length, 9); // the position after 1. g0g9 is back for the third time at ply 9
  assert.ok(g.isOver());
  const s = g.status();
  assert.equal(s.status, 'repetition');
  assert.equal(s.verdict, 'red_must_change');
  assert.equal(s.result, 'black_wins');
  // A record that stops before the end is the game as recorded.
  assert.equal(x.Game.fromRecord(pgn.replace(/ 3\. .*\*/, ' *'), { rules: 'axf' }).history().length, 4);
});

test('auditRecord: a perpetual check recorded as drawn is a mismatch; recorded 0-1 it is none', () => {
  // The chariot checks along ranks 9 and 8 as the black general shuttles: Red must change.
  const fen = '4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1';
  const moves = 'a0a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9';
  const record = (result) => `[FEN "${fen}"]\n[Result "${result}"]\n${moves} ${result}\n`;
  const [drawn] = x.auditRecord(record('1/2-1/2'));
  assert.equal(drawn.rules, 'axf');
  assert.equal(drawn.plies, 9);
  assert.equal(drawn.verdict, 'red_must_change');
  assert.equal(drawn.mismatch.kind, 'draw_but_side_at_fault');
  assert.equal(drawn.mismatch.pattern, 'perpetual_check');
  const [lost] = x.auditRecord(new TextEncoder().encode(record('0-1')));
  assert.equal(lost.mismatch, null);
  // Several rule sets: one entry per game and rule set, in the order asked.
  const both = x.auditRecord(record('1/2-1/2'), { rules: ['chinese', 'axf'] });
  assert.deepEqual(both.map((a) => a.rules), ['chinese', 'axf']);
  assert.ok(both.every((a) => a.mismatch && a.mismatch.kind === 'draw_but_side_at_fault'));
  // Not a record: the reader's coded error.
  assert.throws(() => x.auditRecord('\u0000\u0001 not a record'), (e) => e instanceof x.XiangqiError && /^ERR_RECORD_/.test(e.code));
  assert.throws(() => x.auditRecord(record('1/2-1/2'), { rules: 'fide' }), (e) => e.code === 'ERR_ARGUMENT');
});
