/** The site as an installable app (issue 16), started by the page's entry on licence sites only. */
import { listenForInstallOffer } from './install-offer';
import { registerServiceWorker } from './register-service-worker';

export function startSiteApp(): void {
  listenForInstallOffer();
  registerServiceWorker();
}
