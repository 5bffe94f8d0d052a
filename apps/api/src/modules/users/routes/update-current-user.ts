import { responses } from '../../../platform/http/response-contract.ts';
import { currentUserDocumentSchema, type CurrentUserResource } from '@volunteerly/contracts/resources/users';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { updateCurrentUser } from '../current-user.service.ts';
import { accountAbilities } from '../users.policy.ts';
import { presentUserView } from '../users.presenter.ts';
import { profileUpdateSchema } from '../users.request-schemas.ts';

/** PATCH /api/v1/current_user: the signed-in user edits their profile. */
export function registerUpdateCurrentUser(app: AppInstance): void {
  app.patch(
    '/api/v1/current_user',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit my profile',
        body: profileUpdateSchema,
        response: responses({ 200: currentUserDocumentSchema }),
      },
    },
    async function handleUpdateCurrentUser(request, reply) {
      const actor = requireSignedIn(request);
      const { user } = request.body;
      const view = await updateCurrentUser(
        app.database,
        actor,
        {
          firstName: user.first_name,
          lastName: user.last_name,
          phone: user.phone,
          dateOfBirth: user.date_of_birth,
          postcode: user.postcode,
          city: user.city,
          locale: user.locale,
          aboutMe: user.about_me,
          skills: user.skills,
          interests: user.interests,
          skillTagIds: user.skill_tag_ids,
          interestTagIds: user.interest_tag_ids,
          availability: user.availability,
          visibleInPool: user.visible_in_pool,
          digestFrequency: user.digest_frequency,
        },
        request.tenant.features,
      );
      const { data, included } = presentUserView(view, actor, { roles: true }, requestLocale(request));
      const meta: CurrentUserResource['meta'] = { abilities: accountAbilities(actor) };
      return sendDocument(reply, { data: { ...data, meta }, included });
    },
  );
}
