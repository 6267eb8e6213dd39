/**
 * How the site presents itself (SPEC §2 "Site settings"): the name and logo in the header and the hero of the home
 * page. One reading of the licence for the header, the home page and the site management modal's live preview, so
 * the preview shows exactly what visitors will see.
 */
import type { TPublicLicence } from '@izlog/contract/licence';

export type TSiteLook = {
  /** site_name, or the licence's title while the site has none. */
  siteName: string;
  logoUrl: string | null;
  imageUrl: string | null;
  overlayText: string | null;
  /** The hero's button leads inside the site (SPEC §5): shown only with both a text and a link. */
  button: { text: string; to: string } | null;
};

type TLookFields = Pick<
  TPublicLicence,
  'title_of_app' | 'site_name' | 'icon' | 'site_image' | 'overlay_text' | 'button_text' | 'link_text'
>;

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** The name the site goes by: its site name, or the title it was leased under. */
export const siteNameOf = (licence: Pick<TPublicLicence, 'title_of_app' | 'site_name'>): string =>
  filled(licence.site_name) ?? licence.title_of_app;

/** `products` → `/products`: the button link is a page of this site, never another host. */
const buttonTarget = (linkText: string): string => `/${linkText.replace(/^\/+/, '')}`;

export function siteLookOf(licence: TLookFields): TSiteLook {
  const buttonText = filled(licence.button_text);
  const linkText = filled(licence.link_text);
  return {
    siteName: siteNameOf(licence),
    logoUrl: filled(licence.icon),
    imageUrl: filled(licence.site_image),
    overlayText: filled(licence.overlay_text),
    button: buttonText && linkText ? { text: buttonText, to: buttonTarget(linkText) } : null,
  };
}

/** Whether the home page has a hero to show: a picture, a line over it or a button. */
export const hasHero = (look: TSiteLook): boolean => Boolean(look.imageUrl || look.overlayText || look.button);
