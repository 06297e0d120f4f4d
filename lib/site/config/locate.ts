import { parse, type Expression, type Node, type ObjectExpression, type Program } from 'acorn';

/** `themeConfig.navbar.items[1].type` → ['themeConfig', 'navbar', 'items', 1, 'type']. */
export function parseConfigPath(path: string): (string | number)[] {
  const parts: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) parts.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return parts;
}

function propertyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return (key as Node & { name: string }).name;
  if (key.type === 'Literal') return String((key as Node & { value: unknown }).value);
  return undefined;
}

/** Unwraps `x as T`-free JS wrappers authors use around a config object: parentheses are already gone in the AST. */
function asObjectOrArray(node: Node | null | undefined): Node | undefined {
  if (!node) return undefined;
  if (node.type === 'ObjectExpression' || node.type === 'ArrayExpression') return node;
  return undefined;
}

/** The object literal the module exports by default, directly or through a `const`. */
function exportedObject(program: Program): ObjectExpression | undefined {
  const declared = new Map<string, Expression>();
  let exported: Node | undefined;
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const d of statement.declarations) if (d.id.type === 'Identifier' && d.init) declared.set(d.id.name, d.init);
    }
    if (statement.type === 'ExportDefaultDeclaration') exported = statement.declaration;
  }
  if (exported?.type === 'Identifier') exported = declared.get((exported as Node & { name: string }).name);
  return exported?.type === 'ObjectExpression' ? (exported as ObjectExpression) : undefined;
}

/**
 * Line and column (1-based) of a config path in a JS config module: the deepest part written as a literal, else the
 * exported object, else the top of the file, since values set by code cannot be traced further.
 */
export function configPathPosition(
  source: string,
  path: string | readonly (string | number)[],
): { line: number; column: number } {
  let program: Program;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  } catch {
    return { line: 1, column: 1 };
  }
  const root = exportedObject(program);
  if (!root) return { line: 1, column: 1 };
  let node: Node | undefined = root;
  let at: Node = root;
  for (const part of typeof path === 'string' ? parseConfigPath(path) : path) {
    if (node?.type === 'ObjectExpression') {
      const prop = (node as ObjectExpression).properties.find(
        (p) => p.type === 'Property' && !p.computed && propertyName(p.key) === String(part),
      );
      if (!prop || prop.type !== 'Property') break;
      at = prop;
      node = asObjectOrArray(prop.value);
    } else if (node?.type === 'ArrayExpression' && typeof part === 'number') {
      const element = (node as Node & { elements: (Node | null)[] }).elements[part];
      if (!element) break;
      at = element;
      node = asObjectOrArray(element);
    } else break;
  }
  const start = at.loc?.start;
  return start ? { line: start.line, column: start.column + 1 } : { line: 1, column: 1 };
}
