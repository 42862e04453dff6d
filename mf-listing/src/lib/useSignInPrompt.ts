import { useCallback } from 'react';
import { useLocation, useNavigate } from '@automercato/router';
import { confirmFx } from '@automercato/shell-api';

/** `/signin?redirectTo=<here>`: the shell's guards bring the user back after signing in. */
export function signInPath(here: string): string {
  return `/signin?${new URLSearchParams({ redirectTo: here }).toString()}`;
}

/**
 * A guest tried something that needs an account: the shell's confirm dialog explains why
 * and "Accedi" opens the sign-in page, which comes back here. Resolves with the answer.
 */
export function useSignInPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (title: string, text: string): Promise<boolean> => {
      const here = `${location.pathname}${location.search}`;
      const yes = await confirmFx({ title, text, yes: 'Accedi', no: 'Annulla' });
      if (yes) navigate(signInPath(here));
      return yes;
    },
    [navigate, location.pathname, location.search],
  );
}
