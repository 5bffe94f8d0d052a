import { currentUserDocument } from '../../../test/app-test-utils.tsx';

/** A current-user document (wire casing) with every profile field filled in; `attributes` override. */
export function profileUserDocument(attributes: Record<string, unknown> = {}) {
  const base = currentUserDocument();
  return {
    data: {
      ...base.data,
      attributes: {
        ...base.data.attributes,
        unconfirmed_email: null,
        phone: '0612345678',
        date_of_birth: '1990-05-17',
        postcode: '3511 AB',
        city: 'Utrecht',
        about_me: 'Ik kook graag voor anderen.',
        skills: ['koken', 'tuinieren'],
        interests: ['natuur'],
        availability: { monday: ['morning', 'evening'], saturday: ['afternoon'] },
        visible_in_pool: true,
        digest_frequency: 'monthly',
        ...attributes,
      },
    },
  };
}

/** The calls every signed-in page makes besides its own. */
export const signedInHandlers = (document: ReturnType<typeof profileUserDocument>) => ({
  'GET /api/v1/current_user': () => Response.json(document),
  'GET /api/v1/current_organizations': () => Response.json({ data: [] }),
});
