// What a plan's transactions would cost: each batch prepared as Apply would prepare it (its test
// invocation and fees; nothing signed), the fees summed. A batch that depends on an earlier one (a
// later stage) cannot be tested before that one is in a block: it is counted apart.
import { hex } from '@scure/base';
import type { RequestEvent } from '../../core';
import type { BatchLimits, GroupPlan, NamesPlan, PlanCosts, PlannedBatch } from '../../model/namesFile/api';
import type { WriteModule } from '../../model/write/accounts/keySource';
import type { PlanChain } from './namesFileReader';

export interface CostsOutcome {
  /** The fees of the batches tested; undefined when none could be. */
  readonly costs?: PlanCosts;
  /** Transactions Apply would send. */
  readonly transactions: number;
  /** Batches not tested: they depend on earlier ones, or their test failed (`failure`: the first reason). */
  readonly untested: number;
  readonly failure?: unknown;
}

/** The node's limits on one transaction, as the write module knows them. */
export function batchLimits(write: Pick<WriteModule, 'MAX_SCRIPT_BYTES' | 'MAX_TRANSACTION_SIZE'>): BatchLimits {
  return { maxScriptBytes: write.MAX_SCRIPT_BYTES, maxTransactionBytes: write.MAX_TRANSACTION_SIZE };
}

/** The plan in batches, as Apply sends them. */
export function batchesOf(groupPlan: GroupPlan, plan: NamesPlan, write: WriteModule): PlannedBatch[] {
  return groupPlan(plan, batchLimits(write), write);
}

export async function planCosts(
  write: WriteModule, groupPlan: GroupPlan, chain: PlanChain, plan: NamesPlan, options: { readonly signal?: AbortSignal; readonly onRequest?: (event: RequestEvent) => void } = {},
): Promise<CostsOutcome> {
  const batches = batchesOf(groupPlan, plan, write);
  if (batches.length === 0) return { costs: { systemFee: 0n, networkFee: 0n, transactions: 0 }, transactions: 0, untested: 0 };
  const operationChain = write.operationChainOf(chain.info.network, chain.info.blockCount, chain.info.readAt);
  const first = Math.min(...batches.map((batch) => batch.stage));
  let systemFee = 0n;
  let networkFee = 0n;
  let tested = 0;
  let failure: unknown;
  const prepared = await Promise.all(batches.map(async (batch) => {
    if (batch.stage !== first) return undefined;
    try {
      const accounts = batch.signers.map((signer) => write.accountFromVerificationScript(hex.decode(signer.verificationScript), chain.info.network.addressVersion));
      return await write.prepareTransaction(chain.node, batch.calls, accounts, { chain: operationChain, signal: options.signal, onRequest: options.onRequest });
    } catch (error) {
      failure ??= error;
      return undefined;
    }
  }));
  for (const each of prepared) {
    if (!each) continue;
    systemFee += each.systemFee;
    networkFee += each.networkFee;
    tested++;
  }
  return {
    ...(tested > 0 ? { costs: { systemFee, networkFee, transactions: tested } } : {}),
    transactions: batches.length, untested: batches.length - tested, ...(failure === undefined ? {} : { failure }),
  };
}
