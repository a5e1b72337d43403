/** Accessibility scans with axe-core: a screen passes when axe finds no violation at all (issue 29). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What we claim (WCAG 2.2 AA, the accessibility statement says so): every A and AA rule of 2.0, 2.1
 * and 2.2, plus axe's best practices (landmarks, one h1, heading order), which a screen-reader user
 * moving by heading or region relies on as much as on the success criteria.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now with the WCAG 2.2 A/AA rules and best practices, and fails listing
 * every violation whatever its impact: rule id, what it asks for, how many elements, and the first one.
 */
export async function expectNoA11yViolations(page: Page, { include }: { include?: string } = {}) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map((v) => {
    const first = v.nodes[0]?.target.join(' ') ?? '(no target)';
    return `${v.impact} ${v.id}: ${v.help} — ${v.nodes.length} element(s), first: ${first}`;
  });
  expect(found, `axe found violations on ${page.url()}`).toEqual([]);
  expect(await duplicateReferencedIds(page), `ids named by ARIA or a label twice on ${page.url()}`).toEqual([]);
}

/** The name the specs written before issue 29 call: the same, now strict, scan. */
export const expectNoSeriousA11yViolations = expectNoA11yViolations;

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
