import type { RouteObject } from 'react-router';

/** User administration, profile and account pages (spec §2 users, account, profile, profile-edit). */
export const accountRoutes: RouteObject[] = [];
