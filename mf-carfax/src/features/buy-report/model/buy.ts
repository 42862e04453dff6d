/**
 * "Compra un report": by plate or VIN, checked here first, then bought; the answer opens the new
 * report. The API's refusals (C2 nothing left, O2 no credit, C1/C7 provider) show their Italian
 * message under the form; a field error (C5/C6, code 2) under the field. A vehicle the dealer
 * already holds (409 C1) asks first: open that report, or buy a fresher one (`refresh`).
 */
import { createEvent, createStore, sample } from 'effector';
import { navigationRequested, toastShown } from '@automercato/shell-api';
import type { Scope } from '../../reports';
import { reportPath } from '../../reports';
import type { CarfaxHeldReport } from '@automercato/api-sdk';
import { buyReportFx, heldReportOf, type BuyParams } from '../api/buy';
import { buyFieldError, normalise, type BuyKind } from './rules';
import { t } from '../texts';

export const buyFormOpened = createEvent<Scope>();
export const kindChosen = createEvent<BuyKind>();
export const valueChanged = createEvent<string>();
export const dealerChanged = createEvent<string>();
export const buySubmitted = createEvent();
/** The held-report dialog: open the report the dealer has, buy a fresher one anyway, or neither. */
export const heldReportOpened = createEvent();
export const refreshConfirmed = createEvent();
export const heldDismissed = createEvent();
/** A purchase went through (the availability counters need a reload). */
export const reportBought = buyReportFx.doneData;

export const $scope = createStore<Scope | null>(null).on(buyFormOpened, (_, s) => s);
export const $kind = createStore<BuyKind>('plate').on(kindChosen, (_, k) => k).reset(buyFormOpened);
export const $value = createStore('').on(valueChanged, (_, v) => v).reset(buyFormOpened, kindChosen, buyReportFx.done);
export const $dealer = createStore('').on(dealerChanged, (_, v) => v).reset(buyFormOpened);
export const $fieldError = createStore<string | null>(null).reset(buyFormOpened, kindChosen, valueChanged);
export const $formError = createStore<string | null>(null).reset(buyFormOpened, buySubmitted);
export const $buying = buyReportFx.pending;
/** The report the dealer already holds for the vehicle just asked, and that purchase (to repeat with `refresh`). */
export const $held = createStore<{ report: CarfaxHeldReport['existing_report']; purchase: BuyParams } | null>(null)
  .reset(buyFormOpened, kindChosen, valueChanged, heldDismissed, buySubmitted, buyReportFx.done);

const checked = sample({
  clock: buySubmitted,
  // (A source key named "kind" would make effector take the object for a unit.)
  source: { where: $scope, by: $kind, value: $value, dealer: $dealer, buying: $buying },
  filter: (s) => s.where !== null && !s.buying,
  fn: (s) => ({ scope: s.where, kind: s.by, value: s.value, dealer: s.dealer, error: buyFieldError(s.by, s.value) }),
});
sample({ clock: checked, filter: (c) => c.error !== null, fn: (c) => c.error, target: $fieldError });
sample({
  clock: checked,
  filter: (c) => c.error === null,
  fn: (c) => ({
    scope: c.scope!, [c.kind]: normalise(c.value),
    ...(c.scope!.kind === 'admin' && c.dealer.trim() ? { dealer: c.dealer.trim() } : {}),
  }),
  target: buyReportFx,
});

sample({
  clock: buyReportFx.fail,
  filter: ({ error }) => heldReportOf(error) !== null,
  fn: ({ params, error }) => ({ report: heldReportOf(error)!, purchase: params }),
  target: $held,
});
const toHeldReport = sample({
  clock: heldReportOpened,
  source: $held,
  filter: Boolean,
  fn: (held) => ({ to: reportPath(held.purchase.scope, held.report.uuid) }),
});
sample({ clock: toHeldReport, target: navigationRequested });
$held.reset(toHeldReport);
sample({
  clock: refreshConfirmed,
  source: { held: $held, buying: $buying },
  filter: (s) => s.held !== null && !s.buying,
  fn: (s) => ({ ...s.held!.purchase, refresh: true }),
  target: buyReportFx,
});

/** Refusals other than "already held" (that one opens the dialog). */
const refused = sample({ clock: buyReportFx.failData, filter: (e) => heldReportOf(e) === null });
// A fresher report refused (nothing left, provider down): the dialog closes on the form's message.
$held.reset(refused);
sample({
  clock: refused,
  source: $kind,
  filter: (kind, e) => Boolean(e.fieldErrors[kind]?.[0]) || e.code === 'C5' || e.code === 'C6',
  fn: (kind, e) => e.fieldErrors[kind]?.[0] ?? e.message,
  target: $fieldError,
});
sample({
  clock: refused,
  source: $kind,
  filter: (kind, e) => !(e.fieldErrors[kind]?.[0] || e.code === 'C5' || e.code === 'C6'),
  fn: (_, e) => e.message,
  target: $formError,
});
sample({ clock: buyReportFx.doneData, fn: (r) => ({ text: t('buy.reportDiPronto', { make: r.make, model: r.model }), icon: 'success' as const }), target: toastShown });
sample({
  clock: buyReportFx.done,
  fn: ({ params, result }) => ({ to: reportPath(params.scope, result.uuid) }),
  target: navigationRequested,
});
