/** English e-mails to customers (the password reset). Server only: the browser never loads them. */
export const emailEn = {
  emailResetSubject: "Reset your Mai Vàng Bakery password",
  emailGreeting: "Hello {name},",
  emailResetBody:
    "We received a request to reset the password of your Mai Vàng Bakery account. To choose a new password, open this link within 1 hour:",
  emailResetNote: "The link works once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  emailSignature: "Mai Vàng Bakery",
  emailResetButton: "Choose a new password",
};
