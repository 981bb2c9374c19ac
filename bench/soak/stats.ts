// What the soak counts: every request's latency and outcome, by operation. An outcome is
// `ok` (2xx), `expected` (a 4xx the operation is meant to get: wrong sign-ins) or
// `unexpected` (5xx, a connection error or timeout, any other 4xx, a failed import job).

export type Outcome = 'ok' | 'expected' | 'unexpected';

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;

class Latencies {
  private values = new Float64Array(4096);
  length = 0;
  push(ms: number) {
    if (this.length === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = ms;
  }
  summary() {
    const sorted = this.values.slice(0, this.length).sort();
    const round = (ms: number) => +ms.toFixed(1);
    return { p50_ms: round(percentile(sorted, 50)), p99_ms: round(percentile(sorted, 99)) };
  }
}

export class SoakStats {
  private readonly all = new Latencies();
  private readonly byOperation = new Map<
    string,
    { latencies: Latencies; ok: number; expected: number; unexpected: number }
  >();
  /** The first few unexpected outcomes, to say what went wrong. */
  readonly samples: string[] = [];

  record(operation: string, ms: number, outcome: Outcome, detail = '') {
    this.all.push(ms);
    let entry = this.byOperation.get(operation);
    if (!entry) {
      entry = { latencies: new Latencies(), ok: 0, expected: 0, unexpected: 0 };
      this.byOperation.set(operation, entry);
    }
    entry.latencies.push(ms);
    entry[outcome]++;
    if (outcome === 'unexpected' && this.samples.length < 10) {
      this.samples.push(`${operation}: ${detail}`.slice(0, 300));
    }
  }

  totals() {
    let ok = 0;
    let expected = 0;
    let unexpected = 0;
    for (const entry of this.byOperation.values()) {
      ok += entry.ok;
      expected += entry.expected;
      unexpected += entry.unexpected;
    }
    return {
      requests: ok + expected + unexpected,
      ok,
      expected,
      unexpected,
      ...this.all.summary(),
    };
  }

  operations() {
    return Object.fromEntries(
      [...this.byOperation.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, entry]) => [
          name,
          {
            n: entry.ok + entry.expected + entry.unexpected,
            ...entry.latencies.summary(),
            ...(entry.expected ? { expected_4xx: entry.expected } : {}),
            ...(entry.unexpected ? { unexpected: entry.unexpected } : {}),
          },
        ]),
    );
  }
}
