/**
 * The browser suite's shards, balanced by how long each spec file took in an earlier run
 * (e2e/durations.json) rather than by count: Playwright's own --shard splits by count, and one
 * shard ran three minutes past the other. A file with no recorded time counts as the median.
 */
export type Durations = Record<string, number>;

export function balanceShards(files: readonly string[], durations: Durations, shards: number): string[][] {
  const known = files.map((f) => durations[f]).filter((s): s is number => typeof s === 'number' && s > 0);
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 1;
  const weight = (file: string) => durations[file] ?? median;
  const bins = Array.from({ length: Math.max(1, shards) }, () => ({ files: [] as string[], total: 0 }));
  // Longest first, each into the lightest shard; ties by name so every run splits alike.
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = bins.reduce((min, bin) => (bin.total < min.total ? bin : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return bins.map((bin) => bin.files.sort());
}

/** "✓  12 e2e/auth.spec.ts:50:3 › login › … (3.4s)" from Playwright's list reporter: the file and seconds. */
export function timedLine(line: string): { file: string; seconds: number } | null {
  const match = /[✓✘]\s+\d+\s+(e2e\/[\w./-]+\.spec\.ts):\d+:\d+ .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(line);
  if (!match) return null;
  const value = Number(match[2]);
  const seconds = match[3] === 'ms' ? value / 1000 : match[3] === 'm' ? value * 60 : value;
  return { file: match[1]!, seconds };
}
