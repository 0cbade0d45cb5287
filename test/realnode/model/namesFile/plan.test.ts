// A names file planned against a real neo-go node (neo-go's NNS example: sub-names kept under their
// parent): its names read in a few batched requests, planned; the seed declared as it is plans nothing,
// changes plan as changes, a name held outside the workspace is a conflict, an export re-plans to nothing.
import assert from 'node:assert/strict';
import { readContractWriteInfo, readNamesState, type NamesState, type RequestEvent } from '../../../../src/core';
import { exportNamesFile } from '../../../../src/model/namesFile/export';
import { planNames } from '../../../../src/model/namesFile/plan';
import { parseNamesFile } from '../../../../src/model/namesFile/syntax';
import type { NamesPlan } from '../../../../src/model/namesFile/api';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import type { SigningAccount } from '../../../../src/model/write/accounts/signingAccounts';
import { contractWriteApi, isUnsupported, type ContractWriteApi } from '../../../../src/model/write/contracts/contractApi';
import { recordTypeName } from '../../../../src/model/write/contracts/recordValues';
import { realNode } from '../../support/realNode';

const real = realNode();
const { node } = real;

describe(`real node (${real.configuration.name}): a names file planned`, function () {
  this.timeout(120_000);
  let api: ContractWriteApi;
  /** The seed's owners but the last: its names are held outside the workspace. */
  let accounts: SigningAccount[];
  let outside: string;

  before(async () => {
    const info = await readContractWriteInfo(node);
    assert.ok(info.contract, 'the NNS contract is deployed');
    api = { ...contractWriteApi(info.contract), hash: node.contractHash };
    const owners = real.seed.owners;
    outside = owners.at(-1)!.address;
    accounts = owners.slice(0, -1).map((owner) => ({
      address: owner.address, scriptHash: owner.scriptHash, label: `owner ${owner.index}`, wallet: 'seed', file: 'seed.json', kind: 'signature', threshold: 1,
      publicKeys: [], verificationScript: '', keyHolders: [], needsPassword: false, isDefault: false,
    }));
  });

  /** The seed's names with records or admins, and a spread of the others, declared as the seed left them. */
  function declaredAsSeeded(): Record<string, { owner?: string; admin?: string | null; records: Record<string, string> }> {
    const held = real.names();
    const admins = new Map(real.seed.admins.map((admin) => [admin.name, admin.owner]));
    const withRecords = new Set(real.seed.records.map((record) => record.name));
    const names = [...new Set([
      ...real.seed.names.filter((_, i) => i % 97 === 0).map((each) => each.name), ...admins.keys(), ...withRecords,
    ])].slice(0, 150);
    const file: ReturnType<typeof declaredAsSeeded> = {};
    for (const name of names) {
      const records: Record<string, string> = {};
      for (const record of real.seed.records.filter((each) => each.name === name)) {
        const type = recordTypeName(record.type);
        if (type) records[type] = record.data;
      }
      file[name] = held.has(name) ? { owner: held.get(name)!, admin: admins.get(name) ?? null, records } : { records };
    }
    return file;
  }

  async function plan(names: Record<string, unknown>): Promise<{ plan: NamesPlan; state: NamesState; events: RequestEvent[] }> {
    const parse = parseNamesFile(JSON.stringify({ names }), { family: api.family, l10n });
    assert.deepEqual(parse.problems.filter((problem) => problem.severity === 'error'), []);
    const events: RequestEvent[] = [];
    const price = isUnsupported(api.getPrice) ? undefined : api.getPrice;
    const state = await readNamesState(node, parse.file.names.map((name) => name.name), { subnames: 'underParent', ...(price ? { price } : {}), onRequest: (event) => events.push(event) });
    return { plan: planNames(parse.file, state, { api, accounts, chainTime: state.chainTime ?? Date.now(), l10n }), state, events };
  }

  it('the seed declared as it is: nothing to change, read in at most 4 requests of at most 100 calls', async () => {
    const declared = declaredAsSeeded();
    const { plan: planned, state, events } = await plan(declared);
    assert.equal(api.family, 'neoGoExample');
    assert.deepEqual(planned.names.map((name) => [name.name, name.changes.map((change) => change.kind)]), []);
    assert.deepEqual(planned.conflicts, []);
    assert.equal(planned.unchanged.length, Object.keys(declared).length);
    assert.ok(state.requests <= 4 && events.length === state.requests, `${state.requests} requests`);
    assert.ok(events.every((event) => event.outcome === 'ok' && (event.calls ?? 1) <= 100));
  });

  it('changes plan as changes: a record, an admin, a free name registered, a transfer between workspace accounts; a name held outside is a conflict', async () => {
    const held = real.names();
    const [first, second] = accounts;
    const mine = [...held].filter(([, owner]) => owner === first!.address).map(([name]) => name).filter((name) => !real.seed.admins.some((admin) => admin.name === name));
    const theirs = [...held].find(([, owner]) => owner === outside)![0];
    const fresh = `plan-${Date.now().toString(36)}.neo`;
    const { plan: planned } = await plan({
      [mine[0]!]: { records: { TXT: 'planned' } },
      [mine[1]!]: { admin: second!.address },
      [mine[2]!]: { owner: second!.address },
      [fresh]: { owner: first!.address, records: { A: '93.184.216.34' } },
      [theirs]: { owner: first!.address },
    });
    assert.deepEqual(planned.names.map((name) => [name.name, name.changes.map((change) => change.kind)]), [
      [mine[0], ['setRecord']], [mine[1], ['setAdmin']], [mine[2], ['transfer']], [fresh, ['register', 'setRecord']],
    ]);
    const register = planned.names[3]!.changes[0]!;
    assert.ok(register.kind === 'register' && register.price !== undefined && register.price > 0n, 'the price read');
    assert.deepEqual(planned.conflicts.map((conflict) => [conflict.name, conflict.kind]), [[theirs, 'heldOutside']]);
  });

  it('an export of the names read re-plans to nothing', async () => {
    const { state } = await plan(declaredAsSeeded());
    const text = exportNamesFile(state.names);
    const { plan: replanned } = await plan((JSON.parse(text) as { names: Record<string, unknown> }).names);
    assert.equal(replanned.changeCount, 0);
    assert.deepEqual(replanned.conflicts, []);
  });
});
