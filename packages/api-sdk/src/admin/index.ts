import type { Http } from '../http.js';
import { adminAudit } from './audit.js';
import { adminUsers } from './users.js';
import { adminDealers } from './dealers.js';
import { adminDealerships } from './dealerships.js';
import { adminListings } from './listings.js';
import { adminMessages } from './messages.js';
import { adminReleases, adminReleaseTokens } from './releases.js';

/**
 * The admin back-office's calls, one file per area. Every list takes the contract's
 * query (page, per_page, q, sort_by, sort_direction and the list's filters) and has an
 * `exportUrl` of the same filter as CSV (a download, not JSON).
 */
export function createAdminApi(http: Http) {
  return {
    audit: adminAudit(http),
    users: adminUsers(http),
    dealers: adminDealers(http),
    dealerships: adminDealerships(http),
    listings: adminListings(http),
    messages: adminMessages(http),
    /** Releases of the remotes. */
    releases: adminReleases(http),
    releaseTokens: adminReleaseTokens(http),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
