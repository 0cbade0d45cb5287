// The commands whose code is a feature bundle of its own (services/featureBundles.ts), loaded on their
// first use in either extension host: each command's id, its bundle and its function's name there. The
// registry and the bundles' entries follow this table; the main bundle holds nothing else of them.
import { CommandIds } from '../../model/ids';
import type { FeatureName } from '../../services/featureBundles';

export interface FeatureCommandEntry {
  /** The command's id in package.json. */
  readonly id: string;
  /** The bundle its code is in. */
  readonly feature: FeatureName;
  /** Its function in that bundle. */
  readonly name: string;
  /** It asks something before it acts: its title ends with an ellipsis (test/unit/manifest.test.ts). */
  readonly asks: boolean;
}

export const FEATURE_COMMANDS = [
  { id: CommandIds.exportDomains, feature: 'exportDomains', name: 'exportDomains', asks: true },
  { id: CommandIds.planNamesFile, feature: 'namesFile', name: 'planNamesFile', asks: false },
  // Apply and Renew Expiring sign: they go through the write path, which says why a window does not sign.
  { id: CommandIds.applyNamesFile, feature: 'namesFile', name: 'applyNamesFile', asks: true },
  { id: CommandIds.exportNamesFile, feature: 'namesFile', name: 'exportNamesFile', asks: true },
  { id: CommandIds.renewExpiringNames, feature: 'namesFile', name: 'renewExpiringNames', asks: true },
] as const satisfies readonly FeatureCommandEntry[];

/** The name of a feature command's function in the bundles. */
export type FeatureCommandName = (typeof FEATURE_COMMANDS)[number]['name'];
/** The names of the functions of one bundle. */
export type FeatureCommandsOf<F extends FeatureName> = Extract<(typeof FEATURE_COMMANDS)[number], { readonly feature: F }>['name'];
