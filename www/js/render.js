// One render of the whole page from the state: the board, the panel next to it, the move list,
// the verdict, the controls, the open tab's panel, the notice — then the link.
import { $ } from './dom.js';
import { app, view } from './app.js';
import { writeHash } from './hash.js';
import * as game from './commands/game.js';
import * as setup from './commands/setup.js';
import * as records from './commands/records.js';
import * as chrome from './panels/chrome.js';
import * as noticePanel from './panels/notice.js';
import { toast } from './panels/notice.js';
import * as positionPanel from './panels/position.js';
import * as nowPanel from './panels/now.js';
import * as movesPanel from './panels/moves.js';
import * as verdictPanel from './panels/verdict.js';
import * as playPanel from './panels/play.js';
import * as setupPanel from './panels/setup.js';
import * as rulebookPanel from './panels/rulebook.js';
import * as recordsPanel from './panels/records.js';
import * as glossaryPanel from './panels/glossary.js';

/** The commands the panels call (their buttons and inputs). */
const COMMANDS = {
  openDiagram: game.pickDiagram,
  setupEdit: setup.setupEdit, setupReset: setup.setupReset, playFromSetup: setup.playFromSetup,
  importRecord: records.importRecord, loadRecordGame: records.loadRecordGame, exportRecord: records.exportRecord, copyLink: records.copyLink,
};

const TAB_PANELS = { play: playPanel, setup: setupPanel, rulebook: rulebookPanel, records: recordsPanel, glossary: glossaryPanel };

/** What a panel's `render` gets: the state's view (app.js), the FEN problems, the commands. */
export const context = () => ({ ...view(), fenErrors: app.fenErrors, toast, ...COMMANDS });

let labelled = null;   // the language the fixed parts are worded in

export function render() {
  const ctx = context();
  const { s } = ctx;
  if (labelled !== s.lang) { chrome.labels(ctx); labelled = s.lang; }
  positionPanel.render(app.board, ctx);
  nowPanel.render($('#now'), ctx);
  movesPanel.render($('#move-list'), ctx);
  verdictPanel.render($('#verdict-panel'), ctx);
  chrome.render(ctx);
  TAB_PANELS[s.tab].render($(`[data-panel=${s.tab}]`), ctx);
  noticePanel.render($('#notice'), ctx);
  writeHash(ctx.link);
}
