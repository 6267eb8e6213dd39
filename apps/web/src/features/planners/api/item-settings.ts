/**
 * The small writes of one planner item (SPEC §7 planner-items): its date, note, price and three switches. Each
 * answers the item with its planner's new totals, which go straight into the page.
 */
import type { TPlannerItemChange, TScheduledDateRequest } from '@izlog/contract/planners';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { useItemWrite } from './planner-cache';

const post = (path: string, body?: unknown) => apiRequest<TPlannerItemChange>(path, { method: 'POST', body });

export const saveScheduledDate = ({ id, ...body }: { id: number } & TScheduledDateRequest) =>
  post(apiPaths.saveScheduledDate(id), body);

export const saveItemNote = ({ id, remark }: { id: number; remark: string }) =>
  post(apiPaths.savePlannerItemNote(id), { remark });

/** The price as typed ("1234,50" or "1234.5"): the server reads it, so it is never turned into a float here. */
export const saveItemPrice = ({ id, price, currencyId }: { id: number; price: string; currencyId: number }) =>
  post(apiPaths.savePriceOfPlannerItem(id, price.trim(), currencyId));

export const changeCalculatePrice = ({ id, value }: { id: number; value: boolean }) =>
  post(apiPaths.changeCalculatePrice(id, value));

/** The two "show" switches take the value shown, so a double click cannot flip them back. */
export const showPricePublicly = ({ id, value }: { id: number; value: boolean }) =>
  post(apiPaths.showPricePublicly(id), { value });

export const showItemPublicly = ({ id, value }: { id: number; value: boolean }) =>
  post(apiPaths.showPlannerItemPublicly(id), { value });

export const useSaveScheduledDate = () => useItemWrite(saveScheduledDate);
export const useSaveItemNote = () => useItemWrite(saveItemNote);
export const useSaveItemPrice = () => useItemWrite(saveItemPrice);
export const useChangeCalculatePrice = () => useItemWrite(changeCalculatePrice);
export const useShowPricePublicly = () => useItemWrite(showPricePublicly);
export const useShowItemPublicly = () => useItemWrite(showItemPublicly);
