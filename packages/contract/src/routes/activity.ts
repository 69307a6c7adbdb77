import {
  ActivityPopupSchema,
  AdListSchema,
  AdTrackBodySchema,
  AdTrackResultSchema,
  AdsQuerySchema,
  LifeLongVipSchema,
  LimitTimeSchema,
} from '../api/activity.js';
import { ProductListSchema } from '../api/pay.js';
import { defineRoute } from './route.js';

/**
 * Ads and activity (public): the operator's slots. Each call answers under both versions the
 * spec's client uses (it names some under v7, some under v8): the v8 path is an alias. Every
 * GET answers an empty list or null when its slot is unset or not live, never an error.
 */

const tags = ['activity'];

export const ads = defineRoute({
  method: 'GET',
  path: '/api/v7/embed/product/ads',
  aliases: [{ path: '/api/v8/embed/product/ads' }],
  access: 'public',
  tags,
  summary: "The live ads (an operator's slot), optionally of one placement",
  query: AdsQuerySchema,
  response: AdListSchema,
  errors: [],
});

export const adTrack = defineRoute({
  method: 'POST',
  path: '/api/v7/embed/product/ads/track',
  aliases: [{ path: '/api/v8/embed/product/ads/track' }],
  access: 'public',
  tags,
  summary: 'Counts a view or click of a live ad (an unknown id: 5000)',
  body: AdTrackBodySchema,
  response: AdTrackResultSchema,
  errors: [5427],
});

export const activityProducts = defineRoute({
  method: 'GET',
  path: '/api/v7/embed/activity/products',
  aliases: [{ path: '/api/v8/embed/activity/products' }],
  access: 'public',
  tags,
  summary: 'The activity plans, as the catalogue answers plans (empty: none now)',
  response: ProductListSchema,
  errors: [],
});

export const lifeLongVip = defineRoute({
  method: 'GET',
  path: '/api/v7/embed/activity/life-long-vip',
  aliases: [{ path: '/api/v8/embed/activity/life-long-vip' }],
  access: 'public',
  tags,
  summary: 'The lifetime membership offer, or null',
  response: LifeLongVipSchema,
  errors: [],
});

export const lifeLongUnionVip = defineRoute({
  method: 'GET',
  path: '/api/v7/embed/activity/life-long-union-vip',
  aliases: [{ path: '/api/v8/embed/activity/life-long-union-vip' }],
  access: 'public',
  tags,
  summary: 'The lifetime joint-membership offer, or null',
  response: LifeLongVipSchema,
  errors: [],
});

export const popup = defineRoute({
  method: 'GET',
  path: '/api/v7/embed/activity/popup',
  aliases: [{ path: '/api/v8/embed/activity/popup' }],
  access: 'public',
  tags,
  summary: 'The limited-time benefit popup, or null',
  response: ActivityPopupSchema,
  errors: [],
});

export const limitTime = defineRoute({
  method: 'GET',
  path: '/api/v7/embed/activity/life-long-vip/limit-time',
  aliases: [{ path: '/api/v8/embed/activity/life-long-vip/limit-time' }],
  access: 'public',
  tags,
  summary: 'The limited-time lifetime offer, or null',
  response: LimitTimeSchema,
  errors: [],
});
