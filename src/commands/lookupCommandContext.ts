// What the commands of hovers and Resolve Name… work with: the settings, the lookups, strings.
import type { Localizer } from '../model/text/localizer';
import type { NnsLookups } from '../services/lookups';
import type { SettingsService } from '../services/settings';

export interface LookupCommandContext {
  readonly settings: Pick<SettingsService, 'read'>;
  readonly lookups: Pick<NnsLookups, 'resolve'>;
  readonly l10n: Localizer;
}
