import type { Locale } from '@slidecraft/contract';

type Detail = Record<Locale, string>;

/**
 * What the client shows after the catalogue message of a limit (the dialogs of spec section 8
 * show the server message): which cap was reached, so the user knows what to change.
 */
export const limitDetail = {
  memberDaily: (n: number): Detail => ({
    'zh-CN': `会员每天最多使用 ${n} 个 AI 点数，明天即可继续`,
    'zh-TW': `會員每天最多使用 ${n} 個 AI 點數，明天即可繼續`,
    'en-US': `members may use ${n} AI points a day; more tomorrow`,
  }),
  /** 5427 past a model-backed route's daily count (AI_CALLS_PER_DAY). */
  dailyCalls: (n: number): Detail => ({
    'zh-CN': `该 AI 功能每天最多使用 ${n} 次，明天即可继续`,
    'zh-TW': `該 AI 功能每天最多使用 ${n} 次，明天即可繼續`,
    'en-US': `this AI feature may be used ${n} times a day; more tomorrow`,
  }),
  basicProjects: (n: number): Detail => ({
    'zh-CN': `基础版最多保存 ${n} 个项目，删除旧项目或升级专业版后可继续创建`,
    'zh-TW': `基礎版最多保存 ${n} 個專案，刪除舊專案或升級專業版後可繼續建立`,
    'en-US': `the basic tier keeps at most ${n} projects; delete one or upgrade to create more`,
  }),
  pages: (n: number, member: boolean): Detail =>
    member
      ? {
          'zh-CN': `每份 PPT 最多 ${n} 页`,
          'zh-TW': `每份 PPT 最多 ${n} 頁`,
          'en-US': `a deck may have at most ${n} slides`,
        }
      : {
          'zh-CN': `基础版每份 PPT 最多 ${n} 页，升级专业版可生成更多页`,
          'zh-TW': `基礎版每份 PPT 最多 ${n} 頁，升級專業版可產生更多頁`,
          'en-US': `the basic tier allows at most ${n} slides per deck; upgrade for more`,
        },
} as const;
