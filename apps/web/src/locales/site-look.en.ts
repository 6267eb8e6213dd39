/**
 * English texts of the site's look (issue 16): the template section of the site management modal, the brand colour
 * field, and the header's light/dark switch.
 */
import type { TTranslations } from './srp';

export const siteLookEn: TTranslations['siteLook'] = {
  colorScheme: {
    dark: 'Dark mode',
  },
  brandColor: {
    label: 'Site colour',
    hint: 'The colour of buttons and links in every template. Where it is too light to read, the site uses a darker shade of it. Empty: Izlog’s green.',
    reset: 'Back to Izlog’s green',
  },
  template: {
    title: 'Site template',
    intro:
      'The template decides the layout, type and look of every page. Content, settings and the site’s colour stay as they are. Choose a template to see your site in it before you change it.',
    listLabel: 'Templates',
    current: 'Current',
    previewTitle: 'Preview: {{name}}',
    previewHint: 'Your site with its own content in this template. Visitors see nothing until you confirm.',
    currentHint: 'The site wears this template now.',
    devices: 'Preview device',
    desktop: 'Desktop',
    mobileWeb: 'Mobile web',
    app: 'App',
    frameTitle: 'The site in the {{name}} template: {{device}}',
    openPreview: 'Open the preview in a new tab',
    use: 'Use this template',
    confirmTitle: 'Change the site’s template?',
    confirmMessage:
      'Every visitor will see the site in the “{{name}}” template at once. Content and settings stay as they are, and you can change the template again at any time.',
    confirm: 'Change template',
    saved: 'The template has been changed: the site now wears “{{name}}”.',
    loadFailed: 'The templates cannot be loaded right now.',
  },
};
