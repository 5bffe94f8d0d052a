import type { TenantScope } from '../database/tenant-scope.ts';

// What the platform keeps about a person, told by each module that keeps it (issue 30, decision
// 046). 'Download my data' gathers every part's sections; erasing an account runs every part's
// erase in the one transaction before the account row goes. A test reads the database catalogue
// and fails on a column pointing at a person that no part names
// (test/privacy/personal-data-coverage.test.ts).

/** The person whose data is exported or erased: their account's id and what identifies them. */
export interface DataSubject {
  id: number;
  email: string;
  /** The new address of an e-mail change that waits for confirmation. */
  unconfirmedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  postcode: string | null;
}

/** What erasing the person does to the rows whose column names them. */
export type ErasureOfRows =
  /** The rows are deleted. */
  | { erase: 'remove' }
  /** The rows stay, for the reason given, with the column set to null and what names the person dropped. */
  | { erase: 'anonymise'; keptBecause: string };

/**
 * One column of the module's tables that points at a person (a foreign key to users, or a column
 * named `user_id` or `*_user_id`): the export section that shows the rows it marks as theirs, and
 * what erasure does to those rows.
 */
export type PersonalDataColumn = { table: string; column: string; section: string } & ErasureOfRows;

/** Sections of 'download my data', keyed by name; snake_case fields, dates as ISO strings (docs/data-export.md). */
export type PersonalDataSections = Record<string, unknown>;

/**
 * One module's personal data: a plain object in `modules/<module>/<module>.personal-data.ts`.
 * Both functions run inside the caller's transaction and touch only the module's own tables
 * (other modules are reached through their services).
 */
export interface PersonalDataPart {
  /** The module that keeps the data. */
  module: string;
  /** Every column of the module's tables that points at a person; empty when it finds them otherwise (by address). */
  tables: readonly PersonalDataColumn[];
  /** The module's sections of the person's download. */
  export(scope: TenantScope, person: DataSubject): Promise<PersonalDataSections>;
  /**
   * Removes or anonymises the person's rows as `tables` says, before the account row is deleted:
   * no row may rely on a foreign key's cascade to go (the cascades stay as a safety net).
   */
  erase(scope: TenantScope, person: DataSubject): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's personal data, in erasure order (the manifests' `personalData`, `src/api-modules.ts`). */
    personalData: readonly PersonalDataPart[];
  }
}
