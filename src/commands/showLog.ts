// nns.showLog: the "NNS Explorer" output channel.
import type { CommandContext } from './commandContext';

export function showLog(context: CommandContext): void {
  context.log.show();
}
