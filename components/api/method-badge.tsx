/** 'get' → 'GET', 'delete' → 'DEL': the badge's text, as the element below and a sidebar link (`data-badge`) show it. */
export const methodLabel = (method: string) => (method === 'delete' ? 'DEL' : method.toUpperCase());

/** 'get' → a coloured GET badge; the class names follow the method (`api-method get`). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method-badge api-method-badge--${method}`}>{methodLabel(method)}</span>;
}
