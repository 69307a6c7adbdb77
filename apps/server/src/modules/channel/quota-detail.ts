import type { Locale, PartnerQuotaKind } from '@slidecraft/contract';

/** What the 5411 of a partner's used-up quota adds after the catalogue message. */
export function quotaDetail(kind: PartnerQuotaKind, limit: number): Record<Locale, string> {
  return kind === 'decks-per-day'
    ? {
        'zh-CN': `本站今天的 ${limit} 次生成已用完，明天即可继续`,
        'zh-TW': `本站今天的 ${limit} 次產生已用完，明天即可繼續`,
        'en-US': `this site's ${limit} decks for today are used up; more tomorrow`,
      }
    : {
        'zh-CN': `本站本月的 ${limit} 次 AI 调用已用完，下月即可继续`,
        'zh-TW': `本站本月的 ${limit} 次 AI 呼叫已用完，下月即可繼續`,
        'en-US': `this site's ${limit} AI calls for this month are used up; more next month`,
      };
}
