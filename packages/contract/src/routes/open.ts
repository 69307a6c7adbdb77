import {
  ApiKeyCreateBodySchema,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  OpenDeckCreateBodySchema,
  OpenDeckCreatedSchema,
  OpenDeckListQuerySchema,
  OpenDeckListSchema,
  OpenDeckParamsSchema,
  OpenDeckPatchBodySchema,
  OpenDeckSchema,
  OpenExportBodySchema,
  OpenExportCreatedSchema,
  OpenExportParamsSchema,
  OpenExportSchema,
  OpenThemeListSchema,
} from '../api/open.js';
import { OPEN_V1_TAG } from '../api/open.js';
import { defineRoute } from './route.js';

/**
 * The open API (docs/api.md): the API keys of the account settings (a session token), then the
 * v1 calls and the MCP endpoint a program makes with a key (`Authorization: Bearer <key>`).
 * Its OpenAPI document (`openApiDocument`) is generated from the 'open-v1' entries.
 */

const keyTags = ['open-keys'];
/** The tag of every v1 entry: the OpenAPI document of the open API lists exactly these. */
const tags = [OPEN_V1_TAG];

/** What any v1 call may answer besides its own codes: the points, caps and call limits. */
const LIMITS = [5410, 5411, 5412, 5427] as const;

export const createKey = defineRoute({
  method: 'POST',
  path: '/api/open/keys',
  access: 'user',
  tags: keyTags,
  summary: 'Make an API key (the whole key is answered this once)',
  body: ApiKeyCreateBodySchema,
  response: ApiKeyCreatedSchema,
  errors: [5412],
});

export const listKeys = defineRoute({
  method: 'GET',
  path: '/api/open/keys',
  access: 'user',
  tags: keyTags,
  summary: 'Your live API keys, newest first (without the key)',
  response: ApiKeyListSchema,
  errors: [],
});

export const revokeKey = defineRoute({
  method: 'DELETE',
  path: '/api/open/keys/:id',
  access: 'user',
  tags: keyTags,
  summary: 'Revoke an API key (refused from the next call on)',
  params: ApiKeyParamsSchema,
  errors: [404],
});

export const createDeck = defineRoute({
  method: 'POST',
  path: '/api/open/v1/decks',
  access: 'key',
  tags,
  summary:
    'Start a deck from a topic or an outline: outline, fill and slide images as in the app (Idempotency-Key: a retry answers the same deck)',
  body: OpenDeckCreateBodySchema,
  response: OpenDeckCreatedSchema,
  errors: [...LIMITS, 5107, 5401, 5404, 5405, 5406, 5407, 5421],
});

export const listDecks = defineRoute({
  method: 'GET',
  path: '/api/open/v1/decks',
  access: 'key',
  tags,
  summary: 'Your decks, newest first (the same as the personal space)',
  query: OpenDeckListQuerySchema,
  response: OpenDeckListSchema,
  errors: [5427],
});

export const getDeck = defineRoute({
  method: 'GET',
  path: '/api/open/v1/decks/:deckId',
  access: 'key',
  tags,
  summary: 'A deck: status, title, theme, slide count and outline',
  params: OpenDeckParamsSchema,
  response: OpenDeckSchema,
  errors: [404, 5427],
});

export const restyleDeck = defineRoute({
  method: 'PATCH',
  path: '/api/open/v1/decks/:deckId',
  access: 'key',
  tags,
  summary: 'Restyle a deck in another theme (its slide images are drawn again)',
  params: OpenDeckParamsSchema,
  body: OpenDeckPatchBodySchema,
  response: OpenDeckSchema,
  errors: [404, 5422, 5427],
});

export const createExport = defineRoute({
  method: 'POST',
  path: '/api/open/v1/decks/:deckId/exports',
  access: 'key',
  tags,
  summary: 'Export a deck as PPTX or PDF (a job; poll the export)',
  params: OpenDeckParamsSchema,
  body: OpenExportBodySchema,
  response: OpenExportCreatedSchema,
  errors: [404, 5422, 5427],
});

export const getExport = defineRoute({
  method: 'GET',
  path: '/api/open/v1/decks/:deckId/exports/:exportId',
  access: 'key',
  tags,
  summary: 'An export: its status and, when finished, an absolute signed link that needs no key',
  params: OpenExportParamsSchema,
  response: OpenExportSchema,
  errors: [404, 5427],
});

export const listThemes = defineRoute({
  method: 'GET',
  path: '/api/open/v1/themes',
  access: 'key',
  tags,
  summary:
    "The themes a deck may take (id, name, family, thumbnail): the engine's, then the key's user's brand themes",
  response: OpenThemeListSchema,
  errors: [5427],
});

export const openApiDocument = defineRoute({
  method: 'GET',
  path: '/api/open/v1/openapi.json',
  access: 'public',
  tags: ['open-docs'],
  summary: 'The OpenAPI 3.1 document of the open API v1',
  answer: 'file',
  errors: [],
});

export const mcp = defineRoute({
  method: 'POST',
  path: '/api/mcp',
  // Stateless: no stream to open, no session to end (HTTP 405, as the transport's spec says).
  aliases: [
    { path: '/api/mcp', method: 'GET' },
    { path: '/api/mcp', method: 'DELETE' },
  ],
  access: 'key',
  tags: ['open-mcp'],
  summary:
    'The MCP server (Streamable HTTP, stateless): list_themes, create_deck, get_deck, export_deck, restyle_deck',
  answer: 'file',
  errors: [],
});
