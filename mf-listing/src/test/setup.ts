import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toastsCleared, userReset } from '@automercato/shell-api';
import { forgetListings } from '../lib/useListing';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  userReset();
  toastsCleared();
  forgetListings();
  sessionStorage.clear();
  document.head.querySelectorAll('title').forEach((t) => t.remove());
});
