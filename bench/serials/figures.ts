/** The bench's timing summary: count, p50, p99 and max in ms (`digits` decimals). */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export function figures(values: number[], digits = 2) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => +value.toFixed(digits);
  return {
    n: values.length,
    p50_ms: round(quantile(sorted, 0.5)),
    p99_ms: round(quantile(sorted, 0.99)),
    max_ms: round(sorted[sorted.length - 1]!),
  };
}
