import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorObject } from '@volunteerly/contracts/jsonapi';
import { localeFromAcceptLanguage, translate, type ApiLocale } from '../i18n/api-messages.ts';
import { ResponseContractError } from './response-contract.ts';
import { ApiError, FieldValidationError } from './api-error.ts';

const zodLocales = { nl: z.locales.nl(), en: z.locales.en() };

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** The locale this request's texts are written in. */
export function requestLocale(request: FastifyRequest): ApiLocale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

function localizeIssue(issue: ValidationIssue, locale: ApiLocale): string {
  // Zod's own messages are English; its locale maps give the same message in Dutch.
  const localized = zodLocales[locale].localeError({ code: issue.keyword, ...issue.params } as never);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}

function validationErrors(error: FastifyError, locale: ApiLocale): ApiErrorObject[] {
  const issues = (error.validation ?? []) as unknown as ValidationIssue[];
  const context = error.validationContext ?? 'body';
  return issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '');
    const source =
      context === 'body'
        ? { pointer: issue.instancePath || '/' }
        : context === 'querystring'
          ? { parameter: path }
          : context === 'headers'
            ? { header: path }
            : { parameter: path };
    return {
      status: '422',
      code: 'validation_failed',
      title: translate(locale, 'errors.validation.title'),
      detail: localizeIssue(issue, locale),
      source,
    };
  });
}

function apiErrorObject(error: ApiError, locale: ApiLocale): ApiErrorObject {
  return {
    status: String(error.statusCode),
    code: error.code,
    title: translate(locale, error.titleKey, error.values),
    ...(error.detailKey ? { detail: translate(locale, error.detailKey, error.values) } : {}),
    ...(error.source ? { source: error.source } : {}),
  };
}

/** Maps Fastify's own failures (parsing, limits) onto our codes and texts. */
function fromFastifyError(error: FastifyError, bodyLimit: number): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError({
        statusCode: 415,
        code: 'unsupported_media_type',
        titleKey: 'errors.unsupported_media_type.title',
        detailKey: 'errors.unsupported_media_type.detail',
        source: { header: 'Content-Type' },
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError({
        statusCode: 413,
        code: 'payload_too_large',
        titleKey: 'errors.payload_too_large.title',
        detailKey: 'errors.payload_too_large.detail',
        values: { limit: bodyLimit },
      });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError({
        statusCode: 400,
        code: 'invalid_json',
        titleKey: 'errors.invalid_json.title',
        detailKey: 'errors.invalid_json.detail',
      });
    default:
      if (error instanceof SyntaxError || (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))) {
        return new ApiError({
          statusCode: 400,
          code: 'invalid_json',
          titleKey: 'errors.invalid_json.title',
          detailKey: 'errors.invalid_json.detail',
        });
      }
      return undefined;
  }
}

/** Sends a JSON:API error document. */
export function sendErrors(reply: FastifyReply, statusCode: number, errors: ApiErrorObject[]): FastifyReply {
  return reply.status(statusCode).type('application/vnd.api+json; charset=utf-8').send({ errors });
}

/** The devise_token_auth error shape: `{"success": false, "errors": ["…"]}` (success only on /auth). */
function sendDeviseErrors(reply: FastifyReply, error: ApiError, locale: ApiLocale): FastifyReply {
  const message = translate(locale, error.detailKey ?? error.titleKey, error.values);
  const body = error.format === 'devise-with-success' ? { success: false, errors: [message] } : { errors: [message] };
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Answers every failure with the error envelope: never a stack trace in a body. */
export function registerErrorEnvelope(app: FastifyInstance, options: { bodyLimit: number }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendErrors(reply, 422, validationErrors(error, locale));
    }
    if (error instanceof FieldValidationError) {
      return sendErrors(
        reply,
        422,
        error.problems.map((problem) => ({
          status: '422',
          code: problem.code,
          title: translate(locale, 'errors.validation.title'),
          detail: translate(locale, problem.messageKey, problem.values),
          source: { pointer: problem.pointer },
        })),
      );
    }
    const known = error instanceof ApiError ? error : fromFastifyError(error, options.bodyLimit);
    if (known) {
      for (const [name, value] of Object.entries(known.headers)) reply.header(name, value);
      if (known.format !== 'json-api') return sendDeviseErrors(reply, known, locale);
      return sendErrors(reply, known.statusCode, [apiErrorObject(known, locale)]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      if (error.statusCode === 429) {
        return sendErrors(reply, 429, [
          { status: '429', code: 'rate_limited', title: translate(locale, 'errors.rate_limited.title') },
        ]);
      }
      return sendErrors(reply, error.statusCode, [
        { status: String(error.statusCode), code: 'bad_request', title: translate(locale, 'errors.bad_request.title') },
      ]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendErrors(reply, 500, [
      {
        status: '500',
        code: 'internal_error',
        title: translate(locale, 'errors.internal.title'),
        detail: translate(locale, 'errors.internal.detail'),
        // Responses are checked only outside production: name what broke the contract, for the developer.
        ...(error instanceof ResponseContractError ? { meta: { contract_issues: error.issues } } : {}),
      },
    ]);
  });
}

/** The 404 document for an unknown API route. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  const path = request.url.split('?')[0] ?? request.url;
  return sendErrors(reply, 404, [
    {
      status: '404',
      code: 'route_not_found',
      title: translate(locale, 'errors.not_found.title'),
      detail: translate(locale, 'errors.not_found.detail', { method: request.method, path }),
    },
  ]);
}
