/**
 * The API client of this remote. One instance for the page; tests (and anything else that
 * needs another transport) give their own through <ApiProvider>.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createApi, createHttp, type Api } from '@automercato/api-sdk';
import { navigationRequested } from '@automercato/shell-api';

let defaultApi: Api | null = null;

/** Created on first use: a 302 answer goes through the shell's navigation. */
function getDefaultApi(): Api {
  defaultApi ??= createApi(createHttp({ navigate: (to) => navigationRequested({ to }) }));
  return defaultApi;
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  return useContext(ApiContext) ?? getDefaultApi();
}
