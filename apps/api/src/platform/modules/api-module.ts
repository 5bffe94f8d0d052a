import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { AnnouncedChange } from '../database/change-announcements.ts';
import type { AppInstance } from '../http/app-instance.ts';
import type { ApiMessageCatalogue } from '../i18n/api-messages.ts';
import type { PersonalDataPart } from '../personal-data/personal-data.ts';
import type { PublicPage, SitemapSource } from '../web/public-pages.ts';

/**
 * What one API module brings to the app: a plain object each module exports from its
 * `<module>.module.ts`, gathered in `src/api-modules.ts`. The app, the message catalogues and the
 * tests iterate that list instead of naming modules (issue 30). No container, no decorators: the
 * app calls each part at its moment in `buildApp`, in the list's order.
 */
export interface ApiModule {
  /** The module's folder under `src/modules`. */
  name: string;
  /** Its API texts (nl and en), registered at start; they make its message keys type-check. */
  messages?: readonly ApiMessageCatalogue[];
  /**
   * What it keeps about a person: its sections of 'download my data' and how erasing an account
   * treats its rows (decision 046). Erasure runs the parts in the list's order, then deletes the
   * account row.
   */
  personalData?: PersonalDataPart;
  /** The notification events it sends through `notify()` (each sent by one module; the contract defines them). */
  notificationEvents?: readonly NotificationEvent[];
  /** The audit actions it records (each declared by one module; they type `AuditAction`). */
  auditActions?: readonly string[];
  /**
   * The app-wide services it makes and closes with the app: kept public reads (caches emptied by
   * the database's change announcements), renderers, counters. Called before anything else.
   */
  provide?: (app: AppInstance) => void;
  /** How it hears lower modules: domain event subscriptions and the ports it fills in them. */
  connect?: (app: AppInstance) => void;
  /** Its durable jobs and schedules on `app.jobs` (decision 030). */
  jobs?: (app: AppInstance) => void;
  /** The issuers of the secret links its mails carry, made when a mail is sent (decision 034). */
  secretLinks?: (app: AppInstance) => void;
  /** Routes answered without a tenant (health, stored files, the tenant-less app configuration). */
  platformRoutes?: (app: AppInstance) => void;
  /** Hooks on every tenant route, added before any module's routes (e.g. a header every route checks). */
  tenantHooks?: (scope: AppInstance) => void;
  /**
   * The public pages it shows, as the server describes them to search engines and link previews
   * (their head, and 404 for a record that is not public), and which the sitemap lists.
   */
  publicPages?: readonly PublicPage[];
  /**
   * Its tables whose writes announce a change to the kept public reads (decision 019), by change:
   * a trigger in its migration calls the change's `announce_…` function. Declared here so a new
   * table that a kept read shows is not forgotten: `test/database/change-announcements.test.ts`
   * holds the triggers to these lists.
   */
  announces?: Readonly<Partial<Record<AnnouncedChange, readonly string[]>>>;
  /** Its records in the tenant's sitemap (published vacancies, approved organisations). */
  sitemap?: SitemapSource;
  /** Routes of a tenant: registered after tenancy, authentication and every module's tenant hooks. */
  routes?: (scope: AppInstance) => void;
}
