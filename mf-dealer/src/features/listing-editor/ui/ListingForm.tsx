/**
 * The listing form on the forms kit: vehicle (make → model → version, prefilled technical data),
 * registration and km, colours and interior, identification (VIN, plate, own reference), price
 * and description. Every field has its Italian label, is checked when left (a choice when made)
 * with the shared listing rules, and shows its error under it; the API's refusals land on their
 * fields. The page puts its photos and its buttons (ListingSubmitButton) inside the form.
 */
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useUnit } from 'effector-react';
import { useField, useForm, useFormState } from 'react-final-form';
import type { LookupItem } from '@automercato/api-sdk';
import { CheckboxField, Form, FormFieldset, NumberField, SelectField, TextField, useTextBinding } from '@automercato/forms';
import { Button, type ButtonVariant } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { RadioGroup } from '@automercato/ui/radio-group';
import { TextInput, Textarea } from '@automercato/ui/text-input';
import {
  $catalogue, $formSession, $makes, $models, $savedValues, $saving, $versions, $vocabularies, vehicleChosen, listingSaveFx,
} from '../model/editor';
import {
  LABELS, OPTIONAL, afterChoice, listingFormRules, onFormFields, powerInUnit, yearRange,
  type FieldName, type FormField, type ListingFormValues, type PowerUnit,
} from '../model/fields';
import type { Vocabulary } from '../api/lookups';
import { useUnsavedWarning } from './useUnsavedWarning';
import { t } from '../texts';

const MONTHS = [
  t('months.january'), t('months.february'), t('months.march'), t('months.april'), t('months.may'), t('months.june'),
  t('months.july'), t('months.august'), t('months.september'), t('months.october'), t('months.november'), t('months.december'),
];

const options = (items: readonly LookupItem[]) => items.map((i) => ({ value: i.slug, label: i.name }));
/** Label, required mark or "facoltativo" of a field. */
const labelled = (name: FieldName) => ({
  label: LABELS[name],
  required: !OPTIONAL.has(name),
  optionalText: OPTIONAL.has(name) ? t('listingForm.facoltativo') : undefined,
});

/** Whether the submit button pressed asks to publish after saving ("Pubblica"). */
const PublishIntent = createContext<RefObject<boolean> | null>(null);

export interface ListingFormProps {
  /** id of the heading that names the form. */
  labelledBy: string;
  /** The page's part of the form: photos and the buttons (ListingSubmitButton). */
  children: ReactNode;
}

export function ListingForm({ labelledBy, children }: ListingFormProps) {
  const [session, savedValues, catalogue, save] = useUnit([$formSession, $savedValues, $catalogue, listingSaveFx]);
  // The rules read the catalogue when they run: one set of validators for the form's life.
  const catalogueNow = useRef(catalogue);
  useEffect(() => {
    catalogueNow.current = catalogue;
  }, [catalogue]);
  const rules = useMemo(() => listingFormRules(() => catalogueNow.current), []);
  const publishIntent = useRef(false);

  const onSubmit = async (values: ListingFormValues) => {
    const publish = publishIntent.current;
    publishIntent.current = false;
    try {
      await save({ values, publish });
    } catch (error) {
      throw onFormFields(error);
    }
  };

  return (
    <Form<ListingFormValues> key={session} labelledBy={labelledBy} className="am-le-form" rules={rules} initialValues={savedValues} onSubmit={onSubmit}>
      <ChoiceFollower />
      <UnsavedChangesGuard />
      <FormFieldset legend={t('listingForm.veicolo')} className="am-le-section">
        <VehicleChoice />
        <div className="am-le-grid">
          <VocabularySelect name="power_type" kind="powerTypes" />
          <VocabularySelect name="gearbox_type" kind="gearboxTypes" />
          <VocabularySelect name="traction_type" kind="tractionTypes" />
          <VocabularySelect name="category" kind="categories" />
          <PowerField />
          <VocabularySelect name="emission_class" kind="emissionClasses" />
        </div>
      </FormFieldset>

      <FormFieldset legend={t('listingForm.immatricolazioneEChilometri')} className="am-le-section">
        <div className="am-le-grid">
          <SelectField name="registration_month" {...labelled('registration_month')} placeholder={t('listingFormStrings.monthPlaceholder')}
            options={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))} />
          <RegistrationYear />
          <NumberField name="mileage" {...labelled('mileage')} suffix="km" />
          <VocabularySelect name="origin" kind="origins" />
        </div>
      </FormFieldset>

      <FormFieldset legend={t('listingForm.coloriEInterni')} className="am-le-section">
        <div className="am-le-grid">
          <VocabularySelect name="exterior_color" kind="exteriorColors" />
          <VocabularySelect name="exterior_paint_type" kind="paintTypes" />
          <VocabularySelect name="interior_color" kind="interiorColors" />
          <VocabularySelect name="interior_material" kind="interiorMaterials" />
        </div>
      </FormFieldset>

      <FormFieldset legend={t('listingForm.identificazione')} className="am-le-section">
        <div className="am-le-grid">
          <CodeField name="vin" maxLength={20} hint={t('listingFormStrings.n17CaratteriSenzaI')} />
          <CodeField name="plate" maxLength={9} hint={t('listingFormStrings.formatoAa000aa')} />
          <TextField name="reference" {...labelled('reference')} maxLength={50} hint={t('listingFormStrings.ilTuoCodiceDi')} />
        </div>
      </FormFieldset>

      <FormFieldset legend={t('listingForm.prezzoEDescrizione')} className="am-le-section">
        <div className="am-le-grid">
          <NumberField name="price" {...labelled('price')} suffix="€" />
          <CheckboxField name="price_negotiable" label={t('listingForm.prezzoTrattabile')} />
        </div>
        <DescriptionField />
      </FormFieldset>

      <PublishIntent.Provider value={publishIntent}>{children}</PublishIntent.Provider>
    </Form>
  );
}

/**
 * A submit button of the listing form: saves ("Salva bozza", "Salva modifiche"), or saves and
 * then publishes (`publish`). Busy while saving or publishing.
 */
export function ListingSubmitButton({ publish = false, variant, children }: { publish?: boolean; variant?: ButtonVariant; children: ReactNode }) {
  const intent = useContext(PublishIntent);
  const saving = useUnit($saving);
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button type="submit" variant={variant} busy={saving || submitting} onClick={() => {
      if (intent) intent.current = publish;
    }}>
      {children}
    </Button>
  );
}

/** After a submit refused by the rules, until the fields are right: what to do, by the buttons. */
export function ListingFormProblems() {
  const { submitFailed, hasValidationErrors } = useFormState({ subscription: { submitFailed: true, hasValidationErrors: true } });
  return submitFailed && hasValidationErrors ? <p className="am-le-problems">{t('editor.alcuniDatiInseritiNon')}</p> : null;
}

/** A field's current value (empty as ''). */
function useValue<K extends FormField>(name: K): ListingFormValues[K] | '' {
  return useField<ListingFormValues[K]>(name, { subscription: { value: true } }).input.value;
}

/**
 * Follows the choice of make, model and version: a new make forgets the model and the version
 * and loads its models; a new model forgets the version and loads its versions; a version of
 * the catalogue fills in the technical data.
 */
function ChoiceFollower() {
  const form = useForm<ListingFormValues>();
  const [versions, chosen] = useUnit([$versions, vehicleChosen]);
  const versionsNow = useRef(versions);
  useEffect(() => {
    versionsNow.current = versions;
  }, [versions]);
  useEffect(() => {
    let before = form.getState().values;
    let following = false;
    return form.subscribe(({ values }) => {
      if (following) return;
      const { changes, lookup } = afterChoice(before, values, versionsNow.current);
      following = true;
      try {
        form.batch(() => {
          for (const [name, value] of Object.entries(changes)) form.change(name as FormField, value as never);
        });
      } finally {
        following = false;
      }
      before = form.getState().values;
      if (lookup) chosen(lookup);
    }, { values: true });
  }, [form, chosen]);
  return null;
}

/** Leaving with unsaved changes asks first (not while the changes are being saved). */
function UnsavedChangesGuard() {
  const form = useForm();
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useUnsavedWarning(dirty === true, () => {
    const state = form.getState();
    return state.dirty === true && !state.submitting;
  });
  return null;
}

function VehicleChoice() {
  const [makes, models, versions] = useUnit([$makes, $models, $versions]);
  const make = useValue('make');
  const model = useValue('model');
  const version = useValue('version');
  const chosen = versions.find((v) => v.name === version);
  // A saved version that the catalogue no longer lists stays selectable.
  const versionOptions = [
    ...versions.map((v) => ({ value: v.name, label: `${v.name} (${v.year_from}–${v.year_to})` })),
    ...(version && !chosen ? [{ value: version, label: version }] : []),
  ];
  return (
    <>
      <div className="am-le-grid">
        <SelectField name="make" {...labelled('make')} options={options(makes)} placeholder={t('listingFormStrings.scegliLaMarca')} />
        <SelectField name="model" {...labelled('model')} options={options(models)} disabled={!make}
          placeholder={make ? t('listingFormStrings.scegliIlModello') : t('listingFormStrings.primaScegliLaMarca')} />
        <SelectField name="version" {...labelled('version')} options={versionOptions} disabled={!model}
          placeholder={model ? t('listingFormStrings.scegliLaVersione') : t('listingFormStrings.primaScegliIlModello')} />
      </div>
      {chosen ? (
        <p className="am-le-note" aria-live="polite">{t('listingForm.datiTecniciCompilatiDal')}{chosen.year_from}{t('listingForm.al')}{chosen.year_to}.
        </p>
      ) : null}
    </>
  );
}

function VocabularySelect({ name, kind }: { name: FieldName; kind: Vocabulary }) {
  const vocabularies = useUnit($vocabularies);
  return <SelectField name={name} {...labelled(name)} options={options(vocabularies?.[kind] ?? [])} placeholder={t('listingFormStrings.scegli')} />;
}

/** The years the chosen version was sold (else 1950 to this year), the latest first. */
function RegistrationYear() {
  const versions = useUnit($versions);
  const version = useValue('version');
  const [from, to] = yearRange(versions.find((v) => v.name === version));
  const years = Array.from({ length: to - from + 1 }, (_, i) => String(to - i)).map((y) => ({ value: y, label: y }));
  return <SelectField name="registration_year" {...labelled('registration_year')} options={years} placeholder={t('listingFormStrings.yearPlaceholder')} />;
}

/** Power, typed once in CV or kW: switching the unit converts the number typed. */
function PowerField() {
  const form = useForm<ListingFormValues>();
  const { input: unit } = useField<PowerUnit>('power_unit', { subscription: { value: true } });
  const current: PowerUnit = unit.value === 'kw' ? 'kw' : 'cv';
  const switchTo = (next: PowerUnit) => {
    const { power } = form.getState().values;
    form.batch(() => {
      form.change('power', powerInUnit(power, current, next));
      unit.onChange(next);
    });
    unit.onBlur();
  };
  return (
    <div className="am-le-power">
      <NumberField name="power" {...labelled('power')} suffix={current === 'kw' ? 'kW' : 'CV'} />
      <RadioGroup
        name="power_unit"
        label={t('listingForm.unitaDiPotenza')}
        labelHidden
        appearance="segmented"
        orientation="horizontal"
        value={current}
        options={[{ value: 'cv', label: 'CV' }, { value: 'kw', label: 'kW' }]}
        onChange={(next) => switchTo(next === 'kw' ? 'kw' : 'cv')}
      />
    </div>
  );
}

/** VIN and plate: typed in capitals, no spell check (stored without spaces, dots and dashes). */
function CodeField({ name, maxLength, hint }: { name: 'vin' | 'plate'; maxLength: number; hint: string }) {
  const { control, error } = useTextBinding(name);
  const { label, required, optionalText } = labelled(name);
  return (
    <Field label={label} required={required} optionalText={optionalText} hint={hint} error={error}>
      <TextInput {...control} maxLength={maxLength} autoCapitalize="characters" spellCheck={false} />
    </Field>
  );
}

/** The description: optional, up to 5000 characters. */
function DescriptionField() {
  const { control, error } = useTextBinding('description');
  const { label, required, optionalText } = labelled('description');
  return (
    <Field label={label} required={required} optionalText={optionalText} error={error}>
      <Textarea {...control} rows={6} maxLength={5000} />
    </Field>
  );
}

