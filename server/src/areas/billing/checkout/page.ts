import { FAVICON_LINK } from '../../../http/favicon.js';
import { escapeHtml as e } from '../../../http/shell-page.js';
import { UI_TOKENS } from '../../../http/palette.js';
import { VAT_RATE } from '../../../catalog/prices.js';
import { overLimits, type BillingService, type Outcome } from './service.js';

/** Server-rendered pages of billing (plan management, errors): the tokens of @automercato/ui, no script (CSP: script-src 'self'). */
const STYLE = `
${UI_TOKENS}
:root{--primary:var(--am-color-primary);--primary-hover:var(--am-color-primary-hover);--primary-soft:var(--am-color-primary-soft);--accent:var(--am-color-accent);--ink:var(--am-color-ink);--ink-2:var(--am-color-ink-2);--muted:var(--am-color-muted);--border:var(--am-color-border);--bg:var(--am-color-bg-soft);--ok:var(--am-color-success-ink);--ok-soft:var(--am-color-success-soft);--warn:var(--am-color-warning-ink);--warn-soft:var(--am-color-warning-soft);--err:var(--am-color-danger-ink);--err-soft:var(--am-color-danger-soft)}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--ink);background:var(--bg);line-height:1.5}
header{background:var(--am-color-surface);border-bottom:1px solid var(--border)}header .in{max-width:1040px;margin:0 auto;padding:14px 20px;display:flex;justify-content:space-between;align-items:center;gap:16px}
.logo{font-weight:800;font-size:22px;color:var(--primary);text-decoration:none}a{color:var(--primary)}
main{max-width:1040px;margin:0 auto;padding:28px 20px 60px}h1{font-size:28px;margin:0 0 4px}h2{font-size:20px;margin:0 0 14px}
.sub{color:var(--muted);margin:0 0 24px}.card{background:var(--am-color-surface);border:1px solid var(--border);border-radius:12px;padding:22px;margin-bottom:22px}
.flash{border-radius:10px;padding:14px 16px;margin-bottom:22px;font-weight:500}.flash.ok{background:var(--ok-soft);color:var(--ok)}.flash.err{background:var(--err-soft);color:var(--err)}.flash.warn{background:var(--warn-soft);color:var(--warn)}
.current{display:flex;flex-wrap:wrap;justify-content:space-between;gap:18px}.plan-name{font-size:26px;font-weight:700}.price{font-size:18px;color:var(--ink-2)}.muted{color:var(--muted)}
.usage{display:flex;gap:24px;flex-wrap:wrap;margin:16px 0 0;padding:0;list-style:none}.usage li{background:var(--bg);border-radius:8px;padding:8px 12px}
.plans{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:16px}.plans .card{margin:0;display:flex;flex-direction:column;gap:8px}
.plans ul{margin:0;padding-left:18px;color:var(--ink-2)}.plans form,.plans .action{margin-top:auto}
button,.button{display:inline-block;font:inherit;font-weight:600;border-radius:8px;padding:10px 18px;border:1px solid var(--primary);background:var(--primary);color:var(--am-color-surface);cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:var(--primary-hover)}button.secondary{background:var(--am-color-surface);color:var(--primary)}button.danger{background:var(--am-color-surface);color:var(--err);border-color:var(--err)}
.note{font-size:14px;color:var(--warn)}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:10px 8px;border-bottom:1px solid var(--border);vertical-align:top}th{font-size:14px;color:var(--muted);font-weight:600}
.badge{display:inline-block;white-space:nowrap;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600}.badge.paid{background:var(--ok-soft);color:var(--ok)}.badge.failed{background:var(--err-soft);color:var(--err)}
.demo{font-size:13px;color:var(--muted)}
/* On a phone: tighter margins, and each payment is a small card (date and total, description, state and
   invoice links) instead of a five-column table wider than the screen. */
@media (max-width:640px){main{padding:20px 16px 48px}header .in{padding:12px 16px}.card{padding:16px}h1{font-size:24px}
table,tbody{display:block}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
tr{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:6px 12px;padding:12px 0;border-bottom:1px solid var(--border)}
td{padding:0;border:0;overflow-wrap:anywhere}td:nth-child(2){grid-column:1/-1;grid-row:2}
td:nth-child(3){grid-column:2;grid-row:1;text-align:right;font-weight:600}td:nth-child(4){grid-row:3}td:nth-child(5){grid-column:2;grid-row:3;text-align:right}}
`;

function layout(title: string, body: string, dealerId?: string): string {
  const back = dealerId ? `<a href="/dealer/${e(dealerId)}/plan">Torna all'area concessionario</a>` : '<a href="/">Torna alla home</a>';
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} · AutoMercato</title>${FAVICON_LINK}<style>${STYLE}</style></head>
<body><header><div class="in"><a class="logo" href="/">AutoMercato</a>${back}</div></header><main>${body}</main></body></html>`;
}

/** An Italian error page for the back-end pages (refusals, unknown plans); the envelope's code rides along for tools. */
export function errorPage(status: number, message: string, code: string): string {
  const title = status === 404 ? 'Pagina non trovata' : status === 403 ? 'Accesso non consentito' : status === 401 ? 'Accesso richiesto' : 'Si è verificato un errore';
  return layout(String(status), `<div class="card" data-error-code="${e(code)}"><h1>${e(title)}</h1><p>${e(message)}</p>
<p><a class="button" href="/">Vai alla home</a></p></div>`);
}

const euro = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
const date = (value: Date) => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(value);
const limit = (n: number | null) => (n === null ? 'illimitati' : String(n));

type PageData = Awaited<ReturnType<BillingService['page']>>;

function flash(data: PageData, outcome: string | undefined, planCode: string | undefined): string {
  if (!outcome) return '';
  const plan = data.plans.find((p) => p.code === planCode);
  const name = plan?.name ?? 'scelto';
  const messages: Record<Outcome, [kind: 'ok' | 'err' | 'warn', text: string]> = {
    upgraded: ['ok', `Fatto: ora hai il piano ${name}. Ti abbiamo addebitato la differenza per il resto del mese.`],
    'downgrade-scheduled': ['ok', `Passerai al piano ${name} dal ${data.current ? date(data.current.current_period_end) : 'prossimo rinnovo'}. Fino ad allora restano i limiti del piano attuale.`],
    'downgrade-refused': ['err', plan
      ? `Non puoi ancora passare al piano ${name}: oggi hai ${overLimits(data.usage, plan).join(', ') || 'più di quanto consente'}. Riduci questi numeri e riprova.`
      : 'Non puoi ancora passare a questo piano: usi più di quanto consente.'],
    canceled: ['warn', `Piano disdetto: resta attivo fino al ${data.current ? date(data.current.current_period_end) : 'termine del periodo'}, poi passerai al piano Free.`],
    resumed: ['ok', 'Piano riattivato: si rinnoverà regolarmente.'],
    'no-plan': ['err', 'Non hai un piano a pagamento attivo.'],
    'same-plan': ['warn', `Hai già il piano ${name}.`],
    'not-upgrade': ['err', `Il piano ${name} non è superiore al tuo: usa "Passa a ${name}" tra i piani più piccoli.`],
    'not-downgrade': ['err', `Il piano ${name} non è inferiore al tuo.`],
    'not-canceled': ['warn', 'Il piano non era disdetto.'],
    'not-managed': ['err', 'Questo piano non è stato acquistato online e non si può modificare da qui: contatta l\'assistenza AutoMercato.'],
  };
  const entry = messages[outcome as Outcome];
  return entry ? `<div class="flash ${entry[0]}" role="status">${e(entry[1])}</div>` : '';
}

function hidden(token: string, extra: Record<string, string> = {}): string {
  return [`<input type="hidden" name="_token" value="${e(token)}">`, ...Object.entries(extra).map(([k, v]) => `<input type="hidden" name="${e(k)}" value="${e(v)}">`)].join('');
}

/** GET /dealers/:dealerUuid/subscription/edit. */
export function editPage(data: PageData, csrfToken: string, query: { esito?: string; piano?: string }): string {
  const { dealer, current, trial, pending, usage } = data;
  const base = `/dealers/${dealer.id}/subscription`;
  const usageList = (p?: { max_active_listings: number | null; showcase_slots: number; featured_slots: number }) => `<ul class="usage">
<li>Annunci pubblicati: <strong>${usage.listings}</strong>${p ? ` / ${limit(p.max_active_listings)}` : ''}</li>
<li>In vetrina: <strong>${usage.showcase}</strong>${p ? ` / ${p.showcase_slots}` : ''}</li>
<li>In evidenza: <strong>${usage.featured}</strong>${p ? ` / ${p.featured_slots}` : ''}</li></ul>`;

  let currentCard: string;
  let plansCard: string;
  if (current) {
    const plan = data.plans.find((p) => p.id === current.plan_id);
    const state = current.cancel_at_period_end
      ? `<p><strong>Disdetto:</strong> il piano resta attivo fino al ${e(date(current.current_period_end))}, poi passerai al piano Free.</p>`
      : current.status === 'past_due'
        ? `<p class="note"><strong>Pagamento non riuscito:</strong> stiamo riprovando l'addebito. Il piano resta attivo fino al ${e(date(current.current_period_end))}.</p>`
        : `<p>Si rinnova il <strong>${e(date(current.current_period_end))}</strong>.</p>`;
    const pendingNote = pending ? `<p class="note">Dal ${e(date(current.current_period_end))} passerai al piano ${e(pending.name)}.</p>` : '';
    const managed = current.provider === 'stripe';
    const unmanaged = managed ? '' : '<p class="note">Questo piano non è stato acquistato online (dati dimostrativi): per cambiarlo o disdirlo contatta l\'assistenza AutoMercato.</p>';
    const action = !managed ? '' : current.cancel_at_period_end
      ? `<form method="post" action="${base}/resume">${hidden(csrfToken)}<button type="submit">Riattiva</button></form>`
      : `<form method="post" action="${base}/cancel">${hidden(csrfToken)}<button type="submit" class="danger">Disdici</button></form>`;
    currentCard = `<section class="card" aria-labelledby="piano-attuale"><h2 id="piano-attuale">Il tuo piano</h2><div class="current"><div>
<div class="plan-name">${e(current.plan_name)}</div><div class="price">${e(euro(current.price_cents))} al mese + IVA ${VAT_RATE}%</div>
${state}${pendingNote}${unmanaged}</div><div>${action}</div></div>${usageList(plan)}</section>`;
    const others = !managed ? [] : data.plans.filter((p) => p.id !== current.plan_id).map((p) => {
      const up = p.price_cents > current.price_cents;
      const over = up ? [] : overLimits(usage, p);
      const button = over.length
        ? `<p class="note">Per passare a ${e(p.name)} riduci: ${e(over.join(', '))}.</p>`
        : `<form method="post" action="${base}/${up ? 'upgrade' : 'downgrade'}">${hidden(csrfToken, { plan: p.id })}<button type="submit"${up ? '' : ' class="secondary"'}>Passa a ${e(p.name)}</button></form>
<p class="muted">${up ? 'Subito, con l\'addebito della differenza per il resto del mese.' : `Dal ${e(date(current.current_period_end))}, senza rimborsi.`}</p>`;
      return planCard(p, button);
    });
    plansCard = managed ? `<section aria-labelledby="altri-piani" class="card"><h2 id="altri-piani">Cambia piano</h2><div class="plans">${others.join('')}</div></section>` : '';
  } else {
    const intro = trial
      ? `<p>Sei in <strong>prova gratuita</strong> fino al ${e(date(trial.current_period_end))}. Scegli un piano per continuare dopo la prova: il piano a pagamento sostituisce la prova da subito.</p>`
      : '<p>Non hai un piano a pagamento attivo: oggi valgono i limiti del piano <strong>Free</strong>.</p>';
    currentCard = `<section class="card"><h2>Il tuo piano</h2>${intro}${usageList()}</section>`;
    const cards = data.plans.map((p) => planCard(p, `<p class="action"><a class="button" href="${base}/checkout/${e(p.id)}">Acquista ${e(p.name)}</a></p>`)).join('');
    plansCard = `<section class="card"><h2>Scegli un piano</h2><div class="plans">${cards}</div></section>`;
  }

  const rows = data.payments.map((p) => {
    const meta = p.metadata as { description?: string };
    const links = p.invoice
      ? `<a href="/api/dealers/${e(dealer.id)}/invoices/${e(p.invoice.id)}/pdf">PDF</a> · <a href="/api/dealers/${e(dealer.id)}/invoices/${e(p.invoice.id)}/xml">XML FatturaPA</a>`
      : p.status === 'paid' ? '<span class="muted">in preparazione</span>' : '—';
    return `<tr><td>${e(date(p.paid_at ?? p.created_at))}</td><td>${e(meta.description ?? 'Abbonamento')}${p.invoice ? `<br><span class="muted">Fattura ${e(p.invoice.code)}</span>` : ''}</td>
<td>${e(euro(p.amount_cents))}</td><td><span class="badge ${p.status === 'paid' ? 'paid' : 'failed'}">${p.status === 'paid' ? 'Pagato' : p.status === 'failed' ? 'Non riuscito' : e(p.status)}</span></td><td>${links}</td></tr>`;
  }).join('');
  const invoices = `<section class="card" aria-labelledby="fatture"><h2 id="fatture">Pagamenti e fatture</h2>${rows
    ? `<table><thead><tr><th>Data</th><th>Descrizione</th><th>Totale (IVA inclusa)</th><th>Stato</th><th>Fattura</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">Nessun pagamento finora.</p>'}</section>`;

  return layout('Gestione del piano', `<h1>Gestione del piano</h1><p class="sub">${e(dealer.name)}</p>
${flash(data, query.esito, query.piano)}${currentCard}${plansCard}${invoices}`, dealer.id);
}

/** GET /dealers/:dealerUuid/carfax-package/checkout without a package: choose one. */
export function packagesPage(dealerId: string, packages: { code: string; name: string; reports: number; price_cents: number; validity_months: number }[]): string {
  const cards = packages.map((p) => `<div class="card"><div class="plan-name">${p.reports} report</div>
<div class="price">${e(euro(p.price_cents))} + IVA ${VAT_RATE}%</div><ul><li>${e(p.name)}</li><li>Validi ${p.validity_months} mesi dall'acquisto</li>
<li>${e(euro(Math.round(p.price_cents / p.reports)))} a report</li></ul>
<p class="action"><a class="button" href="/dealers/${e(dealerId)}/carfax-package/checkout?package=${encodeURIComponent(p.code)}">Acquista ${p.reports} report</a></p></div>`).join('');
  return layout('Pacchetti di report Carfax', `<h1>Pacchetti di report Carfax</h1>
<p class="sub">I crediti si usano dopo i report mensili del piano, a partire dai più vecchi, e scadono 12 mesi dopo l'acquisto.</p>
<section class="card"><div class="plans">${cards}</div></section>
<p><a href="/dealer/${e(dealerId)}/carfax">Torna ai report Carfax</a></p>`, dealerId);
}

function planCard(p: PageData['plans'][number], action: string): string {
  return `<div class="card"><div class="plan-name">${e(p.name)}</div><div class="price">${e(euro(p.price_cents))} al mese + IVA</div>
<ul><li>${p.max_active_listings === null ? 'Annunci illimitati' : `Fino a ${p.max_active_listings} annunci`}</li><li>${p.showcase_slots} in vetrina</li>
<li>${p.featured_slots} in evidenza</li><li>${p.reports_per_month} report Carfax al mese</li></ul>${action}</div>`;
}
