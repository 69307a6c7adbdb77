import {
  ActivityPopupSchema,
  AdListSchema,
  AdTrackBodySchema,
  AdTrackResultSchema,
  AdsQuerySchema,
  LifeLongVipSchema,
  LimitTimeSchema,
  ProductListSchema,
  envelopeSchema,
} from '@slidecraft/contract';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

/** Each call under both versions the spec's client uses (it names some under v7, some v8). */
const both = (path: string) => [`/api/v7/embed/${path}`, `/api/v8/embed/${path}`];

/**
 * Ads and activity (public): the operator's slots (ActivityService). Every GET answers an empty
 * list or null when its slot is unset or not live, never an error.
 */
export async function activityRoutes(app: ZodApp): Promise<void> {
  const { activity } = app.ctx;
  const tags = ['activity'];

  for (const url of both('product/ads')) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "The live ads (an operator's slot), optionally of one placement",
          querystring: AdsQuerySchema,
          response: { 200: envelopeSchema(AdListSchema) },
        },
      },
      async (request) => ok(await activity.ads(request.query.placement), requestLocale(request)),
    );
  }

  for (const url of both('product/ads/track')) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Counts a view or click of a live ad (unknown id: 5000)',
          body: AdTrackBodySchema,
          response: { 200: envelopeSchema(AdTrackResultSchema) },
        },
      },
      async (request) => {
        const { id, event } = request.body;
        return ok(await activity.track(id, event, request.ip), requestLocale(request));
      },
    );
  }

  for (const url of both('activity/products')) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The activity plans, as GET /api/products answers plans (empty: none now)',
          response: { 200: envelopeSchema(ProductListSchema) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const items = await activity.activityProducts(locale);
        return ok({ items, payments: app.ctx.pay.payments }, locale);
      },
    );
  }

  for (const union of [false, true]) {
    for (const url of both(union ? 'activity/life-long-union-vip' : 'activity/life-long-vip')) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: union
              ? 'The lifetime joint-membership offer, or null'
              : 'The lifetime membership offer, or null',
            response: { 200: envelopeSchema(LifeLongVipSchema) },
          },
        },
        async (request) => {
          const locale = requestLocale(request);
          return ok(await activity.lifeLongVip(union, locale), locale);
        },
      );
    }
  }

  for (const url of both('activity/popup')) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The limited-time benefit popup, or null',
          response: { 200: envelopeSchema(ActivityPopupSchema) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok(await activity.popup(locale), locale);
      },
    );
  }

  for (const url of both('activity/life-long-vip/limit-time')) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The limited-time lifetime offer, or null',
          response: { 200: envelopeSchema(LimitTimeSchema) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        return ok(await activity.limitTime(locale), locale);
      },
    );
  }
}
