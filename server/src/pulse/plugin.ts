import fp from 'fastify-plugin';
import { pulse, type PulseOptions } from './recorder.js';

/**
 * Records every answer's route, status and duration (Fastify's own timer) into Pulse. With
 * PULSE=off the hook is not even added: the request path is exactly as without Pulse.
 */
export const pulsePlugin = fp<PulseOptions>(async (app, options) => {
  pulse.configure(options);
  if (!options.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    // Unrouted addresses (404s, static files) would make one entry per URL: counted under one name.
    const user = request.session?.user;
    pulse.recordRequest(request.method, route ?? '(altro)', reply.statusCode, reply.elapsedTime, user ? { id: String(user.id), email: user.email } : null);
  });
}, { name: 'pulse' });
