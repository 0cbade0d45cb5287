// The entry of the write commands' bundle (dist/writeCommands.js): the commands that sign, the write
// service they share and their error boundary, loaded by the Node extension host on the first write
// only (LazyWrite), so that activation and the lists never load or parse any of it. The signing code
// itself is one bundle further (dist/write.js), loaded by the write service when a command first
// prepares a transaction. The commands run inside this bundle's own boundary: its errors are of its
// own copy of the core, which the main bundle's boundary would not recognise.
import { withBoundary, type BoundaryContext } from './boundary';
import type { WriteContext } from './write/writeFlow';

export { WriteService } from '../services/write/writeService';
export { deleteRecord } from './write/deleteRecord';
export { registerName } from './write/registerName';
export { renewName } from './write/renewName';
export { setAdmin } from './write/setAdmin';
export { setRecord } from './write/setRecord';
export { transferName } from './write/transferName';
// The set-up's commands sign too (commands/setup): Set Up NNS on This Chain…, Add Root…, Set Price….
export { setUpNns } from './setup/setUpNns';
export { addRoot, setPrice } from './setup/committeeCommands';

/** Runs a write command in this bundle's error boundary: a failure is logged and shown once, a cancel says nothing. */
export function runCommand<C extends WriteContext & BoundaryContext>(commandId: string, command: (context: C, arg: unknown) => unknown, context: C, arg: unknown): Promise<unknown> {
  return withBoundary(commandId, (given) => command(context, given), context)(arg);
}
