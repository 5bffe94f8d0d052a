/**
 * How each table would be placed on PostgreSQL distributed by tenant (Citus),
 * the plan beyond one machine (decision 015). Distributed tables are split by
 * `tenant_id`: every primary key, unique constraint and foreign key between them
 * includes it, so each tenant's rows and their constraints live on one node.
 * Reference tables are copied to every node; platform tables stay on the
 * coordinator. `test/database/tenant-keys.test.ts` holds the catalogue to this.
 */
export const tableDistribution = {
  distributed: [
    'application_events',
    'application_notes',
    'applications',
    'audit_events',
    'auth_tokens',
    'captured_mails',
    'conversation_messages',
    'conversation_reads',
    'conversation_reports',
    'conversations',
    'digest_deliveries',
    'file_uploads',
    'notification_preferences',
    'notification_templates',
    'notifications',
    'organization_addresses',
    'organization_invitations',
    'organization_profiles',
    'organization_tags',
    'organizations',
    'search_synonym_groups',
    'stock_images',
    'tags',
    'user_profile_tags',
    'user_roles',
    'users',
    'vacancies',
    'vacancy_favorites',
    'vacancy_tags',
    'volunteer_center_profiles',
    'volunteer_centers',
  ],
  /** Read on every request to resolve the tenant; small and rarely written. */
  reference: ['tenants'],
  /** The migrator's own bookkeeping, and the job queue every process's worker claims from (decision 030). */
  platform: ['jobs', 'schema_migrations'],
} as const;
