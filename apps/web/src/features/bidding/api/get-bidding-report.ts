/** GET /biddings/bidding-report/{id}: one first place's impressions and clicks per day. */
import type { TBiddingReport } from '@izlog/contract/bidding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { BIDDING_KEY } from './bidding-queries';

export const getBiddingReport = (id: number) => apiRequest<TBiddingReport>(apiPaths.biddingReport(id));

export const biddingReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...BIDDING_KEY, 'report', id], queryFn: () => getBiddingReport(id) });

export const useBiddingReport = (id: number) => useQuery(biddingReportQueryOptions(id));
