import { useEffect, useLayoutEffect, useState } from 'react';
import { Link } from '@automercato/router';
import { firstViewReplaced, type Counters } from '@automercato/api-sdk';
import { HOME_DESCRIPTION, formatCount } from '@automercato/i18n/format';
import { usePageDescription } from '@automercato/shell-api';
import { RemoteWidget } from '../federation/RemoteWidget';
import { fetchCounters } from '../session/api';
import { t } from './home-texts';

type CountersState =
  | { status: 'loading' }
  | { status: 'ready'; counters: Counters }
  | { status: 'error' };

function useCounters(): CountersState {
  const [state, setState] = useState<CountersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchCounters().then(
      (counters) => {
        if (!controller.signal.aborted) setState({ status: 'ready', counters });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[home] counters unavailable', err);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

function PlatformCounters() {
  const state = useCounters();
  if (state.status === 'loading') {
    return (
      <p className="am-counters am-counters--loading" role="status">{t('homePage.caricamentoDeiNumeriDella')}</p>
    );
  }
  if (state.status === 'error') {
    return <p className="am-counters am-counters--error">{t('homePage.iNumeriDellaPiattaforma')}</p>;
  }
  const { listings, dealers, brands } = state.counters;
  return (
    <ul className="am-counters" aria-label={t('homePage.laPiattaformaInNumeri')} data-testid="counters">
      <li>
        <strong>{formatCount(listings, 'annuncio', 'annunci')}</strong>
      </li>
      <li>
        <strong>{formatCount(dealers, 'concessionario', 'concessionari')}</strong>
      </li>
      <li>
        <strong>{formatCount(brands, 'marca', 'marche')}</strong>
      </li>
    </ul>
  );
}

export function HomePage() {
  // The server writes the same text into the first HTML; this keeps it after navigation.
  usePageDescription(HOME_DESCRIPTION);
  // The hero the server drew gives way to this one in the same frame.
  useLayoutEffect(firstViewReplaced, []);
  return (
    <>
      <section className="am-hero">
        <h1>{t('homePage.trovaLaTuaProssima')}</h1>
        <p className="am-hero__lead">{t('homePage.annunciDiAutoUsate')}</p>
        <PlatformCounters />
      </section>
      <section className="am-home-search" aria-labelledby="home-search-title">
        <h2 id="home-search-title">{t('homePage.cercaUnAuto')}</h2>
        <RemoteWidget remote="mf_search" expose="home" placeholderClassName="am-home-search__placeholder" />
      </section>
      <section className="am-home-dealers">
        <h2>{t('homePage.seiUnConcessionario')}</h2>
        <p>{t('homePage.pubblicaITuoiAnnunci')}</p>
        <Link className="am-button" to="/for-dealers">{t('homePage.scopriComeFunziona')}</Link>
      </section>
    </>
  );
}
