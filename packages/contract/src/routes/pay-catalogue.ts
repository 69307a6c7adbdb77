import {
  AiPrivilegesSchema,
  PrivilegeListSchema,
  ProductIconDetailSchema,
  ProductIconListSchema,
  ProductIconParamsSchema,
  ProductListSchema,
  ProductSpecsQuerySchema,
  ProductSpecsSchema,
} from '../api/pay.js';
import { defineRoute } from './route.js';

/** The plans on sale and what they give (public; spec section 7). */

const tags = ['pay'];

export const products = defineRoute({
  method: 'GET',
  path: '/api/products',
  aliases: [
    { path: '/api/web/products/price/getMemberPrice' },
    { path: '/api/v8/embed/products' },
    { path: '/api/web/client/products/listActive' },
  ],
  access: 'public',
  tags,
  summary: 'Membership plans on sale (amounts in fen) and the payment methods on offer',
  response: ProductListSchema,
  errors: [],
});

export const privileges = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/products/privileges',
  access: 'public',
  tags,
  summary: 'What the professional tier gives',
  response: PrivilegeListSchema,
  errors: [],
});

export const rightIcons = defineRoute({
  method: 'GET',
  path: '/api/web/client/products/icons',
  access: 'public',
  tags,
  summary: "The professional tier's rights, each with an id for its detail",
  response: ProductIconListSchema,
  errors: [],
});

export const rightDetail = defineRoute({
  method: 'GET',
  path: '/api/web/client/products/icon/detailList/:id',
  access: 'public',
  tags,
  summary: 'One right in detail: the basic tier against the professional',
  params: ProductIconParamsSchema,
  response: ProductIconDetailSchema,
  errors: [5204],
});

export const aiPrivileges = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/products/ai/privileges',
  access: 'public',
  tags,
  summary: 'What AI points buy, and the AI-points packs on sale',
  response: AiPrivilegesSchema,
  errors: [],
});

export const productSpecs = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/product/specifications',
  access: 'public',
  tags,
  summary: "A plan's specification: term, rights, price",
  query: ProductSpecsQuerySchema,
  response: ProductSpecsSchema,
  errors: [5204],
});
