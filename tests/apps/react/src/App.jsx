import { useRef, useState } from 'react';
import 'xiangqi-referee/board'; // registers <xiangqi-board>
import { FEN, TEXT, moveText } from '../../shared.js';
import '../../app.css';

// React 19 passes a custom element's props as properties when the element has them (lang,
// interactive, …) and as attributes otherwise (fen, forbidden, …); `on` + the event's exact name
// adds a listener: onmove, onforbidden, onverdict, ongameover (lower case: DOM event names).
export default function App() {
  const board = useRef(null);
  const [lang, setLang] = useState('en');
  const [policy, setPolicy] = useState('confirm');
  const [played, setPlayed] = useState({ ply: 0, last: null });
  const [warning, setWarning] = useState(null);
  const [verdict, setVerdict] = useState(null);
  const [over, setOver] = useState(null);
  const t = TEXT[lang];

  const newGame = () => {
    board.current.setPosition(FEN);
    setPlayed({ ply: 0, last: null });
    setWarning(null); setVerdict(null); setOver(null);
  };

  return (
    <main className="app" lang={lang}>
      <h1>xiangqi-referee · React 19</h1>
      <div className="settings">
        <label>{t.lang}
          <select data-testid="lang" value={lang} onChange={(e) => setLang(e.target.value)}>
            <option value="en">English</option><option value="zh">中文</option>
          </select>
        </label>
        <label>{t.policy}
          <select data-testid="policy" value={policy} onChange={(e) => setPolicy(e.target.value)}>
            {['confirm', 'block', 'allow'].map((p) => <option key={p} value={p}>{t[p]}</option>)}
          </select>
        </label>
        <button type="button" data-testid="new-game" onClick={newGame}>{t.newGame}</button>
      </div>

      <h2>{t.live}</h2>
      <div className="live">
        <xiangqi-board
          ref={board} data-testid="live-board" fen={FEN} mode="play" interactive lang={lang} forbidden={policy}
          onmove={(e) => { setPlayed({ ply: e.detail.ply, last: e.detail.report }); setWarning(null); }}
          onforbidden={(e) => setWarning(e.detail)}
          onverdict={(e) => setVerdict(e.detail)}
          ongameover={(e) => setOver(e.detail)}
        />
        <section className="heard" aria-live="polite">
          <h3>{t.heard}</h3>
          <p data-testid="app-moves">{played.ply ? `${t.moves(played.ply)} · ${t.last(moveText(played.last, lang))}` : t.none}</p>
          {warning && <p className="warning" data-testid="app-warning">{t.warning(warning)}</p>}
          {verdict && (
            <p className="verdict" data-testid="app-verdict" data-code={verdict.verdict}>
              {t.verdictLabel}{t.verdict[verdict.verdict]}
            </p>
          )}
          {verdict?.status.explanation && <p className="muted">{verdict.status.explanation[lang]}</p>}
          {over && (
            <p className="verdict" data-testid="app-over" data-result={over.outcome.result}>
              {t.overLabel}{t.over[over.outcome.result]}
            </p>
          )}
        </section>
      </div>

      <h2>{t.diagram}</h2>
      <xiangqi-board className="diagram" data-testid="diagram-board" diagram="18" lang={lang} />
    </main>
  );
}
