import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@automercato/router';
import { listSearch, parseListQuery, withChange, type ListQuery, type ListSpec } from '../model/query';

/** The list's query read from the address, and a way to change it (a new history entry per change). */
export function useListQuery(spec: ListSpec) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(spec, params), [spec, params]);
  const change = useCallback(
    (next: ListQuery | ((q: ListQuery) => ListQuery)) =>
      setParams((current) => listSearch(spec, typeof next === 'function' ? next(parseListQuery(spec, current)) : next, current)),
    [spec, setParams],
  );
  const patch = useCallback((p: Parameters<typeof withChange>[1]) => change((q) => withChange(q, p)), [change]);
  return { query, change, patch };
}

/**
 * One search param that opens a detail panel (?user=<id>, ?listing=<id>): its value, open and
 * close, keeping the list's own params.
 */
export function useDetailParam(name: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const open = useCallback((id: string) => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set(name, id);
    return next;
  }), [name, setParams]);
  const close = useCallback(() => setParams((current) => {
    const next = new URLSearchParams(current);
    next.delete(name);
    return next;
  }), [name, setParams]);
  return { value, open, close };
}
