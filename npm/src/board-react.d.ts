// `<xiangqi-board>` in React 19 TSX: `import type {} from 'xiangqi-referee/board/react';` once in
// the app (React 19 reads intrinsic elements from its own `JSX` namespace in "react").
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { XiangqiBoard, XiangqiBoardAttributes } from './board.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'xiangqi-board': XiangqiBoardAttributes &
        Omit<DetailedHTMLProps<HTMLAttributes<XiangqiBoard>, XiangqiBoard>, keyof XiangqiBoardAttributes>;
    }
  }
}

export {};
