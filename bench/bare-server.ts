/** The yardstick: a bare Fastify route with no database, auth or plugins. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 4499), host: '127.0.0.1' });
console.log('bare server ready');
