import type { OperationEffect } from './operation-effects.ts';

/** What a call can be abused for: sending mail, storing files, holding a connection open. */
export type AbuseEffect = 'mail' | 'files' | 'stream';

/** A route that can be abused for an effect: limited by `config.rateLimit`, or not, with the reason. */
export type AbuseLimit = { effects: AbuseEffect[]; limited: true } | { effects: AbuseEffect[]; reason: string };

/**
 * Every route that sends mail, stores files or opens a long-lived connection (issue 29), with its
 * rate limit or the reason it needs none. The abuse-limit suite finds these routes by what they
 * do (a call that queued a mail, stored an upload or answered with a stream) and fails for one
 * that is not listed here, or that is listed as limited without `config.rateLimit`.
 */
export const abuseLimits: Record<string, AbuseLimit> = {
  // Open to anyone: limited per address (AUTH_RATE_LIMIT), and per person where a person is known.
  'POST /auth': { effects: ['mail'], limited: true },
  'POST /auth/password': { effects: ['mail'], limited: true },
  'PUT /auth/password': { effects: ['mail'], limited: true },
  'POST /auth/sign_in': { effects: ['mail'], limited: true },
  'POST /api/v1/organizations/signup': { effects: ['mail'], limited: true },
  // A guest's application is limited per address; a signed-in person applies once per vacancy.
  'POST /api/v1/applications': { effects: ['mail'], limited: true },
  'POST /api/v1/applications/confirm': { effects: ['mail'], limited: true },
  // One's own account.
  'PUT /api/v1/current_user/email': { effects: ['mail'], limited: true },
  // Mail to an address the staff member chooses: limited per person.
  'POST /api/v1/users': { effects: ['mail'], limited: true },
  'POST /api/v1/users/{id}/resend_confirmation_instructions': { effects: ['mail'], limited: true },
  'POST /api/v1/organizations/{id}/members': { effects: ['mail'], limited: true },
  // Conversations: messages and reports mail the other side or the centre.
  'POST /api/v1/conversations/{id}/messages': { effects: ['mail'], limited: true },
  'POST /api/v1/conversations/{id}/report': { effects: ['mail'], limited: true },
  'POST /api/v1/file_uploads': { effects: ['files'], limited: true },
  'GET /api/v1/notifications/stream': { effects: ['stream'], limited: true },
  // Staff decisions that tell the person they concern, bounded by the thing decided.
  'PUT /api/v1/applications/{id}/status': {
    effects: ['mail'],
    reason:
      "Only the organisation's admins and its centre change a status, and the mail goes to the one person who applied to them; each move is recorded in the application's history.",
  },
  'PUT /api/v1/organizations/{id}/approve': {
    effects: ['mail'],
    reason:
      "Only the centre's admins decide on an organisation, and the mail goes to that organisation's own admins; every decision is in the audit log.",
  },
  'POST /api/v1/digests/run': {
    effects: ['mail'],
    reason:
      'Super admins only; a digest has a unique key per volunteer and period, so running it again queues nothing new (decision 031).',
  },
  'POST /api/v1/dev/jobs/{id}/retry': {
    effects: ['mail'],
    reason: 'Super admins only, and only a job that failed for good can be retried: it runs once more.',
  },
};

/** What a call did that can be abused. */
export function abuseEffectsOf(effect: OperationEffect): AbuseEffect[] {
  return [
    ...(effect.mails.length > 0 ? (['mail'] as const) : []),
    ...(effect.uploadsStored > 0 ? (['files'] as const) : []),
    ...(effect.streamed ? (['stream'] as const) : []),
  ];
}

/**
 * The routes that did something abusable without being listed (or with an effect their entry does
 * not name), and the listed-as-limited ones without a rate limit.
 */
export function abuseLimitFindings(
  effects: readonly OperationEffect[],
  table: Readonly<Record<string, AbuseLimit>>,
  rateLimitedRoutes: ReadonlySet<string>,
): string[] {
  const findings: string[] = [];
  for (const effect of effects) {
    const observed = abuseEffectsOf(effect);
    if (observed.length === 0) continue;
    const entry = table[effect.operation.key];
    if (!entry) {
      findings.push(`${effect.operation.key} does ${observed.join(' and ')} but has no entry in abuse-limits.ts`);
      continue;
    }
    const unnamed = observed.filter((kind) => !entry.effects.includes(kind));
    if (unnamed.length > 0) findings.push(`${effect.operation.key} also does ${unnamed.join(' and ')}`);
  }
  for (const [key, entry] of Object.entries(table)) {
    if ('limited' in entry && !rateLimitedRoutes.has(key))
      findings.push(`${key} is listed as limited but has no config.rateLimit`);
    if ('reason' in entry && entry.reason.trim().length < 20) findings.push(`${key} needs a real reason`);
  }
  return findings;
}
