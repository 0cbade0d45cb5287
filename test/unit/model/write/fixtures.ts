// The ABIs of the three NNS contract families, as test/fixtures/write holds them (getcontractstate's
// shape, written from each contract's method signatures: the C# NameService's NameService.cs,
// neo-go's examples/nft-nd-nns as the real node deploys it, NeoFS's contracts/nns manifest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractAbiOf, contractAbiStateSchema, type ContractAbi } from '../../../../src/core/contracts/contractWriteInfo';
import { contractWriteApi, type ContractWriteApi } from '../../../../src/model/write/contractApi';

const dir = join(__dirname, '..', '..', '..', 'fixtures', 'write');

export function fixtureAbi(file: 'nameservice-csharp' | 'nft-nd-nns-neo-go' | 'neofs-nns'): ContractAbi {
  return contractAbiOf(contractAbiStateSchema.parse(JSON.parse(readFileSync(join(dir, `${file}.contractstate.json`), 'utf8'))));
}

export const API: Record<'csharp' | 'neoGo' | 'neoFs', ContractWriteApi> = {
  csharp: contractWriteApi(fixtureAbi('nameservice-csharp')),
  neoGo: contractWriteApi(fixtureAbi('nft-nd-nns-neo-go')),
  neoFs: contractWriteApi(fixtureAbi('neofs-nns')),
};
