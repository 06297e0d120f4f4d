/** 'get' → a coloured GET badge; the class names follow the method (`api-method get`). */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`api-method-badge api-method-badge--${method}`}>
      {method === 'delete' ? 'DEL' : method.toUpperCase()}
    </span>
  );
}
