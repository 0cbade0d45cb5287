// A command of a feature bundle as the main bundle runs it: the bundle loaded on first use (in either
// extension host), then the command run inside that bundle's own error boundary, whose errors are of its
// own copy of the core.
import type { CommandContext } from '../commandContext';
import type { FeatureName } from '../../services/featureBundles';
import type { FeatureCommandName } from './featureCommandTable';

/** What every feature bundle's entry exports (src/commands/features/*Bundle.ts). */
export interface FeatureCommandBundle {
  runCommand(commandId: string, name: FeatureCommandName, context: CommandContext, args: readonly unknown[]): Promise<unknown>;
}

export function isFeatureCommandBundle(value: unknown): value is FeatureCommandBundle {
  return typeof value === 'object' && value !== null && typeof (value as Partial<FeatureCommandBundle>).runCommand === 'function';
}

/** Loads the feature's bundle (once) and runs the command there. */
export async function runFeatureCommand(context: CommandContext, feature: FeatureName, commandId: string, name: FeatureCommandName, args: readonly unknown[]): Promise<unknown> {
  const bundle = await context.features.load(feature);
  if (!isFeatureCommandBundle(bundle)) throw new Error(`The ${feature} bundle of NNS Explorer does not export its commands.`);
  return bundle.runCommand(commandId, name, context, args);
}
