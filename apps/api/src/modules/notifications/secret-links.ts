import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import type { MailSite } from '../mail/mail-site.ts';

/**
 * Links that carry a secret (a confirmation, reset or invitation token, a signed unsubscribe
 * token) are made when their mail is sent, not when it is queued (issue 29, hole 4): the job's
 * payload holds only a reference, so no token is ever in the jobs table, done or failed, and a
 * token exists only as its hash and in the mail itself.
 *
 * The module that owns the token registers an issuer for its kind; the mail job asks it, in a
 * tenant transaction that commits before the mail goes, for a new token and its link. A job that
 * runs twice issues twice: the second token replaces the first (the newest mail works).
 */

/** The kinds of secret link, each issued by the module that owns its token. */
export const secretLinkKinds = [
  'account_confirmation',
  'password_reset',
  'account_invitation',
  'organization_invitation',
  'application_confirmation',
  'digest_unsubscribe',
  'digest_unsubscribe_one_click',
] as const;
export type SecretLinkKind = (typeof secretLinkKinds)[number];

/** What a queued mail holds instead of a secret link: which token to make, for whom. */
export interface SecretLinkReference {
  kind: SecretLinkKind;
  /** The row the token is for: a user, an invitation or an application. */
  subjectId: number;
}

/**
 * Makes a new token for the subject (storing only what it must: a hash, or nothing for a signed
 * token) and answers its link on the site; undefined when the subject no longer wants one (an
 * invitation withdrawn, an application confirmed, an account gone): then the mail is not sent.
 */
export type SecretLinkIssuer = (scope: TenantScope, subjectId: number, site: MailSite) => Promise<string | undefined>;

/** The issuers of the app, one per kind. */
export interface SecretLinks {
  register(kind: SecretLinkKind, issuer: SecretLinkIssuer): void;
  /** The link of each reference, or undefined when one of them is no longer wanted. */
  issue(
    scope: TenantScope,
    references: Readonly<Record<string, SecretLinkReference>>,
    site: MailSite,
  ): Promise<Record<string, string> | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The issuers of links that carry a secret, asked when their mail is sent. */
    secretLinks: SecretLinks;
  }
}

/** The registry of secret link issuers; the owning modules register in app.ts. */
export function createSecretLinks(): SecretLinks {
  const issuers = new Map<SecretLinkKind, SecretLinkIssuer>();
  return {
    register(kind, issuer) {
      if (issuers.has(kind)) throw new Error(`a secret link issuer for ${kind} is registered twice`);
      issuers.set(kind, issuer);
    },
    async issue(scope, references, site) {
      const links: Record<string, string> = {};
      for (const [name, reference] of Object.entries(references)) {
        const issuer = issuers.get(reference.kind);
        if (!issuer) throw new Error(`no secret link issuer for ${reference.kind}`);
        const link = await issuer(scope, reference.subjectId, site);
        if (link === undefined) return undefined;
        links[name] = link;
      }
      return links;
    },
  };
}
