/** An error answered as the provider does: `{ error: { type, code, message, param } }` with a 4xx, so the SDK raises its typed errors. */
export class StandinError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'authentication_error' | 'card_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) } };
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StandinError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const invalid = (message: string, param?: string, code = 'parameter_invalid') =>
  new StandinError(400, 'invalid_request_error', message, code, param);
