/**
 * The account holder's proof before a call that needs it. Card secrets and changes to how the account is secured
 * (the contract's `x-requires-reauthentication`) answer 403 ReauthenticationRequired when the user has not signed in
 * or confirmed it is them in the last 5 minutes. The fetcher then asks here; the signed-in app's one prompt
 * (features/auth ReauthenticationPrompt) answers — the password, or the authenticator code with two-factor on — and
 * the fetcher repeats the call. Every such call thus works the same way without its feature knowing.
 */

/** The error code of the contract's 403 for a call that needs a recent authentication. */
export const REAUTHENTICATION_REQUIRED_CODE = 'ReauthenticationRequired';
/** The code of the client's error when the user closes the prompt instead: the call was not repeated. */
export const REAUTHENTICATION_CANCELLED_CODE = 'ReauthenticationCancelled';

/** Shows the prompt; resolves true once the server confirmed the user, false when the user closed it. */
type Prompt = () => Promise<boolean>;

let prompt: Prompt | undefined;
let asking: Promise<boolean> | undefined;
/** The signed-in app's way to bring its prompt when one is needed before it has mounted (its code loads later). */
let summon: (() => void) | undefined;
/** Asks made while the summoned prompt is on its way: answered by it once it offers itself, or no if it never does. */
const waiting: ((answer: Promise<boolean>) => void)[] = [];

/** The signed-in app's prompt offers itself; the returned function withdraws it (on unmount). */
export function answerReauthentication(next: Prompt): () => void {
  prompt = next;
  for (const hand of waiting.splice(0)) hand(confirmIdentity());
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

/**
 * The signed-in app has a prompt whose code may not be there yet: an ask before it offers itself calls `bring` (the app
 * mounts it) and waits for it, instead of being answered no. The returned function withdraws that (signed out):
 * asks still waiting are answered no.
 */
export function expectReauthentication(bring: () => void): () => void {
  summon = bring;
  return () => {
    if (summon !== bring) return;
    summon = undefined;
    for (const hand of waiting.splice(0)) hand(Promise.resolve(false));
  };
}

/**
 * Asks the user to confirm it is them. Calls that need it at the same moment (a screen reading two cards' details)
 * share one prompt. Without a prompt and none expected (signed out, a test without the app) the answer is no.
 */
export function confirmIdentity(): Promise<boolean> {
  if (!prompt) {
    if (!summon) return Promise.resolve(false);
    const bring = summon;
    const answer = new Promise<boolean>((resolve) => waiting.push(resolve));
    bring();
    return answer;
  }
  asking ??= prompt().finally(() => {
    asking = undefined;
  });
  return asking;
}
