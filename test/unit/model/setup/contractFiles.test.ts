import assert from 'node:assert/strict';
import * as write from '../../../../src/core/write';
import {
  contractFileItems, contractFilesPromptText, manifestBeside, nefBeside, pairContractFiles, readCandidate, type ContractFileCandidate,
} from '../../../../src/model/setup/contractFiles';
import { englishLocalizer as l10n } from '../../../../src/model/text/localizer';
import { nnsManifest } from '../../core/deploy/manifests';

describe('model/setup/contractFiles', () => {
  it('finds the .nef beside a manifest and the manifest beside a .nef, as the compilers write them', () => {
    assert.equal(nefBeside('contracts/nns/nns.manifest.json'), 'contracts/nns/nns.nef');
    assert.equal(manifestBeside('contracts/nns/nns.nef'), 'contracts/nns/nns.manifest.json');
    for (const path of ['nns.json', '.manifest.json', 'nns.manifest.json.bak']) assert.equal(nefBeside(path), undefined, path);
    for (const path of ['nns.nef.bak', '.nef', 'nns.manifest.json']) assert.equal(manifestBeside(path), undefined, path);
  });

  it('pairs each manifest with its .nef, in path order; a manifest without one is not offered', () => {
    const pairs = pairContractFiles(
      ['z/nns.manifest.json', 'a/token.manifest.json', 'lone.manifest.json', 'z/nns.manifest.json'],
      ['z/nns.nef', 'a/token.nef', 'other.nef'],
    );
    assert.deepEqual(pairs, [{ manifest: 'a/token.manifest.json', nef: 'a/token.nef' }, { manifest: 'z/nns.manifest.json', nef: 'z/nns.nef' }]);
  });

  it('reads a manifest\'s name and whether its ABI is an NNS contract\'s; a file that is no manifest is not a candidate', () => {
    const paths = { manifest: 'nns.manifest.json', nef: 'nns.nef' };
    assert.deepEqual(readCandidate(paths, JSON.stringify(nnsManifest('neo-go')), write), { paths, name: 'NameService', nns: true });
    const token = { ...nnsManifest('csharp', 'Token'), supportedstandards: ['NEP-17'] };
    assert.deepEqual(readCandidate(paths, JSON.stringify(token), write), { paths, name: 'Token', nns: false });
    assert.equal(readCandidate(paths, '{"name":"x"}', write), undefined);
    assert.equal(readCandidate(paths, 'not json', write), undefined);
  });

  it('offers the NNS contracts\' files, then the file dialog; only the dialog without any', () => {
    const candidate = (manifest: string, name: string, nns: boolean): ContractFileCandidate => ({ paths: { manifest, nef: nefBeside(manifest)! }, name, nns });
    const items = contractFileItems([candidate('nns/nns.manifest.json', 'NameService\u202e', true), candidate('token.manifest.json', 'Token', false)], l10n);
    assert.deepEqual(items, [
      { kind: 'files', label: 'nns/nns.manifest.json', description: '"NameService\\u{202e}", an NNS contract', detail: 'with nns/nns.nef', paths: { manifest: 'nns/nns.manifest.json', nef: 'nns/nns.nef' } },
      { kind: 'browse', label: 'Choose the .nef File…', description: 'another contract\'s files' },
    ]);
    assert.deepEqual(contractFileItems([candidate('token.manifest.json', 'Token', false)], l10n), [
      { kind: 'browse', label: 'Choose the .nef File…', description: 'no NNS contract\'s files in the workspace' },
    ]);
  });

  it('the pick and the file dialogs say what they ask for', () => {
    assert.deepEqual(contractFilesPromptText(l10n), {
      title: 'Set Up NNS: the contract',
      placeholder: 'The NNS contract to deploy: its manifest (.manifest.json), with the .nef beside it',
      nefDialog: 'Deploy This NEF',
      manifestDialog: 'Use This Manifest',
    });
  });
});
