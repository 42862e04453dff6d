/**
 * The rules and bodies of the dealer page's two forms (built on @automercato/forms): an admin's
 * correction of the dealer's data, and the review of its partita IVA. The field state lives in
 * the forms; this file only says what is valid and what is sent.
 */
import { ApiError, MODERATION_REASON_MAX, MODERATION_REASON_MIN, type AdminDealerBody, type AdminDealerDetail } from '@automercato/api-sdk';
import { compose, email, max, min, required, type Validator } from '@automercato/validation';
import { checkContacts, type ContactInput } from '@automercato/validation/dealer-settings';

/** The fields an admin may correct, in the order of the form. */
export const DEALER_EDIT_KEYS = [
  'name', 'company_name', 'vat_number', 'email', 'phone', 'website', 'address', 'city', 'province_code', 'postal_code', 'sdi_code', 'pec', 'description',
] as const satisfies ReadonlyArray<keyof AdminDealerBody>;
export type DealerEditKey = (typeof DEALER_EDIT_KEYS)[number];
export type DealerEditValues = Partial<Record<DealerEditKey, string>>;

/** The dealer's data as the form starts from (missing values are empty boxes). */
export function dealerEditValuesOf(dealer: AdminDealerDetail): Record<DealerEditKey, string> {
  return Object.fromEntries(
    DEALER_EDIT_KEYS.map((key) => [key, (dealer[key as keyof AdminDealerDetail] as string | null | undefined) ?? '']),
  ) as Record<DealerEditKey, string>;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A contact field checked as the dealer's own settings check it (the server's rules and messages). */
function contact(key: keyof ContactInput): Validator {
  return (value) => checkContacts({ [key]: textOf(value) } as ContactInput).errors[key]?.[0];
}

/** Each field's rule (the server's limits, AdminDealerBody), with the Italian messages of SPEC §5. */
const DEALER_EDIT_CHECKS: Record<DealerEditKey, Validator> = {
  name: compose(required('nome'), max('nome', 160)),
  company_name: compose(required('ragione sociale'), max('ragione sociale', 160)),
  vat_number: compose(required('partita IVA'), max('partita IVA', 40)),
  email: compose(contact('email'), max('email', 254)),
  phone: compose(contact('phone'), max('telefono', 40)),
  website: compose(contact('website'), max('sito web', 200)),
  address: compose(contact('address'), max('indirizzo', 200)),
  city: compose(contact('city'), max('città', 80)),
  province_code: max('provincia', 2),
  postal_code: contact('postal_code'),
  sdi_code: max('codice SDI', 7),
  pec: compose(email('PEC'), max('PEC', 254)),
  description: contact('description'),
};

/**
 * The rules of the correction form. Only a changed field is checked, as only a changed field is
 * sent: an old value the rules of today would refuse does not block correcting another field.
 */
export function dealerEditRules(initial: Record<DealerEditKey, string>): Record<DealerEditKey, Validator> {
  return Object.fromEntries(
    DEALER_EDIT_KEYS.map((key) => [key, ((value, all) => (textOf(value) === initial[key] ? undefined : DEALER_EDIT_CHECKS[key](value, all))) as Validator]),
  ) as Record<DealerEditKey, Validator>;
}

/** The PUT body: the fields that differ from what the dealer has (null when nothing changed). */
export function changedDealerFields(initial: Record<DealerEditKey, string>, values: DealerEditValues): AdminDealerBody | null {
  const changed = DEALER_EDIT_KEYS.filter((key) => textOf(values[key]) !== initial[key]);
  if (!changed.length) return null;
  return Object.fromEntries(changed.map((key) => [key, textOf(values[key])])) as AdminDealerBody;
}

export type VatDecision = 'confirmed' | 'rejected';
export interface VatReviewValues {
  reason?: string;
  /** Set by the button pressed (Conferma / Respingi), not typed. */
  decision?: VatDecision;
}

/** The reason of the decision: 10 to 500 characters, as the server takes it. */
export const VAT_REVIEW_RULES = {
  reason: compose(required('motivo'), min('motivo', MODERATION_REASON_MIN), max('motivo', MODERATION_REASON_MAX)),
} as const;

/** A refusal of the review: a message about the decision is shown on the reason, the one field on screen. */
export function onReasonField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors['reason'] || !error.fieldErrors['decision']) return error;
  const data = error.data && typeof error.data === 'object' ? error.data : {};
  return new ApiError(error.code, error.message, error.status, { ...data, errors: { reason: error.fieldErrors['decision'] } }, error.serverMessage);
}
