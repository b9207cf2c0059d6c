import { ADMIN_TOKEN_STORAGE_KEY } from '@alu/common';

/**
 * The administrator's token, kept in localStorage (where the news preview reads it too). A
 * storage that throws (private mode, disabled storage) reads as "no token".
 */
export const TOKEN_KEY = ADMIN_TOKEN_STORAGE_KEY;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until the page is left.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
}
