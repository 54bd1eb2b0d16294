// A TypeScript consumer of `xiangqi-referee/board` (the <xiangqi-board> element; lib dom), type-checked
// by tests/pkg/consumers.test.mjs in the browser configuration.
import { XiangqiBoard, defineBoard } from 'xiangqi-referee/board';
import type { BoardMoveDetail, BoardForbiddenDetail, BoardErrorDetail, BoardGameOverDetail, BoardUndoDetail } from 'xiangqi-referee/board';
import type { MoveReport, StepView } from 'xiangqi-referee';

export async function board(): Promise<string> {
  defineBoard();
  const b: XiangqiBoard = document.createElement('xiangqi-board');
  b.addEventListener('forbidden', (e) => { const d: BoardForbiddenDetail = e.detail; if (!d.endsGame) e.preventDefault(); });
  b.addEventListener('move', (e) => { const d: BoardMoveDetail = e.detail; void d.report.chinese; });
  b.addEventListener('error', (e) => { const d: BoardErrorDetail = e.detail; void d.code; });
  b.addEventListener('gameover', (e) => { const d: BoardGameOverDetail = e.detail; void d.outcome.result; });
  b.addEventListener('undo', (e) => { const d: BoardUndoDetail = e.detail; void d.move; });
  // the attribute properties can be set (as React 19 and Vue 3 set props)
  b.mode = 'play';
  b.lang = 'zh';
  b.notation = 'wxf';
  b.rules = 'chinese';
  b.interactive = true;
  b.ply = 0;
  await b.setPosition(null, ['h2e2']);
  const r: MoveReport = b.play('h9g7');
  b.undo();
  const st: StepView | null = b.state;
  const forbidden: string[] = st ? st.forbidden.map((f) => f.move) : [];
  return `${r.move} ${b.game?.fen()} ${b.ply} ${b.mode} ${st?.lastMove?.move ?? ''} ${forbidden.length}`;
}
