/** Spec constants for accounts and sessions (000 §9), named as the spec names them. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const REGISTRATION_REDIRECT_DELAY_MS = 2000;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;

/** Browser local-storage keys: the return address and the remembered-login flag (000 §3 Session). */
export const RETURN_ADDRESS_KEY = "auth.returnAddress";
export const REMEMBER_LOGIN_KEY = "auth.rememberLogin";

export const DEFAULT_LANDING_PATH = "/account";
export const REGISTRATION_LANDING_PATH = "/account/profile";

/** Pages that are never a return address nor a redirect target (000 §2 Routes). */
export const AUTH_PAGES = ["/login", "/register", "/reset-password"] as const;

/** The login modal closes and the register modal opens after this delay, and the reverse (002 §4). */
export const MODAL_SWITCH_DELAY_MS = 300;
