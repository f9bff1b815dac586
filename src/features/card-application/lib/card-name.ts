import { CARD_NAME_MAX_LENGTH } from './card-application-constants';

export type CardNameError = 'required' | 'tooLong';

/**
 * Spec 02 §5 card primary name: required, non-empty after trim, at most 50 characters. The hints (English, no
 * symbols) are advice only: just length and non-empty are enforced.
 */
export function validateCardName(name: string): CardNameError | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length > CARD_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}
