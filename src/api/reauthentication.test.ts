import { describe, expect, it, vi } from 'vitest';
import { answerReauthentication, confirmIdentity, expectReauthentication } from './reauthentication';

// The signed-in app mounts its prompt once the browser is idle; a call that needs a recent authentication can come
// sooner (a card's details opened from the address): it must reach the prompt, not be refused.
describe('confirmIdentity', () => {
  it('answers no when no prompt is there and none is expected', async () => {
    await expect(confirmIdentity()).resolves.toBe(false);
  });

  it('brings an expected prompt and waits for its answer', async () => {
    const bring = vi.fn();
    const withdraw = expectReauthentication(bring);
    const answer = confirmIdentity();
    expect(bring).toHaveBeenCalledTimes(1);
    const prompt = vi.fn(() => Promise.resolve(true));
    const unmount = answerReauthentication(prompt);
    await expect(answer).resolves.toBe(true);
    expect(prompt).toHaveBeenCalledTimes(1);
    unmount();
    withdraw();
  });

  it('answers no to asks still waiting when the expectation is withdrawn (signed out)', async () => {
    const withdraw = expectReauthentication(() => undefined);
    const answer = confirmIdentity();
    withdraw();
    await expect(answer).resolves.toBe(false);
    await expect(confirmIdentity()).resolves.toBe(false);
  });
});
