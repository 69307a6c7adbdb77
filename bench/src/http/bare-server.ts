import Fastify from 'fastify';

/**
 * The reference: a bare Fastify route answering a small JSON envelope, no plugins, no hooks.
 * Prints its address on stdout.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, message: 'ok', data: { id: 'u1', name: 'bench' } }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
