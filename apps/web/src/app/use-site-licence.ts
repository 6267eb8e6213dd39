/** The licence the shell loaded, for the routes under it. */
import type { TPublicLicence } from '@izlog/contract/licence';
import { useOutletContext } from 'react-router';

export const useSiteLicence = () => useOutletContext<TPublicLicence>();
