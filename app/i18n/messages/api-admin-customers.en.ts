/** English answers of the admin API about customers: search, an account's status. Server only. */
export const apiAdminCustomersEn = {
  adminCustomerNotFound: "There is no customer with this number.",
  adminCustomerSearchTooLong: "Search with at most 100 characters.",
  adminCustomerStatusInvalid: "Choose “active” or “disabled”.",
  adminCustomerVersionRequired: "Reload the customer's page, then try again.",
  adminCustomerChanged: "Someone else changed {name}'s account meanwhile: it is now “{status}”. Check it, then try again.",
  adminCustomerDisabled: "{name}'s account is disabled: they are signed out everywhere and cannot log in.",
  adminCustomerEnabled: "{name}'s account is active again: they can log in.",
  adminCustomerUnchanged: "{name}'s account is already “{status}”.",
  adminCustomerStatusActive: "active",
  adminCustomerStatusDisabled: "disabled",
} satisfies Record<string, string>;
