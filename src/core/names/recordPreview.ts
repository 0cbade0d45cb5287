import { clientFor, type CallOptions } from '../rpc/client';
import { decodeRecord, type DomainRecordEntry } from './records';
import { previewIterator, type IteratorPreview } from '../listing/unwrap';
import type { NodeConfig } from '../rpc/types';

/**
 * The first `max` records of `name` (`getAllRecords`) in one round trip, and whether it has more:
 * for a glance (a hover); the details document lists them all (`listRecords`).
 */
export async function previewRecords(node: NodeConfig, name: string, max: number, options: CallOptions = {}): Promise<IteratorPreview<DomainRecordEntry>> {
  const { node: checked, client } = clientFor(node, options);
  return previewIterator(client, checked.contractHash, 'getAllRecords', [{ type: 'String', value: name }], max, decodeRecord);
}
