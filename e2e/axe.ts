import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core as issue 14 asks for it (e2e/accessibility.spec.ts, e2e/crawl.spec.ts): the WCAG 2.1
 * A/AA rules and axe's best practices; a serious or critical violation fails, and so do the two
 * moderate ones the issue found (landmarks without unique names, a skipped heading level).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const FAILING_RULES = new Set(['landmark-unique', 'heading-order']);

/** The failing violations on the page as it is now, one readable line per element. */
export async function failingViolations(page: Page, label: string): Promise<string[]> {
  // Only violations are reported back: describing every passing element doubles the run on long pages.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '') || FAILING_RULES.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const detail = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message ?? violation.help;
        return `${label}  ${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${detail}`;
      }),
    );
}

export function expectNoViolations(violations: string[]): void {
  expect(violations, `axe violations:\n${violations.join('\n')}\n`).toEqual([]);
}
