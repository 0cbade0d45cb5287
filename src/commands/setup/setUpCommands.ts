// The set-up's commands, for the one table of commands/registry.ts: Set Up NNS on This Chain…, and the
// committee's Add Root… and Set Price…. Each signs: a trusted workspace only (package.json's `when`
// clauses hide them elsewhere; the write service refuses at run time).
import { CommandIds } from '../../model/ids';
import type { CommandEntry } from '../registry';
import { addRoot, setPrice } from './committeeCommands';
import { setUpNns } from './setUpNns';

export const SET_UP_COMMANDS: readonly CommandEntry[] = [
  [CommandIds.setUpNns, (context) => setUpNns(context)],
  [CommandIds.addRoot, (context, root) => addRoot(context, root)],
  [CommandIds.setPrice, (context) => setPrice(context)],
];
