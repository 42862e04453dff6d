/** The dealers' table (/admin/dealers): its query's shape and its list model. */
import type { AdminDealerRow } from '@automercato/api-sdk';
import { createAdminList } from '../../admin-table';
import type { ListSpec } from '../../admin-table';
import { fetchDealers } from '../api/dealers';
import { t } from '../texts';

export const DEALER_LIST_SPEC: ListSpec = {
  sortable: ['created_at', 'name', 'city'], defaultSort: 'created_at', filters: ['status', 'verified', 'vat', 'plan'],
};
export const DEALERS_EXPORT_PATH = '/api/admin/dealers/export.csv';

export const PLAN_OPTIONS = [
  { value: 'free', label: 'Free' }, { value: 'trial', label: t('list.provaGratuita') }, { value: 'base', label: 'Base' },
  { value: 'pro', label: 'Pro' }, { value: 'premium', label: 'Premium' },
] as const;

/** "In attesa di verifica P. IVA" first: the review queue. */
export const VAT_OPTIONS = [
  { value: 'unconfirmed', label: t('list.inAttesaDiVerifica') }, { value: 'confirmed', label: 'Confermata' }, { value: 'rejected', label: 'Respinta' },
] as const;

export const dealersList = createAdminList<AdminDealerRow>(fetchDealers);
