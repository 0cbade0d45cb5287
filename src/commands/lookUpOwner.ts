// nns.lookUpOwner: shows an owner's domains in Owner Domains, beside the configured owner. Browsing
// is view state, kept for the workspace: it never writes nns.owner (nns.setOwner does, when asked).
import type { CommandContext } from './commandContext';
import { acceptOwner, askOwner } from './ownerPrompt';

/** `nns.lookUpOwner(owner?)`: with an address or hash, skips the prompt (scripts and tests). */
export async function lookUpOwner(context: CommandContext, given?: unknown): Promise<string | undefined> {
  const input = typeof given === 'string' ? given : await askOwner(context, context.l10n.t('Look Up Domains of Owner'));
  const owner = await acceptOwner(context, input);
  if (!owner) return undefined;
  await context.owners.browse(owner);
  return owner.address;
}
