// The set-up's commands for the write commands' table (commands/registry.ts): Set Up NNS on This
// Chain…, and the committee's Add Root… and Set Price…. They sign, so they live in the write commands'
// bundle (commands/writeCommandsBundle.ts exports them) and run as the other write commands do: a
// trusted workspace in a Node extension host only (package.json's `when` clauses hide them elsewhere).
import { CommandIds } from '../../model/ids';

/** Their functions' names in the write commands' bundle. */
export type SetUpCommandName = 'setUpNns' | 'addRoot' | 'setPrice';

export const SET_UP_COMMANDS: ReadonlyArray<readonly [string, SetUpCommandName]> = [
  [CommandIds.setUpNns, 'setUpNns'],
  [CommandIds.addRoot, 'addRoot'],
  [CommandIds.setPrice, 'setPrice'],
];
