/** English (Canada) words of account recovery (ADR 59); part of the catalogue in en-CA.ts. */
export const recoveryEnCA = {
  recovery: {
    intro:
      'Lost every passkey and your authenticator app? Send a photo of your government ID and a selfie. Two people compare them with the identity you verified before; nothing changes on your account until then.',
    startFromSignIn:
      'Start from the sign-in page: enter your e-mail and password, then choose “Lost your passkeys and authenticator?”. Without a password, use “Forgot your password?” first.',
    signInAgain:
      'Your sign-in took too long. Sign in again with your e-mail and password, then choose “Lost your passkeys and authenticator?”.',
    backToSignIn: 'Back to sign in',
    loadFailed: 'We could not load your recovery.',
    documentIntro:
      'Use the photo ID you verified your identity with, or a newer one of the same person. Take the selfie in good light, without glasses or a hat.',
    send: 'Send for review',
    sending: 'Sending…',
    inReview: 'We are reviewing your recovery',
    inReviewBody:
      'We received your photo ID and selfie. We usually answer within one business day, by e-mail. Approved, your lost passkeys and authenticator are removed, you sign in with your password, and withdrawals wait 48 hours.',
    closed: 'This recovery is closed',
    closedBody: 'Check your e-mail for the outcome, or start again from the sign-in page.',
  },
};
