/** The stand-in's hosted checkout page: Italian, usable by keyboard and screen reader, laid out for a phone first. */

type Obj = Record<string, any>;

export interface CardForm {
  card_number?: string;
  exp?: string;
  cvc?: string;
  name?: string;
}

export interface PageState {
  values?: CardForm;
  /** Per-field messages (card_number, exp, cvc, name). */
  errors?: Partial<Record<keyof CardForm, string>>;
  /** The card was refused by the (pretend) bank. */
  declined?: boolean;
}

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function formatEuro(cents: number, currency = 'eur'): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const percent = (value: number) => `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value)} %`;

const INTERVALS: Record<string, [string, string]> = {
  day: ['giorno', 'giorni'], week: ['settimana', 'settimane'], month: ['mese', 'mesi'], year: ['anno', 'anni'],
};

function every(recurring: Obj): string {
  const [one, many] = INTERVALS[recurring.interval] ?? [recurring.interval, recurring.interval];
  return recurring.interval_count === 1 ? `al ${one}` : `ogni ${recurring.interval_count} ${many}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f3f4f6}
main{max-width:32rem;margin:0 auto;padding:1rem}
.demo{margin:0 0 1rem;padding:.75rem 1rem;border:2px dashed #8a5a00;background:#fff7e0;color:#5c3d00;border-radius:.5rem;font-weight:700;text-align:center}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
section,form{background:#fff;border-radius:.75rem;padding:1rem;margin-bottom:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
table{width:100%;border-collapse:collapse}
th,td{padding:.375rem 0;vertical-align:top}
th{text-align:left;font-weight:400}
td{text-align:right;white-space:nowrap;padding-left:1rem}
tr.total th,tr.total td{font-weight:700;border-top:1px solid #d1d5db;padding-top:.5rem}
.note{color:#4b5563;font-size:.875rem;margin:.5rem 0 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.375rem}
input[aria-invalid=true]{border:2px solid #b91c1c}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
.hint{font-size:.875rem;color:#4b5563;margin:.25rem 0 0}
.field-error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.alert{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
.alert strong{display:block;font-size:1.125rem}
button{width:100%;margin-top:1.25rem;font:inherit;font-weight:700;padding:.75rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
.cancel{display:inline-block;margin:.25rem 0 1rem;color:#1d4ed8}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="demo" role="note">Pagamento dimostrativo — nessun addebito reale</p>
${body}
</main>
</body>
</html>`;
}

/** The summary of what is paid: each line, imponibile, each tax (IVA 22 %), totale. */
function summary(session: Obj, items: Obj[]): string {
  const currency = session.currency;
  const rows = items.map((item) => {
    const recurring = item.price.recurring ? ` <span class="note">(${every(item.price.recurring)})</span>` : '';
    const quantity = item.quantity > 1 ? `${item.quantity} × ` : '';
    return `<tr><th scope="row">${quantity}${escape(item.description ?? 'Articolo')}${recurring}</th><td>${formatEuro(item.amount_subtotal, currency)}</td></tr>`;
  });
  const taxes = new Map<string, { label: string; amount: number }>();
  for (const item of items) {
    for (const tax of item.taxes ?? []) {
      const label = `${tax.rate.display_name} ${percent(tax.rate.percentage)}${tax.rate.inclusive ? ' (inclusa)' : ''}`;
      const entry = taxes.get(tax.rate.id) ?? { label, amount: 0 };
      entry.amount += tax.amount;
      taxes.set(tax.rate.id, entry);
    }
  }
  const recurringNote = session.mode === 'subscription'
    ? '<p class="note">L\'abbonamento si rinnova automaticamente alla stessa cifra; puoi disdirlo quando vuoi da AutoMercato.</p>'
    : '';
  return `<section aria-labelledby="riepilogo">
<h2 id="riepilogo">Riepilogo</h2>
<table>
<tbody>
${rows.join('\n')}
<tr><th scope="row">Imponibile</th><td>${formatEuro(session.amount_subtotal, currency)}</td></tr>
${[...taxes.values()].map((t) => `<tr><th scope="row">${escape(t.label)}</th><td>${formatEuro(t.amount, currency)}</td></tr>`).join('\n')}
<tr class="total"><th scope="row">Totale</th><td>${formatEuro(session.amount_total, currency)}</td></tr>
</tbody>
</table>
${recurringNote}
</section>`;
}

function field(name: keyof CardForm, label: string, state: PageState, attributes: string, hint?: string): string {
  const error = state.errors?.[name];
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escape(label)}</label>
<input id="${name}" name="${name}" value="${escape(state.values?.[name] ?? '')}" ${attributes}${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''} required>
${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}${error ? `<p class="field-error" id="${name}-error">${escape(error)}</p>` : ''}`;
}

export function checkoutPage(session: Obj, items: Obj[], state: PageState = {}): string {
  const cancel = session.cancel_url
    ? `<a class="cancel" href="${escape(session.cancel_url)}">Annulla e torna ad AutoMercato</a>`
    : '';
  const fieldErrors = Object.values(state.errors ?? {}).filter(Boolean);
  const alert = state.declined
    ? `<div class="alert" role="alert"><strong>Carta rifiutata</strong>La banca ha rifiutato il pagamento: non è stato addebitato nulla. Puoi provare con un'altra carta oppure annullare.${cancel ? `<br>${cancel}` : ''}</div>`
    : fieldErrors.length
      ? `<div class="alert" role="alert"><strong>Controlla i dati della carta</strong>${fieldErrors.length === 1 ? 'Un campo non è valido.' : `${fieldErrors.length} campi non sono validi.`}</div>`
      : '';
  const body = `<h1>Completa il pagamento</h1>
${summary(session, items)}
${alert}
<form method="post" action="/checkout/${escape(session.id)}" novalidate aria-labelledby="carta">
<h2 id="carta">Carta di pagamento</h2>
${field('card_number', 'Numero della carta', state, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', 'Carte di prova: 4242 4242 4242 4242 (pagamento riuscito), 4000 0000 0000 0002 (carta rifiutata).')}
<div class="row">
<div>${field('exp', 'Scadenza (MM/AA)', state, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7"')}</div>
<div>${field('cvc', 'Codice di sicurezza (CVC)', state, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
</div>
${field('name', 'Intestatario della carta', state, 'autocomplete="cc-name" maxlength="100"')}
<button type="submit">Paga ${formatEuro(session.amount_total, session.currency)}</button>
</form>
${cancel}`;
  return layout('Pagamento dimostrativo — AutoMercato', body);
}

/** A session that can no longer be paid: already paid, expired, or unknown. */
export function closedPage(session: Obj | undefined): string {
  if (session?.status === 'complete') {
    const next = String(session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', () => session.id);
    return layout('Pagamento già completato — AutoMercato', `<h1>Pagamento già completato</h1>
<p>Questo pagamento è già stato eseguito: non verrà addebitato di nuovo.</p>
${next ? `<p><a href="${escape(next)}">Torna ad AutoMercato</a></p>` : ''}`);
  }
  const back = session?.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Torna ad AutoMercato</a></p>` : '';
  const text = session ? 'Questa pagina di pagamento è scaduta. Torna ad AutoMercato e riprova.' : 'Questa pagina di pagamento non esiste.';
  return layout('Pagamento non disponibile — AutoMercato', `<h1>Pagamento non disponibile</h1>
<p>${text}</p>
${back}`);
}

/** Card checks of the stand-in: which test numbers succeed, which are refused, and plain format errors. */
export type CardOutcome =
  | { kind: 'invalid'; errors: Partial<Record<keyof CardForm, string>> }
  | { kind: 'declined' }
  | { kind: 'approved'; last4: string; name: string };

const APPROVED = new Set(['4242424242424242', '5555555555554444']);
const DECLINED = new Set(['4000000000000002', '4000000000009995']);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkCard(form: CardForm, now = new Date()): CardOutcome {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  const number = (form.card_number ?? '').replace(/[\s-]/g, '');
  if (!number) errors.card_number = 'Inserisci il numero della carta.';
  else if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.card_number = 'Il numero della carta non è valido.';
  else if (!APPROVED.has(number) && !DECLINED.has(number)) errors.card_number = 'Questo è un pagamento dimostrativo: usa la carta di prova 4242 4242 4242 4242.';
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.exp ?? '');
  if (!form.exp?.trim()) errors.exp = 'Inserisci la scadenza nel formato MM/AA.';
  else if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) errors.exp = 'La scadenza deve essere nel formato MM/AA, ad esempio 12/30.';
  else {
    const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
    const month = Number(exp[1]);
    if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) errors.exp = 'La carta è scaduta.';
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = 'Il CVC è di 3 o 4 cifre, sul retro della carta.';
  const name = (form.name ?? '').trim();
  if (!name) errors.name = 'Inserisci il nome dell\'intestatario.';
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  if (DECLINED.has(number)) return { kind: 'declined' };
  return { kind: 'approved', last4: number.slice(-4), name };
}
