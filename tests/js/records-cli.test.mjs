// The npm package reads every record exactly as the CLI does: the same JSON for every game of
// every fixture of tests/records, and for damaged GBK / UTF-16 / XQF text. The CLI decodes with
// encoding_rs, the package with the host's TextDecoder (crates/xiangqi-wasm/src/text.rs); this
// is the test that the two agree, error offsets and U+FFFD replacements included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkgPath = `${root}target/npm-package/node/index.cjs`;
if (!existsSync(pkgPath)) {
  throw new Error(`${pkgPath} is missing: run ./build.sh pack first`);
}
const x = createRequire(import.meta.url)(pkgPath);

/** `xiangqi read --compact FILES…` (XIANGQI_CLI, else `cargo run`): its JSON; exit code 2 (a
 * file or game with an error) is not a failure here. */
function cliRead(files) {
  const cli = process.env.XIANGQI_CLI;
  const [cmd, args] = cli
    ? [cli, ['read', '--compact', ...files]]
    : ['cargo', ['run', '-q', '-p', 'xiangqi-cli', '--', 'read', '--compact', ...files]];
  let out;
  try {
    out = execFileSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 });
  } catch (e) {
    if (e.status !== 2) throw e;
    out = e.stdout;
  }
  return JSON.parse(out);
}

/** What the package reads of a file, in the CLI's shape: `{format, encoding, games, error?}`. */
function jsRead(file) {
  try {
    const r = x.readGame(new Uint8Array(readFileSync(file)));
    return { format: r.format, encoding: r.encoding, games: r.games };
  } catch (e) {
    assert.ok(e instanceof x.XiangqiError, String(e));
    return { format: null, encoding: null, games: [], error: { code: e.code, offset: e.offset } };
  }
}

/** Asserts that the CLI and the package read each file to the same JSON text. */
function sameAsCli(files) {
  const cli = cliRead(files);
  assert.equal(cli.files.length, files.length);
  let at = 0;
  files.forEach((file, i) => {
    const entry = cli.files[i];
    const want = {
      format: entry.format,
      encoding: entry.encoding,
      games: cli.games.slice(at, at + entry.games),
      ...(entry.error && { error: { code: entry.error.code, offset: entry.error.offset } }),
    };
    at += entry.games;
    assert.equal(JSON.stringify(jsRead(file)), JSON.stringify(want), file);
  });
}

test('every fixture of tests/records reads to the same JSON in the package as in the CLI', () => {
  const dir = `${root}tests/records/`;
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(dir + d.name).map((f) => `${dir}${d.name}/${f}`));
  assert.ok(files.length >= 29, `${files.length} fixtures`);
  sameAsCli(files);
});

test('damaged GBK, UTF-16 and XQF text reads the same in the package as in the CLI', (t) => {
  const tmp = mkdtempSync(join(tmpdir(), 'xiangqi-records-cli-'));
  t.after(() => rmSync(tmp, { recursive: true, force: true }));
  const fixture = (f) => readFileSync(`${root}tests/records/${f}`);
  const gbk = fixture('pgn/eleeye_SAMPLE.PGN');
  const utf8 = fixture('pgn/wukong_xqdb_traditional.pgn').toString('utf8');
  const splice = (buf, at, bytes) => Buffer.concat([buf.subarray(0, at), Buffer.from(bytes), buf.subarray(at)]);
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(utf8, 'utf16le')]);
  const be = Buffer.from(le);
  be.swap16();
  /** An XQF fixture with raw bytes as its title (a Pascal string at 0x50, not obfuscated). */
  const xqfTitle = (file, bytes) => {
    const b = Buffer.from(fixture(file));
    b[0x50] = bytes.length;
    Buffer.from(bytes).copy(b, 0x51);
    return b;
  };
  const cutAt = gbk.indexOf(0x0a, Math.floor(gbk.length * 0.6)) + 1;
  const cases = {
    // A lead byte before ASCII, at a line start well into the game: the moves before it are kept.
    'gbk-cut.pgn': splice(gbk, cutAt, [0x81, 0x20]),
    // A byte no GBK sequence starts with, first: nothing to keep, the whole file fails; in the
    // tags: a game without moves, with the error.
    'gbk-first.pgn': splice(gbk, 0, [0xff]),
    'gbk-head.pgn': splice(gbk, 20, [0xff]),
    // Four-byte GB18030 (U+20AC as 0x80, a BMP four-byte code), then a bad four-byte sequence.
    'gb18030.pgn': splice(gbk, Math.floor(gbk.length * 0.5), [0x80, 0x81, 0x30, 0x81, 0x30, 0x84, 0x31, 0xa5, 0x30]),
    // Ends inside a two-byte sequence.
    'gbk-tail.pgn': Buffer.concat([gbk, Buffer.from([0xb0])]),
    'utf16le.pgn': le,
    'utf16be.pgn': be,
    // A second BOM is text (U+FEFF), not dropped.
    'utf16le-bom2.pgn': splice(le, 2, [0xff, 0xfe]),
    // An unpaired surrogate mid-file; an odd last byte.
    'utf16le-surrogate.pgn': splice(le, 2 + 2 * Math.floor(utf8.length * 0.7), [0x00, 0xd8, 0x41, 0x00]),
    'utf16be-odd.pgn': Buffer.concat([be, Buffer.from([0x41])]),
    // XQF titles: GBK, then damage the lossy decoding replaces with U+FFFD.
    'title.xqf': xqfTitle('xqf/cchess_test1.xqf', [0xc5, 0xda, 0xb6, 0xfe, 0xc6, 0xbd, 0xce, 0xe5]),
    'title-damaged.xqf': xqfTitle('xqf/cchess_test1.xqf',
      [0xc5, 0xda, 0x81, 0x20, 0xff, 0x80, 0xa1, 0x84, 0x31, 0xa5, 0x30, 0x81, 0x30, 0x81, 0x41, 0xfe]),
    'title-damaged-v18.xqf': xqfTitle('xqf/eleeye_SAMPLE.XQF', [0xb0, 0xa1, 0xfe, 0x30, 0xa1]),
  };
  const files = Object.entries(cases).map(([name, bytes]) => {
    writeFileSync(join(tmp, name), bytes);
    return join(tmp, name);
  });
  sameAsCli(files);
  // The damage shows: partial games with the error's offset, U+FFFD in the XQF title.
  const read = (name) => jsRead(join(tmp, name));
  const cut = read('gbk-cut.pgn');
  assert.equal(cut.games.at(-1).error.code, 'ERR_RECORD_ENCODING');
  assert.equal(cut.games.at(-1).error.offset, cutAt);
  assert.ok(cut.games.at(-1).moves.length > 10);
  assert.deepEqual(read('gbk-first.pgn').error, { code: 'ERR_RECORD_ENCODING', offset: 0 });
  assert.equal(read('gbk-head.pgn').games[0].error.offset, 20);
  assert.match(read('title-damaged.xqf').games[0].tags.title, /^炮\ufffd/);
});

test('a host without a GB18030 or UTF-16BE TextDecoder gives ERR_RECORD_ENCODING, not a guessed text', (t) => {
  const Real = globalThis.TextDecoder;
  // Node built with small-icu: only UTF-8, UTF-16LE and Latin-1.
  globalThis.TextDecoder = class extends Real {
    constructor(label = 'utf-8', options) {
      if (!/^(utf-?8|utf-16le|latin1)$/i.test(label)) throw new RangeError(`The "${label}" encoding is not supported`);
      super(label, options);
    }
  };
  t.after(() => { globalThis.TextDecoder = Real; });
  const fixture = (f) => new Uint8Array(readFileSync(`${root}tests/records/${f}`));
  for (const file of ['pgn/eleeye_SAMPLE.PGN', 'xqf/eleeye_SAMPLE.XQF']) {
    assert.throws(() => x.readGame(fixture(file)), (e) => {
      assert.ok(e instanceof x.XiangqiError);
      assert.equal(e.code, 'ERR_RECORD_ENCODING');
      assert.match(e.message, /gb18030/);
      return true;
    }, file);
  }
  const be = Buffer.from('\ufeff1. h2e2 h9g7', 'utf16le');
  be.swap16();
  assert.throws(() => x.readGame(new Uint8Array(be)), /utf-16be/);
  // UTF-8, UTF-16LE and ASCII-only XQF text need nothing more.
  assert.equal(x.readGame(fixture('pgn/wukong_xqdb_traditional.pgn')).games.length, 15);
  const le = Buffer.from('\ufeff1. h2e2 h9g7', 'utf16le');
  assert.deepEqual(x.readGame(new Uint8Array(le)).games[0].moves, ['h2e2', 'h9g7']);
});
