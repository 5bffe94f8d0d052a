import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerChangeEmail } from './change-email.ts';
import { registerConfirmAccount } from './confirm-account.ts';
import { registerEndAllSessions } from './end-all-sessions.ts';
import { registerEndSession } from './end-session.ts';
import { registerListSessions } from './list-sessions.ts';
import { registerRequestPasswordReset } from './request-password-reset.ts';
import { registerSignIn } from './sign-in.ts';
import { registerSignInAsUser } from './sign-in-as-user.ts';
import { registerSignOut } from './sign-out.ts';
import { registerSignUp } from './sign-up.ts';
import { registerUpdatePassword } from './update-password.ts';

/** The /auth endpoints (devise_token_auth's protocol), the account flows around them, and sign-in-as. */
export function registerAuthRoutes(app: AppInstance): void {
  registerSignIn(app);
  registerSignOut(app);
  registerListSessions(app);
  registerEndSession(app);
  registerEndAllSessions(app);
  registerSignUp(app);
  registerConfirmAccount(app);
  registerRequestPasswordReset(app);
  registerUpdatePassword(app);
  registerChangeEmail(app);
  registerSignInAsUser(app);
}
