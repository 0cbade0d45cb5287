import * as z from '../zod';
import { parseDisplayHash } from '../encoding/hex';
import { invokeResultSchema } from '../rpc/schemas';

/** Schemas of the answers the write path reads: nothing from the node is used before it passes one. */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const base64Text = z.string().check(z.refine((text) => text.length % 4 === 0 && BASE64.test(text), 'not base64'));
const uint32 = z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff));
/** Datoshi as the nodes write them: a decimal string (neo-go, C#), or a JSON number. */
const datoshi = z.pipe(z.union([z.string().check(z.regex(/^-?\d+$/, 'not a decimal integer')), z.number().check(z.int())]), z.transform((value) => BigInt(value)));
const displayHash = z.string().check(z.refine((text) => parseDisplayHash(text) !== undefined, 'not a script hash'));
const transactionHash = z.pipe(z.string().check(z.regex(/^(0x)?[0-9a-fA-F]{64}$/, 'not a transaction hash')), z.transform((text) => `0x${text.replace(/^0x/, '').toLowerCase()}`));

export { networkVersionSchema, type NetworkVersion } from '../rpc/networkVersion';

export const blockCountSchema = z.number().check(z.int());

/** `gettransactionheight(hash)`: the index of the block that holds it. */
export const transactionHeightSchema = uint32;

const stackValue = z.looseObject({ type: z.string(), value: z.optional(z.unknown()) });

/** A notification of an invocation or an execution. */
export const notificationSchema = z.looseObject({
  contract: displayHash,
  eventname: z.string(),
  state: stackValue,
});

/** `invokescript` with the notifications the script raised (the GAS it moves). */
export const invokeWithNotificationsSchema = z.extend(invokeResultSchema, {
  notifications: z.optional(z.nullable(z.array(notificationSchema))),
});
export type InvokeWithNotifications = z.infer<typeof invokeWithNotificationsSchema>;

/** A NEP-17 Transfer's state: [from (bytes or null), to (bytes or null), amount]. */
export const transferStateSchema = z.object({
  type: z.literal('Array'),
  value: z.tuple([
    z.union([z.object({ type: z.literal('ByteString'), value: base64Text }), z.looseObject({ type: z.literal('Any') })]),
    z.union([z.object({ type: z.literal('ByteString'), value: base64Text }), z.looseObject({ type: z.literal('Any') })]),
    z.object({ type: z.literal('Integer'), value: z.string().check(z.regex(/^-?\d+$/)) }),
  ]),
});

/** A HALTed call that returned one Integer (balanceOf, getFeePerByte…). */
export const integerStackSchema = z.tuple([z.object({ type: z.literal('Integer'), value: z.string().check(z.regex(/^-?\d+$/, 'not a decimal integer')) })]);

/** `calculatenetworkfee` → `{ networkfee }` in datoshi. */
export const networkFeeSchema = z.looseObject({ networkfee: datoshi });

/** `sendrawtransaction` → `{ hash }`. */
export const relayResultSchema = z.looseObject({ hash: transactionHash });

/** `getapplicationlog(tx hash)`: one execution, the Application trigger's. */
export const applicationLogSchema = z.looseObject({
  executions: z.array(z.looseObject({
    trigger: z.optional(z.string()),
    vmstate: z.string(),
    exception: z.optional(z.nullable(z.string())),
    gasconsumed: z.optional(datoshi),
    stack: z.optional(z.nullable(z.array(stackValue))),
    notifications: z.optional(z.nullable(z.array(notificationSchema))),
  })).check(z.minLength(1)),
});
export type ApplicationLog = z.infer<typeof applicationLogSchema>;

/** `getrawtransaction(hash, true)`: a transaction in a block has `blockhash` (neo-go adds `vmstate`). */
export const verboseTransactionSchema = z.looseObject({
  hash: transactionHash,
  blockhash: z.optional(transactionHash),
  confirmations: z.optional(z.number().check(z.int())),
  vmstate: z.optional(z.string()),
});
