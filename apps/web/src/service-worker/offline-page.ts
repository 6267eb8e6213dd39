/**
 * The last resort of the worker (issue 16): a page opened offline before the app's own page was ever kept. It says so
 * in the visitor's language instead of the browser's error page.
 */
const TEXTS = {
  sr: {
    lang: 'sr-Latn',
    title: 'Niste na mreži',
    message: 'Ova stranica još nije sačuvana na uređaju. Povežite se na internet i pokušajte ponovo.',
    retry: 'Pokušaj ponovo',
  },
  en: {
    lang: 'en',
    title: 'You are offline',
    message: 'This page has not been saved on this device yet. Connect to the internet and try again.',
    retry: 'Try again',
  },
};

export function offlinePage(language: string): Response {
  const text = language.toLowerCase().startsWith('en') ? TEXTS.en : TEXTS.sr;
  const html = `<!doctype html><html lang="${text.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head><body style="font:16px system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;padding:1rem"><main><h1>${text.title}</h1><p>${text.message}</p><button type="button" onclick="location.reload()" style="font:inherit;padding:.5rem 1rem">${text.retry}</button></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
