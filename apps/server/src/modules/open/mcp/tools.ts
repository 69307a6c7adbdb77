import { setTimeout as sleep } from 'node:timers/promises';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { OUTLINE_MAX_LENGTH, PAGE_LIMIT_OPTIONS, TOPIC_MAX_LENGTH } from '@slidecraft/contract';
import { z } from 'zod';
import { DeckClientError, type DeckClient } from './deck-client.js';

/**
 * How long export_deck waits for the file before it answers "still exporting": within a
 * minute, and short of the 60 s a client's request (the SDK's default) or a proxy waits.
 */
export const EXPORT_WAIT_MS = 50_000;
const EXPORT_POLL_MS = 2000;

const deckId = z.string().uuid().describe('The deckId create_deck answered');
const themeId = z
  .string()
  .regex(/^[a-z0-9-]{1,64}$/)
  .describe('A theme id from list_themes');

const deckShape = {
  deckId: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  title: z.string(),
  themeId: z.string(),
  slideCount: z.number().int(),
  outline: z.string(),
  error: z.object({ code: z.number().int(), message: z.string() }).optional(),
  createdAt: z.string(),
};

/** A tool's answer: the structured content, and the same as JSON text for older clients. */
function answer(structured: Record<string, unknown>, text?: string): CallToolResult {
  return {
    content: [{ type: 'text', text: text ?? JSON.stringify(structured, null, 2) }],
    structuredContent: structured,
  };
}

/**
 * A refusal of the API as a tool error a model can act on (the message in the user's
 * language); anything else is logged and answered as an internal error.
 */
function guard(log: (err: unknown) => void) {
  return async (run: () => Promise<CallToolResult>): Promise<CallToolResult> => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof DeckClientError)) log(err);
      const message =
        err instanceof DeckClientError ? `${err.message} (code ${err.code})` : 'internal error';
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  };
}

/**
 * The MCP server of the open API: five tools over a DeckClient, each described so that a model
 * knows when to call it and what comes back.
 */
export function createMcpServer(
  client: DeckClient,
  options: { exportWaitMs?: number; version?: string; log?: (err: unknown) => void } = {},
): McpServer {
  const guarded = guard(options.log ?? (() => undefined));
  const server = new McpServer(
    { name: 'slidecraft', version: options.version ?? '1.0.0' },
    {
      instructions:
        'SlideCraft makes presentation decks (PPTX/PDF) in Chinese or English. Typical flow: ' +
        'create_deck with a topic (or your own outline), poll get_deck until status is ' +
        '"completed" (usually 10-60 s), then export_deck for a download link. Decks cost the ' +
        "user's AI points and show in their SlideCraft personal space.",
    },
  );

  server.registerTool(
    'list_themes',
    {
      title: 'List themes',
      description:
        'Lists the visual themes a deck can take (id, name, family, thumbnail URL). Call it to ' +
        'pick a themeId for create_deck or restyle_deck.',
      outputSchema: {
        themes: z.array(
          z.object({ id: z.string(), name: z.string(), family: z.string(), thumbnail: z.string() }),
        ),
      },
    },
    () => guarded(async () => answer({ themes: await client.listThemes() })),
  );

  server.registerTool(
    'create_deck',
    {
      title: 'Create a deck',
      description:
        'Starts a new presentation deck from a topic (its outline is written for you) or from ' +
        'your own outline in markdown-like form ("# Title", "## Chapter", "### Slide", "* point"). ' +
        'Give exactly one of topic or outline. Answers the deckId at once; the deck is ready ' +
        'when get_deck says status "completed".',
      inputSchema: {
        topic: z
          .string()
          .min(1)
          .max(TOPIC_MAX_LENGTH)
          .optional()
          .describe('What the deck is about, e.g. "2027 annual sales review"'),
        outline: z.string().min(1).max(OUTLINE_MAX_LENGTH).optional().describe('Your own outline'),
        themeId: themeId.optional(),
        pageLimit: z
          .enum(PAGE_LIMIT_OPTIONS)
          .optional()
          .describe('Slide count range for a topic: "1-10", "10-20", "20-30" or "30+"'),
      },
      outputSchema: { deckId: z.string(), status: z.enum(['pending', 'completed', 'failed']) },
    },
    (input) =>
      guarded(async () => {
        if ((input.topic === undefined) === (input.outline === undefined)) {
          throw new DeckClientError(5000, 'Give exactly one of topic or outline.');
        }
        const created = await client.createDeck(input);
        return answer(
          { ...created },
          `Deck ${created.deckId} started (status ${created.status}). Poll get_deck until it is completed.`,
        );
      }),
  );

  server.registerTool(
    'get_deck',
    {
      title: 'Get a deck',
      description:
        'Reads a deck: status ("pending" while it is being written and drawn, then "completed" ' +
        'or "failed"), title, theme, slide count and its outline as text.',
      inputSchema: { deckId },
      outputSchema: deckShape,
    },
    ({ deckId: id }) => guarded(async () => answer({ ...(await client.getDeck(id)) })),
  );

  server.registerTool(
    'export_deck',
    {
      title: 'Export a deck',
      description:
        'Exports a completed deck as an editable PPTX or a PDF and answers its download link ' +
        '(valid without any key, for a limited time). Waits up to about a minute for the file; if it is not ready by then, call export_deck again (the same export is answered).',
      inputSchema: {
        deckId,
        format: z.enum(['pptx', 'pdf']).default('pptx').describe('"pptx" (editable) or "pdf"'),
      },
      outputSchema: {
        exportId: z.string(),
        format: z.enum(['pptx', 'pdf']),
        status: z.enum(['pending', 'finish', 'error']),
        url: z.string().nullable(),
      },
    },
    ({ deckId: id, format }, { signal }) =>
      guarded(async () => {
        const { exportId } = await client.startExport(id, format);
        const until = Date.now() + (options.exportWaitMs ?? EXPORT_WAIT_MS);
        // Until the file is there, the wait is over, or the client has gone.
        for (;;) {
          const exported = await client.getExport(id, exportId);
          if (exported.status === 'error') {
            throw new DeckClientError(
              exported.error?.code ?? 500,
              exported.error?.message ?? 'export failed',
            );
          }
          const state = { exportId, format, status: exported.status, url: exported.url };
          if (exported.status === 'finish') return answer(state, `Download: ${exported.url}`);
          if (Date.now() >= until) {
            return answer(state, 'Still exporting: call export_deck again in a moment.');
          }
          await sleep(EXPORT_POLL_MS, undefined, { signal }).catch(() => undefined);
          if (signal.aborted) return answer(state, 'Cancelled.');
        }
      }),
  );

  server.registerTool(
    'restyle_deck',
    {
      title: 'Restyle a deck',
      description:
        'Gives a deck another theme (a themeId from list_themes); its slides are drawn again, ' +
        'so get_deck says "pending" until they are.',
      inputSchema: { deckId, themeId },
      outputSchema: deckShape,
    },
    ({ deckId: id, themeId: theme }) =>
      guarded(async () => answer({ ...(await client.restyleDeck(id, theme)) })),
  );

  return server;
}
