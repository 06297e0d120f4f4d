import { describe, expect, it } from 'vitest';
import { apiSlug } from './slug';

describe('apiSlug', () => {
  it.each([
    ['create_session_v1_session_post', 'create-session-v-1-session-post'],
    ['list_sessions_v1_session_get', 'list-sessions-v-1-session-get'],
    ['get_session_v1_session__session_id__get', 'get-session-v-1-session-session-id-get'],
    ['get_session_trajectories_v1_session__session_id__trajectory_get', 'get-session-trajectories-v-1-session-session-id-trajectory-get'],
    ['spawn_agent_v1_spawn_agent_post', 'spawn-agent-v-1-spawn-agent-post'],
    ['get_config_config_get', 'get-config-config-get'],
    ['get_root__get', 'get-root-get'],
  ])('turns the operationId %s into the route slug %s', (id, slug) => {
    expect(apiSlug(id)).toBe(slug);
  });

  it('turns the API title into the overview slug', () => {
    expect(apiSlug('RA.Aid API')).toBe('ra-aid-api');
  });

  it('splits digits from letters on both sides and keeps digit runs whole', () => {
    expect(apiSlug('v10beta2')).toBe('v-10-beta-2');
    expect(apiSlug('oauth2Token')).toBe('oauth-2-token');
  });

  it('treats double, leading and trailing separators as one break', () => {
    expect(apiSlug('__get__root__')).toBe('get-root');
    expect(apiSlug('a--b  c..d')).toBe('a-b-c-d');
  });

  it('splits camelCase and runs of capitals', () => {
    expect(apiSlug('getSessionById')).toBe('get-session-by-id');
    expect(apiSlug('parseHTTPResponse')).toBe('parse-http-response');
    expect(apiSlug('APIKey')).toBe('api-key');
  });

  it('drops the braces of path parameters', () => {
    expect(apiSlug('GET /v1/session/{session_id}/trajectory')).toBe('get-v-1-session-session-id-trajectory');
  });

  it('keeps non-ASCII letters', () => {
    expect(apiSlug('créer_session')).toBe('créer-session');
  });
});
