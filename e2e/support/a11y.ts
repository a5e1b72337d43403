/** Accessibility scans with axe-core: a screen passes when axe finds nothing serious or critical. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (WCAG 2.x A/AA rules and best practices) and fails listing every
 * serious or critical violation: rule id, what it asks for, how many elements, and the first one.
 */
export async function expectNoSeriousA11yViolations(page: Page, { include }: { include?: string } = {}) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => {
      const first = v.nodes[0]?.target.join(' ') ?? '(no target)';
      return `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} element(s), first: ${first}`;
    });
  expect(blocking, `axe found serious/critical violations on ${page.url()}`).toEqual([]);
}
