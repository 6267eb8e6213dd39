/**
 * axe-core in a page of the browser tests: its source is added to the page as a script and run there, and the
 * violations come back in a form a failing assertion can print.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What we hold every public screen to: no violation of these impacts (axe's two highest). */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

export type TAxeFinding = { rule: string; impact: string; help: string; targets: string[] };

type TAxeResults = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
};

/**
 * The page's violations of WCAG 2.x A and AA (and axe's best practices) at the blocking impacts. The page's context
 * must be opened with `bypassCSP: true`: the site's Content-Security-Policy refuses inline scripts, rightly.
 */
export async function findBlockingViolations(page: Page): Promise<TAxeFinding[]> {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.addScriptTag({ content: AXE_SOURCE });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  )) as TAxeResults;
  return results.violations
    .filter((violation) => (BLOCKING_IMPACTS as readonly (string | null)[]).includes(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
}
