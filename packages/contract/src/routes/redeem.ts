import { RedeemBodySchema, RedeemResultSchema } from '../api/redeem.js';
import { defineRoute } from './route.js';

/** Redeem codes (spec section 7). */

export const redeem = defineRoute({
  method: 'POST',
  path: '/api/license-code/redeem',
  access: 'user',
  tags: ['membership'],
  summary: "Redeems a code: its batch's plan is granted",
  body: RedeemBodySchema,
  response: RedeemResultSchema,
  errors: [5600, 5601, 5602, 5603, 5610],
});
