import { bytesToDisplayHash, displayHashToBytes, parseDisplayHash } from '../encoding/hex';
import { scriptHashBytesOf } from '../signing/accounts';
import { concatBytes } from '../encoding/binary';
import { pushInteger } from '../transactions/contractCall';
import { pushData } from '../encoding/script';
import { NnsError } from '../errors/nnsError';

const ABORT = 0x38;

/**
 * The hash a contract gets when `sender` deploys it (neo `Helper.GetContractHash`, neo-go
 * `state.CreateContractHash`): the script hash of ABORT, push the sender's 20 bytes, push the NEF's
 * checksum, push the manifest's name. Known before anything is sent, so the confirmation can show it
 * and a contract already deployed from the same NEF and sender can be found first.
 */
export function contractHashOf(sender: string, nefChecksum: number, manifestName: string): string {
  const account = parseDisplayHash(sender);
  if (!account) throw new NnsError('INVALID_INPUT', `The sender "${sender}" is not a script hash.`, { field: 'sender' });
  if (!Number.isInteger(nefChecksum) || nefChecksum < 0 || nefChecksum > 0xffff_ffff) throw new RangeError(`not a NEF checksum: ${nefChecksum}`);
  const script = concatBytes(
    Uint8Array.of(ABORT),
    Uint8Array.from(pushData(displayHashToBytes(account))),
    pushInteger(BigInt(nefChecksum)),
    Uint8Array.from(pushData(new TextEncoder().encode(manifestName))),
  );
  return bytesToDisplayHash(scriptHashBytesOf(script));
}
