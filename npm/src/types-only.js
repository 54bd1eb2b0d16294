// `xiangqi-referee/board/react` and `xiangqi-referee/board/vue` are typings only (JSX and Vue
// template declarations for <xiangqi-board>); importing them at run time does nothing.
export {};
