// The entry of the write commands' bundle (dist/writeCommands.js), loaded on the first write only: the
// function of each command of the table (write/writeCommandTable.ts), the write service they share, and
// this bundle's own error boundary, since its errors are of its own copy of the core.
import type { WriteService } from '../services/write/writeService';
import { withBoundary, type BoundaryContext } from './boundary';
import type { CommandContext } from './commandContext';
import { setUpNns } from './setup/setUpNns';
import { addRoot } from './write/operations/addRoot';
import { deleteRecord } from './write/operations/deleteRecord';
import { registerName } from './write/operations/register';
import { inspectTransaction, sendSignedTransaction } from './write/sendSignedTransaction';
import { renewName } from './write/operations/renew';
import { setAdmin } from './write/operations/setAdmin';
import { setPrice } from './write/operations/setPrice';
import { setRecord } from './write/operations/setRecord';
import { transferName } from './write/operations/transfer';
import type { WriteCommandName } from './write/writeCommandTable';

export { WriteService } from '../services/write/writeService';

/** What a write command runs with: the command context, with the window's write service. */
export type WriteCommandContext = Omit<CommandContext, 'write'> & BoundaryContext & { readonly write: WriteService };

/** The function of each write command, by its name in the table. */
export const WRITE_COMMAND_FUNCTIONS = {
  registerName, renewName, setRecord, deleteRecord, setAdmin, transferName, addRoot, setPrice, setUpNns, sendSignedTransaction, inspectTransaction,
} satisfies Record<WriteCommandName, (context: WriteCommandContext, arg?: unknown) => unknown>;

/** Runs a write command in this bundle's error boundary: a failure is logged and shown once, a cancel says nothing. */
export function runCommand(commandId: string, name: WriteCommandName, context: WriteCommandContext, arg: unknown): Promise<unknown> {
  const command: (context: WriteCommandContext, arg?: unknown) => unknown = WRITE_COMMAND_FUNCTIONS[name];
  return withBoundary(commandId, (given) => command(context, given), context)(arg);
}
