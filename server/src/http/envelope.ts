/** The response envelope of DECISIONS.md: `{ error, error_code, data, error_message }`. */
export interface Envelope<T> {
  error: boolean;
  error_code: string;
  data: T;
  error_message: string | null;
}

export function ok<T>(data: T): Envelope<T> {
  return { error: false, error_code: '0', data, error_message: null };
}

export function failure(code: string, message: string, data: unknown = null): Envelope<unknown> {
  return { error: true, error_code: code, data, error_message: message };
}

export interface PageMeta { page: number; per_page: number; total: number; last_page: number }

export function page<T>(items: T[], total: number, pageNumber: number, perPage: number): { items: T[]; meta: PageMeta } {
  return { items, meta: { page: pageNumber, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}
