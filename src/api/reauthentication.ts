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

/** The signed-in app's prompt offers itself; the returned function withdraws it (on unmount). */
export function answerReauthentication(next: Prompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

/**
 * Asks the user to confirm it is them. Calls that need it at the same moment (a screen reading two cards' details)
 * share one prompt. Without a prompt (signed out, a test without the app) the answer is no.
 */
export function confirmIdentity(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  asking ??= prompt().finally(() => {
    asking = undefined;
  });
  return asking;
}
