/**
 * One-time codes typed or pasted into a field: two-factor (6 digits), e-mail verification and e-mail change
 * (6 letters or digits), recovery codes (10). People paste them as "123 456", "123-456" or "RCVA-2B3C-4D": the
 * separators go first, then the length is limited — never the other way round (a `maxLength` on the input cuts
 * "123 456" to "123 45" before the field sees it, which is why code inputs carry none).
 */

/** Spaces of any kind, hyphens, dashes and the minus sign. */
const SEPARATORS = /[\s\u00AD\u2010-\u2015\u2212-]+/g;

export interface CodeShape {
  /** The code's length: what is left after the separators is cut to it. */
  length: number;
  /** digits: authenticator codes; alphanumeric: mailed and recovery codes (upper-cased). */
  alphabet: 'digits' | 'alphanumeric';
  /**
   * Drop every character outside the alphabet too (a field that cannot show why a letter is wrong). Without it
   * they stay, so the field's validation can name the problem ("Code must contain only numbers").
   */
  isStrict?: boolean;
}

export function cleanCode(raw: string, { length, alphabet, isStrict = false }: CodeShape): string {
  let code = raw.replace(SEPARATORS, '');
  if (alphabet === 'alphanumeric') code = code.toUpperCase();
  if (isStrict) code = code.replace(alphabet === 'digits' ? /\D+/g : /[^A-Z0-9]+/gi, '');
  return [...code].slice(0, length).join('');
}
