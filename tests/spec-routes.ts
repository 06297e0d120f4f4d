// The routes of the product spec, shared by the end-to-end tests and the benchmark (no Playwright
// import here, so scripts can use it too).

/** Guide and category routes of the product spec. */
export const GUIDE_ROUTES = [
  '/',
  '/quickstart/installation',
  '/quickstart/open-models',
  '/quickstart/recommended',
  '/configuration/expert-model',
  '/configuration/logging',
  '/configuration/memory-management',
  '/configuration/ollama',
  '/configuration/project-state',
  '/configuration/reasoning-assistance',
  '/configuration/thinking-models',
  '/usage/cpp-game',
  '/usage/custom-tools',
  '/usage/modern-web-app',
  '/usage/monorepo',
  '/usage/planning-workflow',
  '/usage/web-ui',
  '/contributing',
  '/getting-help',
];
/** The reference pages generated from each version's facts (lib/site/content/generated/reference/), with their category. */
export const REFERENCE_ROUTES = [
  '/category/reference',
  '/reference/command-line',
  '/reference/environment-variables',
  '/reference/providers',
];
/**
 * Every guide generated from data files (lib/site/content/generated/) in both versions: the reference pages, the
 * release notes of 0.30.2 and of Next, and Next's upgrade guide, which only Next has.
 */
export const GENERATED_ROUTES = [
  ...REFERENCE_ROUTES,
  ...REFERENCE_ROUTES.map((r) => `/next${r}`),
  '/release-notes',
  '/next/release-notes',
  '/next/upgrading',
];
export const CATEGORY_ROUTES = ['/category/quick-start', '/category/configuration', '/category/usage', '/category/api'];

/**
 * API routes: the overview, then every operation page with its method and path, in the file's order. These are the
 * spec's seven plus DELETE /v1/session/{session_id}, which RA.Aid's server has and the spec's table does not list.
 */
export const API_OVERVIEW_ROUTE = '/api/ra-aid-api';
export const API_OPERATION_ROUTES = [
  { route: '/api/list-sessions-v-1-session-get', method: 'GET', path: '/v1/session', tag: 'Sessions' },
  { route: '/api/create-session-v-1-session-post', method: 'POST', path: '/v1/session', tag: 'Sessions' },
  {
    route: '/api/get-session-v-1-session-session-id-get',
    method: 'GET',
    path: '/v1/session/{session_id}',
    tag: 'Sessions',
  },
  {
    route: '/api/delete-session-v-1-session-session-id-delete',
    method: 'DELETE',
    path: '/v1/session/{session_id}',
    tag: 'Sessions',
  },
  {
    route: '/api/get-session-trajectories-v-1-session-session-id-trajectory-get',
    method: 'GET',
    path: '/v1/session/{session_id}/trajectory',
    tag: 'Sessions',
  },
  { route: '/api/spawn-agent-v-1-spawn-agent-post', method: 'POST', path: '/v1/spawn-agent', tag: 'Agent' },
  { route: '/api/get-config-config-get', method: 'GET', path: '/config', tag: 'Untagged' },
  { route: '/api/get-root-get', method: 'GET', path: '/', tag: 'Untagged' },
] as const;

/** The text of an operation's method badge: the method, with DELETE shortened to DEL (components/api/method-badge.tsx). */
export const methodBadge = (method: string) => (method === 'DELETE' ? 'DEL' : method);

export const SITE_TITLE = 'RA.Aid Documentation';

/** Route prefix of the "Next" docs (unreleased master); the spec's routes serve 0.30.2. */
export const NEXT_PREFIX = '/next';

/** A spec route's counterpart in the Next docs ('/' → '/next'). */
export const nextRoute = (route: string) => (route === '/' ? NEXT_PREFIX : `${NEXT_PREFIX}${route}`);

/** Every route of the spec's route table (guides, category pages, the API overview, each API operation and /search), plus the DELETE page. */
export const SPEC_ROUTES: readonly string[] = [
  ...GUIDE_ROUTES,
  ...CATEGORY_ROUTES,
  API_OVERVIEW_ROUTE,
  ...API_OPERATION_ROUTES.map((r) => r.route),
  '/search',
];
