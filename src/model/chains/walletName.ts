// A wallet's name beside its file, in words: left out where it only repeats the file's own name (a NEP-6
// wallet without a name is called after its file).
import { baseName } from './workspaceChain';
import { singleLine } from '../text/untrustedText';

/** The wallet's name as a single line, or undefined where it is the file's name. */
export function walletName(wallet: string, file: string): string | undefined {
  return wallet === '' || wallet === baseName(file) ? undefined : singleLine(wallet, 60);
}

/** The wallet and its file, "name (file)", or the file alone where the name repeats it. */
export function walletAndFile(wallet: string, file: string): string {
  const name = walletName(wallet, file);
  const path = singleLine(file, 120);
  return name ? `${name} (${path})` : path;
}
