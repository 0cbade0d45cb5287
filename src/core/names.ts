import { decodeName } from './decode';
import type { ByteStringItem } from './schemas';

/** Names gathered page by page, reported through `onPage`; can start over when a listing restarts. */
export class NameCollector {
  names: string[] = [];
  invalidUtf8: number[] = [];

  constructor(
    private readonly onPage?: (names: readonly string[], loadedSoFar: number) => void,
    private readonly onReset?: () => void,
  ) {}

  get count(): number {
    return this.names.length;
  }

  add(items: readonly ByteStringItem[]): void {
    if (items.length === 0) return;
    const page: string[] = [];
    for (const item of items) {
      const decoded = decodeName(item.value);
      if (!decoded.validUtf8) this.invalidUtf8.push(this.names.length);
      this.names.push(decoded.name);
      page.push(decoded.name);
    }
    this.onPage?.(page, this.names.length);
  }

  /** Replaces what was collected by `items`, reporting only what is new when they extend it. */
  replaceWith(items: readonly ByteStringItem[]): void {
    const previous = this.names;
    const extendsPrevious = items.length >= previous.length
      && previous.every((name, i) => decodeName(items[i]!.value).name === name);
    if (extendsPrevious) {
      this.add(items.slice(previous.length));
      return;
    }
    this.reset();
    this.add(items);
  }

  reset(): void {
    if (this.names.length > 0) this.onReset?.();
    this.names = [];
    this.invalidUtf8 = [];
  }
}
