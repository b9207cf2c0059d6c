import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The serious and critical axe violations of the page as it is now, one line per rule with
 * its nodes. axe adds a <style> element while it checks colours, which the site's policy
 * refuses: those console reports are the tool's, not the page's, and are taken out of
 * `consoleErrors`; anything else logged meanwhile stays and still fails the test.
 */
export async function seriousViolations(page: Page, consoleErrors: string[]): Promise<string[]> {
  const before = consoleErrors.length;
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const duringAxe = consoleErrors.splice(before);
  consoleErrors.push(...duringAxe.filter((text) => !/style-src(-elem)?\b/.test(text)));
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}
