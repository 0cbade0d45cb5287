// What the write path's tests share: the ABIs of the NNS contract families as test/fixtures/write holds
// them (from each contract's method signatures), accounts, and each operation's plan and confirmation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractAbiOf, contractAbiStateSchema, type ContractAbi } from '../../../../src/core/contracts/contractWriteInfo';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { contractWriteApi, type ContractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { addRootSpec, type AddRootOperation } from '../../../../src/model/write/operations/addRoot';
import { deleteRecordSpec, type DeleteRecordOperation } from '../../../../src/model/write/operations/deleteRecord';
import { operationLines, type OperationData, type OperationPlan, type OperationSpec } from '../../../../src/model/write/operations/operationSpec';
import { registerSpec, type RegisterOperation } from '../../../../src/model/write/operations/register';
import { renewSpec, type RenewOperation } from '../../../../src/model/write/operations/renew';
import { setAdminSpec, type SetAdminOperation } from '../../../../src/model/write/operations/setAdmin';
import { setPriceSpec, type SetPriceOperation } from '../../../../src/model/write/operations/setPrice';
import { setRecordSpec, type SetRecordOperation } from '../../../../src/model/write/operations/setRecord';
import { transferSpec, type TransferOperation } from '../../../../src/model/write/operations/transfer';
import { confirmationText, type ConfirmationText } from '../../../../src/model/write/words/confirmationText';

const dir = join(__dirname, '..', '..', '..', 'fixtures', 'write');

export function fixtureAbi(file: 'nameservice-csharp' | 'nft-nd-nns-neo-go' | 'neofs-nns'): ContractAbi {
  return contractAbiOf(contractAbiStateSchema.parse(JSON.parse(readFileSync(join(dir, `${file}.contractstate.json`), 'utf8'))));
}

export const API: Record<'csharp' | 'neoGo' | 'neoFs', ContractWriteApi> = {
  csharp: contractWriteApi(fixtureAbi('nameservice-csharp')),
  neoGo: contractWriteApi(fixtureAbi('nft-nd-nns-neo-go')),
  neoFs: contractWriteApi(fixtureAbi('neofs-nns')),
};

/** The operations the tests of the generic run and words sweep, each with its spec by its kind. */
export type AnyOperation =
  | RegisterOperation | RenewOperation | SetRecordOperation | DeleteRecordOperation | SetAdminOperation | TransferOperation | AddRootOperation | SetPriceOperation;

const SPECS = {
  register: registerSpec, renew: renewSpec, setRecord: setRecordSpec, deleteRecord: deleteRecordSpec,
  setAdmin: setAdminSpec, transfer: transferSpec, addRoot: addRootSpec, setPrice: setPriceSpec,
} as const;

/** The spec of `operation`, by its kind: what a command hands runNameOperation beside it. */
export function specOf<O extends AnyOperation>(operation: O): OperationSpec<O> {
  return SPECS[operation.kind] as unknown as OperationSpec<O>;
}

/** The operation planned on `api`: the plan, or the test fails with why not. */
export function planOf<O extends OperationData>(spec: OperationSpec<O>, operation: O, api: ContractWriteApi): OperationPlan {
  const result = spec.plan(operation, api, l10n);
  assert.ok(result.ok, result.ok ? '' : result.problem);
  return result.plan;
}

/** Why the operation cannot be planned on `api`; the test fails if it can. */
export function problemOf<O extends OperationData>(spec: OperationSpec<O>, operation: O, api: ContractWriteApi): string {
  const result = spec.plan(operation, api, l10n);
  assert.ok(!result.ok, 'planned');
  return result.problem;
}

/** The call as [method, args as plain values, asserted]. */
export function callOf(plan: OperationPlan): [string, unknown[], boolean] {
  const plain = (arg: OperationPlan['call']['args'][number]): unknown => (arg.type === 'ByteArray' ? new TextDecoder().decode(arg.value) : arg.type === 'Array' ? arg.value.map(plain) : arg.value);
  return [plan.call.method, plan.call.args.map(plain), plan.call.assertResult ?? false];
}

export const OWNER = { address: 'NMBfzaEq2c5zodiNbLPoohVENARMbJim1r', scriptHash: '0x118ba6f59931a56ec469770f7fc790ece96df00d' };
export const OTHER = { address: 'NZs2zXSPuuv9ZF6TDGSWT1RBmE8rfGj7UW', scriptHash: '0x0000000000000000000000000000000000000001' };
export const MAGIC = { MainNet: 860833102, TestNet: 894710606, private: 1234567890 } as const;

/** A workspace account that signs, OWNER's unless told otherwise. */
export const signingAccount = (over: Partial<SigningAccount>): SigningAccount => {
  const account: SigningAccount = {
    address: OWNER.address, scriptHash: OWNER.scriptHash, label: 'Alice', wallet: 'alice', file: 'default.neo-express', kind: 'signature', threshold: 1,
    publicKeys: ['02'.padEnd(66, '1')], verificationScript: '', keyHolders: [], needsPassword: false, isDefault: true, networkMagic: MAGIC.private, ...over,
  };
  // Its key where the account is listed, unless told otherwise.
  return over.keyHolders ? account : { ...account, keyHolders: [{ file: account.file, format: account.needsPassword ? 'nep6' : 'neo-express', account: account.address, wallet: account.wallet, label: account.label }] };
};
export const ALICE = signingAccount({});
export const COMMITTEE = signingAccount({ address: 'NfgHwwTi3wHAS8aFAN243C5vGbkYDpqLHP', scriptHash: '0x0000000000000000000000000000000000000002', label: '', committee: true, kind: 'multisig', wallet: 'node1' });

/** The confirmation of the operation on `api` (the C# contract unless told), prepared at fees of about a hundredth of a GAS. */
export function confirmationOf<O extends OperationData>(
  spec: OperationSpec<O>, operation: O, signers: readonly SigningAccount[], options: { magic?: number; api?: ContractWriteApi; price?: bigint; gasSent?: bigint } = {},
): ConfirmationText {
  const api = options.api ?? API.csharp;
  const plan = planOf(spec, operation, api);
  return confirmationText({
    prepared: {
      node: { rpcUrl: 'http://user:secret@localhost:50012/', contractHash: api.hash },
      network: { magic: options.magic ?? MAGIC.private, maxValidUntilBlockIncrement: 5760, addressVersion: 53 },
      call: plan.call, hash: `0x${'ab'.repeat(32)}`, systemFee: (options.price ?? 0n) + 1_234_567n, networkFee: 1_234_560n, gasSent: options.gasSent ?? 0n,
      feePolicy: { feePerByte: 1000n, execFeeFactorPico: 300_000n },
      balanceBefore: 5_000_000_000n, balanceAfter: 5_000_000_000n - (options.price ?? 0n) - 2_469_127n - (options.gasSent ?? 0n), blockCount: 1000, validUntilBlock: 6759,
    },
    plan, title: spec.title(operation, l10n), lines: operationLines(spec, operation, plan, api, l10n), api, signers, ...(options.price === undefined ? {} : { price: options.price }),
  }, l10n);
}

/** The confirmation's lines about the operation: from its call to its signers, without the network, the contract and the fees. */
export function operationDetail<O extends OperationData>(spec: OperationSpec<O>, operation: O, signers: readonly SigningAccount[], api: ContractWriteApi = API.csharp): string[] {
  return confirmationOf(spec, operation, signers, { api }).detail.split('\n').slice(2, -FEE_LINES);
}
/** The lines after the signers: system fee, network fee, total, balance, transaction, what Sign and Send does with the keys. */
const FEE_LINES = 6;
