import * as z from 'zod';
import { generateNames } from './test/devnet';
import { byteStringItemSchema } from './src/core/schemas';
import { decodeName } from './src/core/decode';
const items = generateNames(100000).map(r => ({ type: 'ByteString', value: Buffer.from(r.name as string).toString('base64') }));
const B = /^[A-Za-z0-9+/]*={0,2}$/;
const pred = (v: unknown): v is { type: 'ByteString'; value: string } => typeof v === 'object' && v !== null && (v as any).type === 'ByteString' && typeof (v as any).value === 'string' && (v as any).value.length % 4 === 0 && B.test((v as any).value);
const custom = z.custom<{ type: 'ByteString'; value: string }>(pred);
const variants: Record<string, (it: unknown) => unknown> = {
  zodObject: (it) => { const p = byteStringItemSchema.safeParse(it); return p.success ? decodeName(p.data.value) : undefined; },
  zodCustom: (it) => { const p = custom.safeParse(it); return p.success ? decodeName(p.data.value) : undefined; },
  guard: (it) => (pred(it) ? decodeName(it.value) : undefined),
  decodeOnly: (it) => decodeName((it as any).value),
};
for (let r = 0; r < 4; r++) for (const [k, f] of Object.entries(variants)) { const t = performance.now(); const out = []; for (const it of items) out.push(f(it)); console.log(k, (performance.now() - t).toFixed(1)); }
