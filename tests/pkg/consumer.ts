// A TypeScript consumer of every export of the package (tests/pkg/consumers.test.mjs runs
// `tsc --strict` over it in a project with the tarball installed). Type-checked, not run.
import init, {
  initSync, XiangqiError, startFen, validateFen, legalMoves, dests, play, toNotation, status, perft,
  describe, classify, judge, Game, boardView, placement, setupFen, readGame, writePgn, writeDhtmlXq, memoryBytes,
  auditRecord,
} from 'xiangqi-referee';
import type {
  Color, Notation, FenProblem, PositionStatus, Dests, MoveReport, JudgeReport, JudgeOptions, ErrorCode,
  Preview, ForbiddenMove, GameEnd, GameJSON, StepView, Verdict, Placement, BoardView,
  RecordGames, RecordGame, RecordFormat, ErrorDetails, FenErrorDetails, GameAudit, AuditRecordOptions,
} from 'xiangqi-referee';

export async function all(bytes: Uint8Array): Promise<string[]> {
  await init();
  await init(new URL('https://example.org/xiangqi_wasm_bg.wasm'));
  initSync(bytes);
  initSync({ module: bytes });

  const mem: number = memoryBytes();
  void mem;
  const start: string = startFen();
  const problems: FenProblem[] = validateFen(start);
  const moves: string[] = legalMoves(start);
  const d: Dests = dests(start);
  const next: string = play(start, 'h2e2');
  const notation: Notation = 'wxf';
  const wxf: string = toNotation(start, 'h2e2', notation);
  const st: PositionStatus = status(next);
  const turn: Color = st.turn;
  const n: number = perft(start, 2);
  const labels: MoveReport = describe(start, 'h2e2', { rules: 'chinese' });
  const legacy: MoveReport = classify(start, 'h2e2'); // the deprecated alias, still typed
  void legacy;
  const where: Placement = placement(start);
  const view: BoardView = boardView(start);
  const rebuilt: string = setupFen(where.pieces, view.turn);
  const options: JudgeOptions = { rules: 'axf', fold: 3, pattern: false, moveLimit: 120, maxCountedChecks: 10 };
  const report: JudgeReport = judge(start, ['h2e2'], options);

  const game = new Game(start, options);
  const preview: Preview = game.preview('h2e2');
  const forbidden: ForbiddenMove[] = game.forbiddenMoves();
  const reason: Verdict | undefined = forbidden[0]?.status.verdict;
  const played: MoveReport = game.play('h2e2');
  const stepped: StepView = game.step('h9g7');
  const now: StepView = game.step();
  const drawn: [string, string | null, MoveReport | null, JudgeReport, GameEnd | null, ForbiddenMove[], Dests, number] =
    [stepped.fen, now.check, now.lastMove, now.status, now.outcome, now.forbidden, now.dests, now.ply];
  void drawn;
  const inCycle: boolean = played.inCycle;
  const history: string[] = game.history();
  const fen: string = game.fen();
  const first: string = game.startFen();
  const side: Color = game.turn();
  const legal: string[] = game.legalMoves();
  const gameDests: Dests = game.dests();
  const judged: JudgeReport = game.status();
  const bare: JudgeReport = game.status({ moves: false });
  const over: boolean = game.isOver();
  const end: GameEnd | null = game.outcome();
  const copy: Game = game.clone();
  const json: GameJSON = game.toJSON();
  const back: Game = Game.fromJSON(JSON.parse(JSON.stringify(json)) as GameJSON);
  const undone: string | undefined = game.undo();
  game.free();
  game[Symbol.dispose]();
  copy.free();
  back.free();

  const records: RecordGames = readGame('1. h2e2 h9g7 *', { format: 'pgn' });
  const fromBytes: RecordGames = readGame(bytes);
  const format: RecordFormat = fromBytes.format;
  const auditOptions: AuditRecordOptions = { rules: ['axf', 'chinese'], fold: 3 };
  const audits: GameAudit[] = auditRecord('1. h2e2 h9g7 *', auditOptions);
  const auditBytes: GameAudit[] = auditRecord(bytes);
  const faults: (string | null)[] = audits.map((a) => (a.mismatch ? a.mismatch.kind : null));
  void auditBytes;
  void faults;
  const recorded: RecordGame = records.games[0];
  const pgnText: string = writePgn(recorded, { notation: 'wxf' });
  const ubb: string = writeDhtmlXq(recorded);
  const live: Game = Game.fromRecord(pgnText, { game: 0, rules: 'axf' });
  const recordMoves: string[] = live.history();
  live.free();

  try {
    play(start, 'a0a5');
  } catch (e) {
    if (e instanceof XiangqiError) {
      const code: ErrorCode = e.code;
      const name: 'XiangqiError' = e.name;
      const index: number | undefined = e.index;
      // details: a discriminated union by `kind` (or `{text}` for a move argument)
      const details: ErrorDetails | undefined = e.details;
      const row = details && 'kind' in details && details.kind === 'char' ? details.row : 0;
      const fenDetails: FenErrorDetails | undefined = validateFen('x').at(0)?.details as FenErrorDetails | undefined;
      return [code, name, String(index), e.message, String(row), String(fenDetails?.kind)];
    }
  }
  const made = new XiangqiError('ERR_ARGUMENT', 'by hand');
  return [problems.length, moves.length, Object.keys(d).length, wxf, turn, n, labels.move, report.verdict,
    played.move, history.join(), fen, judged.status, String(undone), made.code, preview.forbidden, String(reason),
    inCycle, first, side, legal.length, Object.keys(gameDests).length, bare.moves.length, over, end?.result,
    json.moves.length, rebuilt, view.check, format, ubb, recordMoves.join(), recorded.error?.code].map(String);
}
