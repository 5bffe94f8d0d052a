import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerCreateTag } from './create-tag.ts';
import { registerDeleteTag } from './delete-tag.ts';
import { registerListTags } from './list-tags.ts';
import { registerMergeTag } from './merge-tag.ts';
import { registerRenameTag } from './rename-tag.ts';

/** The centre's tags: categories, skills and target groups. */
export function registerTagRoutes(app: AppInstance): void {
  registerListTags(app);
  registerCreateTag(app);
  registerRenameTag(app);
  registerDeleteTag(app);
  registerMergeTag(app);
}
