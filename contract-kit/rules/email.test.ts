import { describe, expect, it } from 'vitest';
import { TransferFundsBody } from '../zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

const serverAccepts = (address: string) => TransferFundsBody.safeParse({ destinationEmail: address, currency: 'USDT', amount: '1' }).success;

describe("isValidEmail: the contract's rule, as the server applies it", () => {
  it.each([
    'friend@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'a@b.c', // a one-letter top-level domain: the server refuses it, so the form must too
    'a@b',
    'friend@example',
    'friend@@example.com',
    'friend example@example.com',
    '.friend@example.com',
    'friend.@example.com',
    'friend..x@example.com',
    'friend@-example.com',
    'friend@exa_mple.com',
    'friend@example.c0m',
    `${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`,
    `${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`,
  ])('agrees with the server on %j', (address) => {
    expect(isValidEmail(address)).toBe(serverAccepts(address));
  });

  it('refuses a@b.c, which the server refuses ("Invalid email address")', () => {
    expect(isValidEmail('a@b.c')).toBe(false);
  });

  it('trims before checking and allows at most 255 characters', () => {
    expect(isValidEmail('  friend@example.com ')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(243)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(244)}@example.com`)).toBe(false);
  });
});
