import {
  AiPrivilegesSchema,
  AppError,
  ErrorCode,
  ProductIconDetailSchema,
  ProductIconListSchema,
  ProductIconParamsSchema,
  ProductSpecsQuerySchema,
  ProductSpecsSchema,
  envelopeSchema,
  type Locale,
} from '@slidecraft/contract';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';
import { proRights } from '../user/rights.js';
import { productTexts, type ProductRow } from './catalogue.js';
import { aiPrivileges, rightDetail, rightIcons } from './rights-detail.js';

/*
 * The spec's alternate public payment paths (section 7): the rights and the plans'
 * specifications (docs/decisions.md, 'Alternate payment paths'). Those of a signed-in user:
 * alt-routes.ts.
 */

const tags = ['pay'];

/** One of the texts a plan's specification shows, in the three locales. */
function packLine(points: number, locale: Locale): string {
  if (locale === 'en-US') return `${points} AI points`;
  return locale === 'zh-TW' ? `${points} 點 AI 點數` : `${points} 点 AI 点数`;
}
function contentLine(title: string, locale: Locale): string {
  if (locale === 'en-US') return `Download “${title}”, bought once`;
  return locale === 'zh-TW' ? `一次購買，下載「${title}」` : `一次购买，下载「${title}」`;
}

/** Any plan on sale as GET /api/v8/embed/product/specifications answers it. */
function specsOf(row: ProductRow, locale: Locale) {
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

/**
 * The public alternate paths: rights and specifications. (The listing's, listActive, is one of
 * the catalogue's PRODUCT_PATHS in routes.ts.)
 */
export async function payAltPublicRoutes(app: ZodApp): Promise<void> {
  const { pay, config } = app.ctx;

  app.get(
    '/api/web/client/products/icons',
    {
      schema: {
        tags,
        summary: "The professional tier's rights, each with an id for its detail",
        response: { 200: envelopeSchema(ProductIconListSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok({ items: rightIcons(locale) }, locale);
    },
  );

  app.get(
    '/api/web/client/products/icon/detailList/:id',
    {
      schema: {
        tags,
        summary: 'One right in detail: the basic tier against the professional (5204: none)',
        params: ProductIconParamsSchema,
        response: { 200: envelopeSchema(ProductIconDetailSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const detail = rightDetail(request.params.id, locale, config.TEMPLATE_DOWNLOADS_PER_DAY);
      return ok(detail, locale);
    },
  );

  app.get(
    '/api/v8/embed/products/ai/privileges',
    {
      schema: {
        tags,
        summary: 'What AI points buy, and the AI-points packs on sale',
        response: { 200: envelopeSchema(AiPrivilegesSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const packs = (await pay.packs(locale)).map(({ id, title, points, price }) => ({
        id,
        title,
        points,
        price,
      }));
      return ok({ items: aiPrivileges(locale), packs }, locale);
    },
  );

  app.get(
    '/api/v8/embed/product/specifications',
    {
      schema: {
        tags,
        summary: "A plan's specification: term, rights, price (5204 for none on sale)",
        querystring: ProductSpecsQuerySchema,
        response: { 200: envelopeSchema(ProductSpecsSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const row = await pay.productOnSale(request.query.productId);
      if (!row) throw new AppError(ErrorCode.NO_PRODUCT, request.query.productId);
      return ok(specsOf(row, locale), locale);
    },
  );
}
