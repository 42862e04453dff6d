import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from '@automercato/router';
import type { Filters } from '@automercato/api-sdk';
import { resultsHref } from '@automercato/entities/listing';
import { filtersFromRoute } from './searchUrl';

/** The search described by the current /risultati address, and a way to go to another one. */
export function useSearchRoute() {
  const { make, model } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromRoute({ make, model }, search), [make, model, search]);
  const go = useCallback(
    (next: Filters, options?: { replace?: boolean }) => {
      const href = resultsHref(next);
      void navigate(href, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [navigate],
  );
  return { filters, go };
}
