import assert from 'node:assert/strict';
import { englishLocalizer as l10n } from '../../../../../src/model/text/localizer';
import { registerSpec, registrationQuote } from '../../../../../src/model/write/operations/register';
import { ALICE, API, callOf, OTHER, OWNER, operationDetail, planOf, problemOf } from '../fixtures';

describe('model/write/operations/register', () => {
  it('the owner signs and pays; asserted; the price read by length on the C# contract; the lists to reload', () => {
    const csharp = planOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER }, API.csharp);
    assert.deepEqual(callOf(csharp), ['register', ['alice.neo', OWNER.scriptHash], true]);
    assert.equal(csharp.call.contractHash, API.csharp.hash);
    assert.deepEqual(csharp.signers, [{ role: 'owner', account: OWNER.scriptHash }]);
    assert.deepEqual(csharp.price, { query: { method: 'getPrice', byLength: true }, name: 'alice.neo', years: 1 });
    assert.deepEqual(csharp.reload, { names: ['alice.neo'], owners: [OWNER.address], allDomains: true, roots: false });
    assert.equal(csharp.reloadsSigner, undefined);
    assert.deepEqual(csharp.parameters, ['name', 'owner']);
    assert.deepEqual(planOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER }, API.neoGo).price?.query, { method: 'getPrice', byLength: false });
  });

  it('on NeoFS\'s NNS: the e-mail and SOA times, defaults from neofs-contract', () => {
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER }, API.neoFs), /e-mail address/);
    assert.deepEqual(callOf(planOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER, soa: { email: 'ops@alice.neo' } }, API.neoFs)),
      ['register', ['alice.neo', OWNER.scriptHash, 'ops@alice.neo', 3600n, 600n, 315360000n, 3600n], true]);
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER, soa: { email: 'ops@alice.neo', ttl: -1 } }, API.neoFs), /whole seconds/);
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER, soa: { email: 'ops@alice.neo', retry: 1.5 } }, API.neoFs), /whole seconds/);
    assert.deepEqual(callOf(planOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER, soa: { email: 'ops@alice.neo', refresh: 0, retry: 1, expire: 2, ttl: 0 } }, API.neoFs)),
      ['register', ['alice.neo', OWNER.scriptHash, 'ops@alice.neo', 0n, 1n, 2n, 0n], true], 'times given, none below zero');
    for (const email of ['a b@c', 'a@b c', '@c', 'a@', 'a@b@c']) assert.match(problemOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER, soa: { email } }, API.neoFs), /e-mail address/, email);
  });

  it('refuses names the contract refuses, before any request; says what the contract lacks', () => {
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'Alice.neo', owner: OWNER }, API.csharp), /lowercase/);
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'a.b.neo', owner: OWNER }, API.csharp), /subdomain/);
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'a.b.neo', owner: OWNER }, API.neoGo), /subdomain/);
    const soa = { email: 'ops@b.neo' };
    assert.deepEqual(callOf(planOf(registerSpec, { kind: 'register', name: 'a.b.neo', owner: OWNER, soa }, API.neoFs)).slice(0, 1), ['register'], 'NeoFS\'s NNS mints names below the second level');
    assert.match(problemOf(registerSpec, { kind: 'register', name: '-a.b.neo', owner: OWNER, soa }, API.neoFs), /not a part of a name/);
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'a.B.neo', owner: OWNER, soa }, API.neoFs), /lowercase/);
    assert.match(problemOf(registerSpec, { kind: 'register', name: 'alice', owner: OWNER }, API.csharp), /top-level domain/);
    assert.equal(problemOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER }, { ...API.neoGo, register: { unsupported: 'absent', methods: ['register'] } }),
      'NameService has no register method: this operation cannot be done on it.');
    assert.equal(planOf(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER }, { ...API.neoGo, getPrice: { unsupported: 'absent', methods: ['getPrice'] } }).price, undefined, 'no price to read');
  });

  it('words: its title, its lines, the C# contract\'s year, and a false answer', () => {
    assert.equal(registerSpec.title({ kind: 'register', name: 'alice.neo', owner: OWNER }, l10n), 'Register alice.neo for NMBf…im1r');
    assert.equal(registerSpec.title({ kind: 'register', name: 'alice.neo', owner: { ...OTHER, viaName: 'bob.neo' } }, l10n), 'Register alice.neo for bob.neo (NZs2…j7UW)');
    assert.deepEqual(operationDetail(registerSpec, { kind: 'register', name: 'alice.neo', owner: { ...OWNER, label: 'Alice' } }, [ALICE]), [
      'Call: register(name: "alice.neo", owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r) + ASSERT',
      'Name: "alice.neo"',
      'Owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice)',
      'A name is registered for one year.',
      'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)',
    ]);
    assert.deepEqual(operationDetail(registerSpec, { kind: 'register', name: 'alice.neo', owner: OWNER }, [ALICE], API.neoGo), [
      'Call: register(name: "alice.neo", owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r) + ASSERT', 'Name: "alice.neo"', 'Owner: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r',
      'Signer, pays the fees: NMBfzaEq2c5zodiNbLPoohVENARMbJim1r (Alice · alice, default.neo-express)',
    ], 'neo-go\'s port: no note');
    assert.equal(registerSpec.fix?.({ kind: 'register', name: 'alice.neo', owner: OWNER }, 'answeredFalse', l10n),
      'The contract answered false: someone holds the name already. Choose another name, or wait for it to expire.');
    assert.equal(registerSpec.fix?.({ kind: 'register', name: 'alice.neo', owner: OWNER }, 'notWitnessed', l10n), undefined);
  });

  it('its quote: a free name\'s price, a taken one, a closed length (the C# contract\'s -1), a missing root, a refused name', () => {
    assert.deepEqual(registrationQuote('alice.neo', { price: 200_000_000n, availability: { kind: 'available' } }, l10n), { registrable: true, text: 'alice.neo is free: registering it for a year burns 2 GAS, plus the fees.', brief: 'free: a year burns 2 GAS, plus the fees' });
    assert.deepEqual(registrationQuote('abc.neo', { price: 20_000_000_000n, availability: { kind: 'available' } }, l10n).text, 'abc.neo is free: registering it for a year burns 200 GAS, plus the fees.');
    assert.deepEqual(registrationQuote('alice.neo', { price: 1n, availability: { kind: 'unavailable' } }, l10n), { registrable: false, text: 'alice.neo is taken: someone holds it until it expires.' });
    assert.deepEqual(registrationQuote('ab.neo', { price: -1n, availability: { kind: 'unavailable' } }, l10n), {
      registrable: false, text: 'Names of 2 characters are not open for registration on this contract (getPrice answers -1): only the committee registers them.',
    });
    assert.deepEqual(registrationQuote('a.test', { price: 1n, availability: { kind: 'noRoot', exception: 'root not found' } }, l10n), {
      registrable: false, text: '.test is not a top-level domain of this contract: the committee adds it first.',
    });
    assert.deepEqual(registrationQuote('a\u202e.neo', { price: 1n, availability: { kind: 'invalidName', exception: 'invalid domain name format' } }, l10n), {
      registrable: false, text: 'The contract does not accept a\\u{202e}.neo as a name: invalid domain name format',
    });
    assert.deepEqual(registrationQuote('free.neo', { price: 0n, availability: { kind: 'available' } }, l10n), { registrable: true, text: 'free.neo is free: registering it for a year burns 0 GAS, plus the fees.', brief: 'free: a year burns 0 GAS, plus the fees' });
    assert.deepEqual(registrationQuote('alice.neo', { price: 100_000_000n }, l10n), { registrable: true, text: 'alice.neo is free: registering it for a year burns 1 GAS, plus the fees.', brief: 'free: a year burns 1 GAS, plus the fees' }, 'no availability read: the price alone');
    assert.equal(registrationQuote('ab.neo', { price: -1n }, l10n).registrable, false);
  });
});
