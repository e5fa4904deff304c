import { formatPaisa } from "@domain/money";
import { MIN_PAYOUT_PAISA, PAYOUT_METHODS, type PayoutMethod } from "@domain/payments/rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { AmountInput } from "@/components/amount-input";
import { ChoiceRadios } from "@/components/choice-radios";
import { Field, noteId } from "@/components/field";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { currentLanguage } from "@/lib/i18n";
import { toast } from "@/lib/use-toast";
import { useRequestPayout } from "./api";
import { checkPayout, type PayoutErrors } from "./payout-check";

/** The server's field names and the form's. */
const FIELDS = { amountPaisa: "amount", destination: "destination" } as const;

/**
 * "Request payout": how much of the available balance (in rupees, sent as paisa), to an eSewa or
 * Khalti wallet's mobile number or a bank account; each field's problem under it.
 */
export function PayoutForm({ availablePaisa }: { availablePaisa: number }) {
  const { t } = useTranslation();
  const request = useRequestPayout();
  const locale = currentLanguage();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<PayoutMethod>("esewa");
  const [destination, setDestination] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"amount" | "destination" | "form", string>>>({});
  const problem = (found: PayoutErrors) => ({
    amount:
      found.amount &&
      t(`earnings.payout.errors.${found.amount}`, { min: formatPaisa(MIN_PAYOUT_PAISA, locale) }),
    destination: found.destination && t(`earnings.payout.errors.${found.destination}`),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPayout({ amount, method, destination }, availablePaisa);
    if (checked.errors) return setErrors(problem(checked.errors));
    setErrors({});
    request.mutate(checked.body, {
      onSuccess: (payout) => {
        setAmount("");
        setDestination("");
        toast({
          title: t("earnings.payout.done"),
          description: t("earnings.payout.doneDescription", {
            amount: formatPaisa(payout.amountPaisa, locale),
          }),
          variant: "success",
        });
      },
      onError: (error) => {
        const text = errorText(error) ?? t("earnings.payout.failed");
        const field = FIELDS[errorField(error) as keyof typeof FIELDS] ?? "form";
        setErrors({ [field]: text });
      },
    });
  };

  const wallet = method !== "bank";
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="payout-amount"
        label={t("earnings.payout.amount")}
        error={errors.amount}
        hint={t("earnings.payout.amountHint", {
          available: formatPaisa(availablePaisa, locale),
          min: formatPaisa(MIN_PAYOUT_PAISA, locale),
        })}
      >
        <AmountInput
          id="payout-amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-describedby={noteId("payout-amount")}
          aria-invalid={errors.amount ? true : undefined}
        />
      </Field>
      <ChoiceRadios
        legend={t("earnings.payout.method")}
        name="payout-method"
        choices={PAYOUT_METHODS}
        value={method}
        label={(choice) => t(`earnings.payout.methods.${choice}`)}
        onChange={setMethod}
      />
      <FormField
        id="payout-destination"
        label={
          wallet
            ? t("earnings.payout.walletNumber", { wallet: t(`earnings.payout.methods.${method}`) })
            : t("earnings.payout.bankAccount")
        }
        hint={wallet ? t("earnings.payout.walletHint") : t("earnings.payout.bankHint")}
        error={errors.destination}
        value={destination}
        onChange={(event) => setDestination(event.target.value)}
        inputMode={wallet ? "tel" : "text"}
        autoComplete={wallet ? "tel-national" : "off"}
      />
      {errors.form && (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={request.isPending}>
        {t("earnings.payout.submit")}
      </Button>
    </form>
  );
}
