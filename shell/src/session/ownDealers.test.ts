import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@automercato/shell-api';
import { loadOwnDealers } from './ownDealers';

const base = { uuid: 'u-1', email: 'marco@example.it', email_verified_at: '2026-01-01', name: 'Marco', surname: 'Rossi' };

describe('loadOwnDealers', () => {
  it('takes the dealers GET /api/user names, for a user working as a dealer', async () => {
    const dealers = [{ uuid: 'd-1', name: 'Autosalone Duomo', membership: 'owner' }, { uuid: 'd-2', name: 'Laguna Motors', membership: 'admin' }];
    expect(await loadOwnDealers({ ...base, role: 'dealer', dealers } as unknown as CurrentUser)).toEqual(dealers);
  });

  it('none for a buyer, for a user without the list, and nothing malformed', async () => {
    expect(await loadOwnDealers({ ...base, role: 'customer', dealers: [{ uuid: 'd-1' }] } as unknown as CurrentUser)).toEqual([]);
    expect(await loadOwnDealers({ ...base, role: 'dealer' } as unknown as CurrentUser)).toEqual([]);
    expect(await loadOwnDealers({ ...base, role: 'dealer', dealers: [{ name: 'x' }, null, { uuid: 'd-3' }] } as unknown as CurrentUser)).toEqual([{ uuid: 'd-3' }]);
  });
});
