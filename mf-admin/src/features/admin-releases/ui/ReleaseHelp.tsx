import type { ReleasesOverview } from '@automercato/api-sdk';
import { formatNumber } from '@automercato/i18n/format';
import { formatRate } from '../model/format';
import { t } from '../texts';

/** How a team publishes, and the platform's stated rules (retention, automatic rollback, health sample). */
export function ReleaseHelp({ rules }: { rules: ReleasesOverview['rules'] }) {
  const sample = rules.health_sample >= 1 ? t('releaseHelpStrings.daOgniSessione') : t('releaseHelpStrings.dalDelleSessioni', { v0: formatRate(rules.health_sample) });
  return (
    <section className="adm-rel-help" aria-labelledby="adm-rel-help">
      <h2 id="adm-rel-help">{t('releaseHelp.comeSiPubblica')}</h2>
      <p>{t('releaseHelp.ogniAreaDelSito')}</p>
      <pre className="adm-rel-code"><code>{t('releaseHelp.npmRunReleaseMf')}</code></pre>
      <p>{t('releaseHelp.ogniPubblicazioneEUna')}</p>
      <details>
        <summary>{t('releaseHelp.regoleDellaPiattaforma')}</summary>
        <ul>
          <li>{t('releaseHelp.restanoServibiliLeUltime')}{formatNumber(rules.retention_keep_last)}{t('releaseHelp.versioniDiOgniArea')}{formatNumber(rules.retention_active_hours)}{t('releaseHelp.oreDelleAltreSi')}</li>
          <li>{t('releaseHelp.unCanaryVieneRitirato')}{formatNumber(rules.canary_min_sessions)}{t('releaseHelp.sessioniLaSuaQuota')}{formatNumber(rules.canary_margin_percent)}{t('releaseHelp.puntiQuellaDellaVersione')}</li>
          <li>{t('releaseHelp.laSaluteArriva')}{sample}{t('releaseHelp.caricamentiErroriDiCaricamento')}</li>
        </ul>
      </details>
    </section>
  );
}
