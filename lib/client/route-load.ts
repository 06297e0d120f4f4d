/**
 * Browser-only: watches the router's route-data requests. When the data of the route being navigated
 * to fails to load, Next falls back to a full load of the target URL; this adds the console warning the
 * spec asks for (prefetch failures stay silent: they retry on navigation).
 */
let installed = false;

function requestHeaders(input: RequestInfo | URL, init?: RequestInit): Headers {
  return new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
}

export function watchRouteDataLoads(): void {
  if (installed || typeof window.fetch !== 'function') return;
  installed = true;
  const originalFetch = window.fetch;
  window.fetch = async function watchedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const headers = requestHeaders(input, init);
    const isNavigationData = headers.get('rsc') === '1' && !headers.has('next-router-prefetch') && !headers.has('next-router-segment-prefetch');
    if (!isNavigationData) return originalFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    try {
      const response = await originalFetch(input, init);
      if (!response.ok) {
        console.warn(new Error(`Loading the route data ${url} failed with HTTP ${response.status}; loading the page in full instead.`));
      }
      return response;
    } catch (error) {
      console.warn(error);
      throw error;
    }
  };
}
