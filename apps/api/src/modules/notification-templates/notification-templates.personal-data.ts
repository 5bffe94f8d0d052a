import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { findTemplatesSavedBy, forgetEditorOfTemplates } from './notification-template-personal-data.repository.ts';

/**
 * The centre's notification templates they saved last (which one, not its texts: those are the
 * centre's). The column has no foreign key, so nothing but this part takes them off on erasure.
 */
export const notificationTemplatesPersonalData = {
  module: 'notification-templates',
  tables: [
    {
      table: 'notification_templates',
      column: 'updated_by_user_id',
      section: 'saved_notification_templates',
      erase: 'anonymise',
      keptBecause: 'the template is the centre’s and stays in use, without who saved it last',
    },
  ],
  async export(scope, person) {
    const templates = await findTemplatesSavedBy(scope, person.id);
    return {
      saved_notification_templates: templates.map((template) => ({
        volunteer_center_id: String(template.volunteerCenterId),
        event: template.event,
        locale: template.locale,
        updated_at: template.updatedAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    await forgetEditorOfTemplates(scope, person.id);
  },
} as const satisfies PersonalDataPart;
