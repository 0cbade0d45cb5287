import * as z from '../zod';

/** The public networks by their magic (neo-node's config.mainnet.json and config.testnet.json). */
export const PUBLIC_NETWORKS: Readonly<Record<number, 'MainNet' | 'TestNet'>> = { 860833102: 'MainNet', 894710606: 'TestNet' };

/** `getversion`: the network a transaction is signed for and its limits (protocol notes §14). */
export const networkVersionSchema = z.looseObject({
  protocol: z.looseObject({
    network: z.number().check(z.int(), z.minimum(0), z.maximum(0xffff_ffff)),
    maxvaliduntilblockincrement: z.number().check(z.int()),
    addressversion: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(255))),
    msperblock: z.optional(z.number().check(z.int(), z.positive())),
  }),
});
export type NetworkVersion = z.infer<typeof networkVersionSchema>;

/** What a transaction needs of the network, from `getversion`. */
export interface NetworkInfo {
  /** `protocol.network`: signed with every transaction, so that it is valid on this network only. */
  readonly magic: number;
  /** `protocol.maxvaliduntilblockincrement`: validUntilBlock may be at most this far ahead. */
  readonly maxValidUntilBlockIncrement: number;
  /** `protocol.addressversion` (53 where the node does not say). */
  readonly addressVersion: number;
  /** `protocol.msperblock`, where the node says. */
  readonly msPerBlock?: number;
}

export function networkInfoOf(version: NetworkVersion): NetworkInfo {
  const { protocol } = version;
  return {
    magic: protocol.network,
    maxValidUntilBlockIncrement: protocol.maxvaliduntilblockincrement,
    addressVersion: protocol.addressversion ?? 0x35,
    ...(protocol.msperblock === undefined ? {} : { msPerBlock: protocol.msperblock }),
  };
}
