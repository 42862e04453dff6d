import { useState } from 'react';
import { useUnit } from 'effector-react';
import type { OpeningHours } from '@automercato/api-sdk';
import { checkOpeningHours, WEEKDAY_KEYS, WEEKDAY_NAMES, type Weekday } from '@automercato/validation/dealer-settings';
import { Button } from '@automercato/ui/button';
import { Checkbox } from '@automercato/ui/checkbox';
import { $errors, $saving, sectionInvalid, sectionSubmitted } from '../model/settings';
import { draftOf, hoursOf, withBreak, withoutBreak, type DayDraft } from '../model/hours';
import { t } from '../texts';

/**
 * Per weekday: open or closed, one range or two (a lunch break). Native time inputs and
 * checkboxes: every step works with the keyboard and is announced with its day.
 */
export function OpeningHoursForm({ initial }: { initial: OpeningHours | null }) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, saving] = useUnit([$errors, $saving]);
  const [submit, invalid] = useUnit([sectionSubmitted, sectionInvalid]);
  const mine = errors.hours ?? {};
  const change = (day: Weekday, next: (current: DayDraft) => DayDraft) => setDraft((current) => ({ ...current, [day]: next(current[day]) }));
  const setTime = (day: Weekday, index: number, key: 'from' | 'to', value: string) =>
    change(day, (current) => ({ ...current, ranges: current.ranges.map((range, i) => (i === index ? { ...range, [key]: value } : range)) }));

  return (
    <form
      className="am-settings-form"
      aria-labelledby="settings-hours"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const hours = hoursOf(draft);
        const found = checkOpeningHours(hours);
        if (Object.keys(found).length) invalid({ section: 'hours', errors: found });
        else submit({ section: 'hours', body: { opening_hours: hours } });
      }}
    >
      <h2 id="settings-hours">{t('openingHoursForm.orariDiApertura')}</h2>
      <p className="am-settings-note">{t('openingHoursForm.compaionoSullaSchedaDel')}</p>
      <ul className="am-hours">
        {WEEKDAY_KEYS.map((day) => {
          const name = WEEKDAY_NAMES[day];
          const value = draft[day];
          const error = mine[`opening_hours.${day}`]?.[0];
          return (
            <li key={day} className="am-hours__day" data-testid={`hours-${day}`}>
              <fieldset aria-describedby={error ? `hours-error-${day}` : undefined}>
                <legend>{name}</legend>
                <Checkbox label={t('openingHoursForm.aperto')} checked={value.open} onChange={(event) => change(day, (current) => ({ ...current, open: event.target.checked }))} aria-label={t('openingHoursForm.aperto2', { name })} />
                {value.open ? (
                  <div className="am-hours__ranges">
                    {value.ranges.map((range, index) => (
                      <span key={index} className="am-hours__range">
                        <label>
                          <span className="am-visually-hidden">{name}, {index === 0 ? t('openingHoursForm.primaFascia') : t('openingHoursForm.secondaFascia')}: </span>{t('openingHoursForm.dalle')}<input type="time" value={range.from} onChange={(event) => setTime(day, index, 'from', event.target.value)} />
                        </label>
                        <label>
                          <span className="am-visually-hidden">{name}, {index === 0 ? t('openingHoursForm.primaFascia') : t('openingHoursForm.secondaFascia')}: </span>{t('openingHoursForm.alle')}<input type="time" value={range.to} onChange={(event) => setTime(day, index, 'to', event.target.value)} />
                        </label>
                      </span>
                    ))}
                    {value.ranges.length < 2 ? (
                      <Button size="sm" variant="ghost" onClick={() => change(day, withBreak)}>{t('openingHoursForm.aggiungiPausaPranzo')}<span className="am-visually-hidden">{t('openingHoursForm.di')}{name}</span>
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" onClick={() => change(day, withoutBreak)}>{t('openingHoursForm.orarioContinuato')}<span className="am-visually-hidden">{t('openingHoursForm.di')}{name}</span>
                      </Button>
                    )}
                  </div>
                ) : <span className="am-hours__closed">{t('openingHoursForm.chiuso')}</span>}
                {error ? <p className="am-settings-error" id={`hours-error-${day}`} role="alert">{error}</p> : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="am-settings-actions">
        <Button type="submit" busy={saving === 'hours'}>{t('openingHoursForm.salvaOrari')}</Button>
      </div>
    </form>
  );
}
