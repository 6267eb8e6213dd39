/** `/admin/contact` (back office, 'contacts.manage'): visitors' messages with their delivery, and the contact services. */
import { ContactAdminPage } from '@/features/contact-admin/components/contact-admin-page';

export function AdminContactRoute() {
  return <ContactAdminPage />;
}
