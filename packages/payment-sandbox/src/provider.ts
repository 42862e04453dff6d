import crypto from 'node:crypto';
import type Stripe from 'stripe';
import type { FormObject, FormValue } from './form.js';
import { invalid, missing } from './errors.js';

/**
 * The stand-in's model of the provider: customers, products, prices, tax rates, checkout sessions,
 * subscriptions, invoices and the events they cause, in memory. Objects are shaped as the SDK's
 * types for API 2026-10-28 (the period of a subscription on its items, an invoice's subscription
 * under `parent.subscription_details`), with the fields a billing integration reads filled in.
 */

export const API_VERSION = '2026-10-28.endive';

type Obj = Record<string, any>;
export type Params = FormObject;

export interface EmittedEvent {
  event: Stripe.Event;
  /** Settles once the event was delivered (or delivery gave up). */
  delivered: Promise<void>;
}

export interface ProviderOptions {
  /** Where a checkout session's hosted page lives: `${baseUrl}/checkout/<id>`. */
  baseUrl: () => string;
  /** Hands a created event to delivery; resolves when it was delivered or given up. */
  publish: (event: Stripe.Event) => Promise<void>;
  /** Seconds since the epoch (tests may move time). */
  now?: () => number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function newId(prefix: string, length = 24): string {
  const bytes = crypto.randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

const clone = <T>(value: T): T => structuredClone(value);

// ── parameter readers: the provider's own messages (English), as its SDK callers expect ──

function str(params: Params, key: string, required = false): string | undefined {
  const value = params[key];
  if (value === undefined || value === '') {
    if (required) throw invalid(`Missing required param: ${key}.`, key, 'parameter_missing');
    return undefined;
  }
  if (typeof value !== 'string') throw invalid(`Invalid string: ${key}`, key);
  return value;
}

function int(params: Params, key: string, required = false): number | undefined {
  const raw = str(params, key, required);
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, key, 'parameter_invalid_integer');
  return Number(raw);
}

function bool(params: Params, key: string): boolean | undefined {
  const raw = str(params, key);
  if (raw === undefined) return undefined;
  if (raw !== 'true' && raw !== 'false') throw invalid(`Invalid boolean: ${raw}`, key);
  return raw === 'true';
}

function obj(params: Params, key: string): Params | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid object: ${key}`, key);
  return value;
}

function list(params: Params, key: string): FormValue[] {
  const value = params[key];
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalid(`Invalid array: ${key}`, key);
  return value;
}

function strings(params: Params, key: string): string[] {
  return list(params, key).map((v) => {
    if (typeof v !== 'string') throw invalid(`Invalid array of strings: ${key}`, key);
    return v;
  });
}

/** Metadata: string values; on update an empty value removes the key (as the provider does). */
function metadata(params: Params, key = 'metadata', previous: Record<string, string> = {}): Record<string, string> {
  const given = obj(params, key);
  const out = { ...previous };
  if (params[key] === '') return {};
  if (!given) return out;
  for (const [k, v] of Object.entries(given)) {
    if (typeof v !== 'string') throw invalid(`Invalid metadata value for ${k}`, `${key}[${k}]`);
    if (v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}

function addInterval(seconds: number, interval: string, count: number): number {
  const date = new Date(seconds * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

interface Taxed {
  net: number;
  taxes: { rate: Obj; amount: number; taxable: number }[];
  tax: number;
  total: number;
}

/** Exclusive rates add their percentage on top; inclusive ones are carved out of the amount. */
function applyTaxes(net: number, rates: Obj[]): Taxed {
  const taxes = rates.map((rate) => {
    const pct = Number(rate.percentage);
    if (rate.inclusive) {
      const taxable = Math.round(net / (1 + pct / 100));
      return { rate, amount: net - taxable, taxable };
    }
    return { rate, amount: Math.round((net * pct) / 100), taxable: net };
  });
  const exclusive = taxes.filter((t) => !t.rate.inclusive).reduce((s, t) => s + t.amount, 0);
  return { net, taxes, tax: taxes.reduce((s, t) => s + t.amount, 0), total: net + exclusive };
}

interface InvoiceLineInput {
  description: string;
  amount: number;
  price: Obj;
  quantity: number;
  taxRates: Obj[];
  period: { start: number; end: number };
  subscriptionItem?: string;
  proration?: boolean;
}

export class Provider {
  readonly customers = new Map<string, Obj>();
  readonly products = new Map<string, Obj>();
  readonly prices = new Map<string, Obj>();
  readonly taxRates = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  /** The session's line items (the provider's `line_items`, expandable). */
  readonly sessionItems = new Map<string, Obj[]>();
  /** `subscription_data.metadata` of a session, for the subscription its payment creates (not echoed on the session). */
  private readonly sessionSubscriptionMetadata = new Map<string, Record<string, string>>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  readonly events: Stripe.Event[] = [];

  constructor(private readonly options: ProviderOptions) {}

  now(): number {
    return this.options.now?.() ?? Math.floor(Date.now() / 1000);
  }

  /** Every stored object by id, for `expand[]`. */
  find(id: string): Obj | undefined {
    for (const store of [this.customers, this.products, this.prices, this.taxRates, this.sessions, this.subscriptions, this.invoices]) {
      const found = store.get(id);
      if (found) return found;
    }
    return undefined;
  }

  // ── events ──

  private emit(type: string, object: Obj, previous?: Obj, requestId: string | null = null): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: requestId, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.events.push(event);
    return this.options.publish(event);
  }

  // ── customers, products, prices, tax rates ──

  createCustomer(params: Params): Obj {
    const customer = {
      id: newId('cus', 14),
      object: 'customer',
      address: obj(params, 'address') ?? null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params, 'description') ?? null,
      email: str(params, 'email') ?? null,
      invoice_prefix: crypto.randomBytes(4).toString('hex').toUpperCase(),
      next_invoice_sequence: 1,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadata(params),
      name: str(params, 'name') ?? null,
      phone: str(params, 'phone') ?? null,
      preferred_locales: strings(params, 'preferred_locales'),
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  getCustomer(id: string): Obj {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id);
    return customer;
  }

  updateCustomer(id: string, params: Params): Obj {
    const customer = this.getCustomer(id);
    for (const key of ['email', 'name', 'phone', 'description'] as const) {
      if (params[key] !== undefined) customer[key] = str(params, key) ?? null;
    }
    if (params.address !== undefined) customer.address = obj(params, 'address') ?? null;
    if (params.preferred_locales !== undefined) customer.preferred_locales = strings(params, 'preferred_locales');
    customer.metadata = metadata(params, 'metadata', customer.metadata);
    return customer;
  }

  createProduct(params: Params): Obj {
    const id = str(params, 'id') ?? newId('prod', 14);
    if (this.products.has(id)) throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
    const product = {
      id,
      object: 'product',
      active: bool(params, 'active') ?? true,
      created: this.now(),
      default_price: null,
      description: str(params, 'description') ?? null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: metadata(params),
      name: str(params, 'name', true)!,
      package_dimensions: null,
      shippable: null,
      tax_code: null,
      tax_details: null,
      type: 'service',
      unit_label: null,
      updated: this.now(),
      url: null,
    };
    this.products.set(id, product);
    return product;
  }

  createPrice(params: Params): Obj {
    let productId = str(params, 'product');
    const productData = obj(params, 'product_data');
    if (!productId && productData) productId = this.createProduct(productData).id;
    if (!productId) throw invalid('Missing required param: product.', 'product', 'parameter_missing');
    if (!this.products.has(productId)) throw missing('product', productId, 'product');
    const unitAmount = int(params, 'unit_amount', true)!;
    if (unitAmount < 0) throw invalid('Invalid unit_amount: must be at least 0', 'unit_amount');
    const currency = str(params, 'currency', true)!.toLowerCase();
    const recurringParams = obj(params, 'recurring');
    const recurring = recurringParams
      ? {
          interval: str(recurringParams, 'interval', true)!,
          interval_count: int(recurringParams, 'interval_count') ?? 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null;
    if (recurring && !['day', 'week', 'month', 'year'].includes(recurring.interval)) throw invalid('Invalid recurring[interval]', 'recurring[interval]');
    const lookupKey = str(params, 'lookup_key') ?? null;
    if (lookupKey) {
      const holder = [...this.prices.values()].find((p) => p.lookup_key === lookupKey);
      if (holder) {
        if (bool(params, 'transfer_lookup_key')) holder.lookup_key = null;
        else throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
      }
    }
    const price = {
      id: newId('price'),
      object: 'price',
      active: bool(params, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: this.now(),
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: lookupKey,
      metadata: metadata(params),
      nickname: str(params, 'nickname') ?? null,
      product: productId,
      recurring,
      tax_behavior: str(params, 'tax_behavior') ?? 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    this.prices.set(price.id, price);
    return price;
  }

  getPrice(id: string, param = 'price'): Obj {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id, param);
    return price;
  }

  listPrices(query: Params): Obj[] {
    const keys = strings(query, 'lookup_keys');
    const active = bool(query, 'active');
    const product = str(query, 'product');
    const type = str(query, 'type');
    return [...this.prices.values()].filter((p) =>
      (!keys.length || keys.includes(p.lookup_key)) && (active === undefined || p.active === active)
      && (!product || p.product === product) && (!type || p.type === type));
  }

  createTaxRate(params: Params): Obj {
    const inclusive = bool(params, 'inclusive');
    if (inclusive === undefined) throw invalid('Missing required param: inclusive.', 'inclusive', 'parameter_missing');
    const percentageRaw = str(params, 'percentage', true)!;
    const percentage = Number(percentageRaw);
    if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) throw invalid('Invalid percentage', 'percentage');
    const rate = {
      id: newId('txr'),
      object: 'tax_rate',
      active: bool(params, 'active') ?? true,
      country: str(params, 'country') ?? null,
      created: this.now(),
      description: str(params, 'description') ?? null,
      display_name: str(params, 'display_name', true)!,
      effective_percentage: percentage,
      flat_amount: null,
      inclusive,
      jurisdiction: str(params, 'jurisdiction') ?? null,
      jurisdiction_level: null,
      livemode: false,
      metadata: metadata(params),
      percentage,
      rate_type: 'percentage',
      state: null,
      tax_type: str(params, 'tax_type') ?? null,
    };
    this.taxRates.set(rate.id, rate);
    return rate;
  }

  listTaxRates(query: Params): Obj[] {
    const active = bool(query, 'active');
    const inclusive = bool(query, 'inclusive');
    return [...this.taxRates.values()].filter((r) => (active === undefined || r.active === active) && (inclusive === undefined || r.inclusive === inclusive));
  }

  private taxRate(id: string, param: string): Obj {
    const rate = this.taxRates.get(id);
    if (!rate) throw missing('tax_rate', id, param);
    return rate;
  }

  // ── checkout sessions ──

  createSession(params: Params): Obj {
    const mode = str(params, 'mode', true)!;
    if (mode !== 'subscription' && mode !== 'payment') throw invalid(`The stand-in supports mode subscription or payment (got ${mode}).`, 'mode');
    const successUrl = str(params, 'success_url', true)!;
    const cancelUrl = str(params, 'cancel_url') ?? null;
    for (const [key, url] of [['success_url', successUrl], ['cancel_url', cancelUrl]] as const) {
      if (url && !/^https?:\/\//.test(url)) throw invalid(`Not a valid URL`, key, 'url_invalid');
    }
    const customerId = str(params, 'customer') ?? null;
    if (customerId) this.getCustomer(customerId);
    const rawItems = list(params, 'line_items');
    if (!rawItems.length) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    const items = rawItems.map((raw, index) => {
      if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('Invalid line_items', `line_items[${index}]`);
      const price = this.getPrice(str(raw, 'price', true)!, `line_items[${index}][price]`);
      if (mode === 'subscription' && !price.recurring) throw invalid('In subscription mode, line items must use recurring prices.', `line_items[${index}][price]`);
      if (mode === 'payment' && price.recurring) throw invalid('In payment mode, line items must use one-time prices.', `line_items[${index}][price]`);
      const quantity = int(raw, 'quantity') ?? 1;
      if (quantity < 1) throw invalid('Invalid quantity', `line_items[${index}][quantity]`);
      const rates = strings(raw, 'tax_rates').map((id, i) => this.taxRate(id, `line_items[${index}][tax_rates][${i}]`));
      const taxed = applyTaxes(price.unit_amount * quantity, rates);
      const product = this.products.get(price.product);
      return {
        id: newId('li'),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: taxed.net,
        amount_tax: taxed.tax,
        amount_total: taxed.total,
        currency: price.currency,
        description: product?.name ?? null,
        price: clone(price),
        quantity,
        taxes: taxed.taxes.map((t) => ({ amount: t.amount, rate: clone(t.rate), taxability_reason: 'standard_rated', taxable_amount: t.taxable })),
      };
    });
    const currencies = new Set(items.map((i) => i.currency));
    if (currencies.size > 1) throw invalid('All line items must use the same currency.', 'line_items');
    const subscriptionData = obj(params, 'subscription_data') ?? {};
    const invoiceCreation = obj(params, 'invoice_creation');
    const invoiceData = invoiceCreation ? obj(invoiceCreation, 'invoice_data') ?? {} : {};
    const id = newId('cs_test', 58);
    const session = {
      id,
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: items.reduce((s, i) => s + i.amount_subtotal, 0),
      amount_total: items.reduce((s, i) => s + i.amount_total, 0),
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: str(params, 'billing_address_collection') ?? null,
      cancel_url: cancelUrl,
      client_reference_id: str(params, 'client_reference_id') ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created: this.now(),
      currency: [...currencies][0],
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: customerId,
      customer_account: null,
      customer_creation: customerId ? null : mode === 'subscription' ? 'always' : 'if_required',
      customer_details: null,
      customer_email: str(params, 'customer_email') ?? null,
      discounts: [],
      expires_at: this.now() + 24 * 3600,
      integration_identifier: null,
      invoice: null,
      invoice_creation: mode === 'payment'
        ? { enabled: invoiceCreation ? bool(invoiceCreation, 'enabled') ?? false : false, invoice_data: { account_tax_ids: null, custom_fields: null, description: str(invoiceData, 'description') ?? null, footer: null, issuer: null, metadata: metadata(invoiceData), rendering_options: null } }
        : null,
      livemode: false,
      locale: str(params, 'locale') ?? null,
      managed_payments: null,
      metadata: metadata(params),
      mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: mode === 'subscription' ? 'always' : null,
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: items.reduce((s, i) => s + i.amount_tax, 0) },
      ui_mode: 'hosted',
      url: `${this.options.baseUrl()}/checkout/${id}`,
      wallet_options: null,
    };
    this.sessions.set(id, session);
    this.sessionItems.set(id, items);
    this.sessionSubscriptionMetadata.set(id, metadata(subscriptionData));
    return session;
  }

  getSession(id: string): Obj {
    const session = this.sessions.get(id);
    if (!session) throw missing('checkout.session', id);
    if (session.status === 'open' && session.expires_at <= this.now()) {
      session.status = 'expired';
      session.url = null;
    }
    return session;
  }

  /** A successful card payment on the hosted page: the objects it creates, then its events in order. */
  async completeSession(id: string, card: { last4: string; name: string }): Promise<Obj> {
    const session = this.getSession(id);
    if (session.status !== 'open') throw invalid('This Checkout Session is no longer open.', undefined, 'checkout_session_not_open');
    const items = this.sessionItems.get(id)!;
    // Marked complete before anything is awaited: a second submission of the form finds it paid.
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    let customer = session.customer ? this.getCustomer(session.customer) : undefined;
    if (!customer && (session.mode === 'subscription' || session.invoice_creation?.enabled)) {
      customer = this.createCustomer({ email: session.customer_email ?? '', name: card.name });
      session.customer = customer.id;
    }
    session.customer_details = {
      address: customer?.address ?? null, business_name: null, email: customer?.email ?? session.customer_email ?? null,
      individual_name: null, name: customer?.name ?? card.name, phone: null, tax_exempt: 'none', tax_ids: [],
    };
    const deliveries: Promise<void>[] = [];
    if (session.mode === 'subscription') {
      const now = this.now();
      const subscription = this.newSubscription(customer!.id, items, now, this.sessionSubscriptionMetadata.get(id) ?? {});
      const invoice = this.newInvoice({
        customer: customer!, subscription, billingReason: 'subscription_create', paid: true,
        lines: this.cycleLines(subscription),
        period: { start: now, end: now },
      });
      subscription.latest_invoice = invoice.id;
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      deliveries.push(this.emit('checkout.session.completed', session));
      deliveries.push(this.emit('customer.subscription.created', subscription));
      deliveries.push(this.emit('invoice.paid', invoice));
    } else {
      session.payment_intent = newId('pi');
      let invoice: Obj | undefined;
      if (session.invoice_creation?.enabled) {
        const now = this.now();
        invoice = this.newInvoice({
          customer: customer!, billingReason: 'manual', paid: true,
          lines: items.map((item) => ({
            description: item.description ?? '', amount: item.amount_subtotal, price: this.getPrice(item.price.id), quantity: item.quantity,
            taxRates: item.taxes.map((t: Obj) => this.taxRates.get(t.rate.id)!), period: { start: now, end: now },
          })),
          period: { start: now, end: now },
          metadata: session.invoice_creation.invoice_data.metadata,
          description: session.invoice_creation.invoice_data.description,
          paymentIntent: session.payment_intent,
        });
        session.invoice = invoice.id;
      }
      deliveries.push(this.emit('checkout.session.completed', session));
      if (invoice) deliveries.push(this.emit('invoice.paid', invoice));
    }
    await Promise.all(deliveries);
    return session;
  }

  // ── subscriptions ──

  private newSubscription(customer: string, items: Obj[], start: number, meta: Record<string, string>): Obj {
    const id = newId('sub');
    const subscriptionItems = items.map((item) => this.newItem(id, this.getPrice(item.price.id), item.quantity, item.taxes.map((t: Obj) => this.taxRates.get(t.rate.id)!), start));
    const subscription = {
      id,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: start,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: null, type: 'classic' },
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      currency: subscriptionItems[0]!.price.currency,
      customer,
      customer_account: null,
      days_until_due: null,
      default_payment_method: newId('pm'),
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
      items: { object: 'list', data: subscriptionItems, has_more: false, total_count: subscriptionItems.length, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      livemode: false,
      managed_payments: null,
      metadata: meta,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: start,
      status: 'active',
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: null,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  private newItem(subscription: string, price: Obj, quantity: number, taxRates: Obj[], start: number): Obj {
    const recurring = price.recurring;
    return {
      id: newId('si', 14),
      object: 'subscription_item',
      billing_thresholds: null,
      created: start,
      current_period_end: addInterval(start, recurring.interval, recurring.interval_count),
      current_period_start: start,
      current_trial: null,
      discounts: [],
      metadata: {},
      plan: this.planOf(price),
      price: clone(price),
      quantity,
      subscription,
      tax_rates: clone(taxRates),
    };
  }

  /** The legacy `plan` twin of a recurring price, still present on subscription items. */
  private planOf(price: Obj): Obj {
    return {
      id: price.id, object: 'plan', active: price.active, amount: price.unit_amount, amount_decimal: price.unit_amount_decimal,
      billing_scheme: 'per_unit', created: price.created, currency: price.currency, interval: price.recurring.interval,
      interval_count: price.recurring.interval_count, livemode: false, metadata: price.metadata, meter: null,
      nickname: price.nickname, product: price.product, tiers_mode: null, transform_usage: null, trial_period_days: null, usage_type: 'licensed',
    };
  }

  getSubscription(id: string): Obj {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  private periodOf(subscription: Obj): { start: number; end: number } {
    const item = subscription.items.data[0];
    return { start: item.current_period_start, end: item.current_period_end };
  }

  /** One full period of every item, for the first and the renewal invoices. */
  private cycleLines(subscription: Obj): InvoiceLineInput[] {
    return subscription.items.data.map((item: Obj) => ({
      description: `${item.quantity} × ${this.products.get(item.price.product)?.name ?? item.price.id}`,
      amount: item.price.unit_amount * item.quantity,
      price: item.price,
      quantity: item.quantity,
      taxRates: item.tax_rates ?? [],
      period: { start: item.current_period_start, end: item.current_period_end },
      subscriptionItem: item.id,
    }));
  }

  updateSubscription(id: string, params: Params, requestId: string | null): Obj {
    const subscription = this.getSubscription(id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.', undefined, 'invalid_canceled_subscription_fields');
    }
    const previous: Obj = {};
    const cancelAtPeriodEnd = bool(params, 'cancel_at_period_end');
    const newMetadata = params.metadata !== undefined ? metadata(params, 'metadata', subscription.metadata) : undefined;
    const itemChanges = list(params, 'items');
    const behavior = str(params, 'proration_behavior') ?? 'create_prorations';
    const prorationDate = int(params, 'proration_date');
    let prorationInvoice: Obj | undefined;
    if (itemChanges.length) {
      if (behavior !== 'always_invoice' && behavior !== 'none') {
        // Pending proration items billed at the next renewal are not modelled: be explicit rather than differ from the provider.
        throw invalid('The stand-in supports proration_behavior always_invoice or none when items change.', 'proration_behavior');
      }
      const before = clone(subscription.items);
      const now = prorationDate ?? this.now();
      const lines: InvoiceLineInput[] = [];
      // Every change is checked before any is applied: a refused update changes nothing.
      const changes = itemChanges.map((raw, index) => {
        if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('Invalid items', `items[${index}]`);
        const itemId = str(raw, 'id', true)!;
        const item = subscription.items.data.find((i: Obj) => i.id === itemId);
        if (!item) throw missing('subscription_item', itemId, `items[${index}][id]`);
        const priceId = str(raw, 'price');
        const quantity = int(raw, 'quantity') ?? item.quantity;
        if (quantity < 1) throw invalid('Invalid quantity', `items[${index}][quantity]`);
        const price = priceId ? this.getPrice(priceId, `items[${index}][price]`) : item.price;
        if (!price.recurring) throw invalid('The price must be recurring.', `items[${index}][price]`);
        if (price.recurring.interval !== item.price.recurring.interval || price.recurring.interval_count !== item.price.recurring.interval_count) {
          throw invalid('The stand-in does not change the billing interval of a subscription.', `items[${index}][price]`);
        }
        return { item, price, quantity };
      });
      const productName = (p: Obj) => this.products.get(p.product)?.name ?? p.id;
      for (const { item, price, quantity } of changes) {
        const start = item.current_period_start;
        const end = item.current_period_end;
        const fraction = Math.min(1, Math.max(0, (end - now) / (end - start)));
        if (behavior === 'always_invoice' && fraction > 0) {
          lines.push({
            description: `Tempo non utilizzato di ${item.quantity} × ${productName(item.price)}`,
            amount: -Math.round(item.price.unit_amount * item.quantity * fraction),
            price: item.price, quantity: item.quantity, taxRates: item.tax_rates ?? [], period: { start: now, end }, subscriptionItem: item.id, proration: true,
          });
          lines.push({
            description: `Tempo residuo di ${quantity} × ${productName(price)}`,
            amount: Math.round(price.unit_amount * quantity * fraction),
            price, quantity, taxRates: item.tax_rates ?? [], period: { start: now, end }, subscriptionItem: item.id, proration: true,
          });
        }
        item.price = clone(price);
        item.plan = this.planOf(price);
        item.quantity = quantity;
      }
      previous.items = before;
      if (lines.length) {
        const customer = this.getCustomer(subscription.customer);
        prorationInvoice = this.newInvoice({
          customer, subscription, billingReason: 'subscription_update', paid: true, lines,
          period: { start: now, end: now }, prorationDate: now,
        });
        previous.latest_invoice = subscription.latest_invoice;
        subscription.latest_invoice = prorationInvoice.id;
      }
    }
    if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.cancel_at = subscription.cancel_at;
      previous.canceled_at = subscription.canceled_at;
      previous.cancellation_details = clone(subscription.cancellation_details);
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      subscription.cancel_at = cancelAtPeriodEnd ? this.periodOf(subscription).end : null;
      subscription.canceled_at = cancelAtPeriodEnd ? this.now() : null;
      subscription.cancellation_details = { comment: null, feedback: null, reason: cancelAtPeriodEnd ? 'cancellation_requested' : null };
    }
    if (newMetadata) {
      previous.metadata = clone(subscription.metadata);
      subscription.metadata = newMetadata;
    }
    if (Object.keys(previous).length) {
      // Answered at once; the events follow in the background, as from the provider.
      void this.emit('customer.subscription.updated', subscription, previous, requestId);
      if (prorationInvoice) void this.emit('invoice.paid', prorationInvoice, undefined, requestId);
    }
    return subscription;
  }

  cancelSubscription(id: string, requestId: string | null): Obj {
    const subscription = this.getSubscription(id);
    if (subscription.status === 'canceled') throw invalid(`No such subscription: '${id}'`, 'id', 'resource_missing');
    const now = this.now();
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    subscription.cancellation_details = { comment: null, feedback: null, reason: 'cancellation_requested' };
    void this.emit('customer.subscription.deleted', subscription, undefined, requestId);
    return subscription;
  }

  /**
   * Test helper (not provider API): the period ends now. A subscription set to cancel at period end
   * ends; otherwise the next period is invoiced and the card charged (`paid`) or refused (`failed`:
   * the invoice stays open and the subscription goes past_due, as the provider's default retry settings do).
   */
  async renew(id: string, outcome: 'paid' | 'failed'): Promise<Obj> {
    const subscription = this.getSubscription(id);
    if (subscription.status === 'canceled') throw invalid('The subscription is canceled.', 'id');
    const previous: Obj = { items: clone(subscription.items) };
    if (subscription.cancel_at_period_end) {
      const end = this.periodOf(subscription).end;
      subscription.status = 'canceled';
      subscription.ended_at = end;
      await this.emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    for (const item of subscription.items.data) {
      const start = item.current_period_end;
      item.current_period_start = start;
      item.current_period_end = addInterval(start, item.price.recurring.interval, item.price.recurring.interval_count);
    }
    const customer = this.getCustomer(subscription.customer);
    const paid = outcome === 'paid';
    const period = this.periodOf(subscription);
    const invoice = this.newInvoice({
      customer, subscription, billingReason: 'subscription_cycle', paid, lines: this.cycleLines(subscription), period: { start: period.start, end: period.start },
    });
    previous.latest_invoice = subscription.latest_invoice;
    subscription.latest_invoice = invoice.id;
    const status = paid ? 'active' : 'past_due';
    if (subscription.status !== status) {
      previous.status = subscription.status;
      subscription.status = status;
    }
    await Promise.all([
      this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice),
      this.emit('customer.subscription.updated', subscription, previous),
    ]);
    return subscription;
  }

  // ── invoices ──

  private newInvoice(input: {
    customer: Obj; subscription?: Obj; billingReason: string; paid: boolean; lines: InvoiceLineInput[];
    period: { start: number; end: number }; metadata?: Record<string, string>; description?: string | null;
    prorationDate?: number; paymentIntent?: string;
  }): Obj {
    const id = newId('in');
    const now = this.now();
    const currency = input.lines[0]!.price.currency;
    const taxedLines = input.lines.map((line) => ({ line, taxed: applyTaxes(line.amount, line.taxRates) }));
    const subtotal = taxedLines.reduce((s, l) => s + l.taxed.net, 0);
    const total = taxedLines.reduce((s, l) => s + l.taxed.total, 0);
    const totalTaxes = new Map<string, { amount: number; taxable: number; rate: Obj }>();
    for (const { taxed } of taxedLines) {
      for (const tax of taxed.taxes) {
        const entry = totalTaxes.get(tax.rate.id) ?? { amount: 0, taxable: 0, rate: tax.rate };
        entry.amount += tax.amount;
        entry.taxable += tax.taxable;
        totalTaxes.set(tax.rate.id, entry);
      }
    }
    const inclusiveTax = [...totalTaxes.values()].filter((t) => t.rate.inclusive).reduce((s, t) => s + t.amount, 0);
    // A negative total (a downgrade credited at once) is owed to the customer: nothing is charged.
    const due = Math.max(0, total);
    const lines = taxedLines.map(({ line, taxed }) => ({
      id: newId('il'),
      object: 'line_item',
      amount: line.amount,
      currency,
      description: line.description,
      discount_amounts: [],
      discountable: !line.proration,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: line.subscriptionItem
        ? {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: line.proration ? newId('ii') : null, proration: Boolean(line.proration),
              proration_details: { credited_items: null }, subscription: input.subscription?.id ?? null, subscription_item: line.subscriptionItem,
            },
            type: 'subscription_item_details',
          }
        : {
            invoice_item_details: { invoice_item: newId('ii'), proration: false, proration_details: { credited_items: null }, subscription: null },
            subscription_item_details: null,
            type: 'invoice_item_details',
          },
      period: line.period,
      pretax_credit_amounts: [],
      pricing: { price_details: { price: line.price.id, product: line.price.product }, type: 'price_details', unit_amount_decimal: String(line.price.unit_amount) },
      quantity: line.quantity,
      quantity_decimal: String(line.quantity),
      subscription: input.subscription?.id ?? null,
      subtotal: line.amount,
      taxes: taxed.taxes.map((t) => ({
        amount: t.amount, tax_behavior: t.rate.inclusive ? 'inclusive' : 'exclusive', tax_rate_details: { tax_rate: t.rate.id },
        taxability_reason: 'standard_rated', taxable_amount: t.taxable, type: 'tax_rate_details',
      })),
    }));
    const sequence = input.customer.next_invoice_sequence ?? 1;
    input.customer.next_invoice_sequence = sequence + 1;
    const invoice = {
      id,
      object: 'invoice',
      account_country: 'IT',
      account_name: 'AutoMercato (stand-in dimostrativo)',
      account_tax_ids: null,
      amount_due: due,
      amount_overpaid: 0,
      amount_paid: input.paid ? due : 0,
      amount_remaining: input.paid ? 0 : due,
      amount_shipping: 0,
      application: null,
      attempt_count: 1,
      attempted: true,
      auto_advance: !input.paid,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: input.billingReason,
      collection_method: 'charge_automatically',
      created: now,
      currency,
      custom_fields: null,
      customer: input.customer.id,
      customer_account: null,
      customer_address: input.customer.address ?? null,
      customer_email: input.customer.email ?? null,
      customer_name: input.customer.name ?? null,
      customer_phone: input.customer.phone ?? null,
      customer_shipping: null,
      customer_tax_exempt: 'none',
      customer_tax_ids: [],
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: input.description ?? null,
      discounts: [],
      due_date: null,
      effective_at: now,
      ending_balance: 0,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      issuer: { type: 'self' },
      last_finalization_error: null,
      latest_revision: null,
      lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: input.metadata ?? {},
      next_payment_attempt: input.paid ? null : now + 3 * 24 * 3600,
      number: `${input.customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
      on_behalf_of: null,
      parent: input.subscription
        ? {
            quote_details: null,
            subscription_details: {
              metadata: clone(input.subscription.metadata), subscription: input.subscription.id,
              ...(input.prorationDate !== undefined ? { subscription_proration_date: input.prorationDate } : {}),
            },
            type: 'subscription_details',
          }
        : null,
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      payments: input.paid
        ? {
            object: 'list', has_more: false, url: '/v1/invoice_payments',
            data: [{
              id: newId('inpay'), object: 'invoice_payment', amount_paid: due, amount_requested: due, created: now, currency,
              invoice: id, is_default: true, livemode: false,
              payment: { payment_intent: input.paymentIntent ?? newId('pi'), type: 'payment_intent' },
              status: 'paid', status_transitions: { canceled_at: null, paid_at: now },
            }],
          }
        : { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
      period_end: input.period.end,
      period_start: input.period.start,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: input.paid ? 'paid' : 'open',
      status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: input.paid ? now : null, voided_at: null },
      subtotal,
      subtotal_excluding_tax: subtotal - inclusiveTax,
      test_clock: null,
      total,
      total_discount_amounts: [],
      total_excluding_tax: total - [...totalTaxes.values()].reduce((s, t) => s + t.amount, 0),
      total_pretax_credit_amounts: [],
      total_taxes: [...totalTaxes.values()].map((t) => ({
        amount: t.amount, tax_behavior: t.rate.inclusive ? 'inclusive' : 'exclusive', tax_rate_details: { tax_rate: t.rate.id },
        taxability_reason: 'standard_rated', taxable_amount: t.taxable, type: 'tax_rate_details',
      })),
      webhooks_delivered_at: now,
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  getInvoice(id: string): Obj {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  listInvoices(query: Params): Obj[] {
    const customer = str(query, 'customer');
    const subscription = str(query, 'subscription');
    const status = str(query, 'status');
    return [...this.invoices.values()].filter((i) =>
      (!customer || i.customer === customer) && (!status || i.status === status)
      && (!subscription || i.parent?.subscription_details?.subscription === subscription));
  }
}

