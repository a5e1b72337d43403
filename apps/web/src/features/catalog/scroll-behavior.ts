/** 'smooth' unless the customer asked for less motion (prefers-reduced-motion): then the jump is instant. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
}
