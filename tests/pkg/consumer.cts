// The CommonJS view of the typings (index.d.cts), checked with tsc --module nodenext.
import x = require('xiangqi-referee');
export const moves: string[] = x.legalMoves(x.startFen());
export const isError = (e: unknown): e is x.XiangqiError => e instanceof x.XiangqiError;
export const game: x.Game = new x.Game();
