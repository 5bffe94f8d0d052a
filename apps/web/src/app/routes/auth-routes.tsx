import type { RouteObject } from 'react-router';

/** Sign-in, sign-out, password, sign-up and confirmation pages (spec §2 auth, signup, confirm, uitloggen). */
export const authRoutes: RouteObject[] = [];
