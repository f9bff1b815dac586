import { describe, expect, it } from 'vitest';
import { byStart, criticalChain, mostInFlight, type LanternNode, type NodeTiming } from './lantern-chain';

class Node implements LanternNode {
  readonly dependencies: Node[] = [];
  constructor(
    readonly name: string,
    readonly type = 'network',
  ) {}
  getDependencies() {
    return this.dependencies;
  }
  after(...nodes: Node[]) {
    this.dependencies.push(...nodes);
    return this;
  }
}

describe('the Lantern graph readers', () => {
  // A dashboard start as Lantern saw it: document → entry (with the dashboard's chunk beside it) → two rounds of requests.
  const document = new Node('document');
  const entry = new Node('entry').after(document);
  const chunk = new Node('dashboard chunk').after(document);
  const evaluate = new Node('evaluate', 'cpu').after(entry);
  const balance = new Node('balance').after(evaluate);
  const rate = new Node('rate').after(evaluate);
  const timings = new Map<Node, NodeTiming>([
    [rate, { startTime: 2499, endTime: 2657 }],
    [document, { startTime: 0, endTime: 608 }],
    [chunk, { startTime: 683, endTime: 1591 }],
    [entry, { startTime: 683, endTime: 2341 }],
    [evaluate, { startTime: 2341, endTime: 2398 }],
    [balance, { startTime: 2341, endTime: 2499 }],
  ]);

  it('follows the chain back from the node that ends last, through what each node waited for', () => {
    expect(criticalChain(timings).map(({ node }) => node.name)).toEqual(['rate', 'evaluate', 'entry', 'document']);
  });

  it('lists the nodes by simulated start', () => {
    expect(byStart(timings).map(({ node }) => node.name)).toEqual(['document', 'dashboard chunk', 'entry', 'evaluate', 'balance', 'rate']);
  });

  it('stops at a dependency outside the graph, and on a cycle', () => {
    const outside = new Node('outside');
    const a = new Node('a').after(outside);
    const b = new Node('b').after(a);
    a.after(b);
    const cyclic = new Map<Node, NodeTiming>([
      [a, { startTime: 0, endTime: 10 }],
      [b, { startTime: 10, endTime: 20 }],
    ]);
    expect(criticalChain(cyclic).map(({ node }) => node.name)).toEqual(['b', 'a']);
  });

  it('counts the requests in flight at once per origin', () => {
    const at = (startTime: number, endTime: number, origin = 'http://127.0.0.1:1') => ({ origin, timing: { startTime, endTime } });
    expect(mostInFlight([at(0, 100), at(10, 50), at(20, 30), at(60, 90), at(0, 500, 'http://other')])).toEqual(
      new Map([
        ['http://127.0.0.1:1', 3],
        ['http://other', 1],
      ]),
    );
  });
});
