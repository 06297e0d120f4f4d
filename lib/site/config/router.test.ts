import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSupportedRouter, HASH_ROUTER_UNSUPPORTED } from './router.mjs';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('../../../site.config.mjs');
});

describe('future.experimental_router', () => {
  it('"browser" (and no option) builds', () => {
    expect(() => assertSupportedRouter({ future: { experimental_router: 'browser' } })).not.toThrow();
    expect(() => assertSupportedRouter({})).not.toThrow();
  });

  it('"hash" stops with a message naming the option and saying it is not supported yet', () => {
    expect(() => assertSupportedRouter({ future: { experimental_router: 'hash' } })).toThrow(HASH_ROUTER_UNSUPPORTED);
    expect(HASH_ROUTER_UNSUPPORTED).toContain('future.experimental_router "hash" is not supported yet');
  });

  it('the Next.js build config (next.config.mjs) refuses a site config that selects "hash"', async () => {
    vi.doMock('../../../site.config.mjs', () => ({
      default: { baseUrl: '/', future: { experimental_router: 'hash' } },
    }));
    const { default: nextConfig } = await import('../../../next.config.mjs');
    expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(HASH_ROUTER_UNSUPPORTED);
  });

  it('the Next.js build config exports a static site with the browser router', async () => {
    vi.doMock('../../../site.config.mjs', () => ({
      default: { baseUrl: '/pr-42/', future: { experimental_router: 'browser' } },
    }));
    const { default: nextConfig } = await import('../../../next.config.mjs');
    expect(nextConfig(PHASE_PRODUCTION_BUILD)).toMatchObject({ output: 'export', basePath: '/pr-42' });
  });
});
