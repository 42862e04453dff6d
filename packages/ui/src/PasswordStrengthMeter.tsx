import { useEffect, useRef, useState } from 'react';
import { t } from './home-texts';

/** What the meter shows of an estimate (@automercato/validation's PasswordStrength fits). */
export interface PasswordStrengthEstimate {
  /** 0 to 3: how many of the four segments are lit, minus one. */
  level: number;
  /** "Debole", "Discreta", "Buona", "Ottima". */
  label: string;
  acceptable: boolean;
}

export interface PasswordStrengthMeterProps<Owner> {
  password: string;
  /** Whose password it is (name, e-mail…): the estimate counts their own words as weak. */
  owner?: Owner;
  /**
   * Loads the estimator: called once, at the first character typed, so its dictionaries
   * stay out of the page's first bundle.
   */
  load: () => Promise<(password: string, owner?: Owner) => PasswordStrengthEstimate>;
  /** The id a password input points at with aria-describedby. */
  id?: string;
}

/** The estimate follows a pause in the typing, not every key (it takes a few milliseconds). */
export const PASSWORD_STRENGTH_WAIT_MS = 150;

export const PASSWORD_STRENGTH_HINT = 'Troppo facile da indovinare: usa una frase di tre o quattro parole che non riguardino te o AutoMercato.';

/**
 * The strength of a new password as the user types: four segments and an Italian label in a
 * polite live region (read after the user pauses, not on every key).
 */
export function PasswordStrengthMeter<Owner>({ password, owner, load, id }: PasswordStrengthMeterProps<Owner>) {
  const [estimator, setEstimator] = useState<((password: string, owner?: Owner) => PasswordStrengthEstimate) | null>(null);
  const [failed, setFailed] = useState(false);
  const typed = password !== '';
  useEffect(() => {
    if (!typed || estimator || failed) return;
    let current = true;
    load().then(
      (estimate) => { if (current) setEstimator(() => estimate); },
      () => { if (current) setFailed(true); }, // no meter: the server still applies the rule
    );
    return () => { current = false; };
  }, [typed, estimator, failed, load]);
  const [estimate, setEstimate] = useState<PasswordStrengthEstimate | null>(null);
  const ownerRef = useRef(owner);
  ownerRef.current = owner;
  const ownerKey = JSON.stringify(owner ?? null);
  useEffect(() => {
    if (!estimator || password === '') {
      setEstimate(null);
      return;
    }
    const timer = setTimeout(() => setEstimate(estimator(password, ownerRef.current)), PASSWORD_STRENGTH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [estimator, password, ownerKey]);
  return (
    <div className="am-strength" data-level={estimate?.level}>
      <div className="am-strength__bar" aria-hidden="true">
        {[0, 1, 2, 3].map((segment) => (
          <span key={segment} className={estimate && segment <= estimate.level ? 'am-strength__segment am-strength__segment--on' : 'am-strength__segment'} />
        ))}
      </div>
      <p id={id} className="am-strength__label" aria-live="polite">
        {estimate ? <>{t('passwordStrengthMeter.sicurezzaDellaPassword')}<strong>{estimate.label}</strong></> : null}
      </p>
      {estimate && !estimate.acceptable ? <p className="am-strength__hint">{PASSWORD_STRENGTH_HINT}</p> : null}
    </div>
  );
}
