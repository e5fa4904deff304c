import { COMMON_PASSWORDS } from "./common-passwords";

let common: Set<string> | undefined;

/** One of the 10,000 most common passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  return common.has(password.normalize("NFKC").toLowerCase());
}

/** "aaaaaaaa", "11111111" or only spaces: one character, however many times. */
export function isOneCharacterRepeated(password: string): boolean {
  const [first, ...rest] = [...password];
  return first !== undefined && rest.every((character) => character === first);
}
