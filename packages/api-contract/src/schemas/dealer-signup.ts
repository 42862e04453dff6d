import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.js';
import { User } from './accounts.js';

/**
 * A dealer joins (SPEC §2 /dealer/signup, §7 POST /api/register-dealer[/check-vat]). The partita
 * IVA is a free string here: its rule (packages/validation `italianVatIssue`) answers in Italian
 * with the codes of SPEC §8 (O3/O4 on the check, A5 on the sign-up), not a schema error.
 */
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const Password = Type.String({ minLength: 1, maxLength: 1024 });
const PHONE_PATTERN = '^[+0-9 ()./-]*$';

export const CheckVatBody = Type.Object({ vat: Type.Optional(Type.String({ maxLength: 40 })) });
export type CheckVatBody = Static<typeof CheckVatBody>;

/** What the EU VIES look-up said: off (not configured), or its answer; unavailable is "unknown", never "invalid". */
export const ViesOutcome = StringEnum(['valid', 'invalid', 'unavailable', 'off'] as const);
export type ViesOutcome = Static<typeof ViesOutcome>;

export const VatCheck = Type.Object({
  /** The number may be used to sign up (format, check digit, not already registered). */
  valid: Type.Boolean(),
  /** The number as stored: 11 digits, no prefix. */
  vat: Type.String(),
  vies: ViesOutcome,
  /** From VIES when it knows them (to prefill the form). */
  company_name: Type.Optional(Nullable(Type.String())),
  address: Type.Optional(Nullable(Type.String())),
});
export type VatCheck = Static<typeof VatCheck>;

export const RegisterDealerBody = Type.Object({
  // Azienda
  company_name: Text(160),
  vat: Type.String({ maxLength: 40 }),
  // Sede
  address: Text(200),
  city: Text(100),
  province_code: Type.String({ minLength: 2, maxLength: 2 }),
  postal_code: Type.String({ pattern: '^[0-9]{5}$' }),
  // Contatti
  phone: Type.String({ minLength: 1, maxLength: 30, pattern: PHONE_PATTERN }),
  company_email: Type.String({ format: 'email', maxLength: 254 }),
  // Titolare / account
  name: Text(80),
  surname: Text(80),
  email: Type.String({ format: 'email', maxLength: 254 }),
  password: Password,
  password_confirmation: Type.Optional(Password),
  // The terms box: anything but `true` is refused ("true" as text is not consent).
  terms: Type.Unsafe<boolean>({ const: true }),
});
export type RegisterDealerBody = Static<typeof RegisterDealerBody>;

export const VatStatus = StringEnum(['unchecked', 'valid', 'invalid', 'pending'] as const);

export const DealerSignedUp = Type.Object({
  user: User,
  dealer: Type.Object({
    uuid: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    /** unchecked (VIES off), valid/invalid (VIES said so), pending (VIES unavailable: checked again later). */
    vat_status: VatStatus,
  }),
});
export type DealerSignedUp = Static<typeof DealerSignedUp>;
