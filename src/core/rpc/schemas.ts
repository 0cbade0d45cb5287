import * as z from '../zod';

/** Schemas for everything a node sends back; nothing from the network is used before it passes one. */

/**
 * Canonical base64: alphabet characters, at most two `=` at the end, a multiple of 4 in all (the
 * same strings as groups of four with a padded last group, checked in one pass: names are many).
 */
const BASE64_CHARS = /^[A-Za-z0-9+/]*={0,2}$/;
const base64Text = z.string().check(z.refine((text) => text.length % 4 === 0 && BASE64_CHARS.test(text), 'not base64'));

export const rpcErrorSchema = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.optional(z.unknown()),
});

/** JSON-RPC 2.0 response envelope; `id` is checked against the request separately. */
export const responseEnvelopeSchema = z.union([
  // Results first: a listing reads thousands of them for every error.
  z.object({ jsonrpc: z.literal('2.0'), id: z.number().check(z.int()), result: z.unknown() }).check(z.refine(
    (envelope) => envelope.result !== undefined,
    { message: 'result is missing' },
  )),
  z.object({ jsonrpc: z.literal('2.0'), id: z.nullable(z.number().check(z.int())), error: rpcErrorSchema }),
]);
export type ResponseEnvelope = z.infer<typeof responseEnvelopeSchema>;

/**
 * A value of bytes: a ByteString, or a Buffer (a contract that called `register` with a Buffer left its
 * name, owner or admin as one; the bytes read the same).
 */
export const bytesItemSchema = z.object({
  type: z.enum(['ByteString', 'Buffer']),
  value: base64Text,
});

/** Any stack item: only its type is checked here; each method's decoder checks what it expects. */
export const stackItemSchema = z.looseObject({ type: z.string() });
export type StackItem = z.infer<typeof stackItemSchema>;

/**
 * Iterator values are checked one by one by the decoder of the method that yields them (itself a zod
 * schema), so the arrays that carry them are not walked twice: long lists stay cheap.
 */
const iteratorValues = z.array(z.unknown());

/**
 * The iterator item in its four shapes (protocol notes §3): `iterator` + `truncated` (either may be
 * omitted by neo-go when empty/false), or `interface` + `id` for session-backed iterators.
 */
export const iteratorItemSchema = z.object({
  type: z.literal('InteropInterface'),
  iterator: z.optional(iteratorValues),
  truncated: z.optional(z.boolean()),
  interface: z.optional(z.string()),
  id: z.optional(z.string().check(z.minLength(1))),
});
export type IteratorItem = z.infer<typeof iteratorItemSchema>;

const decimalString = z.string().check(z.regex(/^\d+$/, 'not a decimal integer'));

/** `result` of invokefunction / invokescript. */
export const invokeResultSchema = z.object({
  script: base64Text,
  state: z.string(),
  gasconsumed: decimalString,
  // The seed says null on success; tolerate its absence, decide success by `state`.
  exception: z.optional(z.nullable(z.string())),
  // neo-go answers `stack: null` (state HALT, `exception: "json error: …"`) when a value's JSON would be too large to send.
  stack: z.nullable(z.array(stackItemSchema)),
  session: z.optional(z.string().check(z.minLength(1))),
});
export type InvokeResult = z.infer<typeof invokeResultSchema>;

/** A HALTed result of tokens/tokensOf: exactly one InteropInterface item. */
export const iteratorStackSchema = z.tuple([iteratorItemSchema]);

/** A HALTed result of the unwrap script: exactly one Array of the iterator's values. */
export const unwrappedStackSchema = z.tuple([
  z.object({ type: z.literal('Array'), value: iteratorValues }),
]);

/** `traverseiterator` → the next items; an empty array means the iterator is exhausted. */
export const traverseResultSchema = iteratorValues;

export const terminateResultSchema = z.boolean();

/** `getversion`; `rpc` is absent on older nodes (unknown, not false). */
export const versionSchema = z.looseObject({
  useragent: z.optional(z.string()),
  rpc: z.optional(z.looseObject({
    maxiteratorresultitems: z.optional(z.number().check(z.int(), z.positive())),
    sessionenabled: z.optional(z.boolean()),
  })),
  // A byte: addresses of this chain start with it (53 on MainNet and TestNet).
  protocol: z.optional(z.looseObject({ addressversion: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(255))) })),
});
export type Version = z.infer<typeof versionSchema>;

/**
 * `findstorage` → one page of a contract's storage: keys with the searched prefix, in ascending byte
 * order. neo-go before 0.106 answers an empty page with `results: null`; `next` differs between the
 * nodes past the end (C#: start + items, neo-go: items seen) and is not needed.
 */
export const findStorageResultSchema = z.object({
  truncated: z.boolean(),
  next: z.optional(z.number().check(z.int())),
  results: z.nullable(z.array(z.object({ key: base64Text, value: base64Text }))),
});
export type FindStorageResult = z.infer<typeof findStorageResultSchema>;

/** `getstorage` → the value in base64 (neo-go before 0.102 answered "" for an absent key; now -104). */
export const getStorageResultSchema = base64Text;

/** `getblockcount` → the blocks the node has persisted (its height + 1). */
export const blockCountSchema = z.number().check(z.int(), z.minimum(0));

/** `getblockheader [index, true]` → a block's header: only its Merkle root is read (all zeros: the block holds no transaction). */
export const blockHeaderSchema = z.looseObject({ merkleroot: z.string() });
export type BlockHeader = z.infer<typeof blockHeaderSchema>;
