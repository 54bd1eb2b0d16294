// The element's style sheet (inside its shadow root: nothing leaks into the page, nothing of the
// page's CSS leaks in). Themes: the custom properties below (set them on `xiangqi-board` or an
// ancestor) and the parts (`::part(board)`, `side`, `status`, `controls`, `reason`, `verdict`,
// `rulebook`, `warning`, `error`, `button`). Text colours follow the page's colour scheme
// (`Canvas`/`CanvasText`), so the side panel reads in light and dark themes alike.
export const CSS = `
:host { display: block; container-type: inline-size; color: var(--xq-ink, CanvasText);
  font-family: var(--xq-font, system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif);
  --_kai: var(--xq-font-kai, "XQ Kai Subset", "KaiTi", "STKaiti", "Kaiti SC", "AR PL UKai CN", "AR PL UKai TW", "Noto Serif CJK SC", serif);
  --_line: var(--xq-line, #5a3b1c); --_red: var(--xq-red, #b3261e); --_blue: var(--xq-blue, #1f5fb4);
  --_green: var(--xq-green, #2a7d4f); --_accent: var(--xq-accent, #9c4a12); line-height: 1.4; }
:host([hidden]) { display: none; }
[hidden] { display: none !important; }
.frame { display: grid; gap: .6rem; grid-template-columns: minmax(0, 1fr); }
@container (min-width: 620px) { .frame.has-side { grid-template-columns: minmax(0, 1fr) minmax(14rem, 20rem); align-items: start; } }
.board-wrap { min-width: 0; position: relative; aspect-ratio: 972 / 1072; }
.placeholder { position: absolute; inset: 0; border-radius: 2%; background: var(--xq-wood-2, #e8c17f); opacity: .55; }
.side { display: flex; flex-direction: column; gap: .5rem; min-width: 0; font-size: .95rem; }
.side:empty { display: none; }
.status { font-weight: 700; }
.status.end { color: var(--_red); }
.muted { opacity: .7; }
.controls { display: flex; gap: .35rem; flex-wrap: wrap; align-items: center; }
button { font: inherit; color: inherit; cursor: pointer; min-height: 2.2rem; min-width: 2.4rem; padding: .2rem .6rem;
  border: 1px solid color-mix(in srgb, currentColor 30%, transparent); border-radius: 8px; background: var(--xq-paper, Canvas); }
button:disabled { opacity: .45; cursor: default; }
button.primary { background: var(--_red); color: #fff; border-color: var(--_red); }
.icon { width: 1.1em; height: 1.1em; fill: currentColor; vertical-align: -.15em; }
.ply { font-variant-numeric: tabular-nums; }
.reason, .verdict, .rulebook, .warn, .error { border-radius: 8px; padding: .5rem .65rem; background: color-mix(in srgb, var(--xq-paper, Canvas) 85%, var(--_accent) 15%); }
.reason b { font-family: var(--_kai); font-size: 1.1em; }
.verdict strong { color: var(--_red); }
.verdict.draw strong { color: var(--_green); }
.rulebook table { border-collapse: collapse; width: 100%; font-size: .9em; }
.rulebook th, .rulebook td { text-align: left; vertical-align: top; padding: .15rem .3rem; border-top: 1px solid color-mix(in srgb, currentColor 18%, transparent); }
.agree { color: var(--_green); font-weight: 700; } .disagree { color: var(--_red); font-weight: 700; }
.warn { border: 2px solid var(--_red); }
.warn .row { display: flex; gap: .4rem; margin-top: .4rem; }
.error { border: 2px solid var(--_red); color: inherit; white-space: pre-wrap; overflow-wrap: anywhere; }
.error code { font-weight: 700; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.badge { display: inline-block; font-size: .8em; padding: 0 .35em; margin-left: .25em; border-radius: 4px; background: var(--_red); color: #fff; }
svg.board { width: 100%; height: auto; display: block; user-select: none; -webkit-user-select: none; touch-action: none; filter: drop-shadow(0 6px 14px rgba(70, 40, 10, .28)); }
@container (max-width: 420px) { svg.board { filter: none; } }
#wood stop:nth-child(1) { stop-color: var(--xq-wood-1, #f3d9a4); }
#wood stop:nth-child(2) { stop-color: var(--xq-wood-2, #e8c17f); }
#wood stop:nth-child(3) { stop-color: var(--xq-wood-3, #dcae68); }
.board .wood { fill: url(#wood); stroke: #a8743a; stroke-width: 3; }
.board .frame-inner { fill: none; stroke: var(--_line); stroke-width: 3.2; }
.board .frame-outer { fill: none; stroke: var(--_line); stroke-width: 6; }
.board .lines line { stroke: var(--_line); stroke-width: 2.4; stroke-linecap: square; }
.board .marks polyline { fill: none; stroke: var(--_line); stroke-width: 2.4; }
.board .river text { font-family: var(--_kai); font-size: 56px; fill: var(--xq-river, #6b4420); text-anchor: middle; dominant-baseline: central; letter-spacing: 40px; opacity: .9; }
.board .nums text { font-family: var(--_kai); font-size: 30px; text-anchor: middle; dominant-baseline: central; }
.board .nums .red { fill: #8f2a1c; }
.board .nums .black { fill: #3a2a1a; }
.piece .p-shadow { fill: rgba(60, 30, 5, .35); }
.piece .p-body { fill: var(--xq-piece, url(#pieceBody)); stroke: #8c6a3a; stroke-width: 2.5; }
.piece .p-ring { fill: none; stroke-width: 3; }
.piece.red .p-ring { stroke: var(--xq-red-piece, var(--_red)); }
.piece.black .p-ring { stroke: var(--xq-black-piece, #2a2a2a); }
.piece .p-glyph { font-family: var(--_kai); text-anchor: middle; dominant-baseline: central; font-weight: 700; }
.piece.red .p-glyph { fill: var(--xq-red-piece, var(--_red)); }
.piece.black .p-glyph { fill: var(--xq-black-piece, #1a1a1a); }
.piece.dragging { opacity: .92; pointer-events: none; }
.piece.dragging .p-shadow { transform: translate(6px, 10px); }
.board .hit-sq { fill: transparent; outline: none; }
.board .hit-sq:focus-visible { fill: rgba(31, 95, 180, .16); stroke: var(--_blue); stroke-width: 6; }
.board .check-glow { fill: none; stroke: #e0261a; stroke-width: 9; opacity: .85; filter: drop-shadow(0 0 6px #ff4b3a); }
.board .selected-ring { fill: rgba(31, 95, 180, .18); stroke: var(--_blue); stroke-width: 4; }
.board .dest { fill: var(--xq-dest, rgba(31, 125, 70, .75)); stroke: #fff; stroke-width: 2; pointer-events: none; }
.board .dest.capture { fill: none; stroke: var(--xq-dest, rgba(31, 125, 70, .9)); stroke-width: 7; stroke-dasharray: 14 8; }
.board .dest.forbidden { fill: var(--xq-forbidden, rgba(200, 30, 20, .85)); }
.board .dest.capture.forbidden { fill: none; stroke: var(--xq-forbidden, rgba(200, 30, 20, .9)); }
.board .corner polyline { fill: none; stroke-width: 5; stroke-linecap: round; }
.board .corner.last-from polyline { stroke: rgba(31, 95, 180, .55); }
.board .corner.last-to polyline { stroke: var(--_blue); }
.board .arrow { stroke-width: 9; stroke-linecap: round; opacity: .72; pointer-events: none; }
.board .arrow.check { stroke: #d21f1f; }
.board .arrow.chase { stroke: #1f6fd2; }
.board .arrow.other { stroke: #2a9d5c; }
.board .arrow.mate { stroke: #7b1fa2; stroke-dasharray: 18 12; }
.board .arrow.reply { stroke: #6b6b6b; stroke-width: 5; stroke-dasharray: 6 8; opacity: .6; }
.board .arrow-n circle { fill: #fff; stroke: #7b1fa2; stroke-width: 3; }
.board .arrow-n.reply circle { stroke: #6b6b6b; }
.board .arrow-n text { font: 700 17px system-ui, sans-serif; fill: #4a1163; }
.board .arrow-n.reply text { fill: #444; }
.board .mark { fill: none; stroke-width: 5; stroke-dasharray: 10 7; }
.board .mark.chaser, .board .mark.checker { stroke: var(--_red); }
.board .mark.target { stroke: var(--_blue); }
.board .stamp { pointer-events: none; }
.board .stamp rect { fill: rgba(255, 250, 240, .9); stroke: var(--_accent); stroke-width: 4; }
.board .stamp.v-red rect { stroke: var(--_red); }
.board .stamp.v-draw rect { stroke: var(--_green); }
.board .stamp text { text-anchor: middle; dominant-baseline: central; font-family: system-ui, sans-serif; }
.board .stamp .stamp-count { font-size: 38px; font-weight: 800; fill: var(--_accent); }
.board .stamp.v-red .stamp-count { fill: var(--_red); }
.board .stamp.v-draw .stamp-count { fill: var(--_green); }
.board .stamp .stamp-sub { font-size: 22px; fill: #2b2118; }
.board.refused { animation: xq-shake .25s; }
@keyframes xq-shake { 25% { transform: translateX(-6px); } 75% { transform: translateX(6px); } }
@media (prefers-reduced-motion: reduce) { .board.refused { animation: none; outline: 3px solid var(--_red); } }
`;
