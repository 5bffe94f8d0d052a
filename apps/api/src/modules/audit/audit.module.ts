import type { ApiModule } from '../../platform/modules/api-module.ts';
import { auditPersonalData } from './audit.personal-data.ts';

/** The tenant's audit log: written by the modules whose actions it records, read by none directly. */
export const auditModule = { name: 'audit', personalData: auditPersonalData } as const satisfies ApiModule;
