/** Messages of payments (issue 13), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const PAYMENTS_MESSAGES = {
  // SPEC §8, word for word.
  transaction_failed: { srp: 'Transakcija nije uspela', en: 'Transaction failed' },
  transaction_canceled: { srp: 'Transakcija je otkazana', en: 'Transaction canceled' },
  payment_order_not_payable: {
    srp: 'Ova porudžbina ne čeka plaćanje (njen status je „{status}“), pa se ne može ponovo platiti.',
    en: 'This order is not waiting for a payment (its status is "{status}"), so it cannot be paid again.',
  },
  payment_order_reservation_ended: {
    srp: 'Rezervacija ove porudžbine je istekla {time}; napravite novu porudžbinu.',
    en: 'The reservation of this order ended at {time}; please place a new order.',
  },
  payment_callback_refused: {
    srp: 'Odgovor platnog sistema nije prihvaćen ({reason}); ništa nije promenjeno.',
    en: 'The payment gateway’s answer was refused ({reason}); nothing was changed.',
  },
  payment_gateway_not_configured: {
    srp: 'Ovaj platni sistem nije uključen na ovom serveru.',
    en: 'This payment gateway is not in use on this server.',
  },
  payment_not_approved: {
    srp: 'Potvrda se šalje samo za uspešno plaćanje.',
    en: 'A confirmation is sent only for a successful payment.',
  },
  // SPEC §7: the confirmation mail's notice is in Serbian whatever the interface language.
  payment_success_mail_sent: {
    srp: 'Potvrda o plaćanju je poslata na {email}.',
    en: 'Potvrda o plaćanju je poslata na {email}.',
  },
  refund_not_refundable: {
    srp: 'Vraćaju se samo uspešna plaćanja novih licenci; ovo plaćanje se ne može vratiti.',
    en: 'Only a successful payment of a new licence can be refunded; this payment cannot.',
  },
  refund_already_done: {
    srp: 'Ovo plaćanje je već vraćeno.',
    en: 'This payment has already been refunded.',
  },
  refund_window_passed: {
    srp: 'Rok od 15 dana za povraćaj novca za ovu licencu je istekao {date}',
    en: 'The 15-day refund period of this licence ended on {date}.',
  },
  refund_not_provisioned: {
    srp: 'Licenca ove porudžbine još nije napravljena; povraćaj je moguć kada bude aktivna.',
    en: 'The licence of this order has not been created yet; a refund is possible once it is active.',
  },
  refund_gateway_failed: {
    srp: 'Platni sistem nije izvršio povraćaj ({reason}); ništa nije promenjeno, pokušajte ponovo kasnije.',
    en: 'The payment gateway did not make the refund ({reason}); nothing was changed, please try again later.',
  },
  invoice_nothing_to_pay: {
    srp: 'Za ovu porudžbinu nema šta da se plati.',
    en: 'There is nothing to pay for this order.',
  },
  invoice_not_payable: {
    srp: 'Ova porudžbina se više ne može platiti (njen status je „{status}“).',
    en: 'This order can no longer be paid (its status is "{status}").',
  },
  invoice_card_payment_open: {
    srp: 'Kupac upravo plaća ovu porudžbinu karticom; ne označavajte je kao plaćenu dok se to plaćanje ne završi (najkasnije {time}).',
    en: 'The buyer is paying this order by card right now; do not mark it paid until that payment ends (at the latest {time}).',
  },
  order_being_paid: {
    srp: 'Vaša ranija porudžbina za ovu adresu se upravo plaća; završite ili otkažite to plaćanje pa pokušajte ponovo (nezavršeno plaćanje ističe za 30 minuta).',
    en: 'An earlier order of yours for this address is being paid; finish or cancel that payment first (an unfinished one lapses after 30 minutes).',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
