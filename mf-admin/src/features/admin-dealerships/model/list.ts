/** The dealer admins' table (/admin/dealer-admins): its query's shape and its list model. */
import type { AdminDealershipRow } from '@automercato/api-sdk';
import { createAdminList } from '../../admin-table';
import type { ListSpec } from '../../admin-table';
import { fetchDealerships } from '../api/dealerships';

export const DEALERSHIP_LIST_SPEC: ListSpec = { sortable: ['email', 'surname'], defaultSort: 'email', defaultDirection: 'asc', filters: ['role'] };
export const DEALERSHIPS_EXPORT_PATH = '/api/admin/user-dealerships/export.csv';
export const ROLE_LABELS = { owner: 'Titolare', admin: 'Amministratore' } as const;

export const dealershipsList = createAdminList<AdminDealershipRow>(fetchDealerships);
