// A fake node's answers for the set-up's reads (shared by the set-up's model and command tests): the
// contract's readout as the probe's script returns it (prices, roots, supply) and a FAULT.
import { base64 } from '@scure/base';
import { halted, result, type Answer } from '../../core/transactions/fakeNode';

export const int = (value: bigint | number) => ({ type: 'Integer', value: String(value) });
const bytes = (text: string) => ({ type: 'ByteString', value: base64.encode(new TextEncoder().encode(text)) });

/** What the readout script leaves on the stack: the prices (last first), the roots, the total supply. */
export function readout({ supply = 0n, roots = [] as string[], prices = [] as bigint[] }): Answer {
  return halted([{ type: 'Array', value: [...prices.map(int).reverse(), { type: 'Array', value: roots.map(bytes) }, int(supply)] }], '1012339270');
}

export const fault = (exception: string): Answer => result({ script: '', state: 'FAULT', gasconsumed: '0', exception, stack: [] });
