/** localStorage key of the visitor's "terms accepted" flag. */
export const TERMS_ACCEPTED_KEY = 'termsAccepted';

export function hasAcceptedTerms(): boolean {
  try {
    return window.localStorage.getItem(TERMS_ACCEPTED_KEY) === 'true';
  } catch {
    return false; // storage blocked: ask again
  }
}

export function storeTermsAccepted(): void {
  try {
    window.localStorage.setItem(TERMS_ACCEPTED_KEY, 'true');
  } catch {
    // Storage blocked (private mode): the prompt simply shows again next visit.
  }
}
