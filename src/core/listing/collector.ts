import { incompleteMessage, type BoundReason, type ListNoun } from './incomplete';

/** Decodes one iterator value; throws NnsError INVALID_RESPONSE when the value is not what the method yields. */
export type ItemDecoder<T> = (item: unknown) => T;

/** The most items one list keeps, whatever the node sends (ListOptions.maxItems). */
export const DEFAULT_MAX_ITEMS = 1_000_000;
/** The most bytes of text (UTF-8) one list keeps, whatever the node sends (ListOptions.maxBytes). */
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** What bounds one list: the absolute limits, the size of an item, and the noun for messages. */
export interface ListBounds<T> {
  maxItems: number;
  maxBytes: number;
  /** The bytes of an item's text (UTF-8). */
  sizeOf: (item: T) => number;
  /** What the items are, plural. */
  noun: ListNoun;
}

/** The list ran past its bound: the collector keeps the items up to it; `bound` says why it stopped, `reason` in words. */
export class ListBoundReached extends Error {
  readonly reason: string;

  constructor(readonly bound: BoundReason) {
    const reason = incompleteMessage(bound);
    super(reason);
    this.reason = reason;
    this.name = 'ListBoundReached';
  }
}

/** The contract's own count of a list (`totalSupply`, `balanceOf`), and the method that gave it. */
export interface ContractCount {
  count: number;
  method: string;
}

/**
 * Names registered while a list is read may take it past the count asked beside it: this many more
 * are tolerated (1%, at least 1,000) before the node is taken to be sending without end.
 */
export function countMargin(count: number): number {
  return Math.max(1000, Math.ceil(count / 100));
}

/**
 * Items gathered page by page and reported through `onPage`; can start over when a listing restarts.
 * Every route adds its items here, so the bound holds for all of them: at most `maxItems` items and
 * `maxBytes` bytes, and no more than the contract's count and its margin once that is known.
 */
export class ItemCollector<T> {
  items: T[] = [];
  private bytes = 0;
  private counted: ContractCount | undefined;

  constructor(
    private readonly decode: ItemDecoder<T>,
    private readonly bounds: ListBounds<T>,
    private readonly onPage?: (items: readonly T[], loadedSoFar: number) => void,
    private readonly onReset?: () => void,
  ) {}

  get count(): number {
    return this.items.length;
  }

  /** The contract's count of this list, when it answered: the list may not run past it and its margin. */
  get contractCount(): ContractCount | undefined {
    return this.counted;
  }

  /** How many more items the list may take before its bound stops it. */
  get room(): number {
    return Math.max(0, this.ceiling() - this.items.length);
  }

  expect(counted: ContractCount | undefined): void {
    this.counted = counted;
  }

  add(values: readonly unknown[]): void {
    this.addPages([values]);
  }

  /**
   * Decodes consecutive pages (one batch's worth) and reports them as one step of progress. Past the
   * bound, the items up to it are kept and reported, and ListBoundReached is thrown.
   */
  addPages(pages: readonly (readonly unknown[])[]): void {
    const start = this.items.length;
    const startBytes = this.bytes;
    const ceiling = this.ceiling();
    let stop: BoundReason | undefined;
    try {
      outer: for (const values of pages) {
        for (const value of values) {
          const item = this.decode(value);
          const bytes = this.bytes + this.bounds.sizeOf(item);
          if (this.items.length >= ceiling || bytes > this.bounds.maxBytes) {
            stop = this.stopReason(ceiling, bytes > this.bounds.maxBytes);
            break outer;
          }
          this.items.push(item);
          this.bytes = bytes;
        }
      }
    } catch (error) {
      // A page that does not decode adds nothing.
      this.items.length = start;
      this.bytes = startBytes;
      throw error;
    }
    if (this.items.length > start) this.onPage?.(this.items.slice(start), this.items.length);
    if (stop !== undefined) throw new ListBoundReached(stop);
  }

  /**
   * Replaces what was collected by `values` (which start from the beginning again), reporting only
   * what is new. `sameFrom`: items from this index on are known to have been decoded from these very
   * values (they were added from them), so only those before it are compared.
   */
  replaceWith(values: readonly unknown[], sameFrom = this.items.length): void {
    // Decoded items are plain data, so their JSON tells whether the new answer extends the old one.
    const extendsPrevious = values.length >= this.items.length
      && this.items.slice(0, sameFrom).every((item, i) => JSON.stringify(this.decode(values[i]!)) === JSON.stringify(item));
    if (!extendsPrevious) this.reset();
    this.add(values.slice(this.items.length));
  }

  reset(): void {
    if (this.items.length > 0) this.onReset?.();
    this.items = [];
    this.bytes = 0;
  }

  private ceiling(): number {
    const { maxItems } = this.bounds;
    return this.counted ? Math.min(maxItems, this.counted.count + countMargin(this.counted.count)) : maxItems;
  }

  private stopReason(ceiling: number, bytes: boolean): BoundReason {
    const { noun, maxItems, maxBytes } = this.bounds;
    const kept = this.items.length;
    if (bytes) return { kind: 'bound', cause: 'bytes', kept, noun, maxBytes };
    if (this.counted && ceiling < maxItems) return { kind: 'bound', cause: 'past-count', kept, noun, counted: this.counted.count, method: this.counted.method };
    return { kind: 'bound', cause: 'items', kept, noun };
  }
}

/** The UTF-8 length of a text, without encoding it (lists are long). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // U+0080–U+07FF: 2 bytes; other BMP: 3; a surrogate pair (2 units): 4.
    if (code >= 0x80) bytes += code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}
