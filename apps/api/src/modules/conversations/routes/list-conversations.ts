import { conversationListDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { listDocument, pageWindow, sendDocument, withListParameters } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentConversation } from '../conversations.presenter.ts';
import { conversationListQuerySchema } from '../conversations.request-schemas.ts';
import { listConversations } from '../conversations.service.ts';

/**
 * GET /api/v1/conversations: the signed-in user's conversations (as volunteer, organisation admin
 * or centre admin), newest activity first, with unread counts; `filter[search]` searches subjects,
 * participants' names and messages. `filter[scope]=oversight`: the conversations a centre admin's
 * centres oversee, searched by subject and names only (never messages); with
 * `filter[reported]=true` only those a participant reported.
 */
export function registerListConversations(app: AppInstance): void {
  app.get(
    '/api/v1/conversations',
    {
      schema: {
        tags: ['conversations'],
        summary: 'List my conversations',
        querystring: conversationListQuerySchema,
        response: responses({ 200: conversationListDocumentSchema }),
      },
    },
    async function handleListConversations(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const oversight = query['filter[scope]'] === 'oversight';
      const reportedOnly = oversight && query['filter[reported]'] === 'true';
      const { entries, total, unreadTotal } = await listConversations(app.database, actor, {
        search: query['filter[search]'] || undefined,
        oversight,
        reportedOnly,
        ...pageWindow(query),
      });
      const document = listDocument(
        entries.map((entry) => presentConversation(entry, actor, entry)),
        { query, total, path: '/api/v1/conversations' },
      );
      return sendDocument(reply, {
        ...document,
        meta: { ...document.meta, unreadTotal },
        links: withListParameters(
          document.links,
          {
            ...query,
            'filter[scope]': oversight ? 'oversight' : undefined,
            'filter[reported]': reportedOnly ? 'true' : undefined,
          },
          ['filter[scope]', 'filter[reported]', 'filter[search]'],
        ),
      });
    },
  );
}
