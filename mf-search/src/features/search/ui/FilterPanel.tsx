import { memo, useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Filters, LookupItem, PowerUnit } from '@automercato/api-sdk';
import { Select } from '@automercato/ui/select';
import { Checkbox } from '@automercato/ui/checkbox';
import { RadioGroup } from '@automercato/ui/radio-group';
import { RangeInput } from '@automercato/ui/range-input';
import { TextInput } from '@automercato/ui/text-input';
import { cvToKw, formatKm, formatPrice, kwToCv } from '@automercato/i18n/format';
import { LocationField } from '../../location';
import { useDealers, useFilterLists } from '../api/lookups';
import { kmOptions, priceOptions, withCurrent, yearSelectOptions, type Option } from '../../../lib/options';
import { t as tx } from '../texts';

export interface FilterPanelProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}

const PRICE_OPTIONS = priceOptions();
const KM_OPTIONS = kmOptions();

const toOptions = (items: readonly LookupItem[] | null): Option[] => (items ?? []).map((i) => ({ value: i.slug, label: i.name }));
const num = (value: string): number | null => (value === '' ? null : Number(value));

function Group({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="ms-filter-group" aria-labelledby={id}>
      <h3 id={id} className="ms-filter-group__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Checkboxes for a multi-value filter (body, fuel, gear, drive, dealers). */
function CheckList({
  legend,
  items,
  selected,
  onChange,
}: {
  legend: string;
  items: Option[] | null;
  selected: readonly string[] | undefined;
  onChange: (next: string[]) => void;
}) {
  const chosen = selected ?? [];
  return (
    <fieldset className="ms-checklist">
      <legend className="ms-filter-group__title">{legend}</legend>
      {items === null ? (
        <p className="ms-filter-loading">{tx('filterPanel.caricamento')}</p>
      ) : (
        items.map((item) => (
          <Checkbox
            key={item.value}
            label={item.label}
            checked={chosen.includes(item.value)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, item.value] : chosen.filter((v) => v !== item.value))}
          />
        ))
      )}
    </fieldset>
  );
}

/** A text box applied on blur or Enter (SPEC §5: on change, not on every keystroke). */
function useCommitted(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return {
    value: text,
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
    onBlur: () => {
      if (text.trim() !== value) commit(text.trim());
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        if (text.trim() !== value) commit(text.trim());
      }
    },
  };
}

function PowerFilter({ filters, onChange }: FilterPanelProps) {
  const hasKw = filters.wattFrom != null || filters.wattTo != null;
  const hasCv = filters.hpFrom != null || filters.hpTo != null;
  // SPEC §4: kW when a watt filter is prefilled, otherwise CV; the toggle switches.
  const [unit, setUnit] = useState<PowerUnit>(hasKw ? 'kw' : 'cv');
  useEffect(() => {
    if (hasKw) setUnit('kw');
    else if (hasCv) setUnit('cv');
  }, [hasKw, hasCv]);
  const from = unit === 'kw' ? filters.wattFrom : filters.hpFrom;
  const to = unit === 'kw' ? filters.wattTo : filters.hpTo;
  const apply = (nextUnit: PowerUnit, f: number | null, t: number | null) =>
    onChange(
      nextUnit === 'kw'
        ? { wattFrom: f, wattTo: t, hpFrom: null, hpTo: null }
        : { hpFrom: f, hpTo: t, wattFrom: null, wattTo: null },
    );
  const fromInput = useCommitted(from != null ? String(from) : '', (v) => apply(unit, num(v), to ?? null));
  const toInput = useCommitted(to != null ? String(to) : '', (v) => apply(unit, from ?? null, num(v)));
  const switchUnit = (next: string) => {
    const nextUnit = next === 'kw' ? 'kw' : 'cv';
    setUnit(nextUnit);
    if (from == null && to == null) return;
    const convert = (n: number | null | undefined) => (n == null ? null : nextUnit === 'kw' ? cvToKw(n) : kwToCv(n));
    apply(nextUnit, convert(from), convert(to));
  };
  return (
    <div className="ms-power">
      <div className="ms-power__head">
        <span className="ms-filter-group__title">{tx('filterPanel.potenza')}</span>
        <RadioGroup
          label={tx('filterPanel.unitaDiPotenza')}
          labelHidden
          appearance="segmented"
          orientation="horizontal"
          value={unit}
          onChange={switchUnit}
          options={[
            { value: 'cv', label: 'CV' },
            { value: 'kw', label: 'kW' },
          ]}
        />
      </div>
      <RangeInput
        label={tx('filterPanel.potenza')}
        labelHidden
        size="sm"
        unit={unit === 'kw' ? 'kW' : 'CV'}
        fromLabel={tx('filterPanel.potenzaDa', { v0: unit === 'kw' ? 'kW' : 'CV' })}
        toLabel={tx('filterPanel.potenzaA', { v0: unit === 'kw' ? 'kW' : 'CV' })}
        from={{ ...fromInput, min: 0, max: 10_000, step: 1 }}
        to={{ ...toInput, min: 0, max: 10_000, step: 1 }}
      />
    </div>
  );
}

function DealerFilter({ filters, onChange }: FilterPanelProps) {
  const dealers = useDealers();
  const [q, setQ] = useState('');
  const selected = useMemo(() => filters.dealers ?? [], [filters.dealers]);
  const items = useMemo(() => {
    if (!dealers) return null;
    const text = q.trim().toLowerCase();
    return dealers
      .filter((d) => selected.includes(d.slug) || selected.includes(d.uuid) || !text || `${d.name} ${d.city}`.toLowerCase().includes(text))
      .map((d) => ({ value: selected.includes(d.uuid) ? d.uuid : d.slug, label: `${d.name} · ${d.city}` }));
  }, [dealers, q, selected]);
  return (
    <div className="ms-dealers">
      <TextInput
        size="sm"
        type="search"
        aria-label={tx('filterPanel.cercaUnConcessionario')}
        placeholder={tx('filterPanel.cercaUnConcessionario')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <div className="ms-dealers__list">
        <CheckList legend={tx('filterPanel.concessionari')} items={items} selected={selected} onChange={(next) => onChange({ dealers: next })} />
      </div>
    </div>
  );
}

const ADVANCED_KEYS: Array<keyof Filters> = [
  'emissions', 'exteriorColor', 'exteriorPaintType', 'interiorColor', 'interiorType', 'origin', 'dealers', 'version',
];

/**
 * Every filter of SPEC §3 with its list. Selects and checkboxes apply at once; text and
 * number boxes on blur or Enter. The same panel is the desktop sidebar and the mobile drawer.
 */
export const FilterPanel = memo(function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const id = useId();
  const {
    brands, models, categories, powerTypes, gearboxTypes, tractionTypes, emissionClasses, exteriorColors,
    paintTypes, interiorColors, interiorMaterials, origins,
  } = useFilterLists(filters.make);
  const years = useMemo(yearSelectOptions, []);
  const priceFrom = useMemo(() => withCurrent(PRICE_OPTIONS, filters.priceFrom, formatPrice), [filters.priceFrom]);
  const priceTo = useMemo(() => withCurrent(PRICE_OPTIONS, filters.priceTo, formatPrice), [filters.priceTo]);
  const yearFrom = useMemo(() => withCurrent(years, filters.yearFrom, String), [years, filters.yearFrom]);
  const yearTo = useMemo(() => withCurrent(years, filters.yearTo, String), [years, filters.yearTo]);
  const kmFrom = useMemo(() => withCurrent(KM_OPTIONS, filters.kmFrom, formatKm), [filters.kmFrom]);
  const kmTo = useMemo(() => withCurrent(KM_OPTIONS, filters.kmTo, formatKm), [filters.kmTo]);
  const version = useCommitted(filters.version ?? '', (v) => onChange({ version: v || null }));
  const advancedActive = ADVANCED_KEYS.some((k) => {
    const v = filters[k];
    return Array.isArray(v) ? v.length > 0 : v != null && v !== '';
  });
  const [moreOpen, setMoreOpen] = useState(false);
  const moreShown = moreOpen || advancedActive;

  const single = (label: string, key: keyof Filters, list: readonly LookupItem[] | null, placeholder: string) => (
    <div className="am-field">
      <label htmlFor={`${id}-${key}`} className="am-field__label">
        {label}
      </label>
      <Select
        id={`${id}-${key}`}
        size="sm"
        value={(filters[key] as string | undefined) ?? ''}
        placeholder={list ? placeholder : tx('filterPanel.caricamento')}
        options={withCurrent(toOptions(list), filters[key] as string | undefined, String)}
        onChange={(e) => onChange({ [key]: e.target.value || null })}
      />
    </div>
  );

  return (
    <div className="ms-filters">
      <Group title={tx('filterPanel.veicolo')} id={`${id}-vehicle`}>
        {single('Marca', 'make', brands, 'Tutte le marche')}
        <div className="am-field">
          <label htmlFor={`${id}-model`} className="am-field__label">{tx('filterPanel.modello')}</label>
          <Select
            id={`${id}-model`}
            size="sm"
            value={filters.model ?? ''}
            disabled={!filters.make}
            placeholder={!filters.make ? tx('filterPanel.scegliPrimaLaMarca') : models ? tx('filterPanel.tuttiIModelli') : tx('filterPanel.caricamento')}
            options={withCurrent(toOptions(models), filters.model ?? undefined, String)}
            onChange={(e) => onChange({ model: e.target.value || null })}
          />
        </div>
      </Group>

      <Group title={tx('filterPanel.prezzoEAnno')} id={`${id}-price`}>
        <RangeInput
          kind="select"
          size="sm"
          label={tx('filterPanel.prezzo')}
          fromPlaceholder="Da"
          toPlaceholder="A"
          fromOptions={priceFrom}
          toOptions={priceTo}
          from={{ value: filters.priceFrom != null ? String(filters.priceFrom) : '', onChange: (e) => onChange({ priceFrom: num(e.target.value) }) }}
          to={{ value: filters.priceTo != null ? String(filters.priceTo) : '', onChange: (e) => onChange({ priceTo: num(e.target.value) }) }}
        />
        <RangeInput
          kind="select"
          size="sm"
          label={tx('filterPanel.annoDiImmatricolazione')}
          fromLabel={tx('filterPanel.annoDa')}
          toLabel={tx('filterPanel.annoA')}
          fromOptions={yearFrom}
          toOptions={yearTo}
          from={{ value: filters.yearFrom != null ? String(filters.yearFrom) : '', onChange: (e) => onChange({ yearFrom: num(e.target.value) }) }}
          to={{ value: filters.yearTo != null ? String(filters.yearTo) : '', onChange: (e) => onChange({ yearTo: num(e.target.value) }) }}
        />
        <RangeInput
          kind="select"
          size="sm"
          label={tx('filterPanel.chilometri')}
          fromOptions={kmFrom}
          toOptions={kmTo}
          from={{ value: filters.kmFrom != null ? String(filters.kmFrom) : '', onChange: (e) => onChange({ kmFrom: num(e.target.value) }) }}
          to={{ value: filters.kmTo != null ? String(filters.kmTo) : '', onChange: (e) => onChange({ kmTo: num(e.target.value) }) }}
        />
      </Group>

      <div className="ms-filter-group">
        <LocationField eager location={filters.location} radius={filters.radius} onChange={(location, radius) => onChange({ location, radius })} />
      </div>

      <CheckList legend={tx('filterPanel.carrozzeria')} items={categories && toOptions(categories)} selected={filters.body} onChange={(body) => onChange({ body })} />
      <CheckList legend={tx('filterPanel.alimentazione')} items={powerTypes && toOptions(powerTypes)} selected={filters.fuel} onChange={(fuel) => onChange({ fuel })} />
      <CheckList legend={tx('filterPanel.cambio')} items={gearboxTypes && toOptions(gearboxTypes)} selected={filters.gear} onChange={(gear) => onChange({ gear })} />
      <CheckList legend={tx('filterPanel.trazione')} items={tractionTypes && toOptions(tractionTypes)} selected={filters.drive} onChange={(drive) => onChange({ drive })} />

      <div className="ms-filter-group">
        <PowerFilter filters={filters} onChange={onChange} />
      </div>

      <div className="ms-filter-group ms-flags">
        <Checkbox
          label={tx('filterPanel.adattaAiNeopatentati')}
          description={tx('filterPanel.finoA105Kw')}
          checked={Boolean(filters.neopatentati)}
          onChange={(e) => onChange({ neopatentati: e.target.checked })}
        />
        <Checkbox label={tx('filterPanel.soloPrezzoTrattabile')} checked={Boolean(filters.onlyNegotiable)} onChange={(e) => onChange({ onlyNegotiable: e.target.checked })} />
        <Checkbox label={tx('filterPanel.soloConReportCarfax')} checked={Boolean(filters.onlyCarfax)} onChange={(e) => onChange({ onlyCarfax: e.target.checked })} />
        <Checkbox label={tx('filterPanel.includiAnnunciSenzaFoto')} checked={Boolean(filters.includeNoPhotos)} onChange={(e) => onChange({ includeNoPhotos: e.target.checked })} />
      </div>

      <details className="ms-filter-group ms-more" open={moreShown || undefined} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
        <summary>{tx('filterPanel.altriFiltri')}</summary>
        {/* Drawn once opened: seven lists and the dealers are not the first view's work. */}
        {moreShown ? (
        <div className="ms-more__body">
          <div className="am-field">
            <label htmlFor={`${id}-version`} className="am-field__label">{tx('filterPanel.versione')}</label>
            <TextInput id={`${id}-version`} size="sm" placeholder={tx('filterPanel.es20Tdi')} {...version} />
          </div>
          {single('Classe di emissioni', 'emissions', emissionClasses, 'Tutte')}
          {single('Colore esterno', 'exteriorColor', exteriorColors, 'Tutti i colori')}
          {single('Tipo di vernice', 'exteriorPaintType', paintTypes, 'Tutte')}
          {single('Colore interni', 'interiorColor', interiorColors, 'Tutti i colori')}
          {single('Materiale interni', 'interiorType', interiorMaterials, 'Tutti i materiali')}
          {single('Provenienza', 'origin', origins, 'Tutte')}
          <DealerFilter filters={filters} onChange={onChange} />
        </div>
        ) : null}
      </details>
    </div>
  );
});
