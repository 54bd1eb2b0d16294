// ---- Written by hand (npm/src/index.d.ts); the declarations above come from the Rust sources. ----

/**
 * What `init` accepts in a browser: the .wasm's URL, a fetch `Response` (or a promise of one),
 * its bytes, or a compiled `WebAssembly.Module`. Ignored in Node.
 */
export type InitInput = string | URL | ArrayBuffer | ArrayBufferView | object;

/**
 * Loads the WebAssembly module. In a browser or bundle, call it once (awaited) before anything
 * else; later calls return at once. In Node it is optional (bytes or a `WebAssembly.Module`, as
 * `initSync`; without them the first call reads the package's .wasm from disk).
 */
export default function init(input?: InitInput | { module_or_path: InitInput }): Promise<void>;

/**
 * Instantiates the module synchronously (a Worker, or SSR with the bytes at hand) from its bytes
 * or a compiled `WebAssembly.Module`. In Node too (e.g. a bundled server whose .wasm is elsewhere);
 * there it is optional: without it the first call reads the package's .wasm from disk.
 */
export function initSync(module?: ArrayBuffer | ArrayBufferView | object | { module: ArrayBuffer | ArrayBufferView | object }): void;

/**
 * Bytes of the module's memory. It grows with the largest input seen and never shrinks (the
 * wrapper checks each argument's length against the documented bounds before it is copied in:
 * a record at most 32 MiB, a list of moves 200,000; a longer string than 4,096 characters, which
 * no FEN or move is, is passed in cut to 4,097 and refused with the engine's own code).
 */
export function memoryBytes(): number;

// `ErrorCode`, every stable code (a `XiangqiError`'s, the board's, the CLI's), is generated from
// the Rust enum `xiangqi::ErrorCode` (declared above, in the glue's typings).


/**
 * What went wrong, as data: the engine's typed error, its variant as `kind` and its fields
 * (generated from the Rust types), so that an application can word the error in its own
 * language. Which shape goes with which code:
 * - `ERR_FEN_*`: `FenErrorDetails` (e.g. `{kind: "char", row: 3, ch: "x"}` for `ERR_FEN_CHAR`);
 * - `ERR_POS_*` thrown for a FEN: `{problems: [{code, ...PositionProblemDetails}]}` (each problem
 *   of `validateFen` carries its own `PositionProblemDetails`);
 * - `ERR_RECORD_*`: `RecordErrorDetails` (e.g. `{kind: "move", text: "h0h9", reason: "ERR_ILLEGAL_MOVE"}`);
 * - `ERR_NOTATION`, `ERR_ILLEGAL_MOVE` for a move argument: `{text}`, the move as given.
 */
export type ErrorDetails =
  | FenErrorDetails
  | { problems: Array<{ code: ErrorCode } & PositionProblemDetails> }
  | RecordErrorDetails
  | { text: string };

/** What every function and method throws on bad input; the module keeps working afterwards. */
export class XiangqiError extends Error {
  constructor(code: ErrorCode, message: string, details?: { index?: number; ply?: number; line?: number; offset?: number; details?: ErrorDetails });
  readonly name: "XiangqiError";
  /** A stable code (see the README's table). */
  readonly code: ErrorCode;
  /** For a list of moves (`judge`, `Game.fromJSON`): the index of the offending move; for a record: the game's index. */
  readonly index?: number;
  /** For a game record: the ply of the offending move. */
  readonly ply?: number;
  /** For a text record: the 1-based line. */
  readonly line?: number;
  /** For a game record: the byte offset of the offending part. */
  readonly offset?: number;
  /** What went wrong, as data (absent for argument, limit and internal errors): see `ErrorDetails`. */
  readonly details?: ErrorDetails;
}

declare global {
  // As @types/node does: `Symbol.dispose` exists without lib "esnext.disposable" too.
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}
