import { replyToAddress, type Mail } from './mailer.js';
import { SecretLink } from '../http/secret-urls.js';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Message {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A SecretLink (a token for the recipient only) is listed in the mail's `secrets`. */
  action?: { label: string; url: string | SecretLink };
  footnote?: string;
}

/** One Italian layout for every mail: HTML for mail clients, plain text for the rest. */
function render(message: Message): Mail {
  const url = message.action ? String(message.action.url) : '';
  const button = message.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(url)}" style="background:#0b5cad;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(message.action.label)}</a></p>
<p style="font-size:13px;color:#555">Se il pulsante non funziona, copia questo indirizzo nel browser:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff">
<p style="font-size:22px;font-weight:700;color:#0b5cad;margin:0 0 24px">AutoMercato</p>
<p>${escapeHtml(message.greeting)}</p>
${message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${message.footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(message.footnote)}</p>` : ''}
<p style="font-size:12px;color:#888;border-top:1px solid #e3e7eb;padding-top:16px;margin-top:32px">AutoMercato – il mercato italiano delle auto usate. Hai ricevuto questa email perché è legata a un account AutoMercato.</p>
</div></body></html>`;
  const text = [
    'AutoMercato', '', message.greeting, '', ...message.paragraphs.flatMap((p) => [p, '']),
    ...(message.action ? [`${message.action.label}: ${url}`, ''] : []),
    ...(message.footnote ? [message.footnote, ''] : []),
    '—', 'AutoMercato – il mercato italiano delle auto usate.',
  ].join('\n');
  const secrets = message.action?.url instanceof SecretLink ? [url] : [];
  return { to: message.to, subject: message.subject, html, text, secrets };
}

const hello = (name: string) => (name.trim() ? `Ciao ${name.trim()},` : 'Ciao,');

export function verificationMail(to: string, name: string, url: SecretLink): Mail {
  return render({
    to, subject: 'Conferma il tuo indirizzo email', greeting: hello(name),
    paragraphs: ['grazie per la registrazione su AutoMercato. Conferma il tuo indirizzo email per usare tutte le funzioni del tuo account.'],
    action: { label: 'Conferma email', url },
    footnote: 'Il link vale 60 minuti e si può usare una sola volta. Se non hai creato tu l\'account, ignora questa email.',
  });
}

export function passwordResetMail(to: string, name: string, url: SecretLink): Mail {
  return render({
    to, subject: 'Reimposta la tua password', greeting: hello(name),
    paragraphs: ['abbiamo ricevuto una richiesta di reimpostazione della password del tuo account AutoMercato.'],
    action: { label: 'Scegli una nuova password', url },
    footnote: 'Il link vale 60 minuti e si può usare una sola volta. Se non hai chiesto tu di reimpostare la password, ignora questa email: la tua password resta invariata.',
  });
}

export function passwordChangedMail(to: string, name: string): Mail {
  return render({
    to, subject: 'La tua password è stata cambiata', greeting: hello(name),
    paragraphs: [
      'la password del tuo account AutoMercato è stata appena cambiata e gli altri dispositivi sono stati disconnessi.',
      'Se non hai cambiato tu la password, reimposta subito la password dalla pagina di accesso e contatta l\'assistenza.',
    ],
  });
}

/** An account an admin opened: the link is a password-reset link, valid longer than a recovery one. */
export function accountCreatedMail(to: string, name: string, url: SecretLink, validHours: number): Mail {
  return render({
    to, subject: 'Il tuo account AutoMercato è pronto', greeting: hello(name),
    paragraphs: ['lo staff di AutoMercato ha creato un account per te con questo indirizzo email. Per iniziare, scegli la tua password.'],
    action: { label: 'Scegli la tua password', url },
    footnote: `Il link vale ${validHours} ore e si può usare una sola volta. Se è scaduto, usa "Password dimenticata?" nella pagina di accesso.`,
  });
}

export interface Lead { title: string; url: string; name: string; email: string; phone: string | null; message: string }

/** A buyer's lead to the dealer: "Rispondi" in the dealer's mail client writes to the buyer (Reply-To). */
export function leadMail(to: string, lead: Lead): Mail {
  const replyTo = replyToAddress(lead.email);
  return {
    ...render({
      to, subject: `Nuovo contatto per ${lead.title}`, greeting: 'Buongiorno,',
      paragraphs: [
        `${lead.name} ha scritto a proposito del vostro annuncio ${lead.title}:`,
        `«${lead.message}»`,
        `Email: ${lead.email}${lead.phone ? ` · Telefono: ${lead.phone}` : ''}`,
        replyTo
          ? 'Rispondete a questa email per scrivere direttamente a questo contatto; trovate il messaggio anche nell\'area concessionario.'
          : 'Rispondete direttamente a questo contatto; trovate il messaggio anche nell\'area concessionario.',
      ],
      action: { label: 'Vedi l\'annuncio', url: lead.url },
    }),
    ...(replyTo ? { replyTo } : {}),
  };
}

export interface LeadReply { dealerName: string; dealerEmail: string; title: string; url: string | null; original: string; reply: string }

/** A dealer's answer to a buyer's lead: sent by the platform, answered (Reply-To) to the dealer. */
export function leadReplyMail(to: string, buyerName: string, reply: LeadReply): Mail {
  const replyTo = replyToAddress(reply.dealerEmail);
  return {
    ...render({
      to, subject: `Risposta di ${reply.dealerName} su ${reply.title}`, greeting: hello(buyerName),
      paragraphs: [
        `${reply.dealerName} ha risposto al tuo messaggio su ${reply.title}:`,
        reply.reply,
        `Il tuo messaggio: «${reply.original}»`,
        `Per continuare la conversazione rispondi a questa email: arriverà a ${reply.dealerName} (${reply.dealerEmail}).`,
      ],
      ...(reply.url ? { action: { label: 'Vedi l\'annuncio', url: reply.url } } : {}),
    }),
    ...(replyTo ? { replyTo } : {}),
  };
}

const italianDate = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
/** "24 dicembre 2026", as Italian mails write a date. */
export const formatItalianDate = (date: Date) => italianDate.format(date);

export interface TrialMail { dealerName: string; endsAt: Date; planUrl: string }

export function trialStartedMail(to: string, name: string, trial: TrialMail): Mail {
  return render({
    to, subject: 'La tua prova gratuita di 30 giorni è attiva', greeting: hello(name),
    paragraphs: [
      `la prova gratuita di ${trial.dealerName} è attiva fino al ${formatItalianDate(trial.endsAt)}: hai i limiti del piano Pro, con più annunci pubblicati, spazi in vetrina e in evidenza e report Carfax ogni mese.`,
      'Ti scriveremo 7 giorni e 1 giorno prima della scadenza. Alla fine della prova, se non scegli un piano, la concessionaria passa al piano Free.',
    ],
    action: { label: 'Vedi il tuo piano', url: trial.planUrl },
  });
}

export function trialReminderMail(to: string, name: string, trial: TrialMail & { daysLeft: number }): Mail {
  const when = trial.daysLeft <= 1 ? 'domani' : `tra ${trial.daysLeft} giorni`;
  return render({
    to, subject: trial.daysLeft <= 1 ? 'La tua prova gratuita scade domani' : `La tua prova gratuita scade tra ${trial.daysLeft} giorni`,
    greeting: hello(name),
    paragraphs: [
      `la prova gratuita di ${trial.dealerName} scade ${when}, il ${formatItalianDate(trial.endsAt)}.`,
      'Dopo la scadenza la concessionaria passa al piano Free: restano pubblicati solo gli annunci più recenti entro il limite del piano e gli spazi in vetrina e in evidenza vengono liberati.',
      'Per non perdere nulla scegli ora il piano più adatto a te.',
    ],
    action: { label: 'Scegli un piano', url: trial.planUrl },
  });
}

export interface TrialEnded { dealerName: string; planName: string; withdrawn: number; showcaseReleased: number; featuredReleased: number; planUrl: string }

export function trialEndedMail(to: string, name: string, ended: TrialEnded): Mail {
  const changes = [
    ended.withdrawn > 0 ? `${ended.withdrawn} ${ended.withdrawn === 1 ? 'annuncio è stato ritirato' : 'annunci sono stati ritirati'} perché oltre il limite del piano (abbiamo tenuto pubblicati i più recenti)` : null,
    ended.showcaseReleased > 0 ? `${ended.showcaseReleased} ${ended.showcaseReleased === 1 ? 'spazio in vetrina è stato liberato' : 'spazi in vetrina sono stati liberati'}` : null,
    ended.featuredReleased > 0 ? `${ended.featuredReleased} ${ended.featuredReleased === 1 ? 'annuncio non è più in evidenza' : 'annunci non sono più in evidenza'}` : null,
  ].filter((c): c is string => c !== null);
  return render({
    to, subject: 'La tua prova gratuita è terminata', greeting: hello(name),
    paragraphs: [
      `la prova gratuita di ${ended.dealerName} è terminata: ora la concessionaria usa il piano ${ended.planName}.`,
      ...(changes.length ? [`Cosa è cambiato: ${changes.join('; ')}.`] : ['I tuoi annunci restano pubblicati come prima.']),
      'Puoi scegliere un piano in qualsiasi momento dalla pagina del tuo piano.',
    ],
    action: { label: 'Vedi i piani', url: ended.planUrl },
  });
}

/** A plan's renewal could not be charged: the dealer keeps the plan while the provider retries. */
export function paymentFailedMail(to: string, details: { dealerName: string; planName: string; amount: string; url: string }): Mail {
  return render({
    to, subject: 'Pagamento del piano non riuscito', greeting: 'Buongiorno,',
    paragraphs: [
      `non siamo riusciti ad addebitare ${details.amount} per il piano ${details.planName} di ${details.dealerName}.`,
      'Il piano resta attivo per qualche giorno mentre riproviamo l\'addebito: controlla la carta o scegli un altro metodo di pagamento per non perdere i limiti del piano.',
    ],
    action: { label: 'Gestisci il piano', url: details.url },
  });
}

export interface CarfaxRequestMail { title: string; dealerName: string; listingUrl: string }

/** A buyer's report request approved: the private link (the only copy of the token) and its expiry. */
export function carfaxRequestApprovedMail(to: string, name: string, request: CarfaxRequestMail & { reportUrl: SecretLink; expiresAt: Date }): Mail {
  return render({
    to, subject: `Il report Carfax di ${request.title} è pronto`, greeting: hello(name),
    paragraphs: [
      `${request.dealerName} ha accettato la tua richiesta: il report sulla storia del veicolo ${request.title} è disponibile.`,
      'Nel report trovi i controlli principali (furto, demolizione, importazione, uso non privato), i passaggi di proprietà, le letture del contachilometri, le revisioni, i danni e gli eventuali gravami.',
    ],
    action: { label: 'Apri il report', url: request.reportUrl },
    footnote: `Il link è personale e vale fino al ${formatItalianDate(request.expiresAt)}: non inoltrarlo. Se hai un account AutoMercato trovi il report anche tra le tue richieste nel profilo.`,
  });
}

export interface CarfaxRequestReceived {
  title: string; plate: string | null; name: string | null; email: string; message: string | null;
  /** The dealer's requests panel (/dealer/{uuid}/carfax): a plain link, no token. */
  requestsUrl: string;
}

/**
 * A buyer asked for a listing's report and the request waits for the dealer. No secret link:
 * the buyer's report link exists only once approved, and only in the buyer's mail.
 */
export function carfaxRequestReceivedMail(to: string, request: CarfaxRequestReceived): Mail {
  const who = request.name ? `${request.name} (${request.email})` : request.email;
  return render({
    to, subject: `Nuova richiesta di report Carfax per ${request.title}`, greeting: 'Buongiorno,',
    paragraphs: [
      `${who} ha chiesto il report Carfax (la storia del veicolo) del vostro annuncio ${request.title}${request.plate ? ` (targa ${request.plate})` : ''}.`,
      ...(request.message ? [`Messaggio: «${request.message}»`] : []),
      'Approvate o rifiutate la richiesta nell\'area concessionario, alla voce Report Carfax. Se la approvate, chi l\'ha chiesta riceve il report per email; se l\'annuncio non ha ancora un report, ne viene acquistato uno dai vostri report disponibili.',
    ],
    action: { label: 'Gestisci le richieste', url: request.requestsUrl },
  });
}

/** A buyer's report request declined: said kindly, with the way forward (ask the dealer). */
export function carfaxRequestRejectedMail(to: string, name: string, request: CarfaxRequestMail): Mail {
  return render({
    to, subject: `La tua richiesta di report per ${request.title}`, greeting: hello(name),
    paragraphs: [
      `grazie per l'interesse verso ${request.title}. Questa volta ${request.dealerName} non può condividere il report Carfax del veicolo.`,
      'Puoi comunque scrivere al concessionario dalla pagina dell\'annuncio per avere tutte le informazioni sulla storia dell\'auto.',
    ],
    action: { label: 'Vedi l\'annuncio', url: request.listingUrl },
  });
}

export interface ModerationMail { dealerName: string; title: string; plate: string | null; editUrl: string }

/** An admin hid a dealer's listing: the reason as written, and how to get it back. */
export function listingDisabledMail(to: string, listing: ModerationMail & { reason: string }): Mail {
  return render({
    to, subject: `Il tuo annuncio ${listing.title} è stato sospeso`, greeting: 'Buongiorno,',
    paragraphs: [
      `lo staff di AutoMercato ha sospeso l'annuncio ${listing.title}${listing.plate ? ` (targa ${listing.plate})` : ''} di ${listing.dealerName}: da ora non compare più nelle ricerche né sulla home page.`,
      `Motivo: «${listing.reason}»`,
      'Correggi l\'annuncio dall\'area concessionario e rispondi a questa email o contatta l\'assistenza: lo riattiveremo dopo una verifica.',
    ],
    action: { label: 'Apri l\'annuncio', url: listing.editUrl },
  });
}

/** The listing is visible again (when published). */
export function listingEnabledMail(to: string, listing: ModerationMail): Mail {
  return render({
    to, subject: `Il tuo annuncio ${listing.title} è di nuovo attivo`, greeting: 'Buongiorno,',
    paragraphs: [
      `lo staff di AutoMercato ha riattivato l'annuncio ${listing.title}${listing.plate ? ` (targa ${listing.plate})` : ''} di ${listing.dealerName}.`,
      'Se è pubblicato, torna subito visibile nelle ricerche.',
    ],
    action: { label: 'Apri l\'annuncio', url: listing.editUrl },
  });
}

export interface DealerModerationMail { name: string; dealerName: string; areaUrl: string }

/** An admin disabled a dealer: to each owner, by name (no gendered words), with the reason and the way back. */
export function dealerDisabledMail(to: string, dealer: DealerModerationMail & { reason: string }): Mail {
  return render({
    to, subject: `Il concessionario ${dealer.dealerName} è stato disattivato`, greeting: hello(dealer.name),
    paragraphs: [
      `lo staff di AutoMercato ha disattivato il concessionario ${dealer.dealerName}: da ora i suoi annunci non compaiono più nelle ricerche né sulla home page, e la sua pagina non è visibile al pubblico.`,
      `Motivo: «${dealer.reason}»`,
      'Puoi ancora entrare nell\'area concessionario e correggere annunci e impostazioni. Per chiedere la riattivazione rispondi a questa email o scrivi a assistenza@automercato.it: lo riattiveremo dopo una verifica.',
    ],
    action: { label: 'Apri l\'area concessionario', url: dealer.areaUrl },
  });
}

/** The dealer is active again: its published listings are back in search. */
export function dealerEnabledMail(to: string, dealer: DealerModerationMail): Mail {
  return render({
    to, subject: `Il concessionario ${dealer.dealerName} è di nuovo attivo`, greeting: hello(dealer.name),
    paragraphs: [
      `lo staff di AutoMercato ha riattivato il concessionario ${dealer.dealerName}: i suoi annunci pubblicati tornano subito visibili nelle ricerche.`,
    ],
    action: { label: 'Apri l\'area concessionario', url: dealer.areaUrl },
  });
}

export interface VatContestMail { vatNumber: string; companyName: string; email: string; message: string; dealerName: string | null; url: string }

/** A company contests a dealer's registration of its partita IVA: to every admin. */
export function vatContestMail(to: string, contest: VatContestMail): Mail {
  return render({
    to, subject: `Contestazione della partita IVA ${contest.vatNumber}`, greeting: 'Buongiorno,',
    paragraphs: [
      contest.dealerName
        ? `${contest.companyName} (${contest.email}) contesta la registrazione della partita IVA ${contest.vatNumber} da parte del concessionario «${contest.dealerName}».`
        : `${contest.companyName} (${contest.email}) segnala la partita IVA ${contest.vatNumber}, che oggi nessun concessionario usa.`,
      `Messaggio: «${contest.message}»`,
      'Verifica la partita IVA nel back-office: finché non è confermata il concessionario non è pubblico e non può acquistare.',
    ],
    action: { label: 'Apri nel back-office', url: contest.url },
  });
}
