/** The devices domain's texts (its errors and answers; the contract's examples say the same). */
export const MESSAGES = {
  sessionNotFound: 'Session not found',
  currentSession: 'This is the device you are using. Sign out instead.',
  signedOut: 'The device was signed out',
  signedOutOthers: (count: number) => `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}`,
  passwordRequired: 'Enter your password',
  codeRequired: 'Enter the code from your authenticator app',
  invalidPassword: 'Password is incorrect',
  invalidMfaCode: 'Invalid verification code',
  newSignInSubject: 'New sign-in to your account',
} as const;
