import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so that its answer (body and time) cannot depend on
 * what the work finds: for example whether an e-mail already asked for something. The work begins
 * after the answer has gone; a failure is logged; closing the app waits for running work (preClose).
 * A crash in between loses the work: use a job (src/jobs) for anything that must survive one.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, work: () => Promise<unknown>, log: FastifyBaseLogger = this.log): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(() => undefined, (error: unknown) => log.error({ err: error }, `${what}: failed after the answer`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves when no work is running (work started meanwhile is waited for too). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
