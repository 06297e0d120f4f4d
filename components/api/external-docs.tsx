import type { ApiExternalDocs } from '@/lib/shared/openapi-types';

/** A link to documentation outside the reference (`externalDocs` of the document, a tag or an operation). */
export function ExternalDocs({ docs }: { docs: ApiExternalDocs | undefined }) {
  if (!docs) return null;
  return (
    <p className="api-external-docs">
      <a href={docs.url}>{docs.description ?? 'Further documentation'}</a>
    </p>
  );
}
