// The entry of Export Domains…'s bundle (dist/exportDomains.js, dist/web/exportDomains.js), loaded on
// its first use: the export's prompts, formats and writer.
import { exportDomains } from '../exportDomains';
import type { FeatureCommandsOf } from './featureCommandTable';
import { featureCommandRunner, type FeatureCommandFunction } from './featureEntry';

export const EXPORT_DOMAINS_FUNCTIONS = {
  exportDomains: (context, viewId, options) => exportDomains(context, viewId, options),
} satisfies Record<FeatureCommandsOf<'exportDomains'>, FeatureCommandFunction>;

export const runCommand = featureCommandRunner(EXPORT_DOMAINS_FUNCTIONS);
