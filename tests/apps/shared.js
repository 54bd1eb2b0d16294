// What the React and Vue apps share: the position they open and the words of their own panel
// (the board speaks for itself: its status, warning and verdict are inside its shadow root).

// Red's chariot gives check from e0 and f0 in turn while Black's general steps between e8 and
// f8: after f0e0 e8f8 e0f0 f8e8 f0e0 e8f8, Red's e0f0 would make the position occur a third
// time — a perpetual check, which Red must change (AXF rules): the board warns before it.
export const FEN = '9/4k4/9/9/9/9/9/9/2p6/3K1RBc1 w - - 0 1';

const ORD = (n) => `${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
/** A move in the panel's language: Chinese notation in zh, WXF in en (`report` is the `move` event's). */
export const moveText = (report, lang) => (report ? report[lang === 'zh' ? 'chinese' : 'wxf'] : '');

export const TEXT = {
  en: {
    lang: 'Language', policy: 'A forbidden repetition', confirm: 'asks first', block: 'is refused', allow: 'is played',
    newGame: 'New game', live: 'A refereed game', heard: 'What the app heard', diagram: 'Rulebook diagram 18 (a second board)',
    moves: (n) => `${n} move${n === 1 ? '' : 's'} played`, last: (m) => `last: ${m}`, none: 'Play by clicking a piece, then a point.',
    warning: (d) => `Warning: ${d.move} would make the position occur a ${ORD(d.occurrences)} time${d.endsGame ? ' and lose the game' : ''}.`,
    verdict: { red_must_change: 'Red must change', black_must_change: 'Black must change', draw: 'Draw if neither changes', none: 'No ruling' },
    over: { red_wins: 'Red wins', black_wins: 'Black wins', draw: 'Draw' },
    verdictLabel: 'Verdict: ', overLabel: 'Game over: ',
  },
  zh: {
    lang: '语言', policy: '犯例着法', confirm: '先提醒', block: '不允许', allow: '照走',
    newGame: '新对局', live: '裁判中的对局', heard: '应用收到的事件', diagram: '棋例图十八（第二个棋盘）',
    moves: (n) => `已走 ${n} 着`, last: (m) => `最后一着：${m}`, none: '点击棋子，再点击落点。',
    warning: (d) => `提醒：${d.move} 使局面第 ${d.occurrences} 次出现${d.endsGame ? '，将判负' : ''}。`,
    verdict: { red_must_change: '红方须变着', black_must_change: '黑方须变着', draw: '不变作和', none: '不判' },
    over: { red_wins: '红胜', black_wins: '黑胜', draw: '和棋' },
    verdictLabel: '裁决：', overLabel: '对局结束：',
  },
};
