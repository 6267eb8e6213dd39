/**
 * The keys of what a browser remembers for the site, in one place: the app reads them, and so does the boot script of a
 * server-drawn page (server-render/boot.ts), which must stay small.
 */
export { TOKEN_STORAGE_KEY } from '@izlog/contract/constants';

/** The interface language the visitor chose (lib/i18n.ts). */
export const LANGUAGE_STORAGE_KEY = 'language';
/** Light or dark, as the visitor chose in the header (app/provider.tsx; Mantine's manager writes it). */
export const COLOR_SCHEME_STORAGE_KEY = 'izlog-color-scheme';
