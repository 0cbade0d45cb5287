/** Decodes one iterator value; throws NnsError INVALID_RESPONSE when the value is not what the method yields. */
export type ItemDecoder<T> = (item: unknown) => T;

/** Items gathered page by page and reported through `onPage`; can start over when a listing restarts. */
export class ItemCollector<T> {
  items: T[] = [];

  constructor(
    private readonly decode: ItemDecoder<T>,
    private readonly onPage?: (items: readonly T[], loadedSoFar: number) => void,
    private readonly onReset?: () => void,
  ) {}

  get count(): number {
    return this.items.length;
  }

  add(values: readonly unknown[]): void {
    this.addPages([values]);
  }

  /** Decodes consecutive pages (one batch's worth) and reports them as one step of progress. */
  addPages(pages: readonly (readonly unknown[])[]): void {
    const start = this.items.length;
    try {
      for (const values of pages) for (const value of values) this.items.push(this.decode(value));
    } catch (error) {
      this.items.length = start; // a page that does not decode adds nothing
      throw error;
    }
    if (this.items.length > start) this.onPage?.(this.items.slice(start), this.items.length);
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
  }
}
