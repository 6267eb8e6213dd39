/**
 * The Capacitor side of a licence's project: package.json (Capacitor pinned), capacitor.config.json (the app opens the
 * live site at `server.url`, so the app never needs a rebuild when the site changes) and www/, the page shown only
 * when the site cannot be reached.
 */
import { escapeHtml } from '../../../../platform/text/plain-text';
import { CAPACITOR_VERSION, isCleartext, type TAndroidProjectInputs, textFile } from './project-inputs';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function packageJsonOf(inputs: TAndroidProjectInputs): string {
  return json({
    name: `izlog-${inputs.subdomain}-app`,
    version: `${inputs.versionName}`,
    private: true,
    description: `${inputs.appName}: the Android app of ${inputs.siteUrl}, made by Izlog`,
    scripts: {
      sync: 'cap sync android',
      'build:apk': 'cap sync android && cd android && ./gradlew assembleRelease',
      'build:aab': 'cap sync android && cd android && ./gradlew bundleRelease',
    },
    dependencies: {
      '@capacitor/android': CAPACITOR_VERSION,
      '@capacitor/core': CAPACITOR_VERSION,
    },
    devDependencies: { '@capacitor/cli': CAPACITOR_VERSION },
    engines: { node: '>=22' },
  });
}

export function capacitorConfigOf(inputs: TAndroidProjectInputs) {
  const cleartext = isCleartext(inputs.siteUrl);
  return {
    appId: inputs.appId,
    appName: inputs.appName,
    webDir: 'www',
    server: {
      url: inputs.siteUrl,
      androidScheme: 'https',
      // Only a development site is served over plain http; a live one never is.
      ...(cleartext ? { cleartext: true } : {}),
    },
    android: { allowMixedContent: false, backgroundColor: inputs.brandColor },
    plugins: { SplashScreen: { backgroundColor: inputs.brandColor, launchAutoHide: true } },
  };
}

const OFFLINE_TEXT = {
  srp: {
    title: 'Nema veze sa internetom',
    body: 'Aplikacija otvara sajt {site}. Proverite vezu sa internetom; sajt se otvara čim se veza vrati.',
    retry: 'Pokušaj ponovo',
  },
  en: {
    title: 'No internet connection',
    body: 'This app opens {site}. Check your connection; the site opens as soon as it is back.',
    retry: 'Try again',
  },
} as const;

/** Shown only when the live site cannot load: says so, and goes to the site once the phone is back online. */
export function offlinePageOf(inputs: TAndroidProjectInputs): string {
  const text = OFFLINE_TEXT[inputs.language];
  const site = escapeHtml(inputs.siteUrl);
  const lang = inputs.language === 'srp' ? 'sr-Latn' : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${inputs.brandColor}">
<title>${escapeHtml(inputs.appName)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
         background: ${inputs.brandColor}; color: #fff; text-align: center; }
  main { max-width: 22rem; padding: 1.5rem; }
  a { display: inline-block; margin-top: 1rem; padding: .75rem 1.25rem; border-radius: .5rem; background: #fff;
      color: #1a1a1a; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(text.title)}</h1>
  <p>${escapeHtml(text.body).replace('{site}', site)}</p>
  <a href="${site}">${escapeHtml(text.retry)}</a>
</main>
<script>
  var site = ${JSON.stringify(inputs.siteUrl).replace(/</g, '\\u003c')};
  function open() { if (navigator.onLine) location.replace(site); }
  window.addEventListener('online', open);
  open();
</script>
</body>
</html>
`;
}

export const webFilesOf = (inputs: TAndroidProjectInputs) => [
  textFile('package.json', packageJsonOf(inputs)),
  textFile('capacitor.config.json', json(capacitorConfigOf(inputs))),
  textFile('www/index.html', offlinePageOf(inputs)),
];
