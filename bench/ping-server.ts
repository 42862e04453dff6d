// The machine's ceiling: the smallest Fastify route, served from its own process like the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ pong: true, at: 'automercato' }));

const port = Number(process.env.PORT);
await app.listen({ host: process.env.HOST || '127.0.0.1', port: Number.isInteger(port) && port > 0 ? port : 0 });
process.stdout.write(`ping pronto su ${JSON.stringify(app.addresses())}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
