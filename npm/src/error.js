// The error class of the package. The wasm module constructs it (the wrapper registers it at
// initialisation), so every error thrown by a function or method of the package is one.

/** What every function and method throws on bad input: a stable `code` and a message. */
export class XiangqiError extends Error {
  /**
   * @param {string} code      stable code, e.g. `ERR_ILLEGAL_MOVE`
   * @param {string} message   what is wrong, naming the offending part
   * @param {{index?: number, ply?: number, line?: number, offset?: number, details?: object}} [details]
   */
  constructor(code, message, details) {
    super(message);
    this.code = code;
    if (details) Object.assign(this, details);
  }
}
Object.defineProperty(XiangqiError.prototype, 'name', {
  value: 'XiangqiError', writable: true, configurable: true,
});
