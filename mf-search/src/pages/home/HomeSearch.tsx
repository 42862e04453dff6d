import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@automercato/router';
import type { FilterLocation, ListingSummary } from '@automercato/api-sdk';
import { Select } from '@automercato/ui/select';
import { buttonClass } from '@automercato/ui/button';
import { SkeletonCard } from '@automercato/ui/skeleton';
import { IconSearch, IconSparkle } from '@automercato/ui/icons';
import { useLookup, useModels } from '../../features/search/api/lookups';
import { kmOptions, priceOptions } from '../../lib/options';
import { LocationField } from '../../features/location/ui/LocationField';
import { ListingCard, resultsHref } from '@automercato/entities/listing';
import { getApi } from '@automercato/entities/api';
import './HomeSearch.css';
import { t } from './home-texts';

export const AI_PLACEHOLDER = 'Es. SUV diesel automatico sotto i 25.000 euro vicino a Bologna';
/** Cards per home section (two rows of four on desktop). */
export const HOME_CARDS = 8;
export const LATEST_HREF = resultsHref({ priceFrom: 20_000, sortBy: 'created_at_desc' });

const PRICE_OPTIONS = priceOptions();
const KM_OPTIONS = kmOptions();

function QuickSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [priceTo, setPriceTo] = useState('');
  const [kmTo, setKmTo] = useState('');
  const [place, setPlace] = useState<{ location: FilterLocation | null; radius: number | null }>({ location: null, radius: null });
  const brands = useLookup('brands');
  const models = useModels(make || null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      resultsHref({
        make: make || null,
        model: model || null,
        priceTo: priceTo ? Number(priceTo) : null,
        kmTo: kmTo ? Number(kmTo) : null,
        location: place.location,
        radius: place.location ? place.radius : null,
      }),
    );
  };

  return (
    <form className="ms-quick" role="search" aria-label={t('homeSearch.ricercaRapida')} onSubmit={submit}>
      <div className="am-field ms-quick__wide">
        <label htmlFor={`${id}-make`} className="am-field__label">{t('homeSearch.marca')}</label>
        <Select
          id={`${id}-make`}
          name="make"
          value={make}
          placeholder={brands ? t('homeSearch.tutteLeMarche') : t('homeSearch.caricamento')}
          options={(brands ?? []).map((b) => ({ value: b.slug, label: b.name }))}
          onChange={(e) => {
            setMake(e.target.value);
            setModel('');
          }}
        />
      </div>
      <div className="am-field ms-quick__wide">
        <label htmlFor={`${id}-model`} className="am-field__label">{t('homeSearch.modello')}</label>
        <Select
          id={`${id}-model`}
          name="model"
          value={model}
          disabled={!make}
          placeholder={!make ? t('homeSearch.scegliPrimaLaMarca') : models ? t('homeSearch.tuttiIModelli') : t('homeSearch.caricamento')}
          options={(models ?? []).map((m) => ({ value: m.slug, label: m.name }))}
          onChange={(e) => setModel(e.target.value)}
        />
      </div>
      <div className="am-field">
        <label htmlFor={`${id}-price`} className="am-field__label">{t('homeSearch.prezzoFinoA')}</label>
        <Select id={`${id}-price`} name="priceTo" value={priceTo} placeholder={t('homeSearch.qualsiasi')} options={PRICE_OPTIONS} onChange={(e) => setPriceTo(e.target.value)} />
      </div>
      <div className="am-field">
        <label htmlFor={`${id}-km`} className="am-field__label">{t('homeSearch.kmFinoA')}</label>
        <Select id={`${id}-km`} name="kmTo" value={kmTo} placeholder={t('homeSearch.qualsiasi')} options={KM_OPTIONS} onChange={(e) => setKmTo(e.target.value)} />
      </div>
      <LocationField location={place.location} radius={place.radius} onChange={(location, radius) => setPlace({ location, radius })} />
      <div className="ms-quick__submit">
        <button type="submit" className={buttonClass()}>
          <span className="am-btn__content">
            <IconSearch size={18} />
            <span className="am-btn__label">{t('homeSearch.cerca')}</span>
          </span>
        </button>
      </div>
    </form>
  );
}

function AiSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) void navigate(resultsHref({ aiQuery: query }));
  };
  return (
    <form className="ms-ai-box" role="search" aria-label={t('homeSearch.ricercaInLinguaggioNaturale')} onSubmit={submit}>
      <label htmlFor={`${id}-ai`} className="ms-ai-box__label">
        <IconSparkle size={20} className="am-icon ms-ai-box__spark" />{t('homeSearch.oppureDescriviLAuto')}</label>
      <div className="ms-ai-box__row">
        <input
          id={`${id}-ai`}
          name="ai"
          type="search"
          className="am-input am-input--lg"
          placeholder={AI_PLACEHOLDER}
          value={text}
          maxLength={300}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={buttonClass({ size: 'lg', variant: 'secondary' })}>{t('homeSearch.trovaAuto')}</button>
      </div>
    </form>
  );
}

type Section = { status: 'loading' } | { status: 'ready'; items: ListingSummary[] } | { status: 'error' };

function useSection(load: () => Promise<ListingSummary[]>): Section {
  const [state, setState] = useState<Section>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (items) => live && setState({ status: 'ready', items: items.slice(0, HOME_CARDS) }),
      (error: unknown) => {
        console.warn('[mf-search] home section', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

function ListingSection({ title, lead, state, more }: { title: string; lead: string; state: Section; more?: { to: string; label: string } }) {
  const headingId = useId();
  if (state.status === 'ready' && state.items.length === 0) return null;
  return (
    <section className="ms-home-section" aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <header className="ms-home-section__head">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{lead}</p>
        </div>
        {more ? (
          <Link className="ms-home-section__more" to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </header>
      {state.status === 'error' ? (
        <p className="ms-home-section__error">{t('homeSearch.gliAnnunciNonSono')}</p>
      ) : (
        <ul className="ms-home-grid">
          {state.status === 'loading'
            ? Array.from({ length: HOME_CARDS }, (_, i) => (
                <li key={i}>
                  <SkeletonCard />
                </li>
              ))
            : state.items.map((listing) => (
                <li key={listing.uuid}>
                  <ListingCard listing={listing} compact />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

const loadShowcase = () => getApi().listings.showcased();
const loadLatest = () => getApi().listings.latest().then((page) => page.items);

/**
 * Exposed as `mf_search/home`: the home page's search (quick search, natural-language box)
 * and the showcase and latest listings. Part of the home page's initial JavaScript, so it
 * uses plain React state, api-sdk, the i18n formatters, ui subpaths and the two light entries
 * of entities (`@automercato/entities/listing`, `@automercato/entities/api`) only: no effector,
 * no i18next, never `@automercato/entities/favourites` (the favourites model and effector-react).
 */
export default function HomeSearch() {
  const showcase = useSection(loadShowcase);
  const latest = useSection(loadLatest);
  return (
    <div className="ms-home">
      <div className="ms-home__search">
        <QuickSearch />
        <AiSearch />
      </div>
      <ListingSection
        title={t('homeSearch.inVetrina')}
        lead={t('homeSearch.leAutoScelteDai')}
        state={showcase}
      />
      <ListingSection
        title={t('homeSearch.ultimiArrivi')}
        lead={t('homeSearch.gliAnnunciPiuRecenti')}
        state={latest}
        more={{ to: LATEST_HREF, label: 'Vedi tutti' }}
      />
    </div>
  );
}
