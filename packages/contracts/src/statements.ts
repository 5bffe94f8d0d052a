/**
 * The centre's statements every site publishes, generated from its settings: the privacy
 * statement (AVG/GDPR) and the accessibility statement Dutch public bodies must publish.
 * The footer and every mail link to them.
 */
export const statementPaths = { privacy: '/privacy', accessibility: '/toegankelijkheid' } as const;
export type StatementKind = keyof typeof statementPaths;
