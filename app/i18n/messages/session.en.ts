/**
 * English UI texts a visitor's session may show on any storefront page: the toasts, the sign-in calls' errors
 * (features/accounts/session) and the header's unread-notices count.
 */
export const sessionEn = {
  "account.errorSummary": "Please correct the highlighted fields.",
  "account.error.wrongCredentials": "Incorrect account or password",
  "account.error.generic": "Something went wrong, please try again",
  "account.error.loginFailed": "Login failed",
  "account.error.registerFailed": "Registration failed",
  "account.error.emailTaken": "This email is already registered",
  "account.error.legacy": "You are a returning customer. Please restore your password.",
  "toast.region": "Notifications",
  "toast.dismiss": "Dismiss",
  "toast.registered": "Registration successful! Please login.",
  "toast.loginSuccess": "Login successful!",
  "toast.loginFailed": "Login failed!",
  "toast.loggedOut": "Logged out successfully!",
  "toast.sessionEnded": "Your session has ended. Please log in again.",
  "profileNotices.unreadCount.one": "{count} unread notice",
  "profileNotices.unreadCount.other": "{count} unread notices",
};
