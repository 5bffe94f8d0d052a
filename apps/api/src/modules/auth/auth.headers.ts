import type { FastifyReply } from 'fastify';
import type { NewSession } from './auth.service.ts';

/** Sends devise_token_auth's session headers: access-token, client, uid, expiry (Unix seconds), token-type. */
export function sendSessionHeaders(reply: FastifyReply, uid: string, session: NewSession): void {
  reply.header('access-token', session.accessToken);
  reply.header('client', session.client);
  reply.header('uid', uid);
  reply.header('expiry', String(Math.floor(session.expiresAt.getTime() / 1000)));
  reply.header('token-type', 'Bearer');
  // Session values must never be cached by anything between the browser and us.
  reply.header('cache-control', 'no-store');
}
