// Child processes of the bench and their clean-up: every server, seed and PostgreSQL the bench
// starts is stopped on a normal end, on an error and on Ctrl-C / SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import readline from 'node:readline';

export interface Child {
  name: string;
  process: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** The last lines the process wrote, stdout and stderr mixed. */
  tail(): string[];
  /** Lines written since the last reset (the server's warn/error logs during a load). */
  linesSince(): number;
  resetLines(): void;
}

const children = new Set<Child>();
const finalizers: { name: string; run: () => void | Promise<void> }[] = [];
let shuttingDown: Promise<void> | null = null;
let interrupted = false;

/** Something to undo on the way out (a PostgreSQL server, a temp folder), in reverse order. */
export function onCleanup(name: string, run: () => void | Promise<void>): () => void {
  const entry = { name, run };
  finalizers.push(entry);
  return () => {
    const i = finalizers.indexOf(entry);
    if (i >= 0) finalizers.splice(i, 1);
  };
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Print each line as it comes, with the child's name in front. */
  echo?: boolean | ((line: string) => boolean);
}

export function spawnChild(name: string, args: string[], options: SpawnOptions): Child {
  if (interrupted) throw new Error(`${name}: not started, the bench is stopping`);
  const proc = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (proc.pid === undefined) throw new Error(`${name}: could not start ${args.join(' ')}`);
  const lines: string[] = [];
  let counted = 0;
  const take = (line: string) => {
    lines.push(line);
    if (lines.length > 40) lines.shift();
    counted++;
    const echo = typeof options.echo === 'function' ? options.echo(line) : options.echo;
    if (echo) process.stdout.write(`  [${name}] ${line}\n`);
  };
  readline.createInterface({ input: proc.stdout! }).on('line', take);
  readline.createInterface({ input: proc.stderr! }).on('line', take);
  const exited = new Promise<number | string>((resolve) => {
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const child: Child = {
    name, process: proc, pid: proc.pid, exited,
    tail: () => [...lines],
    linesSince: () => counted,
    resetLines: () => { counted = 0; },
  };
  children.add(child);
  void exited.then(() => children.delete(child));
  return child;
}

function isRunning(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

/** SIGTERM (the server closes its database cleanly), SIGKILL if it is still there after graceMs. */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (!isRunning(child)) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => { if (isRunning(child)) child.process.kill('SIGKILL'); }, graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Runs a child to its end; rejects with its last lines when it fails. */
export async function runChild(name: string, args: string[], options: SpawnOptions): Promise<void> {
  const child = spawnChild(name, args, options);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${child.tail().join('\n')}`);
}

/** Stops every child and runs every clean-up; safe to call more than once. */
export function shutdown(): Promise<void> {
  shuttingDown ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c, 5_000)));
    for (const entry of finalizers.splice(0).reverse()) {
      try {
        await entry.run();
      } catch (error) {
        process.stderr.write(`clean-up "${entry.name}" failed: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
  })();
  return shuttingDown;
}

let handlersInstalled = false;

/** True once Ctrl-C or SIGTERM arrived: failures after that are the shutdown, not news. */
export const wasInterrupted = () => interrupted;

/** Ctrl-C, SIGTERM and crashes stop the children; a last synchronous sweep runs on exit. */
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the bench's servers…\n`);
    void shutdown().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);
  const onCrash = (error: unknown) => {
    process.stderr.write(`\nbench crashed: ${error instanceof Error ? error.stack : String(error)}\n`);
    void shutdown().finally(() => process.exit(1));
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  process.on('exit', () => {
    // Only reached with work left when something called process.exit() early: kill hard, undo what is synchronous.
    for (const child of children) if (isRunning(child)) child.process.kill('SIGKILL');
    for (const entry of finalizers.splice(0).reverse()) {
      try {
        void entry.run();
      } catch {
        /* best effort */
      }
    }
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls url until it answers 2xx; fails early when the child exits, or after timeoutMs. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      throw new Error(`${child.name} exited (${await child.exited}) before it was ready:\n${child.tail().join('\n')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child.name} not ready at ${url} after ${timeoutMs / 1000} s (${lastProblem}):\n${child.tail().join('\n')}`);
}

export interface Memory { hwmMiB: number; rssMiB: number }

/** Peak (VmHWM) and current (VmRSS) resident memory of a live process, from /proc. */
export function readMemory(pid: number): Memory | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN);
    return { hwmMiB: kib('VmHWM') / 1024, rssMiB: kib('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/** A mistake in how the bench was called (bad option, nothing built): its message, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs a bench's main and exits with its code; on an error, says why (the message of a
 * UsageError, the stack of anything else), stops every child and exits non-zero.
 */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    async (error: unknown) => {
      if (wasInterrupted()) return; // the signal handler stops everything and exits
      process.stderr.write(`\n${error instanceof UsageError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
      await shutdown();
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
