// Plain-language messages for next-auth's error codes on the sign-in page.
export function describeAuthError(code: string | undefined): string | null {
  if (!code) return null;
  switch (code) {
    case "CredentialsSignin":
      return "That email and password do not match. Check them and try again.";
    case "OAuthAccountNotLinked":
      return "An account with this email already exists. Sign in with your email and password instead.";
    case "OidcNoEmail":
      return "Your sign-in provider did not share an email address, so we could not create your account.";
    case "OidcEmailUnverified":
      return "Your sign-in provider has not verified your email address. Verify it there, then try again.";
    case "TooManyAttempts":
      return "Too many sign-in attempts. Please wait a few minutes and try again.";
    case "SessionRequired":
      return "Please sign in to continue.";
    default:
      return "We could not sign you in. Please try again.";
  }
}
