import { ApiError } from './errors.js';

/**
 * A sliding-window counter per key in process memory, for endpoints that send mail or reveal
 * whether an address exists (sign-up, password recovery): enough to stop scripted probing from
 * one address on one instance.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly max: number, private readonly windowMs: number) {}

  check(key: string): void {
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) {
      const minutes = Math.ceil((this.windowMs - (now - recent[0]!)) / 60_000);
      throw new ApiError('1', `Troppe richieste. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`, null, 429);
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.hits.delete(this.hits.keys().next().value!);
  }
}
