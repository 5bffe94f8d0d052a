/** A record's id in a path: a number, or the router's `:id` placeholder. */
type PathId = number | string;

/**
 * The web app's pages that the server names: in mails and in-app notifications, feeds, the sitemap
 * and the page heads it writes. The web's route table declares these pages with the same builders
 * (`sitePaths.vacancy(':id')`), and a web test checks each is a page of it, so the two apps cannot
 * drift apart.
 */
export const sitePaths = {
  home: '/',
  vacancySearch: '/vacancies/search',
  vacancy: (id: PathId) => `/vacancies/${id}`,
  organizations: '/organizations',
  organization: (id: PathId) => `/organizations/${id}`,
  organizationEdit: (id: PathId) => `/organizations/${id}/edit`,
  /** The centre's queue of organisations waiting for approval. */
  organizationApprovals: '/organizations/approve',
  organizationSignUp: '/organizations/signup',
  partners: '/partners',
  applications: '/applications',
  application: (id: PathId) => `/applications/${id}`,
  conversation: (id: PathId) => `/conversations/${id}`,
  signIn: '/inloggen',
  /** The sign-in page's address in the spec's route table, kept beside `signIn`. */
  signInLegacy: '/auth/login-1',
  signUp: '/signup',
  passwordRecovery: '/auth/recover',
  /** Where a password-reset mail's link leads (with its token). */
  passwordReset: '/auth/reset',
  /** Where a confirmation mail's link leads (an account's or a guest application's, with its token). */
  confirm: '/confirm',
  /** The centre's statements every site publishes (the footer and every mail link to them). */
  privacyStatement: '/privacy',
  accessibilityStatement: '/toegankelijkheid',
  /** What changed in the product, newest first (spec §2, issue 32 §5). */
  changelog: '/volunteerly/changelog',
  /** The regional partnership's landing page, the only page of the landing host (issue 32 §6). */
  regionalLanding: '/gelderse-handen',
  /** The page a digest's unsubscribe link opens (public: the reader need not be signed in). */
  digestUnsubscribe: '/periodieke-mail/afmelden',
  /** The page where a signed-in volunteer chooses how often they get the digest. */
  digestSettings: '/profile-edit/periodieke-mail',
} as const;
