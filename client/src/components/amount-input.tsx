import { toAsciiDigits } from "@domain/money";
import type { ChangeEvent, ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * A number field people may type in either script: a text box with the decimal keypad whose
 * Devanagari digits become ASCII as they are typed ("२५००" is 2500), where a number input would
 * refuse them. Everything else (a stray letter) stays for the form's check to name.
 */
export function AmountInput({ onChange, ...props }: Omit<ComponentProps<typeof Input>, "type">) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.currentTarget;
    const ascii = toAsciiDigits(field.value);
    if (ascii !== field.value) {
      // One character for one: the caret stays where it was.
      const caret = field.selectionStart;
      field.value = ascii;
      if (caret !== null) field.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  };
  return <Input inputMode="decimal" autoComplete="off" {...props} type="text" onChange={change} />;
}
