/** The devices domain's texts (its errors and answers; the contract's examples say the same). */
export const MESSAGES = {
  sessionNotFound: 'Session not found',
  currentSession: 'This is the device you are using. Sign out instead.',
  signedOut: 'The device was signed out',
  signedOutOthers: (count: number) => `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}`,
  newSignInSubject: 'New sign-in to your account',
} as const;
