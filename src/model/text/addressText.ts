// Neo addresses where the sidebar has little room: shortened in the middle, as wallets and block
// explorers show them; the whole address stays in the tooltip and in what is copied.

/** Characters kept at each end: enough to tell addresses apart at a glance (`NXku…xyLM`). */
const KEPT = 4;

/** `NXkuiiRsBbpQ22n1eEo5g7wwcFq6K4xyLM` → `NXku…xyLM`; a text too short to gain from it, whole. */
export function shortAddress(address: string): string {
  return address.length <= 2 * KEPT + 1 ? address : `${address.slice(0, KEPT)}…${address.slice(-KEPT)}`;
}

/** `0x50ac1c37690cc2cfc594472833cf57505d5f46de` → `0x50ac…46de`: a contract's hash where a row has little room. */
export function shortHash(hash: string): string {
  return `${hash.slice(0, 6)}…${hash.slice(-4)}`;
}
