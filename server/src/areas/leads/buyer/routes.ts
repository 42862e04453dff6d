import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.js';
import type { MessageService } from './service.js';
import { route, typed } from '../../../http/contract.js';

/** POST /api/user-messages: a buyer writes to the dealer about a listing (a lead). */
export function messageRoutes(app: FastifyInstance, { messages }: { messages: MessageService }): void {
  const api = typed(app);
  route(api, 'POST /api/user-messages', {}, async (request, reply) => {
    const saved = await messages.send(request.body, request.session?.user ?? null, request.ip);
    return reply.code(201).send(ok(saved));
  });
}
