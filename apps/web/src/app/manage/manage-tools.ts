import type { AccountAbilities } from '@volunteerly/contracts/users';
import { actsForOrganization, type CurrentUser } from '../../lib/auth/current-user.ts';

/** Whom a tool of the Beheer area is for: an ability the API sent, or being part of an organisation. */
export type ManageToolAudience = { ability: keyof AccountAbilities } | { organizationMember: true };

/** One tool of the Beheer area: where it is, its label and description (namespace 'common') and who sees it. */
export interface ManageTool {
  to: string;
  labelKey: string;
  descriptionKey: string;
  audience: ManageToolAudience;
  /** The paths that belong to the tool: its own and those under it unless given. */
  matches?: RegExp;
}

/** A group of tools, by whom they serve. */
export interface ManageToolGroup {
  id: 'center' | 'organization' | 'developer';
  tools: ManageTool[];
}

const tool = (to: string, key: string, audience: ManageToolAudience, matches?: RegExp): ManageTool => ({
  to,
  labelKey: `manage.tools.${key}.label`,
  descriptionKey: `manage.tools.${key}.description`,
  audience,
  matches,
});

/**
 * The Beheer area (issue 31 §4): every tool of a centre (and of an organisation) in one place. The
 * pages keep their own routes (spec §2); the area only gathers them.
 */
export const manageToolGroups: ManageToolGroup[] = [
  {
    id: 'center',
    tools: [
      tool('/organizations/approve', 'organizationApprovals', { ability: 'approveOrganizations' }),
      tool('/organizations/add', 'organizationAdd', { ability: 'createOrganizations' }),
      tool('/users', 'users', { ability: 'listUsers' }),
      tool('/tags', 'tags', { ability: 'manageTags' }),
      tool('/notification_templates', 'notificationTemplates', { ability: 'manageCenter' }),
      tool('/instellingen/design', 'design', { ability: 'manageCenter' }),
      tool('/instellingen/footer', 'footer', { ability: 'manageCenter' }),
      tool('/instellingen/zoeken', 'searchWords', { ability: 'manageCenter' }),
    ],
  },
  {
    id: 'organization',
    tools: [
      // Not the public search and vacancy pages under /vacancies.
      tool('/vacancies', 'vacancies', { ability: 'manageVacancies' }, /^\/vacancies(\/add|\/bulk-edit|\/\d+\/edit)?$/),
      tool('/instellingen/organisatie', 'organization', { organizationMember: true }),
      tool('/instellingen/contact-person', 'contactPerson', { organizationMember: true }),
    ],
  },
  {
    id: 'developer',
    tools: [
      tool('/dev/mail', 'devMail', { ability: 'viewDevMail' }),
      tool('/dev/jobs', 'devJobs', { ability: 'viewDevJobs' }),
    ],
  },
];

/** The groups and tools this user may use, empty groups left out. */
export function visibleManageToolGroups(user: Pick<CurrentUser, 'roles' | 'meta'> | undefined): ManageToolGroup[] {
  const abilities = user?.meta?.abilities;
  const member = actsForOrganization(user);
  return manageToolGroups
    .map((group) => ({
      ...group,
      tools: group.tools.filter((item) =>
        'ability' in item.audience ? abilities?.[item.audience.ability] === true : member,
      ),
    }))
    .filter((group) => group.tools.length > 0);
}

/** Whether the header offers the Beheer area: the user has at least one of its tools. */
export function offersManageArea(user: Pick<CurrentUser, 'roles' | 'meta'> | undefined): boolean {
  return visibleManageToolGroups(user).length > 0;
}

/** The path of the Beheer area. */
export const managePath = '/beheer';

/** Whether a path is the Beheer area or one of its tools (the header marks its entry current there). */
export function isManagePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === managePath) return true;
  return manageToolGroups.some((group) =>
    group.tools.some((item) =>
      item.matches
        ? item.matches.test(path)
        : path === item.to.toLowerCase() || path.startsWith(`${item.to.toLowerCase()}/`),
    ),
  );
}
