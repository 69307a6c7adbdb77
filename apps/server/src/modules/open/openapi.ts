import { errorLines } from '../../http/route.js';
import { API_KEY_PREFIX, OPEN_V1_TAG, openApi, type RouteEntry } from '@slidecraft/contract';
import * as z from 'zod/mini';

type Json = Record<string, unknown>;

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', description: '200 on success, else a catalogue code' },
    message: { type: 'string' },
    data,
  },
});

function schemaOf(schema: RouteEntry['body'], io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema as z.ZodMiniType, { io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

/** `:name` path parameters as OpenAPI writes them (`{name}`). */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parameters(entry: RouteEntry): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [
    ['path', entry.params],
    ['query', entry.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as { properties?: Json; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  if (entry.path === openApi.createDeck.path && entry.method === 'POST') {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A retried create with the same key answers the same deck (24 hours)',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  return out;
}

let built: string | null = null;

/**
 * The OpenAPI 3.1 document of the open API v1 (GET /api/open/v1/openapi.json), generated from
 * its route-table entries (the 'open-v1' tag), the same schemas the server validates with.
 */
export function openApiDocument(): string {
  if (built) return built;
  const entries = (Object.entries(openApi) as [string, unknown][]).filter(
    (pair): pair is [string, RouteEntry] => {
      const value = pair[1] as Partial<RouteEntry> | null;
      return typeof value === 'object' && !!value?.tags?.includes(OPEN_V1_TAG);
    },
  );
  const paths: Record<string, Json> = {};
  for (const [name, entry] of entries) {
    const operation: Json = {
      operationId: name,
      summary: entry.summary,
      ...(errorLines(entry) ? { description: errorLines(entry) } : {}),
      security: [{ apiKey: [] }],
      parameters: parameters(entry),
      responses: {
        '200': {
          description: 'The envelope: code 200 with data, or a catalogue code with its message',
          content: {
            'application/json': {
              schema: envelope(
                entry.response ? schemaOf(entry.response, 'output') : { type: 'null' },
              ),
            },
          },
        },
        '401': { description: 'A missing, unknown or revoked API key' },
        '404': { description: 'No such deck or export of yours (envelope code 404)' },
      },
    };
    if (entry.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(entry.body, 'input') } },
      };
    }
    paths[openApiPath(entry.path)] = {
      ...(paths[openApiPath(entry.path)] ?? {}),
      [entry.method.toLowerCase()]: operation,
    };
  }
  built = JSON.stringify({
    openapi: '3.1.0',
    info: {
      title: 'SlideCraft open API',
      version: '1.0.0',
      description:
        'Make decks from a topic or an outline, restyle them and export PPTX or PDF, on your ' +
        'account (its AI points and limits). Every answer is the envelope { code, message, data }. ' +
        'See docs/api.md.',
    },
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `An API key from the account settings (${API_KEY_PREFIX}...)`,
        },
      },
    },
    paths,
  });
  return built;
}
