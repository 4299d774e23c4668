import "server-only";
import { isTag, type AnyNode } from "domhandler";

/**
 * Visits every node depth-first in document order without recursion (deeply
 * nested editor HTML must not overflow the stack). `visit` returning false
 * skips the node's children.
 */
export function walkNodes(roots: AnyNode[], visit: (node: AnyNode) => boolean | void): void {
  const stack: AnyNode[] = [...roots].reverse();
  while (stack.length) {
    const node = stack.pop() as AnyNode;
    if (visit(node) === false || !isTag(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}
