import { useEffect, useState } from 'react';
import { Link, useLocation } from '@automercato/router';
import { useUnit } from 'effector-react';
import { $currentUser, $sessionChecked, isLoggedIn } from '@automercato/shell-api';
import type { ListingSummary } from '@automercato/api-sdk';
import { EmptyState, ErrorState } from '@automercato/ui/states';
import { SkeletonCard } from '@automercato/ui/skeleton';
import { buttonClass } from '@automercato/ui/button';
import { IconHeart } from '@automercato/ui/icons';
import { formatCount } from '@automercato/i18n/format';
import { ListingCard } from '@automercato/entities/listing';
import {
  $favouriteIds,
  $favouritesLoadedFor as $loadedFor,
  FAVOURITES_PAGE_SIZE,
  FavouriteButton,
  signInHref,
  useFavouritesOnPage,
} from '@automercato/entities/favourites';
import { getApi } from '@automercato/entities/api';
import '../results/results.css';
import { t } from './texts';

type State = { status: 'loading' } | { status: 'ready'; items: ListingSummary[] } | { status: 'error'; message: string };

function useSavedListings(userUuid: string | null, attempt: number): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    if (!userUuid) return;
    let live = true;
    setState({ status: 'loading' });
    getApi().listings.favourites.list({ per_page: FAVOURITES_PAGE_SIZE }).then(
      (page) => live && setState({ status: 'ready', items: page.items }),
      (error: unknown) => live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [userUuid, attempt]);
  return state;
}

/** /favourites: the signed-in user's saved listings; guests are asked to sign in. */
export function FavouritesPage() {
  useFavouritesOnPage();
  const [user, checked, ids, loadedFor] = useUnit([$currentUser, $sessionChecked, $favouriteIds, $loadedFor]);
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const signedIn = isLoggedIn(user);
  const state = useSavedListings(signedIn ? user.uuid : null, attempt);
  // A heart removed on this page takes the card away (the shared set is the truth once loaded).
  const items =
    state.status === 'ready' ? state.items.filter((l) => loadedFor !== user?.uuid || ids.includes(l.uuid)) : [];

  let body;
  if (!checked && !signedIn) {
    body = <FavouritesSkeleton />;
  } else if (!signedIn) {
    body = (
      <EmptyState
        icon={<IconHeart size={28} />}
        title={t('favouritesPage.accediPerVedereI')}
        text={<p>{t('favouritesPage.guestText')}</p>}
        action={
          <div className="ms-actions">
            <Link className={buttonClass()} to={signInHref(pathname)}>{t('favouritesPage.accedi')}</Link>
            <Link className={buttonClass({ variant: 'secondary' })} to="/signup">{t('favouritesPage.registrati')}</Link>
          </div>
        }
      />
    );
  } else if (state.status === 'loading') {
    body = <FavouritesSkeleton />;
  } else if (state.status === 'error') {
    body = <ErrorState title={t('favouritesPage.nonEStatoPossibile')} text={state.message} onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<IconHeart size={28} />}
        title={t('favouritesPage.nonHaiAncoraSalvato')}
        text={<p>{t('favouritesPage.emptyText')}</p>}
        action={
          <Link className={buttonClass()} to="/risultati">{t('favouritesPage.cercaUnAuto')}</Link>
        }
      />
    );
  } else {
    body = (
      <ul className="ms-fav-grid" aria-label={t('favouritesPage.annunciSalvati')}>
        {items.map((listing) => (
          <li key={listing.uuid}>
            <ListingCard listing={listing} headingLevel={2} action={<FavouriteButton id={listing.uuid} title={listing.title} />} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="ms-favourites">
      <title>{t('favouritesPage.preferitiAutomercato')}</title>
      <header className="ms-results__head">
        <h1>{t('favouritesPage.iTuoiPreferiti')}</h1>
        {signedIn && state.status === 'ready' ? (
          <p className="ms-results__total" role="status">
            {items.length > 0 ? formatCount(items.length, t('favouritesPageStrings.annuncioSalvato'), t('favouritesPageStrings.annunciSalvati')) : ''}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}

function FavouritesSkeleton() {
  return (
    <ul className="ms-fav-grid" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
