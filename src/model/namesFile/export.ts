// A names file of held names as the chain holds them: each one's owner, admin and records, so that a
// plan of the file changes nothing. Names not held (free, expired, unread) are left out.
import type { NameOnChain } from '../../core';
import { compareNames } from '../tree/domainTree';
import { RECORD_TYPE_ORDER } from '../write/contracts/recordValues';
import type { ExportOptions } from './api';

/** The `*.nns.json` text of the held names among `states`. */
export function exportNamesFile(states: readonly NameOnChain[], options: ExportOptions = {}): string {
  const held = states.filter((state) => state.state === 'held' && (state.parent !== undefined || state.owner !== undefined));
  const ordered = options.order === 'given' ? held : [...held].sort((a, b) => compareNames(a.name, b.name));
  const names: Record<string, Record<string, unknown>> = {};
  for (const state of ordered) {
    if (Object.hasOwn(names, state.name)) continue;
    names[state.name] = entryOf(state);
  }
  return `${JSON.stringify({ names }, null, 2)}\n`;
}

/** A name's entry: its owner and admin (a name kept under its parent has those of the parent: left out), its records of the types a file takes. */
function entryOf(state: NameOnChain): Record<string, unknown> {
  const records: Record<string, string | string[]> = {};
  for (const type of RECORD_TYPE_ORDER) {
    const values = state.records?.get(type);
    if (!values || values.length === 0) continue;
    records[type] = values.length === 1 ? values[0]! : [...values];
  }
  if (state.parent !== undefined) return { records };
  return { owner: state.owner!.address, admin: state.admin ? state.admin.address : null, records };
}
