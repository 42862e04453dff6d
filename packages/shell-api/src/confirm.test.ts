import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $confirm, $confirmBusy, CONFIRM_NO, CONFIRM_YES, confirmAnswered, confirmFx } from './confirm';
import { waitFx } from './timer';

const tick = () => new Promise((r) => setTimeout(r, 0));

function ask(scope: Scope, params: Parameters<typeof confirmFx>[0]) {
  return allSettled(confirmFx, { scope, params });
}

describe('confirm units', () => {
  it('defaults to OK / Annulla and returns the answer', async () => {
    const scope = fork();
    const answer = ask(scope, { title: 'Eliminare l’annuncio?' });
    await tick();
    expect(scope.getState($confirm)).toMatchObject({
      title: 'Eliminare l’annuncio?',
      yes: CONFIRM_YES,
      no: CONFIRM_NO,
      showChoices: true,
      timeout: null,
    });
    expect([CONFIRM_YES, CONFIRM_NO]).toEqual(['OK', 'Annulla']);
    await allSettled(confirmAnswered, { scope, params: true });
    expect(await answer).toEqual({ status: 'done', value: true });
    expect(scope.getState($confirm)).toBeNull();
  });

  it('shows one dialog at a time, in order', async () => {
    const scope = fork();
    const first = ask(scope, { title: 'Primo' });
    const second = ask(scope, { title: 'Secondo', yes: 'Sì', no: 'No' });
    await tick();
    expect(scope.getState($confirm)?.title).toBe('Primo');
    void allSettled(confirmAnswered, { scope, params: false });
    await tick();
    expect(scope.getState($confirm)).toMatchObject({ title: 'Secondo', yes: 'Sì', no: 'No' });
    void allSettled(confirmAnswered, { scope, params: true });
    expect((await first).value).toBe(false);
    expect((await second).value).toBe(true);
    expect(scope.getState($confirm)).toBeNull();
  });

  it('closes as "no" when its timeout runs out', async () => {
    const waits: number[] = [];
    const scope = fork({ handlers: [[waitFx, (ms: number) => void waits.push(ms)]] });
    const result = await ask(scope, { title: 'Continuare?', timeout: 3000 });
    expect(waits).toEqual([3000]);
    expect(result).toEqual({ status: 'done', value: false });
    expect(scope.getState($confirm)).toBeNull();
  });

  it('an answer before the timeout wins; the late timer closes nothing else', async () => {
    let fire = () => {};
    const scope = fork({ handlers: [[waitFx, () => new Promise<void>((r) => (fire = r))]] });
    const first = ask(scope, { title: 'A', timeout: 1000 });
    const second = ask(scope, { title: 'B' });
    await tick();
    void allSettled(confirmAnswered, { scope, params: true });
    await tick();
    expect(scope.getState($confirm)?.title).toBe('B');
    fire();
    await tick();
    expect(scope.getState($confirm)?.title).toBe('B');
    void allSettled(confirmAnswered, { scope, params: false });
    expect((await first).value).toBe(true);
    expect((await second).value).toBe(false);
  });

  it('is busy while the action runs, ignoring further answers, then closes', async () => {
    let finish = () => {};
    const calls: string[] = [];
    const scope = fork();
    const result = ask(scope, {
      title: 'Eliminare?',
      action: () => new Promise<void>((r) => { calls.push('action'); finish = r; }),
    });
    await tick();
    void allSettled(confirmAnswered, { scope, params: true });
    await tick();
    expect(calls).toEqual(['action']);
    expect(scope.getState($confirmBusy)).toBe(true);
    expect(scope.getState($confirm)?.title).toBe('Eliminare?');
    void allSettled(confirmAnswered, { scope, params: false }); // ignored while busy
    finish();
    expect(await result).toEqual({ status: 'done', value: true });
    expect(scope.getState($confirmBusy)).toBe(false);
    expect(scope.getState($confirm)).toBeNull();
  });

  it('does not run the action on "no"; a failing action fails the confirm', async () => {
    const scope = fork();
    let ran = false;
    const no = ask(scope, { title: 'x', action: () => void (ran = true) });
    await tick();
    await allSettled(confirmAnswered, { scope, params: false });
    expect((await no).value).toBe(false);
    expect(ran).toBe(false);

    const failing = ask(scope, { title: 'y', action: () => Promise.reject(new Error('Eliminazione non riuscita')) });
    await tick();
    await allSettled(confirmAnswered, { scope, params: true });
    const outcome = await failing;
    expect(outcome.status).toBe('fail');
    expect((outcome.value as Error).message).toBe('Eliminazione non riuscita');
    expect(scope.getState($confirm)).toBeNull();
  });

  it('an answer with no dialog on screen does nothing', async () => {
    const scope = fork();
    await allSettled(confirmAnswered, { scope, params: true });
    expect(scope.getState($confirm)).toBeNull();
  });
});
