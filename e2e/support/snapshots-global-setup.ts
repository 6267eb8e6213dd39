/**
 * The browser tests' run directory: made once before the first test file, handed to every file (`inject`), removed
 * after the last. It holds the seeded snapshots the files copy (seeded-snapshots.ts), so a run never reuses another
 * run's seed, whose dates and code may be older. Its name's type is declared in seeded-snapshots.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(join(tmpdir(), 'izlog-e2e-run-'));
  project.provide('izlogE2eRunDir', runDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
