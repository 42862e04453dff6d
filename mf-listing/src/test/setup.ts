import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toastsCleared, userReset } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { forgetListings } from '../features/listing/api/useListing';
import { forgetViews } from '../features/listing/api/viewBeacon';
import { fakeApi } from './utils';

// findBy*/waitFor wait up to 5 s, not 1 s: a loaded CI machine can take longer than 1 s for a
// debounced check and a fake request, and a test must not fail for that.
configure({ asyncUtilTimeout: 5000 });

// Until a test renders with its own client, every call answers 404 (never the network).
beforeEach(() => provideApi(fakeApi().api));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  userReset();
  toastsCleared();
  forgetListings();
  forgetViews();
  provideApi(null);
  sessionStorage.clear();
  document.head.querySelectorAll('title').forEach((t) => t.remove());
});
