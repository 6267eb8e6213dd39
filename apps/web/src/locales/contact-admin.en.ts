/**
 * English texts of contact administration (issue 14): the site's contact services and what visitors sent through
 * them, with each message's delivery.
 */
import type { TTranslations } from './srp';

export const contactAdminEn: TTranslations['contactAdmin'] = {
  title: 'Contact',
  intro:
    'Contact services are the addresses visitors’ messages go to. Each message is stored first, then sent by e-mail; here you see whether it arrived.',
  sections: { submissions: 'Messages received', services: 'Contact services' },
  services: {
    formTitle: 'New contact service',
    name: 'Service name',
    email: 'E-mail',
    emailHint: 'Messages go to this address; visitors do not see it.',
    description: 'Description',
    descriptionHint: 'Visitors see it when they choose a service.',
    add: 'Add the service',
    limitReached: 'The site already has the most contact services allowed ({{max}}). Delete one to add another.',
    listLabel: 'Contact services',
    empty: 'The site has no contact service yet. Visitors can write once you add one.',
    loadFailed: 'The contact services could not be loaded.',
    delete: 'Delete',
    deleteLabel: 'Delete the service {{name}}',
    deleteTitle: 'Delete this contact service?',
    deleteMessage:
      'Visitors will no longer be able to choose “{{name}}”. Messages already received stay in the list of messages.',
    deleteConfirm: 'Delete the service',
  },
  submissions: {
    filtersLabel: 'Message filters',
    service: 'Service',
    allServices: 'All services',
    delivery: 'Delivery',
    allDeliveries: 'All deliveries',
    listLabel: 'Messages received',
    empty: 'No messages from visitors yet.',
    emptyFiltered: 'No messages match these filters.',
    loadFailed: 'The messages could not be loaded.',
    from: 'From',
    receivedAt: 'Received',
    sentAt: 'Sent',
    attempts: 'Sending attempts: {{count}}',
    lastError: 'Last error',
    attachment: 'Attachment',
    download: 'Download {{name}} ({{size}})',
    downloadFailed: 'The attachment could not be downloaded.',
    retry: 'Send again',
    retryLabel: 'Send the message from {{sender}} again',
    retried: 'The message is on its way again.',
  },
  delivery: { pending: 'Waiting to be sent', sent: 'Sent', failed: 'Not sent' },
};
