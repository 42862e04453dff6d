import Stripe from 'stripe';

/**
 * Hands one signed event to the application: resolves with the HTTP status of its answer (or
 * nothing, meaning 2xx). A throw or a status outside 2xx is a failed attempt.
 */
export type Deliver = (payload: string, signatureHeader: string) => Promise<number | void>;

export interface DeliveryRecord {
  id: string;
  type: string;
  attempts: number;
  delivered: boolean;
  /** Last failure, when there was one: an HTTP status or an error message. */
  lastError: string | null;
}

/**
 * Delivers events one at a time, in the order they happened, each signed afresh per attempt the
 * way the provider signs (`t=<time>,v1=<HMAC-SHA256 of "t.payload">`, the SDK's own test-header
 * scheme). A failed attempt is retried after the given pauses, as the provider retries; then it is
 * given up and logged. Note: the real provider neither orders nor de-duplicates deliveries — the
 * application must not rely on this order.
 */
export class Deliveries {
  private tail: Promise<void> = Promise.resolve();
  readonly records: DeliveryRecord[] = [];
  private readonly webhooks = Stripe.webhooks;
  private stopped = false;

  constructor(
    private readonly deliver: Deliver,
    private readonly secret: string,
    private readonly warn: (message: string) => void,
    private readonly retryDelaysMs: number[] = [250, 1000, 3000],
  ) {}

  send(event: Stripe.Event): Promise<void> {
    const run = this.tail.then(() => this.attempt(event));
    this.tail = run;
    return run;
  }

  /** No further attempts (the stand-in is closing, and so is the application it delivers to). */
  stop(): void {
    this.stopped = true;
  }

  /** Settles when everything sent so far was delivered or given up. */
  idle(): Promise<void> {
    return this.tail;
  }

  private async attempt(event: Stripe.Event): Promise<void> {
    const record: DeliveryRecord = { id: event.id, type: event.type, attempts: 0, delivered: false, lastError: null };
    this.records.push(record);
    const payload = JSON.stringify(event, null, 2);
    for (;;) {
      if (this.stopped) {
        record.lastError ??= 'stand-in chiuso';
        return;
      }
      record.attempts += 1;
      const header = this.webhooks.generateTestHeaderString({ payload, secret: this.secret });
      try {
        const status = await this.deliver(payload, header);
        if (status === undefined || (status >= 200 && status < 300)) {
          record.delivered = true;
          return;
        }
        record.lastError = `HTTP ${status}`;
      } catch (error) {
        record.lastError = error instanceof Error ? error.message : String(error);
      }
      const pause = this.retryDelaysMs[record.attempts - 1];
      if (pause === undefined) {
        this.warn(`Stand-in pagamenti: evento ${event.type} ${event.id} non consegnato dopo ${record.attempts} tentativi (${record.lastError})`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
