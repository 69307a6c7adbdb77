import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { openApi } from '@slidecraft/contract';
import { requestLocale } from '../../../http/locale.js';
import { serve } from '../../../http/route.js';
import type { ZodApp } from '../../../http/types.js';
import type { OpenDeckService } from '../deck-service.js';
import { callerOf, requestOrigin, themeThumbnails } from '../routes.js';
import { serviceDeckClient } from './service-client.js';
import { createMcpServer } from './tools.js';

/**
 * POST /api/mcp: the MCP server over Streamable HTTP, stateless (a server and a transport per
 * request, JSON answers), with the API key as the bearer; the tools act as the key's owner.
 */
export async function mcpRoutes(app: ZodApp, needs: { openDecks: OpenDeckService }) {
  serve(app, openApi.mcp, async (_input, request, reply) => {
    if (request.method !== 'POST') {
      return reply
        .code(405)
        .header('allow', 'POST')
        .send({
          jsonrpc: '2.0',
          error: { code: -32000, message: 'Method not allowed: this MCP server is stateless' },
          id: null,
        });
    }
    const origin = requestOrigin(request);
    const client = serviceDeckClient(
      needs.openDecks,
      callerOf(request),
      requestLocale(request),
      origin,
      themeThumbnails(origin),
    );
    const log = request.log;
    const server = createMcpServer(client, { log: (err) => log.error({ err }, 'MCP tool failed') });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      transport.close().catch((err: unknown) => log.warn({ err }, 'MCP transport close'));
      server.close().catch((err: unknown) => log.warn({ err }, 'MCP server close'));
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (err) {
      log.error({ err }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({
            jsonrpc: '2.0',
            error: { code: -32603, message: 'Internal error' },
            id: null,
          }),
        );
      } else if (!reply.raw.writableEnded) reply.raw.end();
    }
  });
}
