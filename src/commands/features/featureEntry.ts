// What a feature bundle's entry is made of: its functions by name, run inside this bundle's own error
// boundary (the main bundle's cannot tell this bundle's errors by class).
import { withBoundary } from '../boundary';
import type { CommandContext } from '../commandContext';
import type { FeatureCommandBundle } from './lazyFeatures';

/** A feature command's function: what it runs with the command context and VS Code's arguments. */
export type FeatureCommandFunction = (context: CommandContext, ...args: unknown[]) => unknown;

/** The `runCommand` of a bundle holding these functions. */
export function featureCommandRunner(functions: Readonly<Record<string, FeatureCommandFunction>>): FeatureCommandBundle['runCommand'] {
  return (commandId, name, context, args) => {
    const command = Object.prototype.hasOwnProperty.call(functions, name) ? functions[name] : undefined;
    if (!command) return Promise.reject(new Error(`${commandId}: no function ${name} in this bundle.`));
    return withBoundary(commandId, (...given) => command(context, ...given), context)(...args);
  };
}
