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
  // Legacy mode runs axe once in the page. The default injects axe into every frame, then opens a
  // blank page and injects it again there to merge the frames' results (a guard against pages whose
  // scripts break axe's merge): a third of the run, for pages that here have no frame (the card
  // form's is not among them). In a full CI run the home page took 45 s that way against 9 s
  // alone, and the walks timed out while starving the other worker's tests.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
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
