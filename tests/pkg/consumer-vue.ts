// A Vue 3 consumer of `<xiangqi-board>` (the template declarations of `xiangqi-referee/board/vue`),
// type-checked by tests/pkg/consumers.test.mjs: the tag is a global component whose props are the
// element's attributes.
import type {} from 'xiangqi-referee/board/vue';
import type { GlobalComponents } from 'vue';

type Props = InstanceType<GlobalComponents['xiangqi-board']>['$props'];
export const ok: Props = { diagram: '18', ply: 9, rules: 'chinese1965', lang: 'zh', interactive: true };
// @ts-expect-error: not a rule set
export const bad: Props = { rules: 'fide' };
