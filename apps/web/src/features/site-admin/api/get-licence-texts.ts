/**
 * The licence's long texts as the terms form edits them: the same query the site's text modals read (lib), so a save
 * refreshes what visitors see too.
 */
import { useQuery } from '@tanstack/react-query';
import { licenceTextsQueryOptions } from '@/lib/licence-texts-query';

export const useLicenceTexts = () => useQuery(licenceTextsQueryOptions());
