// A React 19 TSX consumer of `<xiangqi-board>` (the JSX declarations of `xiangqi-referee/board/react`),
// type-checked by tests/pkg/consumers.test.mjs with jsx: react-jsx.
import type {} from 'xiangqi-referee/board/react';
import type { XiangqiBoard } from 'xiangqi-referee/board';
import { useRef } from 'react';

export function Diagram() {
  const ref = useRef<XiangqiBoard>(null);
  return (
    <div>
      <xiangqi-board ref={ref} diagram="18" ply={9} lang="en" className="board" />
      <xiangqi-board fen="3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1" rules="chinese" interactive forbidden="block" />
      {/* @ts-expect-error: not a rule set */}
      <xiangqi-board rules="fide" />
      {/* @ts-expect-error: not an orientation */}
      <xiangqi-board orientation="left" />
    </div>
  );
}
