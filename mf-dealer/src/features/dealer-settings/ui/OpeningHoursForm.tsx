import { useId, useMemo } from 'react';
import { useField } from 'react-final-form';
import { useUnit } from 'effector-react';
import type { OpeningHours } from '@automercato/api-sdk';
import { Form } from '@automercato/forms';
import { WEEKDAY_KEYS, WEEKDAY_NAMES, type Weekday } from '@automercato/validation/dealer-settings';
import { Button } from '@automercato/ui/button';
import { Checkbox } from '@automercato/ui/checkbox';
import { afterPress, useShownError, FIELD_FEEDBACK_SUBSCRIPTION } from '@automercato/ui/field-feedback';
import { saveSectionFx } from '../model/settings';
import { HOURS_RULES, dayOfServer, hoursBody, hoursValuesOf, renamedFieldErrors, type HoursValues } from '../model/forms';
import { draftOf, withBreak, withoutBreak, type DayDraft } from '../model/hours';
import { t } from '../texts';

/**
 * Per weekday: open or closed, one range or two (a lunch break). Native time inputs and
 * checkboxes: every step works with the keyboard and is announced with its day.
 */
export function OpeningHoursForm({ initial }: { initial: OpeningHours | null }) {
  const headingId = useId();
  const save = useUnit(saveSectionFx);
  // A new start only when the saved hours change (another form's save leaves the typing alone).
  const savedKey = JSON.stringify(initial);
  const initialValues = useMemo(() => hoursValuesOf(JSON.parse(savedKey) as OpeningHours | null), [savedKey]);

  return (
    <section className="am-settings-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('openingHoursForm.orariDiApertura')}</h2>
      <p className="am-settings-note">{t('openingHoursForm.compaionoSullaSchedaDel')}</p>
      <Form<HoursValues>
        labelledBy={headingId}
        rules={HOURS_RULES}
        initialValues={initialValues}
        onSubmit={async (values) => {
          try {
            await save({ section: 'hours', body: hoursBody(values) });
          } catch (error) {
            throw renamedFieldErrors(error, dayOfServer);
          }
        }}
        submitLabel={t('openingHoursForm.salvaOrari')}
        wideSubmit={false}
      >
        <ul className="am-hours">
          {WEEKDAY_KEYS.map((day) => <DayField key={day} day={day} />)}
        </ul>
      </Form>
    </section>
  );
}

const CLOSED_DAY = draftOf(null).sun;

/**
 * One weekday as one field of the form: its rule checks the ranges when a box is ticked, a
 * button pressed or a time left; the message is the day's, tied to its group.
 */
function DayField({ day }: { day: Weekday }) {
  const { input, meta } = useField<DayDraft>(day, { validate: HOURS_RULES[day], subscription: FIELD_FEEDBACK_SUBSCRIPTION });
  const error = useShownError(meta);
  const errorId = useId();
  const name = WEEKDAY_NAMES[day];
  const value: DayDraft = input.value && typeof input.value === 'object' ? input.value : CLOSED_DAY;
  /** A change that is complete at once (a box, a button): checked now. */
  const commit = (next: DayDraft) => {
    input.onChange(next);
    input.onBlur();
  };
  const setTime = (index: number, key: 'from' | 'to', time: string) =>
    input.onChange({ ...value, ranges: value.ranges.map((range, i) => (i === index ? { ...range, [key]: time } : range)) });
  const timeProps = (index: number, key: 'from' | 'to') => ({
    type: 'time',
    value: value.ranges[index]?.[key] ?? '',
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => setTime(index, key, event.target.value),
    onFocus: () => input.onFocus(),
    onBlur: () => afterPress(input.onBlur),
  });

  return (
    <li className="am-hours__day" data-testid={`hours-${day}`}>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>{name}</legend>
        <Checkbox
          label={t('openingHoursForm.aperto')}
          checked={value.open}
          onChange={(event) => commit({ ...value, open: event.target.checked })}
          aria-label={t('openingHoursForm.aperto2', { name })}
        />
        {value.open ? (
          <div className="am-hours__ranges">
            {value.ranges.map((_, index) => {
              const which = index === 0 ? t('openingHoursForm.primaFascia') : t('openingHoursForm.secondaFascia');
              return (
                <span key={index} className="am-hours__range">
                  <label>
                    <span className="am-visually-hidden">{name}, {which}: </span>{t('openingHoursForm.dalle')}<input {...timeProps(index, 'from')} />
                  </label>
                  <label>
                    <span className="am-visually-hidden">{name}, {which}: </span>{t('openingHoursForm.alle')}<input {...timeProps(index, 'to')} />
                  </label>
                </span>
              );
            })}
            {value.ranges.length < 2 ? (
              <Button size="sm" variant="ghost" onClick={() => commit(withBreak(value))}>{t('openingHoursForm.aggiungiPausaPranzo')}<span className="am-visually-hidden">{t('openingHoursForm.di')}{name}</span>
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => commit(withoutBreak(value))}>{t('openingHoursForm.orarioContinuato')}<span className="am-visually-hidden">{t('openingHoursForm.di')}{name}</span>
              </Button>
            )}
          </div>
        ) : <span className="am-hours__closed">{t('openingHoursForm.chiuso')}</span>}
        {error ? <p className="am-settings-error" id={errorId} role="alert">{error}</p> : null}
      </fieldset>
    </li>
  );
}
