import { useSyncExternalStore } from "react";

/** What a visitor tried that needs an account: the prompt says so in its title. */
export type SignInReason = "save" | "saveProduct" | "message" | "book" | "enroll" | "checkout" | "nearest";

export type SignInRequest = {
  reason: SignInReason;
  /** Where signing in brings them back to: by default the page they are on. */
  returnTo: string;
};

let request: SignInRequest | null = null;
const listeners = new Set<() => void>();

function set(next: SignInRequest | null): void {
  request = next;
  for (const listener of listeners) listener();
}

/**
 * A visitor tapped something that needs an account (Save, Message, Book Now, Enroll, Checkout): ask
 * them to sign in, saying what for, rather than telling them they are logged out (that wording is
 * SPEC §6's for pages that need login, such as Post Job). The app shows the prompt (app/sign-in-prompt).
 */
export function askToSignIn(reason: SignInReason, returnTo?: string): void {
  set({ reason, returnTo: returnTo ?? `${window.location.pathname}${window.location.search}` });
}

export function dismissSignInPrompt(): void {
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInRequest(): SignInRequest | null {
  return useSyncExternalStore(subscribe, () => request);
}
