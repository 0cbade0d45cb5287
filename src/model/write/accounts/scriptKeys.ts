// The public keys a verification script checks, read from its bytes (protocol notes §11) without the
// curve, which loads only when a transaction is signed: they tell which workspace keys can sign for a
// multisig account. The write module checks the script exactly when it builds the account.
import { base64, hex } from '@scure/base';

export interface ScriptKeys {
  readonly kind: 'signature' | 'multisig';
  readonly threshold: number;
  /** Compressed public keys in lower-case hex, in the order of the script. */
  readonly publicKeys: readonly string[];
}

const PUSHDATA1 = 0x0c;
const KEY_BYTES = 33;
const SYSCALL = 0x41;
const CHECK_SIG = [0x56, 0xe7, 0xb3, 0x27];
const CHECK_MULTISIG = [0x9e, 0xd0, 0xdc, 0x3a];

/** The signature account's verification script of a compressed public key (hex). */
export function signatureScript(publicKey: string): Uint8Array {
  return Uint8Array.from([PUSHDATA1, KEY_BYTES, ...hex.decode(publicKey), SYSCALL, ...CHECK_SIG]);
}

/** The bytes of a script as a wallet file writes it: hex (neo-express) or base64 (NEP-6). */
export function scriptBytes(text: string, encoding: 'hex' | 'base64'): Uint8Array | undefined {
  try {
    if (encoding === 'hex') return /^([0-9a-fA-F]{2})+$/.test(text) ? hex.decode(text.toLowerCase()) : undefined;
    return base64.decode(text);
  } catch {
    return undefined;
  }
}

/** The keys of a signature or multisig verification script; undefined for any other script. */
export function scriptKeys(script: Uint8Array): ScriptKeys | undefined {
  const keyAt = (offset: number) => (script[offset] === PUSHDATA1 && script[offset + 1] === KEY_BYTES && offset + 2 + KEY_BYTES <= script.length
    && (script[offset + 2] === 0x02 || script[offset + 2] === 0x03) ? hex.encode(script.subarray(offset + 2, offset + 2 + KEY_BYTES)) : undefined);
  const endsWith = (offset: number, syscall: readonly number[]) => script.length === offset + 5 && script[offset] === SYSCALL && syscall.every((byte, i) => script[offset + 1 + i] === byte);

  const single = keyAt(0);
  if (single !== undefined && endsWith(2 + KEY_BYTES, CHECK_SIG)) return { kind: 'signature', threshold: 1, publicKeys: [single] };

  const m = smallInteger(script, 0);
  if (!m) return undefined;
  const keys: string[] = [];
  let offset = m.next;
  for (let key = keyAt(offset); key !== undefined; key = keyAt(offset)) {
    keys.push(key);
    offset += 2 + KEY_BYTES;
  }
  const n = smallInteger(script, offset);
  if (!n || n.value !== keys.length || m.value < 1 || m.value > keys.length || !endsWith(n.next, CHECK_MULTISIG)) return undefined;
  return { kind: 'multisig', threshold: m.value, publicKeys: keys };
}

/** PUSH1…PUSH16, PUSHINT8 or PUSHINT16 at `offset`, as neo emits m and n. */
function smallInteger(script: Uint8Array, offset: number): { value: number; next: number } | undefined {
  const op = script[offset];
  if (op === undefined) return undefined;
  if (op >= 0x11 && op <= 0x20) return { value: op - 0x10, next: offset + 1 };
  if (op === 0x00 && offset + 1 < script.length) return { value: script[offset + 1]!, next: offset + 2 };
  if (op === 0x01 && offset + 2 < script.length) return { value: script[offset + 1]! | (script[offset + 2]! << 8), next: offset + 3 };
  return undefined;
}
