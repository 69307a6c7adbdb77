import type { Locale } from '@slidecraft/contract';

const TITLES: Record<string, Record<Locale, string>> = {
  unlimited: {
    'zh-CN': '无限次 AI 生成 PPT',
    'zh-TW': '無限次 AI 生成 PPT',
    'en-US': 'Unlimited AI-generated decks',
  },
  template: {
    'zh-CN': '全部模板免费下载',
    'zh-TW': '全部範本免費下載',
    'en-US': 'Every template, free to download',
  },
  export: {
    'zh-CN': '导出 PPTX 与 PDF',
    'zh-TW': '匯出 PPTX 與 PDF',
    'en-US': 'Export to PPTX and PDF',
  },
};

/** What the professional tier gives (spec section 6), shown in user info and on every plan. */
export function proRights(locale: Locale): { icon: string; title: string }[] {
  return Object.entries(TITLES).map(([icon, title]) => ({ icon, title: title[locale] }));
}
