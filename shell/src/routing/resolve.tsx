/**
 * The route resolver, loaded with the first address that is not the home page: matches the
 * address against the whole route table, runs its checks (guards, redirects, 404), loads
 * the page (or lets the remote load) and its layout before anything renders.
 */
import type { ComponentType } from 'react';
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from '@automercato/router';
import { $lastDealerUuid, toastShown } from '@automercato/shell-api';
import { matchEntry } from './match';
import { RemoteArea } from '../federation/RemoteArea';
import { ensureLayout } from '../layout/registry';
import { ensureSession } from '../session/session';
import { validateResetToken } from '../session/api';
import { decide, type DecideDeps } from './decide';
import type { EntryData } from './entry-data';
import type { ShellPageKey } from './table';

type PageModule = () => Promise<ComponentType>;

// Account pages: one chunk each (the forms share react-final-form and the rules in a common chunk).
const outcome = (name: keyof typeof import('../pages/account/OutcomePages')) => () =>
  import('../pages/account/OutcomePages').then((m) => m[name] as ComponentType);
const info = (name: keyof typeof import('../pages/info')) => () =>
  import('../pages/info').then((m) => m[name] as ComponentType);
const placeholder = (name: keyof typeof import('../pages/PlaceholderPages')) => () =>
  import('../pages/PlaceholderPages').then((m) => m[name] as ComponentType);

/** Lazy modules of the shell's pages (the home page is in the main bundle). */
export const PAGES: Record<Exclude<ShellPageKey, 'home'>, PageModule> = {
  signin: () => import('../pages/account/SignInPage').then((m) => m.SignInPage),
  signup: () => import('../pages/account/SignUpPage').then((m) => m.SignUpPage),
  profile: () => import('../pages/account/ProfilePage').then((m) => m.ProfilePage),
  'verify-email': () => import('../pages/account/VerifyEmailPage').then((m) => m.VerifyEmailPage),
  'email-verified': outcome('EmailVerifiedPage'),
  'email-token-expired': () => import('../pages/account/EmailTokenExpiredPage').then((m) => m.EmailTokenExpiredPage),
  'password-recover': () => import('../pages/account/PasswordRecoverPage').then((m) => m.PasswordRecoverPage),
  'password-reset': () => import('../pages/account/PasswordResetPage').then((m) => m.PasswordResetPage),
  'password-updated': outcome('PasswordUpdatedPage'),
  'password-token-expired': outcome('PasswordTokenExpiredPage'),
  'vat-contest': () => import('../pages/account/VatContestPage').then((m) => m.VatContestPage),
  'purchase-ok': outcome('PurchaseOkPage'),
  'purchase-ko': outcome('PurchaseKoPage'),
  faq: info('FaqPage'),
  tos: info('TermsPage'),
  'about-us': info('AboutUsPage'),
  'contact-us': info('ContactUsPage'),
  'for-dealers': info('ForDealersPage'),
  'how-it-works': info('HowItWorksPage'),
  'privacy-policy': info('PrivacyPolicyPage'),
  dev: () => import('../pages/DevPage').then((m) => m.DevPage),
  'placeholder-list': placeholder('ListPlaceholder'),
  'placeholder-technology': placeholder('TechnologyPlaceholder'),
  'placeholder-about': placeholder('AboutPlaceholder'),
  'placeholder-dealer': placeholder('DealerPlaceholder'),
  'placeholder-contatti': placeholder('ContattiPlaceholder'),
};

const deps: DecideDeps = { ensureSession, validateResetToken, lastDealerUuid: () => $lastDealerUuid.getState() };

export async function loadEntry({ request }: LoaderFunctionArgs): Promise<EntryData> {
  const url = new URL(request.url);
  const found = matchEntry(url.pathname);
  if (!found) throw data('Pagina non trovata', { status: 404 });
  const { entry, params } = found;
  const result = await decide(entry, params, url, deps);
  if (result.kind === 'redirect') {
    // Said after the move, where the user lands (a refused dealer address): never a silent redirect.
    if (result.notice) toastShown({ title: 'Accesso non consentito', text: result.notice, icon: 'warning', timeout: 10_000 });
    throw redirect(result.to);
  }
  if (result.kind === 'error') throw data(result.message, { status: result.status });
  if (entry.kind === 'redirect') throw redirect('/'); // decide always redirects these
  const [Page] = await Promise.all([
    entry.kind === 'page' && entry.page !== 'home' ? PAGES[entry.page]() : Promise.resolve(null),
    ensureLayout(entry.layout),
  ]);
  return { entry, params, Page, title: entry.title };
}

/** The catch-all route's element: the shell page, or the remote's pages. */
export function EntryRoute() {
  const { entry, Page } = useLoaderData() as EntryData;
  if (entry.kind === 'remote') {
    // key: another remote gets a fresh boundary and loading state.
    return <RemoteArea key={entry.remote} remote={entry.remote} title={entry.title} />;
  }
  return Page ? <Page /> : null;
}
