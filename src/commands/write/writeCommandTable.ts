// The commands that sign, in one table: each command's id as the manifest declares it, its function's
// name in the write commands' bundle (writeCommandsBundle.ts), and whether it asks before it acts. The
// registry and the bundle both follow it; the functions themselves load with the bundle, on the first write.
import { CommandIds } from '../../model/ids';

export interface WriteCommandEntry {
  /** The command's id in package.json. */
  readonly id: string;
  /** Its function in the write commands' bundle. */
  readonly name: string;
  /** It asks something before it acts: its title ends with an ellipsis (test/unit/manifest.test.ts holds the two together). */
  readonly asks: boolean;
}

export const WRITE_COMMANDS = [
  { id: CommandIds.registerName, name: 'registerName', asks: true },
  // Renew asks which account pays, where there are several, and the years where the contract takes them.
  { id: CommandIds.renewName, name: 'renewName', asks: true },
  { id: CommandIds.setRecord, name: 'setRecord', asks: true },
  { id: CommandIds.deleteRecord, name: 'deleteRecord', asks: true },
  { id: CommandIds.setAdmin, name: 'setAdmin', asks: true },
  { id: CommandIds.transferName, name: 'transferName', asks: true },
  { id: CommandIds.addRoot, name: 'addRoot', asks: true },
  { id: CommandIds.setPrice, name: 'setPrice', asks: true },
  { id: CommandIds.setUpNns, name: 'setUpNns', asks: true },
  // A context file signed elsewhere: sent, or only shown (each asks which file, unless a lens names it).
  { id: CommandIds.sendSignedTransaction, name: 'sendSignedTransaction', asks: true },
  { id: CommandIds.inspectTransaction, name: 'inspectTransaction', asks: true },
] as const satisfies readonly WriteCommandEntry[];

/** The name of a write command's function in the bundle. */
export type WriteCommandName = (typeof WRITE_COMMANDS)[number]['name'];
