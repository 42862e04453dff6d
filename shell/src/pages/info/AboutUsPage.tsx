import { Link } from '@automercato/router';
import { InfoArticle } from './InfoLayout';

export function AboutUsPage() {
  return (
    <InfoArticle
      heading="Chi siamo"
      lead="AutoMercato è il marketplace italiano delle auto usate vendute dai concessionari: annunci verificati, storia del veicolo a portata di clic e strumenti semplici per chi vende."
    >
      <h2>Perché esistiamo</h2>
      <p>
        Comprare un’auto usata è una delle spese più importanti per una famiglia, eppure spesso si decide con poche
        informazioni: foto scelte con cura, chilometri da prendere sulla parola, una storia del veicolo che nessuno
        racconta. AutoMercato nasce per cambiare questo equilibrio e dare a chi compra gli stessi dati che ha chi vende.
      </p>
      <p>
        Per questo pubblichiamo solo annunci di concessionari professionali con partita IVA verificata e rendiamo facile
        ottenere il report sulla storia del veicolo: immatricolazioni, passaggi di proprietà, letture del contachilometri
        e danni segnalati, collegati al numero di telaio dell’auto che stai guardando.
      </p>
      <h2>Cosa facciamo per chi compra</h2>
      <p>
        Puoi cercare come preferisci: con i filtri classici per marca, modello, prezzo, chilometri, anno e distanza da
        casa tua, oppure scrivendo una frase come la diresti a un amico. Salvi gli annunci che ti interessano, li
        confronti con calma e scrivi al concessionario solo quando sei pronto. Tutto senza costi.
      </p>
      <h2>Cosa facciamo per chi vende</h2>
      <p>
        I concessionari hanno un’area dedicata per gestire gli annunci, metterli in vetrina sulla home o in evidenza nei
        risultati, rispondere ai messaggi e acquistare report Carfax da offrire ai clienti. Si parte gratis con il piano
        Free o con 30 giorni di prova del piano Pro, senza vincoli: i piani a pagamento sono mensili e si disdicono in
        qualsiasi momento.
      </p>
      <h2>Come lavoriamo</h2>
      <p>
        Siamo un team italiano di persone che vengono dal mondo dell’automotive e del software. Trattiamo i dati con il
        minimo indispensabile, non vendiamo i contatti degli utenti a terzi e misuriamo il nostro lavoro su una domanda
        semplice: chi ha comprato un’auto su AutoMercato lo rifarebbe?
      </p>
      <p>
        Vuoi saperne di più o collaborare con noi? <Link to="/contact-us">Scrivici</Link>.
      </p>
    </InfoArticle>
  );
}
