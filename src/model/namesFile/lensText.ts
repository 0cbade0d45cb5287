// What the CodeLens at the top of a names file says: how its plan stands against the chain ("3 changes
// · 1 conflict", "Nothing to change", the file's errors, a plan that failed), then Plan and Apply.
import type { Localizer } from '../text/localizer';
import { singleLine } from '../text/untrustedText';

export type LensState =
  | { readonly kind: 'planning' }
  | { readonly kind: 'planned'; readonly changes: number; readonly conflicts: number }
  | { readonly kind: 'invalid'; readonly errors: number }
  | { readonly kind: 'failed'; readonly summary: string };

/** The first lens: the plan in a few words. */
export function lensSummary(state: LensState, l10n: Localizer): string {
  switch (state.kind) {
    case 'planning':
      return l10n.t('$(sync~spin) Planning…');
    case 'invalid':
      return state.errors === 1 ? l10n.t('$(error) 1 error in the file') : l10n.t('$(error) {0} errors in the file', l10n.count(state.errors));
    case 'failed':
      return l10n.t('$(warning) No plan: {0}', singleLine(state.summary, 80));
    case 'planned': {
      const changes = state.changes === 0
        ? l10n.t('$(check) Nothing to change')
        : state.changes === 1 ? l10n.t('1 change') : l10n.t('{0} changes', l10n.count(state.changes));
      if (state.conflicts === 0) return changes;
      return `${changes} · ${state.conflicts === 1 ? l10n.t('1 conflict') : l10n.t('{0} conflicts', l10n.count(state.conflicts))}`;
    }
  }
}
