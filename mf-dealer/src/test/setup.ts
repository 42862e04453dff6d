import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { dealerStateReset, toastsCleared, userReset } from '@automercato/shell-api';
import { provideApi } from '@automercato/entities/api';
import { fakeApi } from './harness';

// findBy*/waitFor wait up to 5 s: a loaded CI machine can be slow with a fake request.
configure({ asyncUtilTimeout: 5000 });

// Until a test renders with its own client, every call answers 404 (never the network).
beforeEach(() => provideApi(fakeApi().api));

afterEach(() => {
  cleanup();
  userReset();
  dealerStateReset();
  toastsCleared();
  provideApi(null);
  document.head.querySelectorAll('title').forEach((t) => t.remove());
});
