// The yardstick: a bare Fastify route answering the same envelope shape, on the same machine and run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'success', data: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
