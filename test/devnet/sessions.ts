/**
 * Iterator sessions (C# RpcServer Session + its expiry timer): a session holds the iterators of one
 * invocation; it expires after `expiryMs` without use, and each traverseiterator resets that clock
 * (Session.ResetExpiration). Expiry is evaluated on every access, so an expired session is gone
 * exactly when its time is up, with no timers left running.
 */
import { randomUUID } from 'node:crypto';
import type { ValueIterator } from './stackItems';

export interface Session {
  readonly id: string;
  readonly iterators: Map<string, ValueIterator>;
  lastUsed: number;
  /** traverseiterator pages served (for the 'expireSession' fault). */
  pages: number;
}

const UUID_RE = /^\{?([0-9a-fA-F]{8})-?([0-9a-fA-F]{4})-?([0-9a-fA-F]{4})-?([0-9a-fA-F]{4})-?([0-9a-fA-F]{12})\}?$/;

/** Canonical lower-case form of a GUID (.NET Guid.Parse accepts braces and the 32-digit form). */
export function parseGuid(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const m = UUID_RE.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}-${m[4]}-${m[5]}`.toLowerCase() : undefined;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private expiryMs: number, private readonly now: () => number = Date.now) {}

  setExpiry(expiryMs: number): void {
    this.expiryMs = expiryMs;
  }

  private purge(): void {
    const t = this.now();
    for (const [id, session] of this.sessions) {
      if (t >= session.lastUsed + this.expiryMs) this.sessions.delete(id);
    }
  }

  /** Registers a new session holding `iterators` (keyed by iterator id) and returns its id. */
  create(iterators: Map<string, ValueIterator>): Session {
    this.purge();
    const session: Session = { id: randomUUID(), iterators, lastUsed: this.now(), pages: 0 };
    this.sessions.set(session.id, session);
    return session;
  }

  /** A live session, its clock reset (as traverseiterator does). */
  use(id: string): Session | undefined {
    this.purge();
    const session = this.sessions.get(id);
    if (session) session.lastUsed = this.now();
    return session;
  }

  delete(id: string): boolean {
    this.purge();
    return this.sessions.delete(id);
  }

  get size(): number {
    this.purge();
    return this.sessions.size;
  }

  clear(): void {
    this.sessions.clear();
  }
}
