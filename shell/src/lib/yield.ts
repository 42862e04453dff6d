/**
 * Gives the main thread back to the browser (input, paint, other tasks) before going on, so one
 * long task becomes several short ones: on a slow phone the boot's steps each take 50–200 ms,
 * and a task over 50 ms blocks a tap (Lighthouse's Total Blocking Time). `scheduler.yield()`
 * resumes ahead of other queued tasks where the browser has it; a macrotask elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
