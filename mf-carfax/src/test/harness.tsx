/** Test harness: the remotes' shared one (@automercato/entities/testing) over this remote's routes. */
import type { Api } from '@automercato/api-sdk';
import { renderRoutes } from '@automercato/entities/testing';
import { routes } from '../routes';

export { fail, fakeApi, ok, on, type Call, type Handler } from '@automercato/entities/testing';

export const renderRoute = (path: string, api: Api) => renderRoutes(routes, path, api);
