import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FilterLocation, Province } from '@automercato/api-sdk';
import { Select } from '@automercato/ui/select';
import { IconClose } from '@automercato/ui/icons';
import { useProvinces } from '../../search';
import { RADIUS_SELECT_OPTIONS, withCurrent } from '../../../lib/options';
import './LocationField.css';
import { DEFAULT_RADIUS_KM, locationLabel, matchProvinces, provinceLocation } from '../model/places';
import { t } from './home-texts';

export const GEO_ERROR = 'Non è stato possibile rilevare la tua posizione. Scegli una provincia dall\'elenco.';

export interface LocationFieldProps {
  location: FilterLocation | null | undefined;
  radius: number | null | undefined;
  onChange: (location: FilterLocation | null, radius: number | null) => void;
  /** Load the provinces at once (results page) rather than on first focus (home). */
  eager?: boolean;
  idPrefix?: string;
}

/**
 * "Dove": a combobox over the Italian provinces (names and codes, from
 * /api/lookups, with the other filter lists), "Usa la mia posizione" (browser geolocation) and the
 * radius (SPEC §9 options, km).
 */
export function LocationField({ location, radius, onChange, eager = false }: LocationFieldProps) {
  const auto = useId();
  const inputId = `${auto}-place`;
  const listId = `${auto}-list`;
  const radiusId = `${auto}-radius`;
  const [wanted, setWanted] = useState(eager);
  const provinces = useProvinces(wanted);
  const label = locationLabel(location);
  // What the user is typing; null when not editing, and the box then shows the place of the
  // search itself (an AI search's place, a chip removed, back/forward), never a stale copy of it.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? label;
  const setText = (value: string) => setDraft(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The place of the search changed (an AI answer, back/forward, chip removed): show it.
  useEffect(() => setDraft(null), [label]);

  const matches = useMemo(() => (open && provinces ? matchProvinces(provinces, text) : []), [open, provinces, text]);
  const expanded = open && matches.length > 0;

  const choose = (p: Province) => {
    setOpen(false);
    setDraft(null);
    setGeoError(null);
    onChange(provinceLocation(p), radius ?? DEFAULT_RADIUS_KM);
  };

  const clear = () => {
    setDraft(null);
    setOpen(false);
    onChange(null, null);
    inputRef.current?.focus();
  };

  const commitOnBlur = () => {
    setOpen(false);
    const typed = text.trim();
    setDraft(null);
    if (!typed) {
      if (location) onChange(null, null);
      return;
    }
    if (typed === label) return;
    const exact = provinces ? matchProvinces(provinces, typed, 1)[0] : undefined;
    // A province typed in full is chosen; anything else goes back to the search's place.
    if (exact && (exact.code.toLowerCase() === typed.toLowerCase() || exact.name.toLowerCase() === typed.toLowerCase())) choose(exact);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const n = matches.length;
      if (n) setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n));
    } else if (e.key === 'Enter') {
      if (expanded) {
        e.preventDefault();
        const p = matches[Math.min(active, matches.length - 1)];
        if (p) choose(p);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
      } else setDraft(null);
    }
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeoError(GEO_ERROR);
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (n: number) => Math.round(n * 10_000) / 10_000;
        onChange({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) }, radius ?? DEFAULT_RADIUS_KM);
      },
      () => {
        setLocating(false);
        setGeoError(GEO_ERROR);
      },
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };

  const hasPoint = location?.latitude != null && location.longitude != null;
  const activeId = expanded ? `${listId}-${Math.min(active, matches.length - 1)}` : undefined;

  return (
    <div className="ms-location">
      <div className="am-field ms-location__place">
        <label htmlFor={inputId} className="am-field__label">{t('locationField.dove')}</label>
        <div className="ms-combobox">
          <input
            ref={inputRef}
            id={inputId}
            className="am-input am-input--md"
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-describedby={geoError ? `${inputId}-error` : undefined}
            autoComplete="off"
            placeholder={t('locationField.provinciaOSiglaEs')}
            value={text}
            onFocus={() => setWanted(true)}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={commitOnBlur}
          />
          {text ? (
            <button type="button" className="ms-combobox__clear" aria-label={t('locationField.cancellaLaLocalita')} onClick={clear}>
              <IconClose size={16} />
            </button>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('locationField.province')} className="ms-combobox__list" hidden={!expanded}>
            {matches.map((p, i) => (
              <li
                key={p.code}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className="ms-combobox__option"
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(p)}
              >
                <span className="ms-combobox__name">
                  {p.name} <span className="ms-combobox__code">({p.code})</span>
                </span>
                <span className="ms-combobox__region">{p.region}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="am-link-button am-link-button--primary ms-location__geo" onClick={locate} disabled={locating}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          </svg>
          {locating ? t('locationField.rilevamentoInCorso') : t('locationField.usaLaMiaPosizione')}
        </button>
        {geoError ? (
          <p id={`${inputId}-error`} className="am-field__error" role="alert">
            {geoError}
          </p>
        ) : null}
      </div>
      <div className="am-field ms-location__radius">
        <label htmlFor={radiusId} className="am-field__label">{t('locationField.raggio')}</label>
        <Select
          id={radiusId}
          value={radius ? String(radius) : ''}
          placeholder={t('locationField.qualsiasiDistanza')}
          options={withCurrent(RADIUS_SELECT_OPTIONS, radius, (n) => `${n} km`)}
          disabled={!hasPoint}
          onChange={(e) => onChange(location ?? null, e.target.value ? Number(e.target.value) : null)}
        />
      </div>
    </div>
  );
}
