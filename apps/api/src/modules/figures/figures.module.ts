import type { ApiModule } from '../../platform/modules/api-module.ts';

/** The one definition of each figure the pages show (decision 050): conditions the other modules count with. */
export const figuresModule = { name: 'figures' } as const satisfies ApiModule;
