/**
 * Which site this page is: the server marks the platform host's HTML `<html data-area="platform">` (the sales side:
 * pricing, templates, purchase, console); every other host is a licence's site.
 */
export const isPlatformArea = (root: HTMLElement = document.documentElement): boolean =>
  root.dataset.area === 'platform';
