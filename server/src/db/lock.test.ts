import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

describe('lockDataDir', () => {
  it('refuses a folder another live process holds, with a clear message', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'am-lock-'));
    // The parent of this test process is alive for sure.
    fs.writeFileSync(path.join(dir, 'automercato.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/già in uso dal processo/);
    fs.rmSync(dir, { recursive: true });
  });
  it('takes over a lock left by a dead process and releases its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'am-lock-'));
    fs.writeFileSync(path.join(dir, 'automercato.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'automercato.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'automercato.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
