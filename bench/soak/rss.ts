// The server's RSS over a soak, read from /proc/<pid>/status once a second. Under load one
// reading swings by tens of MB with the garbage collector (young generation up to 3 × 32 MB
// with `npm start`'s flags), so "after warm-up" and "at the end" are the median of the ten
// readings from the end of the warm-up on, and of the last ten: the growth between them is a
// climb, not a GC phase.

const WINDOW_SECONDS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

export class RssSampler {
  private readonly samples: { at: number; mb: number }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private started = 0;

  constructor(private readonly read: () => number) {}

  start(): number {
    this.started = performance.now();
    const first = this.read();
    this.samples.push({ at: 0, mb: first });
    this.timer = setInterval(() => this.sample(), 1000);
    return first;
  }

  private sample() {
    this.samples.push({ at: (performance.now() - this.started) / 1000, mb: this.read() });
  }

  stop(warmupSeconds: number) {
    clearInterval(this.timer);
    this.sample();
    const last = this.samples.at(-1)!.at;
    const inWindow = (from: number) =>
      this.samples.filter((s) => s.at >= from && s.at < from + WINDOW_SECONDS).map((s) => s.mb);
    const warm = median(inWindow(Math.min(warmupSeconds, Math.max(0, last - WINDOW_SECONDS))));
    const end = median(inWindow(Math.max(0, last - WINDOW_SECONDS + 0.5)));
    return {
      rss_mb: {
        start: this.samples[0]!.mb,
        after_warmup: warm,
        end,
        end_last_reading: this.samples.at(-1)!.mb,
        peak: Math.max(...this.samples.map((s) => s.mb)),
      },
      rss_every_10s_mb: this.samples.filter((_, i) => i > 0 && i % 10 === 0).map((s) => s.mb),
      rss_growth_after_warmup_mb: +(end - warm).toFixed(1),
    };
  }
}
