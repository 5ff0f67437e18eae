// What each account form sends, read and shaped one way for the page's script (which calls the API) and for the
// page's action (the same form posted without JavaScript).
import { formText } from "../../../lib/form-data.ts";

export interface LoginPayload {
  identifier: string;
  password: string;
  remember: boolean;
}

export interface RegisterPayload {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  remember: boolean;
}

export interface NewPasswordPayload {
  token: string;
  password: string;
  password_confirmation: string;
}

/** `fixedIdentifier`: the customer-login screen's step 2, where the identifier was given at step 1. */
export function readLogin(form: FormData, fixedIdentifier?: string): LoginPayload {
  return {
    identifier: fixedIdentifier ?? formText(form, "identifier"),
    password: formText(form, "password"),
    remember: form.get("remember") === "1",
  };
}

export function readRegister(form: FormData): RegisterPayload {
  return {
    name: formText(form, "name"),
    email: formText(form, "email"),
    phone: formText(form, "phone"),
    password: formText(form, "password"),
    password_confirmation: formText(form, "password_confirmation"),
    remember: form.get("remember") === "1",
  };
}

export function readIdentifier(form: FormData): { identifier: string } {
  return { identifier: formText(form, "identifier") };
}

export function readNewPassword(form: FormData, token: string): NewPasswordPayload {
  return { token, password: formText(form, "password"), password_confirmation: formText(form, "password_confirmation") };
}

/** The login call's body: the identifier trimmed, never the password; remember as 1 or 0. */
export function loginBody(payload: LoginPayload) {
  return { identifier: payload.identifier.trim(), password: payload.password, remember: payload.remember ? 1 : 0 };
}

/** The register call's body: the phone only when one was given. */
export function registerBody(payload: RegisterPayload) {
  return {
    name: payload.name.trim(),
    email: payload.email.trim(),
    ...(payload.phone.trim() ? { phone: payload.phone.trim() } : {}),
    password: payload.password,
    password_confirmation: payload.password_confirmation,
    remember: payload.remember ? 1 : 0,
  };
}
