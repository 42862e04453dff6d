import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1 s: a loaded CI machine can take longer than 1 s for a
// debounced check and a fake request, and a test must not fail for that.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
