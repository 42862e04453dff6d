/**
 * How hard a password is to guess, estimated by zxcvbn-ts with its common dictionaries (the most
 * used passwords, keyboard patterns, diceware words) and the Italian ones (words, names, surnames,
 * Wikipedia), plus the site's words and the user's own. The one estimate behind the form's meter
 * and the server's refusal.
 *
 * The dictionaries are about 2 MB: `loadPasswordStrength()` imports them on first use, so a
 * browser bundle fetches them only when someone types a new password.
 */
import { builtFromWords, ownerWords, SITE_WORDS, type PasswordOwner } from './password-words.js';

export const PASSWORD_STRENGTH_LABELS = ['Debole', 'Discreta', 'Buona', 'Ottima'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/**
 * Estimated guesses (log10) from which each level starts. A password is accepted from "Buona":
 * 10^10 guesses, zxcvbn's top score, what a slow-hashed password needs to resist an offline
 * attack; "Milano2026!" or "Juventus1897!" stay around 10^8.
 */
const LEVEL_FROM_LOG10 = [0, 8, 10, 12] as const;
export const PASSWORD_ACCEPTABLE_LEVEL = 2;

export interface PasswordStrength {
  /** 0 Debole, 1 Discreta, 2 Buona, 3 Ottima. */
  level: 0 | 1 | 2 | 3;
  label: PasswordStrengthLabel;
  /** From "Buona" up, unless built from the site's or the user's own words. */
  acceptable: boolean;
  /** The password is (nearly) only the site's or the user's own words. */
  ownWords: boolean;
  guessesLog10: number;
}

export type PasswordStrengthEstimator = (password: string, owner?: PasswordOwner) => PasswordStrength;

let loading: Promise<PasswordStrengthEstimator> | null = null;

/** The estimator, its dictionaries imported once (the first call starts the import). */
export function loadPasswordStrength(): Promise<PasswordStrengthEstimator> {
  loading ??= build().catch((error: unknown) => {
    loading = null; // a failed chunk download may succeed next time
    throw error;
  });
  return loading;
}

async function build(): Promise<PasswordStrengthEstimator> {
  const [{ ZxcvbnFactory }, common, italian] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-it'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...italian.dictionary, site: [...SITE_WORDS] },
    graphs: common.adjacencyGraphs,
    translations: italian.translations,
    // Levenshtein matching costs 100–400 ms a password; the server's normalised list covers near misses.
    useLevenshteinDistance: false,
  });
  return (password, owner) => {
    const words = ownerWords(owner);
    const result = zxcvbn.check(password, words);
    const ownWords = builtFromWords(password, [...SITE_WORDS, ...words]);
    const level = ownWords ? 0 : levelOf(result.guessesLog10);
    return {
      level, label: PASSWORD_STRENGTH_LABELS[level], acceptable: level >= PASSWORD_ACCEPTABLE_LEVEL,
      ownWords, guessesLog10: result.guessesLog10,
    };
  };
}

function levelOf(log10: number): PasswordStrength['level'] {
  let level = 0;
  for (let i = 0; i < LEVEL_FROM_LOG10.length; i += 1) if (log10 >= LEVEL_FROM_LOG10[i]!) level = i;
  return level as PasswordStrength['level'];
}
