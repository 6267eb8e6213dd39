/**
 * Runs one guided tour with driver.js (its own chunk, loaded only when a tour starts; decision in issue 16's report:
 * MIT, framework-free so React 19 is no concern, a focus trap and ARIA since 1.1.0). What driver.js leaves to us:
 * - tours across pages: a step of another page navigates there and waits for its element; a step whose element the
 *   page lacks is skipped in the direction of travel, never shown over nothing;
 * - Back on the first step shown does nothing (driver.js #564: a left arrow on step one destroyed the tour);
 * - the rest of the page is inert while the tour runs and the popover is a modal dialog named by its title and
 *   described by its text, with a visible "Skip" and visible focus; focus starts on "Next" and goes back, when the
 *   tour ends, to what had it before (or the page's heading when that is gone);
 * - the highlighted element loses the aria-expanded / aria-controls driver.js puts on it (not allowed on most roles).
 */
import { type Driver, driver, type PopoverDOM } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour.css';
import { findStepElement, type TTourPage, type TTourStep } from './tour-steps';

type TTourTexts = {
  title: (index: number) => string;
  text: (index: number) => string;
  progress: (current: number, total: number) => string;
  next: string;
  previous: string;
  done: string;
  skip: string;
};

type TTourRun = {
  steps: readonly TTourStep[];
  startAt: number;
  texts: TTourTexts;
  isOnPage: (page: TTourPage) => boolean;
  goToPage: (page: TTourPage) => void;
  /** A step is shown (saved as running there). */
  onStep: (index: number) => void;
  /** The tour ended: finished past its last step, or skipped (Esc, "Skip") at `index`. */
  onEnd: (status: 'finished' | 'skipped', index: number) => void;
  /** How long to wait for a step's element after going to its page, and on the page already. */
  waitAfterNavigationMs?: number;
  waitOnPageMs?: number;
  reducedMotion?: boolean;
};

export type TTourHandle = { stop: () => void };

const DRIVER_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'];

/** Resolves with the element once present (or null after `ms`): pages render their blocks as their data arrives. */
function waitForElement(step: TTourStep, ms: number): Promise<HTMLElement | null> {
  const present = findStepElement(step);
  if (present || ms <= 0) return Promise.resolve(present);
  return new Promise((resolve) => {
    const done = (element: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = findStepElement(step);
      if (element) done(element);
    });
    const timer = window.setTimeout(() => done(findStepElement(step)), ms);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-tour'],
    });
  });
}

/** Makes everything on the page but the tour inert; gives back a function that undoes exactly that. */
function makePageInert(): () => void {
  // The attribute, not the property: the same in every browser and in the tests' DOM.
  const changed = [...document.body.children].filter((element) => !element.hasAttribute('inert'));
  for (const element of changed) element.setAttribute('inert', '');
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

export function runTour(run: TTourRun): TTourHandle {
  const { steps, texts } = run;
  const waitAfterNavigation = run.waitAfterNavigationMs ?? 5000;
  const waitOnPage = run.waitOnPageMs ?? 600;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const restorePage = makePageInert();
  let current = -1;
  let isMoving = false;
  let hasEnded = false;

  const tour: Driver = driver({
    steps: steps.map((step, index) => ({
      element: () => findStepElement(step) as Element,
      popover: { title: texts.title(index), description: texts.text(index) },
    })),
    animate: !run.reducedMotion,
    smoothScroll: !run.reducedMotion,
    allowClose: true,
    allowKeyboardControl: true,
    // A click beside the popover neither skips nor moves on: only the dialog's own buttons and keys do.
    overlayClickBehavior: () => {},
    // The tour shows; nothing under it is operated while it runs (and Tab stays in the dialog).
    disableActiveInteraction: true,
    showButtons: ['next', 'previous'],
    showProgress: true,
    nextBtnText: texts.next,
    prevBtnText: texts.previous,
    doneBtnText: texts.done,
    popoverClass: 'izlog-tour',
    stagePadding: 6,
    onNextClick: () => void moveTo(current + 1, 1),
    onPrevClick: () => void moveTo(current - 1, -1),
    // Esc (driver.js asks before it closes).
    onDestroyStarted: () => end('skipped'),
    onPopoverRender: (popover) => decorate(popover),
    onHighlighted: (element) => {
      for (const name of DRIVER_ARIA) element?.removeAttribute(name);
    },
  });

  function decorate(popover: PopoverDOM) {
    const { wrapper } = popover;
    wrapper.setAttribute('aria-modal', 'true');
    // driver.js writes the title in a <header>, which would be a banner landmark: it is the dialog's heading.
    popover.title.setAttribute('role', 'heading');
    popover.title.setAttribute('aria-level', '2');
    popover.progress.textContent = texts.progress(current + 1, steps.length);
    const skip = document.createElement('button');
    skip.type = 'button';
    skip.className = 'driver-popover-footer-btn izlog-tour-skip';
    skip.textContent = texts.skip;
    skip.addEventListener('click', () => end('skipped'));
    popover.footerButtons.prepend(skip);
    // driver.js focuses the dialog's first button once this returns; "Next" is what a keyboard user wants first.
    queueMicrotask(() => popover.nextButton.focus());
  }

  /** Shows the nearest step from `target` in `direction` whose element exists, going to its page when needed. */
  async function moveTo(target: number, direction: 1 | -1) {
    if (isMoving || hasEnded) return;
    isMoving = true;
    try {
      for (let index = target; index >= 0 && index < steps.length; index += direction) {
        const step = steps[index]!;
        let wait = waitOnPage;
        if (!run.isOnPage(step.page)) {
          run.goToPage(step.page);
          wait = waitAfterNavigation;
        }
        const element = await waitForElement(step, wait);
        if (hasEnded) return;
        if (!element) continue;
        current = index;
        // The first step shown starts driver.js (its keys, its overlay); later ones move it.
        if (tour.isActive()) tour.moveTo(index);
        else tour.drive(index);
        run.onStep(index);
        return;
      }
      // Past the last step: the tour is done. Before the first one shown: stay (#564).
      if (direction === 1) end('finished');
    } finally {
      isMoving = false;
    }
  }

  function returnFocus() {
    if (opener?.isConnected && opener !== document.body) {
      opener.focus();
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }

  function end(status: 'finished' | 'skipped') {
    if (hasEnded) return;
    hasEnded = true;
    tour.destroy();
    restorePage();
    run.onEnd(status, Math.max(current, 0));
    returnFocus();
  }

  void moveTo(run.startAt, 1);
  return {
    stop: () => {
      if (hasEnded) return;
      hasEnded = true;
      tour.destroy();
      restorePage();
    },
  };
}
