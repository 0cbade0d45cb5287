import * as z from 'zod';
import { parseDisplayHash } from '../encoding/hex';
import { invokeResultSchema } from '../rpc/schemas';

/** Schemas of the answers the write path reads: nothing from the node is used before it passes one. */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const base64Text = z.string().refine((text) => text.length % 4 === 0 && BASE64.test(text), 'not base64');
const uint32 = z.number().int().min(0).max(0xffff_ffff);
/** Datoshi as the nodes write them: a decimal string (neo-go, C#), or a JSON number. */
const datoshi = z.union([z.string().regex(/^-?\d+$/, 'not a decimal integer'), z.number().int()]).transform((value) => BigInt(value));
const displayHash = z.string().refine((text) => parseDisplayHash(text) !== undefined, 'not a script hash');
const transactionHash = z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, 'not a transaction hash').transform((text) => `0x${text.replace(/^0x/, '').toLowerCase()}`);

export { networkVersionSchema, type NetworkVersion } from '../rpc/networkVersion';

export const blockCountSchema = z.number().int();

/** `gettransactionheight(hash)`: the index of the block that holds it. */
export const transactionHeightSchema = uint32;

const stackValue = z.object({ type: z.string(), value: z.unknown().optional() }).loose();

/** A notification of an invocation or an execution. */
export const notificationSchema = z.object({
  contract: displayHash,
  eventname: z.string(),
  state: stackValue,
}).loose();

/** `invokescript` with the notifications the script raised (the GAS it moves). */
export const invokeWithNotificationsSchema = invokeResultSchema.extend({
  notifications: z.array(notificationSchema).nullable().optional(),
});
export type InvokeWithNotifications = z.infer<typeof invokeWithNotificationsSchema>;

/** A NEP-17 Transfer's state: [from (bytes or null), to (bytes or null), amount]. */
export const transferStateSchema = z.object({
  type: z.literal('Array'),
  value: z.tuple([
    z.union([z.object({ type: z.literal('ByteString'), value: base64Text }), z.object({ type: z.literal('Any') }).loose()]),
    z.union([z.object({ type: z.literal('ByteString'), value: base64Text }), z.object({ type: z.literal('Any') }).loose()]),
    z.object({ type: z.literal('Integer'), value: z.string().regex(/^-?\d+$/) }),
  ]),
});

/** A HALTed call that returned one Integer (balanceOf, getFeePerByte…). */
export const integerStackSchema = z.tuple([z.object({ type: z.literal('Integer'), value: z.string().regex(/^-?\d+$/, 'not a decimal integer') })]);

/** `calculatenetworkfee` → `{ networkfee }` in datoshi. */
export const networkFeeSchema = z.object({ networkfee: datoshi }).loose();

/** `sendrawtransaction` → `{ hash }`. */
export const relayResultSchema = z.object({ hash: transactionHash }).loose();

/** `getapplicationlog(tx hash)`: one execution, the Application trigger's. */
export const applicationLogSchema = z.object({
  executions: z.array(z.object({
    trigger: z.string().optional(),
    vmstate: z.string(),
    exception: z.string().nullable().optional(),
    gasconsumed: datoshi.optional(),
    stack: z.array(stackValue).nullable().optional(),
    notifications: z.array(notificationSchema).nullable().optional(),
  }).loose()).min(1),
}).loose();
export type ApplicationLog = z.infer<typeof applicationLogSchema>;

/** `getrawtransaction(hash, true)`: a transaction in a block has `blockhash` (neo-go adds `vmstate`). */
export const verboseTransactionSchema = z.object({
  hash: transactionHash,
  blockhash: transactionHash.optional(),
  confirmations: z.number().int().optional(),
  vmstate: z.string().optional(),
}).loose();
