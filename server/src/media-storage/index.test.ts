import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage, isSafeKey, memoryStorage } from './index.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'am-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('media storage keys', () => {
  it('takes plain relative names and nothing that could leave the folder', () => {
    expect(isSafeKey('listings/8f0c/abc-640-0123456789abcdef.webp')).toBe(true);
    for (const key of ['../x.webp', 'a/../../x.webp', '/etc/passwd.txt', 'a\\b.webp', 'a//b.webp', '.hidden.webp', 'a/%2e%2e/b.webp', 'A.webp', 'noext', 'a/b.webp\0.png', '']) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });
});

describe.each([
  ['disk', () => diskStorage(root)],
  ['memory', () => memoryStorage()],
])('%s storage', (_, make) => {
  it('stores, reads with its type, deletes (twice is fine), and names the public address', async () => {
    const storage = make();
    await storage.put('listings/l1/p-320-aa.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(await storage.get('listings/l1/p-320-aa.webp')).toEqual({ body: Buffer.from('webp bytes'), contentType: 'image/webp' });
    expect(storage.url('listings/l1/p-320-aa.webp')).toBe('/media/listings/l1/p-320-aa.webp');
    await storage.delete('listings/l1/p-320-aa.webp');
    await storage.delete('listings/l1/p-320-aa.webp');
    expect(await storage.get('listings/l1/p-320-aa.webp')).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../evil.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
  });
});

it('disk storage leaves no temporary file behind', async () => {
  const storage = diskStorage(root);
  await storage.put('a/b.webp', Buffer.from('x'), 'image/webp');
  expect(fs.readdirSync(path.join(root, 'a'))).toEqual(['b.webp']);
});
