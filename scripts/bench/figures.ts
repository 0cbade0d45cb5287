// Helpers of the benchmark's printed figures: the median, and tables with aligned columns.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Columns aligned: the first to the left, the others to the right. */
export function printTable(rows: readonly string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i < 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
}
