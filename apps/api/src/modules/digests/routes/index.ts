import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerRunDigests } from './run-digests.ts';
import { registerShowDigestSubscription } from './show-digest-subscription.ts';
import { registerUnsubscribeFromDigest } from './unsubscribe-from-digest.ts';

/** The bodies a mail program's one-click unsubscribe may carry (RFC 8058); read, bounded and ignored. */
const oneClickBodyTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The periodic mail's endpoints. The form parsers are registered only in this child scope, so
 * every other endpoint keeps answering a form body with 415.
 */
export function registerDigestRoutes(app: AppInstance): void {
  registerShowDigestSubscription(app);
  registerRunDigests(app);
  void app.register(async (oneClick) => {
    oneClick.addContentTypeParser(oneClickBodyTypes, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
    registerUnsubscribeFromDigest(oneClick.withTypeProvider<ZodTypeProvider>());
  });
}
