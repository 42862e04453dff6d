import type { ReleasesOverview } from '@automercato/api-sdk';
import { formatNumber } from '@automercato/i18n/format';
import { formatRate } from '../model/format';

/** How a team publishes, and the platform's stated rules (retention, automatic rollback, health sample). */
export function ReleaseHelp({ rules }: { rules: ReleasesOverview['rules'] }) {
  const sample = rules.health_sample >= 1 ? 'da ogni sessione' : `dal ${formatRate(rules.health_sample)} delle sessioni`;
  return (
    <section className="adm-rel-help" aria-labelledby="adm-rel-help">
      <h2 id="adm-rel-help">Come si pubblica</h2>
      <p>
        Ogni area del sito è pubblicata dal suo team, anche dalla propria CI, con un token di pubblicazione di quell'area:
      </p>
      <pre className="adm-rel-code"><code>npm run release -- mf-search --platform https://… --token …</code></pre>
      <p>
        Ogni pubblicazione è una versione nuova che non si modifica più (una versione già esistente viene rifiutata). Da qui la si
        prova in anteprima, la si promuove, la si dà a una parte delle sessioni (canary) o si ripristina una versione precedente:
        le nuove pagine la ricevono entro pochi secondi, le schede già aperte alla navigazione successiva.
      </p>
      <details>
        <summary>Regole della piattaforma</summary>
        <ul>
          <li>
            Restano servibili le ultime {formatNumber(rules.retention_keep_last)} versioni di ogni area, quella attiva, quella in
            canary e ogni versione usata nelle ultime {formatNumber(rules.retention_active_hours)} ore; delle altre si eliminano i file.
          </li>
          <li>
            Un canary viene ritirato da solo quando, su almeno {formatNumber(rules.canary_min_sessions)} sessioni, la sua quota di
            sessioni con errori supera di più di {formatNumber(rules.canary_margin_percent)} punti quella della versione attiva.
          </li>
          <li>La salute arriva {sample}: caricamenti, errori di caricamento e di visualizzazione, senza dati personali.</li>
        </ul>
      </details>
    </section>
  );
}
