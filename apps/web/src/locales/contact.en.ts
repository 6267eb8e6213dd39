/** English texts of the contact form (a widget's and the contact page's) and the contact page. */
import type { TTranslations } from './srp';

export const contactEn: TTranslations['contact'] = {
  formLabel: 'Contact form',
  service: 'Who you write to',
  servicePlaceholder: 'Choose a service',
  writingTo: 'Your message goes to: {{service}}',
  email: 'Your e-mail address',
  emailHint: 'The answer comes to it.',
  name: 'Your name',
  message: 'Message',
  attachment: 'Attachment',
  attachmentHint: 'At most 5 MB: a picture, a PDF or a document (Word, Excel, OpenDocument).',
  attachmentPlaceholder: 'Choose a file',
  removeAttachment: 'Remove the attachment',
  send: 'Send message',
  sentTitle: 'Message sent',
  failedTitle: 'The message was not sent',
  pageTitle: 'Write to us',
  pageLead: 'Choose a service, write your message and we will answer at your e-mail address.',
  servicesTitle: 'Our services',
  noServices: 'This site does not take messages through a form yet.',
  loadFailed: 'The contact services cannot be loaded at the moment.',
  footerLink: 'Write to us',
};
