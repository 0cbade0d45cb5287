import { utf8Length } from '../listing/collector';
import { normalizeNodeConfig } from '../rpc/config';
import { listIterator, type IteratorListing } from '../listing/listing';
import { readInteger, readStruct, readText } from '../rpc/stackValues';
import type { ListOptions, NodeConfig } from '../rpc/types';
import type { ListingOutcome } from '../listing/types';

/** Record types of the NNS contract (RecordType.cs). */
export const RECORD_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'A', 5: 'CNAME', 16: 'TXT', 28: 'AAAA' };

export interface DomainRecordEntry {
  /** The (sub)domain the record belongs to. */
  name: string;
  type: number;
  /** `A`, `CNAME`, `TXT`, `AAAA`, or the number itself for a type this client does not know. */
  typeName: string;
  data: string;
}

export interface RecordList extends ListingOutcome {
  records: DomainRecordEntry[];
}

export interface RecordListOptions extends Omit<ListOptions, 'onPage'> {
  onPage?: (records: readonly DomainRecordEntry[], loadedSoFar: number) => void;
}

/** Every record of `name` (`getAllRecords`, an iterator of RecordState structs), by the same routes as the name lists. */
export async function listRecords(node: NodeConfig, name: string, options: RecordListOptions = {}): Promise<RecordList> {
  const checked = normalizeNodeConfig(node);
  const argument = { type: 'String', value: name } as const;
  const listing: IteratorListing<DomainRecordEntry> = await listIterator(checked, {
    operation: 'getAllRecords', args: [argument], trailingParams: [[argument]], noun: 'records', decode: decodeRecord, sizeOf: recordBytes,
  }, options);
  const { items, ...rest } = listing;
  return { records: items, ...rest };
}

function recordBytes(record: DomainRecordEntry): number {
  return utf8Length(record.name) + utf8Length(record.data);
}

/** RecordState: [Name, Type, Data] (newer contracts append an ID). */
export function decodeRecord(item: unknown): DomainRecordEntry {
  const fields = readStruct(item, 'a record', 'getAllRecords');
  const type = Number(readInteger(fields[1], 'a record type', 'getAllRecords'));
  return {
    name: readText(fields[0], 'a record name', 'getAllRecords'),
    type,
    typeName: RECORD_TYPE_NAMES[type] ?? String(type),
    data: readText(fields[2], 'record data', 'getAllRecords'),
  };
}
