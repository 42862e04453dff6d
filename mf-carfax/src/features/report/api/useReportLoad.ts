import { useEffect, useState } from 'react';
import { ApiError } from '@automercato/api-sdk';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: ApiError };

/** Loads one thing for a page (a report, a shared report) and reloads when `key` changes. */
export function useLoad<T>(key: string, load: () => Promise<T>): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error: error instanceof ApiError ? error : new ApiError('1', 'Si è verificato un errore. Riprova.') }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state, () => setState((s) => (setAttempt((a) => a + 1), s))];
}
