import { InfoArticle } from './InfoLayout';

export function PrivacyPolicyPage() {
  return (
    <InfoArticle
      heading="Informativa sulla privacy"
      lead="Come AutoMercato tratta i tuoi dati personali, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) e del Codice in materia di protezione dei dati personali."
      updated="1 gennaio 2026"
    >
      <h2>Titolare del trattamento</h2>
      <p>
        Il titolare del trattamento è AutoMercato. Per qualsiasi domanda sui tuoi dati, e per contattare il responsabile
        della protezione dei dati, scrivi a <a href="mailto:privacy@automercato.it">privacy@automercato.it</a>.
      </p>

      <h2>Quali dati trattiamo</h2>
      <ul>
        <li>
          <strong>Dati dell’account</strong>: nome, cognome, email, password (conservata solo in forma cifrata e non
          reversibile), ruolo e data di verifica dell’email.
        </li>
        <li>
          <strong>Dati dei concessionari</strong>: ragione sociale, partita IVA, sede, recapiti, indirizzi email per i
          contatti e dati di fatturazione.
        </li>
        <li>
          <strong>Dati delle richieste</strong>: i messaggi che invii ai concessionari, le richieste di report sulla storia
          del veicolo, gli annunci salvati nei preferiti.
        </li>
        <li>
          <strong>Dati tecnici</strong>: indirizzo IP, tipo di browser, pagine visitate e registri di sicurezza, necessari a
          far funzionare il sito e a proteggerlo dagli abusi.
        </li>
      </ul>

      <h2>Perché li trattiamo e su quale base giuridica</h2>
      <ul>
        <li>
          Fornirti il servizio (account, preferiti, contatti con i concessionari, report): esecuzione del contratto, art. 6,
          par. 1, lett. b) GDPR.
        </li>
        <li>
          Gestire piani, pagamenti e fatture dei concessionari e adempiere agli obblighi fiscali: contratto e obbligo di
          legge, art. 6, par. 1, lett. b) e c).
        </li>
        <li>
          Proteggere la piattaforma da frodi e abusi e migliorare il servizio con statistiche aggregate: legittimo
          interesse, art. 6, par. 1, lett. f).
        </li>
        <li>
          Inviarti comunicazioni promozionali, solo se ce lo chiedi: consenso, art. 6, par. 1, lett. a), revocabile in
          ogni momento.
        </li>
      </ul>

      <h2>A chi comunichiamo i dati</h2>
      <p>
        Quando contatti un concessionario o gli chiedi un report, gli trasmettiamo i dati necessari a risponderti: da quel
        momento il concessionario li tratta come titolare autonomo. I dati sono inoltre trattati, per nostro conto e come
        responsabili del trattamento, da fornitori di hosting, invio email, pagamenti e report sulla storia del veicolo,
        vincolati da contratto alla riservatezza. Non vendiamo i tuoi dati a nessuno.
      </p>

      <h2>Trasferimenti fuori dall’Unione europea</h2>
      <p>
        Conserviamo i dati in data center nell’Unione europea. Se un fornitore dovesse trattarli fuori dallo Spazio
        economico europeo, il trasferimento avverrà solo verso paesi con decisione di adeguatezza o con le clausole
        contrattuali standard approvate dalla Commissione europea.
      </p>

      <h2>Per quanto tempo</h2>
      <p>
        Conserviamo i dati dell’account finché resta attivo e per 24 mesi dall’ultimo accesso, poi li cancelliamo o li
        rendiamo anonimi. I messaggi ai concessionari sono conservati per 24 mesi. I dati di fatturazione sono conservati
        per 10 anni, come richiesto dalla normativa fiscale. I registri di sicurezza sono conservati per 12 mesi.
      </p>

      <h2>Cookie</h2>
      <p>
        Usiamo solo cookie tecnici necessari al funzionamento del sito: il cookie di sessione che ti mantiene connesso, il
        cookie di protezione dalle richieste contraffatte (XSRF) e il cookie della lingua, che dura 365 giorni. Non usiamo
        cookie di profilazione né di terze parti a fini pubblicitari, per cui non è richiesto il tuo consenso.
      </p>

      <h2>I tuoi diritti</h2>
      <p>
        In ogni momento puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del
        trattamento, la portabilità e opporti al trattamento basato sul legittimo interesse (artt. 15–22 GDPR). Puoi
        revocare il consenso alle comunicazioni promozionali senza conseguenze sui trattamenti precedenti. Rispondiamo entro
        un mese dalla richiesta inviata a <a href="mailto:privacy@automercato.it">privacy@automercato.it</a>.
      </p>
      <p>
        Se ritieni che il trattamento violi la normativa puoi proporre reclamo al Garante per la protezione dei dati
        personali (www.garanteprivacy.it).
      </p>

      <h2>Modifiche a questa informativa</h2>
      <p>
        Se cambiamo il modo in cui trattiamo i dati aggiorniamo questa pagina e, per le modifiche importanti, avvisiamo
        via email gli utenti registrati.
      </p>
    </InfoArticle>
  );
}
