import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { nodeRoleOf, nodeRoleText, ownAccountsFirst } from '../../../../../src/model/write/accounts/nodeAccounts';

const NODE = '02' + 'aa'.repeat(32);
const OTHER_NODE = '03' + 'bb'.repeat(32);
const USER = '02' + 'cc'.repeat(32);

describe('model/write/accounts/nodeAccounts', () => {
  const single = (key: string) => ({ kind: 'signature' as const, publicKeys: [key] });
  const multi = (...keys: string[]) => ({ kind: 'multisig' as const, publicKeys: keys });

  it('tells a consensus node\'s account and a multisig of committee keys from a user\'s own, by the committee\'s keys', () => {
    const committee = [NODE, OTHER_NODE.toUpperCase()];
    assert.equal(nodeRoleOf(single(NODE), committee), 'node');
    assert.equal(nodeRoleOf(single(OTHER_NODE), committee), 'node', 'the committee\'s keys in any case');
    assert.equal(nodeRoleOf(single(USER), committee), undefined);
    assert.equal(nodeRoleOf(multi(NODE, OTHER_NODE), committee), 'multisig');
    assert.equal(nodeRoleOf(multi(NODE, USER), committee), undefined, 'a multisig with a user\'s key is the user\'s');
    assert.equal(nodeRoleOf(single(NODE), undefined), undefined, 'a node that does not tell its committee: nothing marked');
    assert.equal(nodeRoleOf(single(NODE), []), undefined);
    assert.equal(nodeRoleText('node', l10n), 'a consensus node\'s account');
    assert.equal(nodeRoleText('multisig', l10n), 'a multisig of consensus nodes');
  });

  it('offers the user\'s own accounts first, each group in its order', () => {
    const accounts = [multi(NODE), single(NODE), single(USER), multi(USER, NODE)];
    assert.deepEqual(ownAccountsFirst(accounts, [NODE]), [accounts[2], accounts[3], accounts[0], accounts[1]]);
    assert.deepEqual(ownAccountsFirst(accounts, undefined), accounts);
  });
});
