/** Accessibility scans with axe-core: a screen passes when axe finds nothing serious or critical. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now (WCAG 2.x A/AA rules and best practices) and fails listing every
 * serious or critical violation: rule id, what it asks for, how many elements, and the first one.
 */
export async function expectNoSeriousA11yViolations(page: Page, { include }: { include?: string } = {}) {
  await animationsSettled(page);
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
  expect(await duplicateReferencedIds(page), `ids named by ARIA or a label twice on ${page.url()}`).toEqual([]);
}

/**
 * Ids that an aria-labelledby, aria-describedby, aria-controls or a label's `for` points at and that
 * more than one element carries: a dialog would be named by the wrong heading. (axe no longer checks
 * this; the runtime's useId once handed out the same ids in two lazily loaded parts of a page.)
 */
function duplicateReferencedIds(page: Page): Promise<string[]> {
  // A string: the e2e project compiles without the DOM's types.
  return page.evaluate(`(() => {
    const referenced = new Set();
    const pointers = document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]');
    for (const element of pointers)
      for (const name of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'])
        for (const id of (element.getAttribute(name) ?? '').split(/\\s+/)) if (id) referenced.add(id);
    return [...referenced].filter((id) => document.querySelectorAll('[id="' + CSS.escape(id) + '"]').length > 1);
  })()`);
}

/**
 * Waits until no finite animation is running (a modal sliding in, restarted by a viewport change): axe
 * measures colour contrast with the opacity of the moment, so a half-faded button fails it. Endless
 * ones (the loading skeletons' shimmer) are left alone.
 */
function animationsSettled(page: Page): Promise<unknown> {
  // A string: the e2e project compiles without the DOM's types (and waitForFunction's polling would
  // need eval, which the page's Content-Security-Policy refuses).
  const running = `document.getAnimations().filter((a) =>
    a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length`;
  return expect.poll(() => page.evaluate<number>(running), { message: 'animations to finish' }).toBe(0);
}
