import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerTagRoutes } from './routes/index.ts';
import { tagsMessages } from './tags.messages.ts';

/** The centre's tags: categories, skills and target groups. */
export const tagsModule = {
  name: 'tags',
  announces: { public_catalogue: ['tags'] },
  messages: [tagsMessages],
  routes: registerTagRoutes,
} as const satisfies ApiModule;
