/**
 * What `react` resolves to in the browser build (apps/web/vite.config.ts): preact/compat, with one
 * hook replaced. Preact's useId numbers ids per Suspense boundary, each starting again from 'P0-0',
 * so two lazily loaded parts of one page (the mini cart's popover and the product modal's stock
 * dialog, say) hand out the same ids and a dialog's aria-labelledby names the wrong element. The
 * client renders only in the browser (no server rendering, no hydration), so an id needs to be unique
 * on the page and stable for a component's life, nothing more: a counter kept in state is both.
 */
import compat, { useState } from 'preact/compat';

export * from 'preact/compat';

let lastId = 0;

export function useId() {
  const [id] = useState(() => `r${(++lastId).toString(36)}`);
  return id;
}

export default { ...compat, useId };
