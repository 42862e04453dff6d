import type { EnvelopeOf, ErrorCode, PageMeta } from '@automercato/api-contract';

/** The response envelope of DECISIONS.md, as the contract defines it (packages/api-contract). */
export type Envelope<T> = EnvelopeOf<T>;
export type { PageMeta };

export function ok<T>(data: T): Envelope<T> {
  return { error: false, error_code: '0', data, error_message: null };
}

export function failure(code: ErrorCode, message: string, data: unknown = null): Envelope<unknown> {
  return { error: true, error_code: code, data, error_message: message };
}

export function page<T>(items: T[], total: number, pageNumber: number, perPage: number): { items: T[]; meta: PageMeta } {
  return { items, meta: { page: pageNumber, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}
