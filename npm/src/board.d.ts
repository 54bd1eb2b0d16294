// Typings of `xiangqi-referee/board`: the <xiangqi-board> custom element.
import type { Game, MoveReport, JudgeReport, GameEnd, Color, ErrorCode, StepView } from './index.js';

/** `detail` of the `move` event: the move played (ICCS), its report, the FEN after it, the ply. */
export interface BoardMoveDetail { move: string; report: MoveReport; fen: string; ply: number }
/**
 * `detail` of the `forbidden` event, fired (cancellable) before a move the user makes that would
 * complete a repetition the rules forbid; `preventDefault()` refuses the move.
 */
export interface BoardForbiddenDetail {
  move: string;
  /**
   * `null`: the move itself completes the repetition. A move (ICCS): the opponent's reply that
   * would complete it (the move is the mover's last chance to change; `occurrences`, `endsGame`
   * and `status` are after the reply). Such a move is warned, never blocked by the
   * `forbidden="block"` policy (it breaks no rule itself).
   */
  reply: string | null;
  /** How many times the position would have occurred (after the reply, if any). */
  occurrences: number;
  /** Whether the move (or the reply) would end the game (a loss for the mover). */
  endsGame: boolean;
  verdict: JudgeReport['verdict'];
  explanation: JudgeReport['explanation'];
  status: JudgeReport;
}
/** `detail` of the `verdict` event: the verdict once a position repeats (status without moves). */
export interface BoardVerdictDetail { verdict: JudgeReport['verdict']; status: JudgeReport }
/** `detail` of the `gameover` event. */
export interface BoardGameOverDetail { outcome: GameEnd; status: JudgeReport }
/** `detail` of the `error` event: a bad attribute (also shown inside the element). */
export interface BoardErrorDetail {
  /** Stable code, e.g. `ERR_FEN_ROWS`, `ERR_ILLEGAL_MOVE`, `ERR_RECORD_FORMAT`, `ERR_DIAGRAM`. */
  code: ErrorCode;
  message: string;
  /** Which input was bad: "fen", "moves", "record", "diagram" or "engine". */
  attribute: string;
  /** The 0-based index of the refused move (moves attribute). */
  index?: number;
  ply?: number;
}
/** `detail` of the `undo` event: the move taken back (ICCS), the FEN and the ply after it. */
export interface BoardUndoDetail { move: string; fen: string; ply: number }
/** `detail` of the `refused` event: a tap on an opponent's piece or an illegal point. */
export interface BoardRefusedDetail { message: string }

export interface XiangqiBoardEventMap extends HTMLElementEventMap {
  move: CustomEvent<BoardMoveDetail>;
  forbidden: CustomEvent<BoardForbiddenDetail>;
  verdict: CustomEvent<BoardVerdictDetail>;
  gameover: CustomEvent<BoardGameOverDetail>;
  error: CustomEvent<BoardErrorDetail> & ErrorEvent;
  refused: CustomEvent<BoardRefusedDetail>;
  undo: CustomEvent<BoardUndoDetail>;
}

/**
 * `<xiangqi-board fen moves orientation rules notation lang mode interactive record diagram ply forbidden>`.
 */
export declare class XiangqiBoard extends HTMLElement {
  /**
   * "play" (default), "view" (default with a record), "rulebook" (default with `diagram`), or
   * "board". Setting `mode`, `lang`, `notation`, `rules`, `interactive` or `ply` sets the
   * attribute (as React 19 and Vue 3 do with props).
   */
  mode: 'play' | 'view' | 'rulebook' | 'board';
  lang: 'zh' | 'en';
  notation: 'chinese' | 'wxf' | 'iccs';
  rules: string;
  /** What a forbidden repetition the user plays does: "confirm" (default), "block" or "allow". */
  readonly forbiddenPolicy: 'confirm' | 'block' | 'allow';
  interactive: boolean;
  /** The engine's live game (owned by the element: do not free it or play on it); null before the first load. */
  readonly game: Game | null;
  /**
   * What the board shows in play mode: the engine's `Game.step` answer for the last step (the
   * element asks once per move and renders from it); null before the first load and in the
   * view and rulebook modes.
   */
  readonly state: StepView | null;
  /** The ply shown. */
  ply: number;
  /** Resolves when the current attributes are shown (or their error). */
  ready: Promise<void>;
  /** Plays a move (ICCS, WXF or Chinese) without the warning; throws a `XiangqiError` if illegal. */
  play(move: string): MoveReport;
  /** Takes back the last move; returns it (ICCS), or undefined at the start. */
  undo(): string | undefined;
  /** Replaces the position (and drops `record`/`diagram`); resolves when shown. */
  setPosition(fen?: string | null, moves?: string[] | string): Promise<void>;
  addEventListener<K extends keyof XiangqiBoardEventMap>(type: K, listener: (this: XiangqiBoard, ev: XiangqiBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

/** Registers the element (once); `engine` resolves to the initialised package, `diagrams` is the diagrams' URL. */
export declare function defineBoard(options?: { engine?: () => Promise<unknown>; diagrams?: string }): typeof XiangqiBoard;

/**
 * The element's attributes as a template writes them (strings, as HTML has them): what the JSX
 * and Vue declarations below accept.
 */
export interface XiangqiBoardAttributes {
  fen?: string;
  moves?: string;
  orientation?: 'red' | 'black';
  rules?: 'axf' | 'chinese' | 'chinese1965';
  notation?: 'chinese' | 'wxf' | 'iccs';
  lang?: 'zh' | 'en';
  mode?: 'play' | 'view' | 'rulebook' | 'board';
  interactive?: boolean | '' | 'interactive';
  record?: string;
  diagram?: string | number;
  ply?: string | number;
  forbidden?: 'confirm' | 'block' | 'allow';
}

declare global {
  interface HTMLElementTagNameMap { 'xiangqi-board': XiangqiBoard }
}
