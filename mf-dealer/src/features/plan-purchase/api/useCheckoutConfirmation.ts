import { useEffect, useState } from 'react';
import { ApiError, type Reply } from '@automercato/api-sdk';
import { useApi } from '@automercato/entities/api';
import { t } from '../texts';

export type CheckoutSession = Reply<'GET /api/billing/checkout-sessions/:id'>;

export type Confirmation =
  | { status: 'missing' }
  | { status: 'confirming'; session: CheckoutSession | null }
  /** Asked long enough: the provider's confirmation may still come, later. */
  | { status: 'slow'; session: CheckoutSession | null }
  | { status: 'confirmed'; session: CheckoutSession }
  | { status: 'error'; message: string };

/** How often and how long the page asks whether the provider's confirmation (the webhook) has arrived. */
export const POLL_MS = 1500;
export const POLL_FOR_MS = 20_000;

/**
 * GET /api/billing/checkout-sessions/{id} until the payment is confirmed: the provider sends the
 * browser back at once, while its confirmation reaches the server a moment later.
 */
export function useCheckoutConfirmation(sessionId: string | null): Confirmation {
  const api = useApi();
  const [state, setState] = useState<Confirmation>(() => (sessionId ? { status: 'confirming', session: null } : { status: 'missing' }));

  useEffect(() => {
    if (!sessionId) {
      setState({ status: 'missing' });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async () => {
      try {
        const session = await api.billing.checkoutSession(sessionId);
        if (stopped) return;
        if (session.status === 'completed') {
          setState({ status: 'confirmed', session });
          return;
        }
        if (Date.now() - started >= POLL_FOR_MS) {
          setState({ status: 'slow', session });
          return;
        }
        setState({ status: 'confirming', session });
      } catch (error) {
        if (stopped) return;
        setState({ status: 'error', message: error instanceof ApiError ? error.message : t('useCheckoutConfirmation.nonEStatoPossibile') });
        return;
      }
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [api, sessionId]);

  return state;
}
