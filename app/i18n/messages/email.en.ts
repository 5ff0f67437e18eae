/** English e-mails to customers (the password reset, a change of e-mail). Server only: the browser never loads them. */
export const emailEn = {
  emailResetSubject: "Reset your Mai Vàng Bakery password",
  emailGreeting: "Hello {name},",
  emailResetBody:
    "We received a request to reset the password of your Mai Vàng Bakery account. To choose a new password, open this link within 1 hour:",
  emailResetNote: "The link works once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  emailSignature: "Mai Vàng Bakery",
  emailResetButton: "Choose a new password",
  emailChangeConfirmSubject: "Confirm your new email for Mai Vàng Bakery",
  emailChangeConfirmBody: "You asked to use this address for your Mai Vàng Bakery account. To confirm it, open this link within 24 hours:",
  emailChangeConfirmButton: "Confirm my new email",
  emailChangeConfirmNote: "The link works once, after you sign in. If you did not ask for this, ignore this email: nothing changes.",
  emailChangeNoticeSubject: "Your Mai Vàng Bakery email is being changed",
  emailChangeNoticeBody:
    "Someone signed in to your account asked to change its email to {email}. Nothing changes until that address confirms it.",
  emailChangeNoticeWarning: "If this was not you, change your password now and cancel the change on your account page:",
  emailChangeAccountButton: "Open my account",
  emailChangeDoneSubject: "Your Mai Vàng Bakery email has been changed",
  emailChangeDoneBody: "The email of your account is now {email}. This address will no longer get emails about your account.",
  emailChangeDoneWarning: "If this was not you, reset your password now, or call the shop.",
  emailChangeResetButton: "Reset my password",
};
