/** The calls of the statistics feature, as effects over the one API client. */
import { createEffect } from 'effector';
import type { ApiError, DealerStatistics } from '@automercato/api-sdk';
import { getApi } from '@automercato/entities/api';

/** GET /api/dealers/{uuid}/statistics?days=N: per day and per listing, and the listings viewed without a lead. */
export const fetchStatisticsFx = createEffect<{ dealer: string; days: number }, DealerStatistics, ApiError>(
  ({ dealer, days }) => getApi().dealers.statistics(dealer, days),
);
