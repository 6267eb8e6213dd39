/** `/`: the site's home page. */
import { SiteHome } from '@/features/licence/components/site-home';
import { useSiteLicence } from '../use-site-licence';

export function HomeRoute() {
  return <SiteHome licence={useSiteLicence()} />;
}
