import { useState } from 'react';
import { useUnit } from 'effector-react';
import { checkLeadEmails, MAX_LEAD_EMAILS } from '@automercato/validation/dealer-settings';
import { Button } from '@automercato/ui/button';
import { Field } from '@automercato/ui/field';
import { TextInput } from '@automercato/ui/text-input';
import { $errors, $saving, sectionInvalid, sectionSubmitted } from '../model/settings';
import { t } from '../texts';

/** The addresses new leads are mailed to: add, remove, each checked (the server's rules), at most five. */
export function LeadEmailsForm({ initial, fallback }: { initial: string[]; fallback: string }) {
  const [list, setList] = useState<string[]>(initial.length ? initial : ['']);
  const [errors, saving] = useUnit([$errors, $saving]);
  const [submit, invalid] = useUnit([sectionSubmitted, sectionInvalid]);
  const mine = errors.leads ?? {};
  const set = (index: number, value: string) => setList((current) => current.map((item, i) => (i === index ? value : item)));

  return (
    <form
      className="am-settings-form"
      aria-labelledby="settings-leads"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // An empty last row is "nothing added", not a mistake.
        const filled = list.filter((item, index) => item.trim() !== '' || index < list.length - 1);
        const checked = checkLeadEmails(filled);
        if (Object.keys(checked.errors).length) invalid({ section: 'leads', errors: checked.errors });
        else submit({ section: 'leads', body: { lead_notification_email_addresses: checked.value } });
      }}
    >
      <h2 id="settings-leads">{t('leadEmailsForm.emailPerINuovi')}</h2>
      <p className="am-settings-note">{t('leadEmailsForm.ogniMessaggioDiUn')}{MAX_LEAD_EMAILS}{t('leadEmailsForm.senzaIndirizziArrivaA')}{fallback}.
      </p>
      <ul className="am-settings-emails">
        {list.map((value, index) => (
          <li key={index}>
            <Field label={t('leadEmailsForm.indirizzo', { v0: index + 1 })} error={mine[`lead_notification_email_addresses.${index}`]?.[0]}>
              <TextInput type="email" autoComplete="email" value={value} onChange={(event) => set(index, event.target.value)} />
            </Field>
            <Button variant="ghost" size="sm" onClick={() => setList((current) => current.filter((_, i) => i !== index))} aria-label={t('leadEmailsForm.rimuoviLIndirizzo', { v0: index + 1 })}>{t('leadEmailsForm.rimuovi')}</Button>
          </li>
        ))}
      </ul>
      {mine['lead_notification_email_addresses'] ? <p className="am-settings-error" role="alert">{mine['lead_notification_email_addresses'][0]}</p> : null}
      {mine['form'] ? <p className="am-settings-error" role="alert">{mine['form'][0]}</p> : null}
      <div className="am-settings-actions">
        <Button variant="secondary" onClick={() => setList((current) => [...current, ''])} disabled={list.length >= MAX_LEAD_EMAILS}>{t('leadEmailsForm.aggiungiIndirizzo')}</Button>
        <Button type="submit" busy={saving === 'leads'}>{t('leadEmailsForm.salvaIndirizzi')}</Button>
      </div>
    </form>
  );
}
