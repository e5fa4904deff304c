import { useTranslation } from "react-i18next";
import { platform } from "@/lib/platform";
import { cn } from "@/lib/utils";

export type SignInMethod = "phone" | "email";

const METHODS = [
  { method: "phone", label: "phoneCode.byPhone" },
  { method: "email", label: "phoneCode.byEmail" },
] as const;

/** Phones sign in by their number first (as Nepal's apps do); a computer by email. */
export function firstMethod(): SignInMethod {
  const narrow = typeof window.matchMedia === "function" && window.matchMedia("(max-width: 639px)").matches;
  return narrow || platform() !== "web" ? "phone" : "email";
}

/**
 * The two ways to sign in, side by side, the number first: two toggle buttons drawn as one switch
 * (buttons, not labelled radios, so "Email" names only the email box).
 */
export function SignInMethodSwitch({
  value,
  onChange,
}: {
  value: SignInMethod;
  onChange: (method: SignInMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">{t("phoneCode.methodLabel")}</legend>
      {METHODS.map(({ method, label }) => (
        <button
          key={method}
          type="button"
          aria-pressed={value === method}
          onClick={() => onChange(method)}
          className={cn(
            "flex min-h-9 items-center justify-center gap-2 rounded-md px-2 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            value === method
              ? "bg-background text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {t(label)}
        </button>
      ))}
    </fieldset>
  );
}
