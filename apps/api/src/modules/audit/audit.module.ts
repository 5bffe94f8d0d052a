import type { ApiModule } from '../../platform/modules/api-module.ts';

/** The tenant's audit log: written by the modules whose actions it records, read by none directly. */
export const auditModule = { name: 'audit' } as const satisfies ApiModule;
