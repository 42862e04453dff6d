import { defineTexts } from '@automercato/i18n';

/** The kit's own texts (namespace `forms`): the password field's toggle and checklist. */
export const t = defineTexts('forms', 'fields', {
  checklist: {
    label: 'Requisiti della password',
    met: ': soddisfatto',
    missing: ': mancante',
    min: 'Almeno {{min}} caratteri',
    uppercase: 'Una lettera maiuscola',
    lowercase: 'Una lettera minuscola',
    digit: 'Un numero',
    special: 'Un carattere speciale (ad esempio ! ? @ # $ %)',
  },
  password: {
    show: 'Mostra',
    hide: 'Nascondi',
    showLabel: 'Mostra {{label}}',
    hideLabel: 'Nascondi {{label}}',
  },
});
