import {
  BrandThemeCreatedSchema,
  BrandThemeFormFieldsSchema,
  BrandThemeListSchema,
  BrandThemeParamsSchema,
  BrandThemeSpecResultSchema,
} from '../api/brand-themes.js';
import { defineRoute } from './route.js';

/**
 * Brand themes (docs/decisions.md, "Issue 33: brand themes"): a company template read into a
 * theme of its own, kept for the caller or shared with their team, and offered in the theme
 * picker (GET /api/workspace/template) after the engine's themes.
 */

const tags = ['themes'];

export const createBrandTheme = defineRoute({
  method: 'POST',
  path: '/api/themes/brand',
  access: 'user',
  tags,
  summary:
    'A company template (form data: file, a .pptx or .potx; name; optional teamId to share it with your team) read into a brand theme',
  multipart: { files: ['file'], fields: BrandThemeFormFieldsSchema },
  response: BrandThemeCreatedSchema,
  errors: [5000, 5107, 5403, 5412],
});

export const listBrandThemes = defineRoute({
  method: 'GET',
  path: '/api/themes/brand',
  access: 'user',
  tags,
  summary: "Your brand themes and your team's, newest first",
  response: BrandThemeListSchema,
  errors: [],
});

export const deleteBrandTheme = defineRoute({
  method: 'DELETE',
  path: '/api/themes/brand/:themeId',
  access: 'user',
  tags,
  summary:
    "Removes a brand theme (its uploader, or the team's owner for a team theme) with its files",
  params: BrandThemeParamsSchema,
  errors: [5107],
});

export const brandThemeSpec = defineRoute({
  method: 'GET',
  path: '/api/themes/brand/:themeId/spec',
  access: 'user',
  tags,
  summary:
    "A brand theme's spec and pictures, for the editor to draw a deck in it (its uploader or their team's members)",
  params: BrandThemeParamsSchema,
  response: BrandThemeSpecResultSchema,
  errors: [5107],
});
