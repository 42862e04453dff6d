import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { MessageService, NewMessage } from './service.js';

/** POST /api/user-messages: a buyer writes to the dealer about a listing (a lead). */
export function messageRoutes(app: FastifyInstance, { messages }: { messages: MessageService }): void {
  app.post<{ Body: NewMessage }>('/api/user-messages', {
    schema: {
      body: {
        type: 'object', required: ['listing', 'message'],
        properties: {
          listing: { type: 'string', maxLength: 64 },
          name: { type: 'string', maxLength: 120 },
          email: { type: 'string', maxLength: 254 },
          phone: { type: 'string', maxLength: 30, pattern: '^[+0-9 ()./-]*$' },
          message: { type: 'string', minLength: 10, maxLength: 2000 },
        },
      },
    },
  }, async (request, reply) => {
    const saved = await messages.send(request.body, request.session?.user ?? null, request.ip, request.log);
    return reply.code(201).send(ok(saved));
  });
}
