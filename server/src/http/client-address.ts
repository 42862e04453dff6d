import { normalizeIP } from '@fastify/rate-limit';

/**
 * The unit a limit or a count holds a caller's address to: an IPv4 address, or an IPv6 /64 (one
 * subscriber's network, whose 2^64 addresses cost nothing to rotate through); an IPv4-mapped IPv6
 * address is its IPv4 address. Give it `request.ip` (the socket's, or a configured proxy's client).
 */
export function addressUnit(ip: string): string {
  return normalizeIP(ip, 64);
}
