// nns.setOwner: asks for an owner and writes it to nns.owner (the workspace settings when a folder is
// open): the explicit way to make an owner the configured one. The welcome of Owner Domains offers it.
import type { CommandContext } from './commandContext';
import { acceptOwner, askOwner } from './ownerPrompt';

/** `nns.setOwner(owner?)`: with an address or hash, skips the prompt. Resolves with the address written. */
export async function setOwner(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const input = typeof given === 'string' ? given : await askOwner(context, context.l10n.t('Set Owner'));
  const owner = await acceptOwner(context, input);
  if (!owner) return undefined;
  await context.settings.write('owner', owner.address);
  // Shows its row open and loads it anew, also when it was the configured owner already.
  await context.owners.browse(owner);
  return owner.address;
}
