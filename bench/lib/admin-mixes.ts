// The admin bench's request mix (the back-office lists as an admin pages through them) and the
// demo admin's sign-in that every request carries.
import type { Mix } from './load.js';
import type { AdminSamples } from './admin-seed.js';

export const DEMO_ADMIN = { email: 'admin@automercato.example', password: 'Admin#Demo2026' } as const;

/** Signs in like the browser (XSRF cookie, then POST /api/login) and returns the Cookie header for the load. */
export async function signIn(url: string, account: { email: string; password: string } = DEMO_ADMIN): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${url}/sanctum/csrf-cookie`));
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${account.email} → HTTP ${login.status}: ${(await login.text()).slice(0, 300)}`);
  keep(login);
  return cookie();
}

/**
 * One call per list shape an admin uses, cycled by every connection. The route is the first part
 * of the label, so a missing route (a slice not merged yet) is named plainly by the precheck.
 */
export function adminMixes(s: AdminSamples): Mix[] {
  const q = encodeURIComponent;
  return [
    { label: 'users', path: '/api/admin/users' },
    { label: 'users e-mail prefix', path: `/api/admin/users?q=${q(s.emailPrefix)}` },
    { label: 'users role dealer', path: '/api/admin/users?role=dealer' },
    { label: 'users by e-mail', path: '/api/admin/users?sort_by=email&sort_direction=asc&page=3' },
    { label: 'dealers', path: '/api/admin/dealers' },
    { label: 'dealers by city', path: '/api/admin/dealers?sort_by=city&sort_direction=asc' },
    { label: 'listings', path: '/api/admin/listings' },
    { label: 'listings by price', path: '/api/admin/listings?sort_by=price&sort_direction=asc&page=2' },
    { label: 'listings disabled', path: '/api/admin/listings?status=disabled' },
    { label: 'listings of a dealer', path: `/api/admin/listings?dealer=${s.dealerId}` },
    { label: 'listings plate', path: `/api/admin/listings?q=${q(s.plate)}` },
    { label: 'messages', path: '/api/admin/user-messages' },
    { label: 'dealer admins', path: '/api/admin/user-dealerships' },
    { label: 'audit of a listing', path: `/api/admin/audit?entity_type=${s.auditEntity.type}&entity_id=${s.auditEntity.id}` },
    // The two vehicle-history tabs of the admin area (mf-carfax's pages and their routes).
    { label: 'carfax reports', path: '/api/admin/carfax-reports' },
    { label: 'carfax requests', path: '/api/admin/carfax-requests' },
  ];
}
