/**
 * The Italian validation messages of SPEC §5, written once for the forms and the server.
 * `{field}` is the field's Italian label.
 */
import { VEHICLE_FIELD_LABELS_IN_SENTENCE } from '@automercato/api-contract';

export const messages = {
  required: (field: string) => `Il campo ${field} è richiesto`,
  email: (field: string) => `Il campo ${field} deve essere un indirizzo email valido`,
  min: (field: string, n: number) => `Il campo ${field} deve avere almeno ${n} caratteri`,
  max: (field: string, n: number) => `Il campo ${field} non può essere più lungo di ${n} caratteri`,
  length: (field: string, n: number) => `Il campo ${field} deve essere lungo ${n} caratteri`,
  is_not: (field: string) => `Il valore del campo ${field} non è ammesso`,
  min_value: (field: string, n: number) => `Il campo ${field} deve essere maggiore o uguale a ${n}`,
  max_value: (field: string, n: number) => `Il campo ${field} deve essere minore o uguale a ${n}`,
  numeric: (field: string) => `Il campo ${field} deve contenere solo numeri`,
  integer: (field: string) => `Il campo ${field} deve essere un numero intero`,
  boolean: (field: string) => `Il campo ${field} deve essere vero o falso`,
  one_of: (field: string, allowed: readonly string[]) =>
    `Il valore del campo ${field} non è valido. Valori ammessi: ${allowed.join(', ')}`,
  format: (field: string) => `Il campo ${field} non ha un formato valido`,
  uuid: (field: string) => `Il campo ${field} deve essere un identificativo valido`,
  password: () => 'La password deve essere almeno di 8 caratteri',
  confirmed: (field: string) => `Il campo ${field} non corrisponde.`,
  hasAllKeys: (field: string) => `Il campo ${field} ha uno o più elementi mancanti.`,
  sluggable: (field: string) => `Il campo ${field} contiene solo caratteri speciali o non è valido.`,
  vat: (field: string) => `Il campo ${field} non è una partita IVA valida`,
  // Partita IVA (vat.ts): one message per reason, so the dealer knows what to fix.
  vat_missing: () => 'La partita IVA è obbligatoria',
  vat_characters: () => 'La partita IVA può contenere solo cifre (il prefisso IT è facoltativo)',
  vat_length: () => 'La partita IVA deve avere 11 cifre',
  vat_check_digit: () => 'La partita IVA non è valida: controlla le cifre (quella di controllo non corrisponde)',
  vat_taken: () => 'Questa partita IVA è già registrata su AutoMercato',
  postal_code: () => 'Il CAP deve avere 5 cifre',
  // Account password (SPEC §5 "Account password rule"): one message per failed requirement.
  account_password_min: (n: number) => `La password deve contenere almeno ${n} caratteri`,
  account_password_max: (n: number) => `La password non può superare i ${n} caratteri`,
  account_password_uppercase: () => 'La password deve contenere almeno una lettera maiuscola',
  account_password_lowercase: () => 'La password deve contenere almeno una lettera minuscola',
  account_password_digit: () => 'La password deve contenere almeno un numero',
  account_password_special: () => 'La password deve contenere almeno un carattere speciale (ad esempio ! ? @ # $ %)',
  account_password_breached: () =>
    'Questa password è comparsa in una violazione di dati e non è sicura: usa una frase di tre o quattro parole che non riguardino te o AutoMercato.',
  account_password_common: () =>
    'Questa password è tra le più usate o è facile da indovinare: usa una frase di tre o quattro parole che non riguardino te o AutoMercato.',
  account_password_own_words: () =>
    'La password è fatta del tuo nome, della tua email o del nome AutoMercato: usa una frase di tre o quattro parole che non riguardino te o AutoMercato.',
  unknown: (field: string) => `Il campo ${field} non è previsto`,
  invalid: (field: string) => `Il campo ${field} non è valido`,
} as const;

/** Italian labels of API fields, so a server message names what the user sees. */
export const fieldLabels: Readonly<Record<string, string>> = {
  // A listing's vehicle fields (model, colours, VIN…): the contract's one table.
  ...VEHICLE_FIELD_LABELS_IN_SENTENCE,
  page: 'pagina',
  per_page: 'risultati per pagina',
  sort_by: 'ordinamento',
  sort_direction: 'direzione di ordinamento',
  brand: 'marca',
  dealer: 'concessionario',
  include_no_photos: 'includi annunci senza foto',
  exclude_no_carfax: 'solo con report Carfax',
  neopatentati: 'adatta ai neopatentati',
  price_min: 'prezzo minimo',
  price_max: 'prezzo massimo',
  mileage_min: 'chilometraggio minimo',
  mileage_max: 'chilometraggio massimo',
  registration_year_min: 'anno di immatricolazione minimo',
  registration_year_max: 'anno di immatricolazione massimo',
  power_min: 'potenza minima (kW)',
  power_max: 'potenza massima (kW)',
  horsepower_min: 'potenza minima (CV)',
  horsepower_max: 'potenza massima (CV)',
  latitude: 'latitudine',
  longitude: 'longitudine',
  radius: 'raggio',
  location_city: 'località',
  id: 'identificativo',
  slug: 'marca',
  email: 'email',
  password: 'password',
  password_confirmation: 'conferma password',
  current_password: 'password attuale',
  name: 'nome',
  surname: 'cognome',
  phone: 'telefono',
  role: 'ruolo',
  token: 'codice',
  message: 'messaggio',
  listing: 'annuncio',
  vat: 'partita IVA',
  company_name: 'ragione sociale',
  company_email: 'email aziendale',
  address: 'indirizzo',
  city: 'comune',
  province_code: 'provincia',
  postal_code: 'CAP',
  query: 'ricerca',
  terms: 'accettazione dei termini',
  state: 'stato',
  // Admin moderation: the reason mailed to the dealer.
  reason: 'motivo',
  // The partita IVA's review and its contest.
  vat_number: 'partita IVA',
  decision: 'decisione',
};

export function labelOf(field: string): string {
  return fieldLabels[field] ?? field.replace(/_/g, ' ');
}
