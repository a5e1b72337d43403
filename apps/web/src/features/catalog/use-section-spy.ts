import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { scrollBehavior } from './scroll-behavior';

/**
 * A section scrolled to starts 8px under the sticky bar (the root's scroll-padding-top, catalog.css);
 * a few pixels more of slack so a section that has just been reached counts as the one in view.
 */
const REACHED = 12;
/**
 * A jump ends when the browser says its scroll has ended ('scrollend'), or once it has not scrolled the
 * page for SCROLL_END_WAIT_MS (it never moved: already there). A smooth scroll runs off the main
 * thread: on a busy phone its scroll events can pause for a few hundred ms while it goes on, and putting
 * the section back in the middle of it (an instant scroll) makes Chromium shift the rest of the glide by
 * as much, past the section to the end of the page. Browsers without 'scrollend' (Safari) end it once
 * the page has not scrolled for SETTLE_MS.
 */
const SCROLL_END_WAIT_MS = 1000;
const SETTLE_MS = 150;

function settleAfter(): number {
  return 'onscrollend' in window ? SCROLL_END_WAIT_MS : SETTLE_MS;
}

export interface SectionSpy {
  /** The section in view: the last one whose top has reached the sticky bar (the first one before that). */
  current: number | null;
  /** Sections that have been near the screen (or jumped to): the ones worth loading. */
  reached: ReadonlySet<number>;
  /** The ref callback of a section's element (stable per key). */
  sectionRef: (key: number) => (element: HTMLElement | null) => void;
  /** Scrolls a section to the top, under the sticky bar, and moves the focus to its heading. */
  jumpTo: (key: number) => void;
}

/**
 * Follows which section of a long page is in view, and takes the customer to one. `keys` are the
 * sections in page order; `lineTop` is where the readable part of the page starts (the sticky bar's
 * bottom), measured on each use because the bar only sticks once the page has scrolled.
 *
 * Sections load their content late and change height; the section being read (the first one reaching
 * below that line) is kept where it was on screen, scrolling the page by however far it moved, so what
 * the customer reads stays put — also when the browser already moved the page itself (a section above
 * shrank with the page scrolled to its end: the shorter page pulls it up). Browsers' own scroll
 * anchoring would do it, but Safari has none, so it is done here for every browser and the sections
 * are left out of the browsers' (`overflow-anchor: none`, catalog.css), which would otherwise add theirs.
 */
export function useSectionSpy({
  keys,
  enabled,
  lineTop,
}: {
  keys: number[];
  enabled: boolean;
  lineTop: () => number;
}): SectionSpy {
  const [current, setCurrent] = useState<number | null>(null);
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set());
  const elements = useRef(new Map<number, HTMLElement>());
  const refs = useRef(new Map<number, (element: HTMLElement | null) => void>());
  const observer = useRef<ResizeObserver | null>(null);
  /** The jump under way: the section it goes to, and the timer that ends it once scrolling stops. */
  const jump = useRef<{ key: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  /** A section asked for before it was drawn (a tab tapped during a search, which hides the sections). */
  const pending = useRef<number | null>(null);
  /** The section being read and its top on screen, as last seen (see `resized`). */
  const anchor = useRef<{ element: Element; top: number } | null>(null);
  const latest = useRef({ keys, lineTop, enabled });
  latest.current = { keys, lineTop, enabled };

  const reach = useCallback((more: number[]) => {
    setReached((before) => (more.every((key) => before.has(key)) ? before : new Set([...before, ...more])));
  }, []);

  /** Notes the section being read (the first reaching below the line) and where its top is on screen. */
  const noteAnchor = useCallback(() => {
    const { keys, lineTop } = latest.current;
    const line = lineTop();
    anchor.current = null;
    for (const key of keys) {
      const element = elements.current.get(key);
      const box = element?.getBoundingClientRect();
      if (element && box && box.bottom > line) {
        anchor.current = { element, top: box.top };
        return;
      }
    }
  }, []);

  const measure = useCallback(() => {
    const { keys, lineTop, enabled } = latest.current;
    if (!enabled || jump.current) return;
    const line = lineTop();
    const screen = window.innerHeight;
    let inView: number | null = null;
    const near: number[] = [];
    for (const key of keys) {
      const box = elements.current.get(key)?.getBoundingClientRect();
      if (!box) continue;
      if (inView === null || box.top <= line + REACHED) inView = key;
      // A screen's height ahead either way: loaded before the customer gets there.
      if (box.bottom >= -screen && box.top <= 2 * screen) near.push(key);
    }
    // And the section after the one in view, however tall this one is: tabbing out of its last card
    // must land on the next category's first, not skip a category still loading.
    const next = keys[keys.indexOf(inView ?? -1) + 1];
    if (next !== undefined) near.push(next);
    setCurrent(inView);
    reach(near);
  }, [reach]);

  const settle = useCallback(() => {
    const done = jump.current;
    if (!done) return;
    clearTimeout(done.timer);
    jump.current = null;
    // What loaded on the way may have moved the section: put it back under the bar (no-op if it is).
    elements.current.get(done.key)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    measure();
  }, [measure]);

  const jumpTo = useCallback(
    (key: number) => {
      const element = elements.current.get(key);
      if (!element) {
        pending.current = key;
        return;
      }
      pending.current = null;
      if (jump.current) clearTimeout(jump.current.timer);
      // Until it ends, the tab tapped stays marked (a smooth scroll passes other sections on its way)
      // and sections passed on the way are not loaded.
      jump.current = { key, timer: setTimeout(settle, settleAfter()) };
      setCurrent(key);
      reach([key]);
      // Focus follows, as for an in-page link: Tab goes on into this category's products.
      element.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
    },
    [reach, settle],
  );

  // A section asked for before it was drawn: go there once it is.
  useLayoutEffect(() => {
    if (pending.current !== null && elements.current.has(pending.current)) jumpTo(pending.current);
  });

  useEffect(() => {
    if (!enabled) {
      setCurrent(null);
      return;
    }
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    const onScroll = () => {
      noteAnchor();
      const under = jump.current;
      if (!under) return schedule();
      clearTimeout(under.timer);
      under.timer = setTimeout(settle, settleAfter());
    };
    // The customer scrolling (or moving the focus) themselves ends a jump where they are, without
    // putting the section back.
    const interrupt = () => {
      if (!jump.current) return;
      clearTimeout(jump.current.timer);
      jump.current = null;
      schedule();
    };
    // The first look is in the next frame, with the frame's own layout: read here, where a re-render
    // can run this effect, it would lay the page out inside the render's task, one long task on a slow
    // phone (issue 28).
    frame = requestAnimationFrame(() => {
      frame = 0;
      noteAnchor();
      measure();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', settle);
    window.addEventListener('resize', schedule);
    window.addEventListener('wheel', interrupt, { passive: true });
    window.addEventListener('touchstart', interrupt, { passive: true });
    window.addEventListener('keydown', interrupt);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', settle);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('wheel', interrupt);
      window.removeEventListener('touchstart', interrupt);
      window.removeEventListener('keydown', interrupt);
    };
  }, [enabled, measure, settle, noteAnchor]);

  // Sections come and go with the menu (a search hides them): look again at what is in view.
  const order = keys.join();
  useEffect(() => {
    if (!order) return;
    const frame = requestAnimationFrame(() => measure());
    return () => cancelAnimationFrame(frame);
  }, [order, measure]);

  useEffect(
    () => () => {
      observer.current?.disconnect();
      if (jump.current) clearTimeout(jump.current.timer);
    },
    [],
  );

  const resized = useCallback(() => {
    const seen = anchor.current;
    if (seen && !jump.current) {
      const moved = seen.element.getBoundingClientRect().top - seen.top;
      if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
    }
    noteAnchor();
    if (!jump.current) measure();
  }, [measure, noteAnchor]);

  const sectionRef = useCallback(
    (key: number) => {
      let ref = refs.current.get(key);
      if (!ref) {
        ref = (element: HTMLElement | null) => {
          const before = elements.current.get(key);
          if (before && before !== element) observer.current?.unobserve(before);
          if (!element) {
            elements.current.delete(key);
            return;
          }
          elements.current.set(key, element);
          if (!observer.current && typeof ResizeObserver !== 'undefined')
            observer.current = new ResizeObserver(resized);
          observer.current?.observe(element);
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    [resized],
  );

  return { current: enabled ? current : null, reached, sectionRef, jumpTo };
}
