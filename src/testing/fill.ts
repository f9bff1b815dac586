import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a value into a field in one input, as pasting does — how people enter addresses, e-mails and codes. user-event's
 * `type` renders the form once per key in jsdom (a 34-character address took about a second of a test); keep `type`
 * where typing key by key is what the test is about.
 */
export async function fill(user: UserEvent, element: HTMLElement, value: string): Promise<void> {
  await user.clear(element);
  await user.click(element);
  if (value) await user.paste(value);
}
