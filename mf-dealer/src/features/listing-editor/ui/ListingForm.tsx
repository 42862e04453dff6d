/**
 * The listing form: vehicle (make → model → version, prefilled technical data), registration
 * and km, colours and interior, identification (VIN, plate, own reference), price and
 * description. Every field has its Italian label and shows its error under it.
 */
import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import type { LookupItem } from '@automercato/api-sdk';
import { Field } from '@automercato/ui/field';
import { Select } from '@automercato/ui/select';
import { TextInput, Textarea } from '@automercato/ui/text-input';
import { Checkbox } from '@automercato/ui/checkbox';
import { RadioGroup } from '@automercato/ui/radio-group';
import {
  $errors, $makes, $models, $values, $version, $versions, $vocabularies, fieldBlurred, fieldChanged, negotiableChanged, unitChanged,
} from '../model/editor';
import { LABELS, yearRange, type FieldName } from '../model/fields';
import type { Vocabulary } from '../api/lookups';
import { t } from '../texts';

const MONTHS = ['Gennaio', 'Febbraio', 'Marzo', 'Aprile', 'Maggio', 'Giugno', 'Luglio', 'Agosto', 'Settembre', 'Ottobre', 'Novembre', 'Dicembre'];
const OPTIONAL = new Set<FieldName>(['emission_class', 'description', 'vin', 'plate', 'reference']);

const options = (items: readonly LookupItem[]) => items.map((i) => ({ value: i.slug, label: i.name }));

export function ListingForm() {
  const [values, errors, makes, models, versions, version, vocab] = useUnit([$values, $errors, $makes, $models, $versions, $version, $vocabularies]);
  const [change, blur, setUnit, setNegotiable] = useUnit([fieldChanged, fieldBlurred, unitChanged, negotiableChanged]);

  const field = (name: FieldName, control: ReactNode, hint?: string) => (
    <Field label={LABELS[name]} error={errors[name]} required={!OPTIONAL.has(name)} optionalText={OPTIONAL.has(name) ? t('listingForm.facoltativo') : undefined} hint={hint}>
      {control as never}
    </Field>
  );
  const common = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => change({ name, value: e.currentTarget.value }),
    onBlur: () => blur(name),
    invalid: Boolean(errors[name]),
  });
  const select = (name: FieldName, list: readonly { value: string; label: string }[], placeholder = t('listingFormStrings.scegli'), disabled = false) =>
    field(name, <Select {...common(name)} options={list} placeholder={placeholder} disabled={disabled} />);
  const vocabSelect = (name: FieldName, kind: Vocabulary) => select(name, options(vocab?.[kind] ?? []));

  const [from, to] = yearRange(version);
  const years = Array.from({ length: to - from + 1 }, (_, i) => String(to - i)).map((y) => ({ value: y, label: y }));

  return (
    <div className="am-le-form">
      <fieldset className="am-le-section">
        <legend>{t('listingForm.veicolo')}</legend>
        <div className="am-le-grid">
          {select('make', options(makes), t('listingFormStrings.scegliLaMarca'))}
          {select('model', options(models), values.make ? t('listingFormStrings.scegliIlModello') : t('listingFormStrings.primaScegliLaMarca'), !values.make)}
          {select(
            'version',
            // A saved version that the catalogue no longer lists stays selectable.
            [...versions.map((v) => ({ value: v.name, label: `${v.name} (${v.year_from}–${v.year_to})` })),
              ...(values.version && !versions.some((v) => v.name === values.version) ? [{ value: values.version, label: values.version }] : [])],
            values.model ? t('listingFormStrings.scegliLaVersione') : t('listingFormStrings.primaScegliIlModello'),
            !values.model,
          )}
        </div>
        {version ? (
          <p className="am-le-note" aria-live="polite">{t('listingForm.datiTecniciCompilatiDal')}{version.year_from}{t('listingForm.al')}{version.year_to}.
          </p>
        ) : null}
        <div className="am-le-grid">
          {vocabSelect('power_type', 'powerTypes')}
          {vocabSelect('gearbox_type', 'gearboxTypes')}
          {vocabSelect('traction_type', 'tractionTypes')}
          {vocabSelect('category', 'categories')}
          <div className="am-le-power">
            {field('power', <TextInput {...common('power')} inputMode="numeric" suffix={values.power_unit === 'kw' ? 'kW' : 'CV'} />)}
            <RadioGroup
              label={t('listingForm.unitaDiPotenza')}
              labelHidden
              appearance="segmented"
              orientation="horizontal"
              value={values.power_unit}
              options={[{ value: 'cv', label: 'CV' }, { value: 'kw', label: 'kW' }]}
              onChange={(unit) => setUnit(unit as 'kw' | 'cv')}
            />
          </div>
          {vocabSelect('emission_class', 'emissionClasses')}
        </div>
      </fieldset>

      <fieldset className="am-le-section">
        <legend>{t('listingForm.immatricolazioneEChilometri')}</legend>
        <div className="am-le-grid">
          {select('registration_month', MONTHS.map((m, i) => ({ value: String(i + 1), label: m })), 'Mese')}
          {select('registration_year', years, 'Anno')}
          {field('mileage', <TextInput {...common('mileage')} inputMode="numeric" suffix="km" />)}
          {vocabSelect('origin', 'origins')}
        </div>
      </fieldset>

      <fieldset className="am-le-section">
        <legend>{t('listingForm.coloriEInterni')}</legend>
        <div className="am-le-grid">
          {vocabSelect('exterior_color', 'exteriorColors')}
          {vocabSelect('exterior_paint_type', 'paintTypes')}
          {vocabSelect('interior_color', 'interiorColors')}
          {vocabSelect('interior_material', 'interiorMaterials')}
        </div>
      </fieldset>

      <fieldset className="am-le-section">
        <legend>{t('listingForm.identificazione')}</legend>
        <div className="am-le-grid">
          {field('vin', <TextInput {...common('vin')} maxLength={20} autoCapitalize="characters" spellCheck={false} />, t('listingFormStrings.n17CaratteriSenzaI'))}
          {field('plate', <TextInput {...common('plate')} maxLength={9} autoCapitalize="characters" spellCheck={false} />, t('listingFormStrings.formatoAa000aa'))}
          {field('reference', <TextInput {...common('reference')} maxLength={50} />, t('listingFormStrings.ilTuoCodiceDi'))}
        </div>
      </fieldset>

      <fieldset className="am-le-section">
        <legend>{t('listingForm.prezzoEDescrizione')}</legend>
        <div className="am-le-grid">
          {field('price', <TextInput {...common('price')} inputMode="numeric" suffix="€" />)}
          <Checkbox label={t('listingForm.prezzoTrattabile')} checked={values.price_negotiable} onChange={(e) => setNegotiable(e.currentTarget.checked)} />
        </div>
        {field('description', <Textarea {...common('description')} rows={6} maxLength={5000} />)}
      </fieldset>
    </div>
  );
}
