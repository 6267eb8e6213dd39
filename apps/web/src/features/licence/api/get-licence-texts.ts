/**
 * The licence's long texts as a visitor reads them (the text modals, the terms page): the query is defined in lib,
 * shared with site administration's terms form.
 */
import { useQuery } from '@tanstack/react-query';
import { licenceTextsQueryOptions } from '@/lib/licence-texts-query';

export const useLicenceTexts = () => useQuery(licenceTextsQueryOptions());
