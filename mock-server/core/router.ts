import type { OperationSpec } from '@contract-kit/operations';

/**
 * Matches method + path to a contract operation in O(segments). Literal segments win over templated ones
 * (/api/users/me before /api/users/{userId}), as OpenAPI requires.
 */
interface Node {
  literal: Map<string, Node>;
  param: { name: string; node: Node } | null;
  operations: Map<string, OperationSpec>;
}

const newNode = (): Node => ({ literal: new Map(), param: null, operations: new Map() });

export type RouteMatch = { kind: 'found'; operation: OperationSpec; params: Record<string, string> } | { kind: 'method-not-allowed'; allowed: string[] } | { kind: 'not-found' };

export function createRouter(operations: readonly OperationSpec[]) {
  const root = newNode();
  for (const operation of operations) {
    let node = root;
    for (const segment of operation.path.split('/').filter(Boolean)) {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        const name = param[1] as string;
        if (!node.param) node.param = { name, node: newNode() };
        else if (node.param.name !== name) {
          throw new Error(`router: ${operation.path} names the parameter {${name}} where another path has {${node.param.name}}`);
        }
        node = node.param.node;
      } else {
        let next = node.literal.get(segment);
        if (!next) node.literal.set(segment, (next = newNode()));
        node = next;
      }
    }
    node.operations.set(operation.method, operation);
  }

  /** Depth-first, literal first; `params` is a stack of [name, value] undone on backtracking. */
  function walk(node: Node, segments: string[], index: number, params: [string, string][]): Node | null {
    if (index === segments.length) return node.operations.size > 0 ? node : null;
    const segment = segments[index] as string;
    const literal = node.literal.get(segment);
    if (literal) {
      const found = walk(literal, segments, index + 1, params);
      if (found) return found;
    }
    if (node.param) {
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return null;
      }
      params.push([node.param.name, value]);
      const found = walk(node.param.node, segments, index + 1, params);
      if (found) return found;
      params.pop();
    }
    return null;
  }

  return {
    match(method: string, path: string): RouteMatch {
      const stack: [string, string][] = [];
      const node = walk(root, path.split('/').filter(Boolean), 0, stack);
      const params = Object.fromEntries(stack);
      if (!node) return { kind: 'not-found' };
      const operation = node.operations.get(method.toUpperCase());
      if (!operation) return { kind: 'method-not-allowed', allowed: [...node.operations.keys()] };
      return { kind: 'found', operation, params };
    },
  };
}
