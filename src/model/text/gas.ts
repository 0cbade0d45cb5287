// GAS amounts as a person reads them: the node counts datoshi (10^-8 GAS).
const DATOSHI_PER_GAS = 100_000_000n;

/** `52,000,000.1234567 GAS`: whole GAS with thousands separators (as block numbers have), then up to 8 decimals without trailing zeros. */
export function formatGas(datoshi: bigint): string {
  const sign = datoshi < 0n ? '-' : '';
  const abs = datoshi < 0n ? -datoshi : datoshi;
  const whole = (abs / DATOSHI_PER_GAS).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = (abs % DATOSHI_PER_GAS).toString().padStart(8, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''} GAS`;
}

/**
 * A GAS amount as a person types it (`0.01`, `10`, `1,000.5`, with or without ` GAS`) in datoshi;
 * undefined for anything else (a sign, an exponent, more than 8 decimals).
 */
export function parseGas(text: string): bigint | undefined {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,8}))?$/.exec(text.trim().replace(/\s*GAS$/i, ''));
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const whole = BigInt((match[1] ?? '0').replace(/,/g, ''));
  return whole * DATOSHI_PER_GAS + BigInt((match[2] ?? '').padEnd(8, '0'));
}
