/**
 * `/admin-login`: staff sign in here even while the site's login and registration are off (issue 12). After login
 * the user goes to the first back-office page their abilities open — staff to /admin — or home if none.
 */
import type { TCurrentUser } from '@izlog/contract/auth';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminLoginPage } from '@/features/auth/components/admin-login-page';
import { routes } from '@/lib/paths';
import { AREA_ROOTS, areaEntriesFor } from '../back-office/back-office-access';
import { useDocumentTitle } from '../use-document-title';
import { useSiteLicence } from '../use-site-licence';

export function AdminLoginRoute() {
  const { t } = useTranslation();
  const licence = useSiteLicence();
  const navigate = useNavigate();
  useDocumentTitle(t('userAdmin.adminLogin.title'));
  const goOn = (user: TCurrentUser) => {
    const areas = areaEntriesFor(user);
    const area = areas.find((entry) => entry.area === 'admin') ?? areas[0];
    navigate(area ? AREA_ROOTS[area.area] : routes.home, { replace: true });
  };
  return <AdminLoginPage licence={licence} onSignedIn={goOn} />;
}
