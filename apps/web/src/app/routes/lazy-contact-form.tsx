/**
 * A contact-form widget's form, loaded apart from the page that places it and only once the visitor scrolls near it:
 * a page's first view never downloads the form's code (inputs, select, captcha, the contract's rules and zod, about
 * 45 kB gzip), and a page without such a widget never does.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import type { ContactForm as EagerContactForm } from '@/features/contact/components/contact-form';
import { useHasComeNear } from '@/lib/use-has-come-near';

const ContactForm = lazy(() =>
  import('@/features/contact/components/contact-form').then((module) => ({ default: module.ContactForm })),
);

export function LazyContactForm(props: ComponentProps<typeof EagerContactForm>) {
  const [placeRef, hasComeNear] = useHasComeNear();
  if (!hasComeNear) return <div ref={placeRef} />;
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  );
}
