import type { AppInstance } from '../../platform/http/app-instance.ts';

/** The per-IP limit of sign-in, password reset and sign-up (configurable: AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_SECONDS). */
export function authRateLimit(app: AppInstance): { max: number; timeWindow: number } {
  return { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };
}
