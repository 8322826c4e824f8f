// Labels of the session screens (sign-in, sign-up, passwords, confirmations, TV, authorize,
// magic link, impersonation, logout) and the spec's error catalogue for them (§5, §8). Keys the
// server sends as messageKey keep the spec's spelling (EmailPasswordCannotBeEmpty,
// user_self_suspended), so the server's key and ours are the same word.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const sessionLabels = {
  // Fields and actions
  emailLabel: 'Email',
  passwordLabel: 'Password',
  newPasswordLabel: 'New password',
  showPassword: 'Show password',
  forgotPassword: 'Forgot your password?',
  noAccountYet: 'New here?',
  alreadyHaveAccount: 'Already have an account?',
  signInWithMagicLink: 'Email me a sign-in link',
  signInOnTv: 'Sign in on a TV',
  backToSignIn: 'Back to sign in',
  continueLabel: 'Continue',
  createAccount: 'Create account',
  signingIn: 'Signing you in…',
  signingOut: 'Signing you out…',

  // Client rules (spec §5) and the error catalogue (spec §8)
  pleaseProvideYourEmail: 'Please provide your email',
  pleaseProvideValidEmail: 'Please provide a valid email address',
  pleaseProvideYourPassword: 'Please provide your password',
  passwordRules: 'Your password must be 6 to 24 characters long',
  password4to256: 'Your password must be 4 to 256 characters long',
  password8to256: 'Your password must be 8 to 256 characters long',
  passwordTooCommon: 'This password is too common. Please choose another one',
  loginError: 'The email or password is incorrect',
  emptyInputs: 'Please enter your email and password',
  invalidEmail: 'This email address is not valid',
  EmailPasswordCannotBeEmpty: 'Email and password cannot be empty',
  sessionExpired: 'Your session has expired. Please sign in again',
  failedAuthentication: 'We could not confirm who you are. Please sign in again',
  challengeFailed: 'The security check failed. Please try again',
  checkingThisIsYou: 'Checking this is you…',
  emailError: 'This email address cannot be used',
  confirmedUserAlreadyExists: 'An account with this email already exists',
  accountExistsWithDifferentProvider: 'An account with this email exists with a different sign-in method',
  user_self_suspended: 'This account is suspended',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again',
  // A sign-in or recovery limit with its wait (429 details.retryAfterSeconds, in whole minutes)
  tooManyAttemptsMinutes: 'Too many attempts. Wait {{count}} minutes, then try again',
  tooManyAttemptsMinutes_one: 'Too many attempts. Wait a minute, then try again',
  offlineTryAgain: 'You are offline. Connect to the internet and try again',
  fieldRequired: 'This field is required',
  fieldInvalid: 'This value is not valid',
  signupConsentRequired: 'Please accept to continue',

  // Sign-up; the realms' own fields name these labels (server seed, realms/accounts.ts)
  signupFullName: 'Full name',
  signupFullNameInvalid: 'Please enter your full name using letters',
  signupPreferredName: 'What should we call you?',
  signupPreferredNameInvalid: 'Please use up to 64 characters',
  signupBirthDate: 'Date of birth',
  signupBirthDateInvalid: 'Please enter a valid date',
  signupPhoneNumber: 'Phone number',
  signupPhoneNumberInvalid: 'Please enter a phone number of 7 to 15 digits',
  checkYourEmail: 'Check your email',
  confirmationSent: 'We sent a confirmation link to {{email}}. Open it to activate your account.',

  // Request and reset password
  requestPasswordTitle: 'Reset your password',
  requestPasswordIntro: 'Enter your email and we will send you a link to choose a new password.',
  sendResetLink: 'Send link',
  resetLinkSent: 'If there is an account for {{email}}, a link to choose a new password is on its way.',
  resetPasswordTitle: 'Choose a new password',
  savePassword: 'Save password',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  resetLinkInvalid: 'This link is invalid or has expired. Ask for a new one.',

  // Email confirmation and activation
  emailConfirmationTitle: 'Email confirmation',
  confirmingEmail: 'Confirming your email…',
  emailConfirmed: 'Your email is confirmed. You can sign in now.',
  confirmationLinkInvalid: 'This confirmation link is invalid or has already been used.',
  emailChanged:
    'Your sign-in email is now {{email}}. Every device signed in to your account was signed out: sign in again with the new address.',
  emailChangedHere: 'Your sign-in email is now {{email}}. You stay signed in here; your other devices were signed out.',
  activateTitle: 'Activate your account',
  activationPending: 'The account for {{email}} is waiting to be activated.',
  activateButton: 'Activate',
  activationInvalid: 'This activation is invalid or has expired.',

  // TV sign-in
  tvLoginTitle: 'Sign in on your TV',
  tvLoginIntro: 'Enter the 6-character code shown on your TV.',
  tvCodeLabel: 'TV code',
  tvPinInvalid: 'Enter the 6 letters and digits shown on your TV',
  tvPinUnknown: 'This code is unknown or has expired. Check the code on your TV',
  connectTv: 'Connect TV',
  tvConnected: 'Your TV is signed in. You can start watching on it.',
  tvLoginSignInFirst: 'Sign in to your account first, then enter the code shown on your TV.',

  // OAuth authorize
  authorizeIntro: 'Sign in to continue to the app that sent you here.',
  authorizeRequestInvalid: 'This sign-in request is not valid. Go back to the app and try again.',
  oauthCodeNotFound: 'This sign-in request has expired. Go back to the app and try again.',

  // Magic link
  magicLinkTitle: 'Sign in with a link',
  magicLinkIntro: 'We will email you a link that signs you in.',
  sendMagicLink: 'Email me a link',
  magicLinkSent: 'Check your email: a sign-in link is on its way to {{email}}.',
  magicLinkInvalid: 'This sign-in link is invalid or has expired.',

  // Impersonation
  impersonating: 'Signing in as the customer…',
  impersonationFailed: 'Signing in as the customer failed. The link may have expired.',

  // Federated sign-in (the realm's identity provider), and the demo provider's own page
  providerDisplayName: '{{realm}} ID',
  signInWithProvider: 'Sign in with {{provider}}',
  providerRedirecting: 'Taking you to {{provider}}…',
  providerNotAvailable: 'Signing in with an identity provider is not available here.',
  providerSignInCancelled: 'Signing in was cancelled.',
  oidcSigninError: 'Signing in with your identity provider did not work. Please try again.',
  providerLinkHint: 'Already have an account with this email? Sign in with your password, then sign in with {{provider}} again to link it.',
  providerAlreadyLinked: 'Your account is already linked to another identity of this provider.',
  providerLinkedElsewhere: 'This identity is already linked to another account.',
  providerNotLinked: 'This sign-in method is not linked to your account.',
  providerOnlySignInMethod: 'This is the only way to sign in to your account. Set a password before removing it.',
  idpIntro: 'Sign in to continue to {{client}}.',
  idpDemoNote: 'A demonstration sign-in service run by this site. Its accounts are its own, apart from {{realm}} accounts.',
} as const satisfies LabelDeclarations;
