// The fake node the write commands' tests sign against: a neo-go NNS example that HALTs every test
// invocation, prices a name 1 GAS, holds a balance of 50 GAS, and answers sendrawtransaction with the
// hash the last confirmation showed (the transaction the user agreed to) and its block with HALT.
import { editor } from '../../support/fakeVscode';
import { halted, integer, policyAnswers, result, startFakeNode, version, type FakeNode } from '../../core/transactions/fakeNode';

export const GAS = 100_000_000n;

/** The hash in the detail of the last modal shown (the confirmation). */
export function confirmedHash(): string | undefined {
  return /Transaction (0x[0-9a-f]{64}):/.exec([...editor.messages].reverse().find((m) => m.modal)?.detail ?? '')?.[1];
}

/** `available()`: what isAvailable answers now. */
export function startWriteNode(magic: number, available: () => boolean = () => true): Promise<FakeNode> {
  return startFakeNode({
    invokescript: () => halted([{ type: 'Boolean', value: true }], String(GAS + 1_000_000n)),
    getblockcount: () => result(100),
    invokefunction: policyAnswers({ balance: 50n * GAS, other: (params) => (params[1] === 'isAvailable' ? halted([{ type: 'Boolean', value: available() }]) : integer(GAS)) }),
    getversion: () => version(magic),
    calculatenetworkfee: () => result({ networkfee: '1' }),
    sendrawtransaction: () => result({ hash: confirmedHash() }),
    getapplicationlog: () => result({ executions: [{ trigger: 'Application', vmstate: 'HALT', gasconsumed: '101000000', stack: [], notifications: [] }] }),
  });
}
