import { regexes } from 'zod/v4/core';

/** Spec 01 §5, §9: at most 255 characters (the contract's `Email`: `format: email`, `maxLength: 255`). */
export const EMAIL_MAX_LENGTH = 255;

/**
 * The contract's e-mail rule, the one the mock server validates with (its generated zod schemas use zod's
 * `email` format, i.e. this expression): a form that accepts an address the server would refuse is a defect.
 * Only the expression is imported (zod's core regexes), not zod.
 */
export const EMAIL_PATTERN: RegExp = regexes.email;

/** Whether the address (trimmed) is one the API accepts. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
