// GAS amounts as a person reads them: the node counts datoshi (10^-8 GAS).
const DATOSHI_PER_GAS = 100_000_000n;

/** `0.1234567 GAS`: whole GAS, then up to 8 decimals without trailing zeros. */
export function formatGas(datoshi: bigint): string {
  const sign = datoshi < 0n ? '-' : '';
  const abs = datoshi < 0n ? -datoshi : datoshi;
  const whole = abs / DATOSHI_PER_GAS;
  const fraction = (abs % DATOSHI_PER_GAS).toString().padStart(8, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''} GAS`;
}
