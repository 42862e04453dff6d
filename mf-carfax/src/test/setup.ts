import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('title').forEach((t) => t.remove());
});
