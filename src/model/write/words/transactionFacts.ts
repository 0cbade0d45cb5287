// The confirmation's words for what the node told and the extension could only bound: how long the
// transaction stays valid, and fees far above what the operation costs (protocol notes §14).
import type { PreparedTransaction } from '../../../core/write';
import { formatGas } from '../../text/gas';
import type { Localizer } from '../../text/localizer';

/** What a name operation's own execution costs at most on an honest chain, beyond the price it burns. */
export const EXECUTION_ALLOWANCE = 100_000_000n;
/** ContractManagement's minimum deployment fee, and its storage price per byte of NEF and manifest. */
const MINIMUM_DEPLOYMENT_FEE = 1_000_000_000n;
const STORAGE_PRICE_PER_BYTE = 100_000n;
/** Policy settings far above their defaults (protocol notes §14). */
const UNUSUAL_FEE_PER_BYTE = 10_000n;
const UNUSUAL_EXEC_FEE_FACTOR_PICO = 300n * 10_000n;

/** How long the transaction stays valid: the blocks past the height, in time where the node tells its block time, and the last block. */
export function validityText(prepared: Pick<PreparedTransaction, 'network' | 'blockCount' | 'validUntilBlock'>, l10n: Localizer): string {
  const height = prepared.blockCount - 1;
  const blocks = prepared.validUntilBlock - height;
  const until = l10n.count(prepared.validUntilBlock);
  if (!prepared.network.msPerBlock) return l10n.t('valid for {0} blocks, until block {1}', l10n.count(blocks), until);
  return l10n.t('valid for about {0}, until block {1}', durationText(blocks * prepared.network.msPerBlock, l10n), until);
}

/** A duration as a person says it: seconds, minutes, then hours. */
export function durationText(ms: number, l10n: Localizer): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return seconds === 1 ? l10n.t('1 second') : l10n.t('{0} seconds', seconds);
  // Past the seconds above, the minutes round to more than one.
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return l10n.t('{0} minutes', minutes);
  const hours = Math.round(minutes / 60);
  return hours === 1 ? l10n.t('1 hour') : l10n.t('{0} hours', l10n.count(hours));
}

/** The most a set-up's transaction costs on an honest chain: the deploy's storage fee (at least the minimum) and the execution. */
export function expectedDeployFee(nefAndManifestBytes: number): bigint {
  const storage = BigInt(nefAndManifestBytes) * STORAGE_PRICE_PER_BYTE;
  return (storage > MINIMUM_DEPLOYMENT_FEE ? storage : MINIMUM_DEPLOYMENT_FEE) + 5n * EXECUTION_ALLOWANCE;
}

/**
 * The fees a node asks that are far above what the operation costs: a system fee above `expected`
 * (undefined: not known, not judged), Policy settings far above their defaults. Each a line the
 * confirmation puts first.
 */
export function unusualFeeLines(
  prepared: Pick<PreparedTransaction, 'systemFee' | 'networkFee' | 'feePolicy'>, expected: bigint | undefined, l10n: Localizer,
): string[] {
  const lines: string[] = [];
  if (expected !== undefined && prepared.systemFee > expected) {
    lines.push(l10n.t('Unusual: the system fee {0} is far above what this operation costs ({1} at most).', formatGas(prepared.systemFee), formatGas(expected)));
  }
  const { feePerByte, execFeeFactorPico } = prepared.feePolicy;
  if (feePerByte > UNUSUAL_FEE_PER_BYTE || execFeeFactorPico > UNUSUAL_EXEC_FEE_FACTOR_PICO) {
    lines.push(l10n.t('Unusual: the network fee {0} comes from fee settings far above the usual ones.', formatGas(prepared.networkFee)));
  }
  return lines;
}
