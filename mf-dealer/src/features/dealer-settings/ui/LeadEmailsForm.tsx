import { useId, useMemo } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useUnit } from 'effector-react';
import { Form, TextField } from '@automercato/forms';
import { MAX_LEAD_EMAILS } from '@automercato/validation/dealer-settings';
import { Button } from '@automercato/ui/button';
import { saveSectionFx } from '../model/settings';
import {
  LEAD_RULES, leadField, leadFieldOfServer, leadValuesOf, leadsBody, renamedFieldErrors, withoutLeadRow, type LeadValues,
} from '../model/forms';
import { t } from '../texts';

/** The addresses new leads are mailed to: add, remove, each checked (the server's rules), at most five. */
export function LeadEmailsForm({ initial, fallback }: { initial: string[]; fallback: string }) {
  const headingId = useId();
  const save = useUnit(saveSectionFx);
  // A new start only when the saved list changes (another form's save leaves this one alone).
  const savedKey = initial.join('\n');
  const initialValues = useMemo(() => leadValuesOf(savedKey ? savedKey.split('\n') : []), [savedKey]);

  return (
    <section className="am-settings-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('leadEmailsForm.emailPerINuovi')}</h2>
      <p className="am-settings-note">{t('leadEmailsForm.ogniMessaggioDiUn')}{MAX_LEAD_EMAILS}{t('leadEmailsForm.senzaIndirizziArrivaA')}{fallback}.
      </p>
      <Form<LeadValues>
        labelledBy={headingId}
        rules={LEAD_RULES}
        initialValues={initialValues}
        onSubmit={async (values) => {
          try {
            await save({ section: 'leads', body: leadsBody(values) });
          } catch (error) {
            throw renamedFieldErrors(error, leadFieldOfServer);
          }
        }}
        submitLabel={t('leadEmailsForm.salvaIndirizzi')}
        wideSubmit={false}
      >
        <LeadRows />
      </Form>
    </section>
  );
}

/** The rows: an address each, with its remove button; then the add button. */
function LeadRows() {
  const form = useForm<LeadValues>();
  const { values } = useFormState<LeadValues>({ subscription: { values: true } });
  const rows = values.rows ?? 0;
  const remove = (index: number) => {
    const next = withoutLeadRow(form.getState().values, index);
    form.batch(() => {
      for (const [name, value] of Object.entries(next)) form.change(name as keyof LeadValues, value);
    });
    // The messages follow the addresses to their new rows.
    form.mutators['revalidate']?.();
  };
  const add = () => form.change('rows', rows + 1);

  return (
    <>
      <ul className="am-settings-emails">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index}>
            <TextField name={leadField(index)} label={t('leadEmailsForm.indirizzo', { v0: index + 1 })} type="email" inputMode="email" autoComplete="email" maxLength={254} />
            <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t('leadEmailsForm.rimuoviLIndirizzo', { v0: index + 1 })}>{t('leadEmailsForm.rimuovi')}</Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onClick={add} disabled={rows >= MAX_LEAD_EMAILS}>{t('leadEmailsForm.aggiungiIndirizzo')}</Button>
      </div>
    </>
  );
}
