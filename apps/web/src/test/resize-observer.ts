import { vi } from 'vitest';

/**
 * A ResizeObserver the test drives (happy-dom's never reports): `report(element, height)` tells every
 * observer watching `element` that its border box is now `height` px tall, as a browser would after a
 * layout; `resizeAll()` reports every element watched (to code that measures them itself). Stubbed
 * globally until vi.unstubAllGlobals().
 */
export function fakeResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element>; self: ResizeObserver }>();
  class FakeResizeObserver {
    private readonly entry;
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: new Set<Element>(), self: this as unknown as ResizeObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    observing: (element: Element) => [...observers].some((o) => o.targets.has(element)),
    resizeAll() {
      for (const { callback, targets, self } of observers)
        callback(
          [...targets].map((target) => ({ target }) as ResizeObserverEntry),
          self,
        );
    },
    report(element: Element, height: number) {
      for (const { callback, targets, self } of observers)
        if (targets.has(element))
          callback(
            [
              {
                target: element,
                borderBoxSize: [{ blockSize: height, inlineSize: 0 }],
              } as unknown as ResizeObserverEntry,
            ],
            self,
          );
    },
  };
}
