// The RPC addresses of a neo-go node configuration (`protocol.*.yml`: ApplicationConfiguration.RPC, with
// `Addresses` or the older `Address` + `Port`), read by a small reader of block-style YAML: a YAML library
// would cost the bundle more than these keys are worth. A file whose RPC block cannot be read gives no node.
import { baseName, MAX_CHAIN_FILE_BYTES, MAX_NODES_PER_FILE, type ChainFileRead, type WorkspaceNode } from './workspaceChain';

/** A cheap look before reading: every YAML file of a workspace may be offered to this reader. */
export function mayBeNeoGoConfig(text: string): boolean {
  return text.includes('ApplicationConfiguration') && text.includes('RPC');
}

interface Line {
  readonly indent: number;
  /** Without indentation and comment. */
  readonly text: string;
}

/** The nodes of a neo-go configuration's text; `file` is its workspace-relative path. */
export function readNeoGoConfig(text: string, file: string): ChainFileRead {
  if (text.length > MAX_CHAIN_FILE_BYTES) return { ok: false, reason: `larger than ${MAX_CHAIN_FILE_BYTES} bytes` };
  const lines = meaningfulLines(text);
  const application = block(lines, 0, lines.length, 'ApplicationConfiguration');
  const rpc = application && block(lines, application.start, application.end, 'RPC');
  if (!rpc) return { ok: false, reason: 'no ApplicationConfiguration.RPC block' };
  if (/^false$/i.test(scalar(lines, rpc.start, rpc.end, 'Enabled') ?? '')) return { ok: true, nodes: [], accounts: [] };
  let addresses = list(lines, rpc.start, rpc.end, 'Addresses');
  if (addresses === undefined) {
    const port = scalar(lines, rpc.start, rpc.end, 'Port');
    addresses = port === undefined ? [] : [`${scalar(lines, rpc.start, rpc.end, 'Address') ?? ''}:${port}`];
  }
  const fileName = baseName(file);
  const nodes: WorkspaceNode[] = [];
  for (const address of addresses.slice(0, MAX_NODES_PER_FILE)) {
    const url = urlOf(address);
    if (url && !nodes.some((node) => node.url === url)) nodes.push({ url, label: `${fileName} · RPC ${address.slice(0, 64)}`, file });
  }
  if (nodes.length === 0) return { ok: false, reason: 'no RPC address in ApplicationConfiguration.RPC' };
  return { ok: true, nodes, accounts: [] };
}

/** "host:port" as neo-go listens on it → the URL to ask; any or no host is this computer. */
export function urlOf(address: string): string | undefined {
  const match = /^(.*):(\d{1,5})$/.exec(address.trim());
  if (!match) return undefined;
  const [, rawHost = '', portText = ''] = match;
  const port = Number(portText);
  if (port < 1 || port > 65535) return undefined;
  const host = rawHost.replace(/^\[(.*)\]$/, '$1');
  const local = host === '' || host === '0.0.0.0' || host === '::' || host === 'localhost' || host === '127.0.0.1';
  if (local) return `http://localhost:${port}`;
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) return undefined;
  try {
    return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).href.replace(/\/$/, '');
  } catch {
    return undefined;
  }
}

function meaningfulLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const withoutComment = raw.replace(/(^|\s)#.*$/, '');
    const body = withoutComment.trimEnd();
    if (body.trim() === '' || body.trim() === '---') continue;
    lines.push({ indent: body.length - body.trimStart().length, text: body.trim() });
  }
  return lines;
}

/** The lines under `key:` among the direct children of lines [start, end). */
function block(lines: readonly Line[], start: number, end: number, key: string): { start: number; end: number } | undefined {
  const childIndent = lines[start]?.indent;
  for (let index = start; index < end; index++) {
    const line = lines[index];
    if (!line || line.indent !== childIndent || line.text !== `${key}:`) continue;
    let last = index + 1;
    while (last < end && (lines[last]?.indent ?? 0) > line.indent) last++;
    return last > index + 1 ? { start: index + 1, end: last } : undefined;
  }
  return undefined;
}

/** The scalar of `key: value` among the direct children of lines [start, end). */
function scalar(lines: readonly Line[], start: number, end: number, key: string): string | undefined {
  const childIndent = lines[start]?.indent;
  for (let index = start; index < end; index++) {
    const line = lines[index];
    if (!line || line.indent !== childIndent || !line.text.startsWith(`${key}:`)) continue;
    const value = line.text.slice(key.length + 1).trim();
    return value === '' ? undefined : unquote(value);
  }
  return undefined;
}

/** The items of `key: [a, b]` or of `key:` followed by `- item` lines. */
function list(lines: readonly Line[], start: number, end: number, key: string): string[] | undefined {
  const childIndent = lines[start]?.indent;
  for (let index = start; index < end; index++) {
    const line = lines[index];
    if (!line || line.indent !== childIndent || !line.text.startsWith(`${key}:`)) continue;
    const inline = line.text.slice(key.length + 1).trim();
    if (inline.startsWith('[') && inline.endsWith(']')) {
      return inline.slice(1, -1).split(',').map((item) => unquote(item.trim())).filter((item) => item !== '');
    }
    const items: string[] = [];
    // YAML allows a list's dashes at the key's own indentation.
    for (let next = index + 1; next < end; next++) {
      const item = lines[next];
      if (!item || item.indent < line.indent || !item.text.startsWith('- ')) break;
      items.push(unquote(item.text.slice(2).trim()));
    }
    return items;
  }
  return undefined;
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? quoted[1] ?? '' : value;
}
