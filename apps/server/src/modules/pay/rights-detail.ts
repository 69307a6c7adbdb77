import {
  AI_LIMITS,
  AppError,
  ErrorCode,
  type Locale,
  type ProductIconDetail,
  type ProductSpecs,
} from '@slidecraft/contract';
import { proRights } from '../user/rights.js';
import { productTexts, type ProductRow } from './catalogue.js';

type Texts = Record<Locale, string>;
const t = (zhCN: string, zhTW: string, enUS: string): Texts => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

/** One line of a right's detail: the basic tier against the professional tier. */
interface Line {
  title: Texts;
  basic: Texts;
  pro: Texts;
}

const yes = t('支持', '支援', 'Yes');
const unlimited = t('不限', '不限', 'Unlimited');

/** Each right of the professional tier (proRights' icons), line by line, from the real limits. */
function detailLines(downloadsPerDay: number): Record<string, Line[]> {
  const L = AI_LIMITS;
  return {
    unlimited: [
      {
        title: t('AI 生成 PPT', 'AI 生成 PPT', 'AI-generated decks'),
        basic: t(
          `共 ${L.basicPoints} 点 AI 点数`,
          `共 ${L.basicPoints} 點 AI 點數`,
          `${L.basicPoints} AI points in all`,
        ),
        pro: t(
          `不限次（每日 ${L.memberDailyPoints} 点合理使用）`,
          `不限次（每日 ${L.memberDailyPoints} 點合理使用）`,
          `Unlimited (fair use: ${L.memberDailyPoints} points a day)`,
        ),
      },
      {
        title: t('保存的项目', '保存的專案', 'Saved decks'),
        basic: t(`${L.basicProjects} 个`, `${L.basicProjects} 個`, `${L.basicProjects}`),
        pro: unlimited,
      },
      {
        title: t('每份 PPT 页数', '每份 PPT 頁數', 'Slides per deck'),
        basic: t(`${L.basicPages} 页`, `${L.basicPages} 頁`, `${L.basicPages}`),
        pro: t(`${L.memberPages} 页`, `${L.memberPages} 頁`, `${L.memberPages}`),
      },
    ],
    template: [
      {
        title: t('模板下载', '範本下載', 'Template downloads'),
        basic: t(
          `每日 ${downloadsPerDay} 次`,
          `每日 ${downloadsPerDay} 次`,
          `${downloadsPerDay} a day`,
        ),
        pro: unlimited,
      },
      {
        title: t('付费模板', '付費範本', 'Paid templates'),
        basic: t('单独购买', '單獨購買', 'Bought one by one'),
        pro: t('免费下载', '免費下載', 'Free to download'),
      },
    ],
    export: [
      { title: t('导出 PPTX', '匯出 PPTX', 'Export to PPTX'), basic: yes, pro: yes },
      { title: t('导出 PDF', '匯出 PDF', 'Export to PDF'), basic: yes, pro: yes },
    ],
  };
}

/** The rights call (payApi.rightIcons): the professional tier's rights, each with its id. */
export function rightIcons(locale: Locale) {
  return proRights(locale).map((right) => ({ id: right.icon, ...right }));
}

/** The right detail call (payApi.rightDetail); 5204 for no such right. */
export function rightDetail(
  id: string,
  locale: Locale,
  downloadsPerDay: number,
): ProductIconDetail {
  const right = proRights(locale).find((r) => r.icon === id);
  const lines = detailLines(downloadsPerDay)[id];
  if (!right || !lines) throw new AppError(ErrorCode.NO_PRODUCT, `right ${id}`);
  return {
    id,
    icon: right.icon,
    title: right.title,
    items: lines.map((line) => ({
      title: line.title[locale],
      basic: line.basic[locale],
      pro: line.pro[locale],
    })),
  };
}

/** The AI privileges call (payApi.aiPrivileges): what AI points buy (the packs are listed apart). */
export function aiPrivileges(locale: Locale): { icon: string; title: string }[] {
  const L = AI_LIMITS;
  const lines: [string, Texts][] = [
    [
      'outline',
      t(
        `AI 生成大纲：每次 ${L.outlineCost} 点`,
        `AI 生成大綱：每次 ${L.outlineCost} 點`,
        `AI outline: ${L.outlineCost} point each`,
      ),
    ],
    [
      'chat',
      t(
        `AI 对话与改写：每次 ${L.chatCost} 点`,
        `AI 對話與改寫：每次 ${L.chatCost} 點`,
        `AI chat and rewriting: ${L.chatCost} point each`,
      ),
    ],
    [
      'pack',
      t(
        '点数包的点数在基础额度或会员每日额度用完后使用',
        '點數包的點數在基礎額度或會員每日額度用完後使用',
        "Pack points are spent once the tier's allowance is used up",
      ),
    ],
  ];
  return lines.map(([icon, title]) => ({ icon, title: title[locale] }));
}

/** One of the texts a plan's specification shows, in the three locales. */
function packLine(points: number, locale: Locale): string {
  if (locale === 'en-US') return `${points} AI points`;
  return locale === 'zh-TW' ? `${points} 點 AI 點數` : `${points} 点 AI 点数`;
}
function contentLine(title: string, locale: Locale): string {
  if (locale === 'en-US') return `Download “${title}”, bought once`;
  return locale === 'zh-TW' ? `一次購買，下載「${title}」` : `一次购买，下载「${title}」`;
}

/** Any plan on sale, as the specification call answers it: term, rights, price. */
export function specsOf(row: ProductRow, locale: Locale): ProductSpecs {
  const texts = productTexts(row, locale);
  const rights =
    row.kind === 'ai_times'
      ? [{ icon: 'ai', title: packLine(row.aiPoints ?? 0, locale) }]
      : row.kind === 'content'
        ? [{ icon: 'template', title: contentLine(texts.title, locale) }]
        : proRights(locale);
  const termed = row.kind === 'membership' || row.kind === 'team';
  return {
    productId: row.id,
    kind: row.kind,
    title: texts.title,
    price: { currency: row.currency, pay: row.pricePay, original: row.priceOriginal },
    durationDays: termed ? row.durationDays : null,
    rights,
    specs: row.specs,
    aiPoints: row.kind === 'ai_times' ? (row.aiPoints ?? 0) : null,
    seats: row.kind === 'team' ? (row.teamSeats ?? 1) : null,
  };
}
