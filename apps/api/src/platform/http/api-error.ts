import type { ApiMessageKey } from '../i18n/api-messages.ts';

/** Where an error points: a body field, a query parameter or a header. */
export interface ErrorSource {
  pointer?: string;
  parameter?: string;
  header?: string;
}

/**
 * How an error is written on the wire: a JSON:API error document, or the
 * devise_token_auth shape the spec's client expects from `/auth` and from
 * protected endpoints (`{"errors": ["…"]}`, with `"success": false` on `/auth`).
 */
export type ErrorFormat = 'json-api' | 'devise' | 'devise-with-success';

/** A failure the API answers with an error document; texts are translated per request. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly titleKey: ApiMessageKey;
  readonly detailKey: ApiMessageKey | undefined;
  readonly values: Record<string, string | number>;
  readonly source: ErrorSource | undefined;
  readonly headers: Record<string, string>;
  readonly format: ErrorFormat;

  constructor(options: {
    statusCode: number;
    code: string;
    titleKey: ApiMessageKey;
    detailKey?: ApiMessageKey;
    values?: Record<string, string | number>;
    source?: ErrorSource;
    headers?: Record<string, string>;
    format?: ErrorFormat;
  }) {
    super(options.code);
    this.name = 'ApiError';
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.titleKey = options.titleKey;
    this.detailKey = options.detailKey;
    this.values = options.values ?? {};
    this.source = options.source;
    this.headers = options.headers ?? {};
    this.format = options.format ?? 'json-api';
  }
}

/** One invalid field of a request body. */
export interface FieldProblem {
  /** JSON pointer into the body, e.g. '/password'. */
  pointer: string;
  code: string;
  messageKey: ApiMessageKey;
  values?: Record<string, string | number>;
}

/**
 * A 422 naming one or more invalid fields, each with its own pointer and
 * translated message, for rules a zod schema cannot check (a taken e-mail
 * address, a common password, a wrong current password).
 */
export class FieldValidationError extends Error {
  readonly statusCode = 422;
  readonly problems: FieldProblem[];

  constructor(problems: FieldProblem[]) {
    super('validation_failed');
    this.name = 'FieldValidationError';
    this.problems = problems;
  }
}
