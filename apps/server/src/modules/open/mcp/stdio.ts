/**
 * The stdio MCP server for desktop clients (Claude Desktop, Cursor, Cherry Studio):
 * `npm run mcp`, with SLIDECRAFT_URL (the server's origin) and SLIDECRAFT_API_KEY (a key from
 * the account settings); SLIDECRAFT_LOCALE picks the language of its messages. It drives the
 * open REST API (docs/api.md); nothing but the MCP protocol goes to stdout.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { httpDeckClient } from './http-client.js';
import { createMcpServer } from './tools.js';

const baseUrl = process.env.SLIDECRAFT_URL;
const apiKey = process.env.SLIDECRAFT_API_KEY;
if (!baseUrl || !apiKey) {
  process.stderr.write(
    'slidecraft mcp: set SLIDECRAFT_URL (e.g. https://slides.example.com) and SLIDECRAFT_API_KEY\n',
  );
  process.exit(2);
}
const server = createMcpServer(
  httpDeckClient({
    baseUrl,
    apiKey,
    ...(process.env.SLIDECRAFT_LOCALE ? { locale: process.env.SLIDECRAFT_LOCALE } : {}),
  }),
);
await server.connect(new StdioServerTransport());
