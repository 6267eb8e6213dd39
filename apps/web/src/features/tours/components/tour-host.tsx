/**
 * The guided tour's controller for the signed-in user (loaded only once someone is signed in, so a visitor's first
 * page carries none of it): starts the user's tour by itself on the home page the first time, once no modal is open
 * and the page's blocks are there; resumes a tour stopped part-way; replays it from the start when asked ("Take the
 * tour"); saves each step, the skip and the finish. driver.js arrives in its own chunk only when a tour starts.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { TOUR_VERSIONS, type TTourKey } from '@izlog/contract/tours';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-user-store';
import { useOpenModal } from '@/lib/modal-store';
import { tourKeyFor, useTourReplayRequests } from '@/lib/tour-request';
import { useTourProgress } from '../api/get-tour-progress';
import { saveTourProgress } from '../api/save-tour-progress';
import type { TTourHandle } from '../run-tour';
import { autoStartStep } from '../tour-start';
import { isOnTourPage, TOUR_PAGE_PATHS, TOUR_STEPS, type TTourPage } from '../tour-steps';

/** How long a page may take to show its blocks before a tour that starts by itself begins anyway. */
const PAGE_READY_MS = 3000;

type TTourTiming = { waitAfterNavigationMs?: number; waitOnPageMs?: number; pageReadyMs?: number };

type TTourHostProps = { licence: Pick<TPublicLicence, 'id'>; timing?: TTourTiming };

export function TourHost({ licence, timing }: TTourHostProps) {
  const user = useCurrentUser();
  const tourKey = tourKeyFor(user);
  if (!user || !tourKey) return null;
  // A new user (sign-out, another sign-in) gets a controller of their own.
  return <TourController key={user.id} licenceId={licence.id} userId={user.id} tourKey={tourKey} timing={timing} />;
}

type TTourControllerProps = { licenceId: number; userId: number; tourKey: TTourKey; timing?: TTourTiming };

function TourController({ licenceId, userId, tourKey, timing }: TTourControllerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const progress = useTourProgress(licenceId, userId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openModal = useOpenModal();
  const replayRequests = useTourReplayRequests();
  const running = useRef<TTourHandle | null>(null);
  const hasDecidedAutoStart = useRef(false);
  const seenReplayRequests = useRef(replayRequests);
  // The router's location as the tour reads it between renders.
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  const start = useCallback(
    async (startAt: number) => {
      running.current?.stop();
      const steps = TOUR_STEPS[tourKey];
      const save = (step: number, status: 'running' | 'skipped' | 'finished') =>
        saveTourProgress(
          queryClient,
          { licenceId, userId },
          { tour_key: tourKey, version: TOUR_VERSIONS[tourKey], step, status },
        );
      const { runTour } = await import('../run-tour');
      running.current = runTour({
        steps,
        startAt,
        texts: {
          title: (index) => t(`tours.steps.${steps[index]!.textKey}.title`),
          text: (index) => t(`tours.steps.${steps[index]!.textKey}.text`),
          progress: (current, total) => t('tours.progress', { current, total }),
          next: t('tours.next'),
          previous: t('tours.previous'),
          done: t('tours.done'),
          skip: t('tours.skip'),
        },
        isOnPage: (page: TTourPage) => isOnTourPage(page, pathnameRef.current),
        goToPage: (page: TTourPage) => navigate(TOUR_PAGE_PATHS[page]),
        onStep: (index) => void save(index, 'running'),
        onEnd: (status, index) => {
          running.current = null;
          void save(index, status);
        },
        waitAfterNavigationMs: timing?.waitAfterNavigationMs,
        waitOnPageMs: timing?.waitOnPageMs,
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      });
    },
    [licenceId, userId, tourKey, queryClient, navigate, t, timing],
  );

  // The first time on the home page (no progress for this version, or a tour stopped part-way): once, per sign-in.
  useEffect(() => {
    if (hasDecidedAutoStart.current || !progress.isSuccess || openModal !== null) return;
    if (!isOnTourPage('home', pathname)) return;
    hasDecidedAutoStart.current = true;
    const startAt = autoStartStep(progress.data, tourKey);
    if (startAt === null) return;
    void whenHomeIsShown(timing?.pageReadyMs ?? PAGE_READY_MS).then(() => {
      if (isOnTourPage('home', pathnameRef.current)) void start(startAt);
    });
  }, [progress.isSuccess, progress.data, openModal, pathname, tourKey, start, timing]);

  // "Take the tour": every new request replays it from the start.
  useEffect(() => {
    if (replayRequests === seenReplayRequests.current) return;
    seenReplayRequests.current = replayRequests;
    hasDecidedAutoStart.current = true;
    void start(0);
  }, [replayRequests, start]);

  useEffect(() => () => running.current?.stop(), []);
  return null;
}

/** Resolves once the home page's own blocks (any tour target inside the main area) are there, or after `ms`. */
function whenHomeIsShown(ms: number): Promise<void> {
  const isShown = () => document.querySelector('main [data-tour]') !== null;
  if (isShown()) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (isShown()) finish();
    });
    const timer = window.setTimeout(finish, ms);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
