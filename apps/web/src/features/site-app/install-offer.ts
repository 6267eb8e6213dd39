/**
 * Whether and how the site can be offered as an app on this device (issue 16). Chromium announces an installable
 * site with `beforeinstallprompt`; the event is kept (from the start of the page: it may come before the footer is
 * drawn) so the footer's button can open the browser's dialog. iOS Safari has no such event: its visitors get a hint
 * to add the site from the Share menu, once. Nothing is offered where the site already runs as an installed app.
 */
import { createStore, useStore } from '@/lib/create-store';
import { readStored, writeStored } from '@/lib/safe-storage';

/** The part of Chromium's BeforeInstallPromptEvent the offer uses (not in TypeScript's DOM library). */
type TInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type TInstallOffer = { kind: 'none' } | { kind: 'prompt' } | { kind: 'ios-hint' };

const promptStore = createStore<TInstallPromptEvent | null>(null);
const hintDismissedStore = createStore<boolean>(false);
/** Remembered on the device: the iOS hint is shown until the visitor closes it, then never again. */
export const IOS_HINT_DISMISSED_KEY = 'izlog.installHintDismissed';

let listening = false;

/** Starts listening for the browser's install event; the page's entry calls it once, before anything is drawn. */
export function listenForInstallOffer(target: Window = window): void {
  if (listening) return;
  listening = true;
  hintDismissedStore.set(readStored(IOS_HINT_DISMISSED_KEY) === '1');
  target.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the footer's button instead of the browser's own mini-bar.
    event.preventDefault();
    promptStore.set(event as TInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => promptStore.set(null));
}

/** Whether the page runs as an installed app (a home screen icon opened it). */
function isRunningInstalled(target: Window = window): boolean {
  const standalone = target.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standalone || (target.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad Safari: installable only from the Share menu. iPadOS says "Macintosh" but has a touch screen. */
function isIosSafari(navigatorLike: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  const ua = navigatorLike.userAgent;
  const isIos = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigatorLike.maxTouchPoints > 1);
  return isIos && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

export function useInstallOffer(): TInstallOffer {
  const prompt = useStore(promptStore);
  const hintDismissed = useStore(hintDismissedStore);
  if (typeof window === 'undefined' || isRunningInstalled()) return { kind: 'none' };
  if (prompt) return { kind: 'prompt' };
  if (!hintDismissed && isIosSafari()) return { kind: 'ios-hint' };
  return { kind: 'none' };
}

/** Opens the browser's install dialog; the offer goes away whatever the visitor answers (the event is single-use). */
export async function installApp(): Promise<void> {
  const event = promptStore.get();
  if (!event) return;
  promptStore.set(null);
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

export function dismissIosHint(): void {
  writeStored(IOS_HINT_DISMISSED_KEY, '1');
  hintDismissedStore.set(true);
}

/** Tests start each case from a fresh page. */
export function resetInstallOfferForTests(): void {
  promptStore.set(null);
  hintDismissedStore.set(false);
  listening = false;
}
