import type { CurrentUser } from "@domain/auth/user";
import { fullName } from "@domain/auth/user-rules";
import { AlertCircle, Banknote } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { errorCode, errorField } from "@/lib/api-error";
import { errorText, fieldErrorText } from "@/lib/error-text";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { toast } from "@/lib/use-toast";
import { usePlaceOrder } from "./api";
import { CheckoutAddressField } from "./checkout-address-field";
import { useShopFormat } from "./format";
import { OrderAmounts } from "./order-amounts";
import type { CartSummary } from "./use-cart";
import { isDeliveryField, useCheckoutError } from "./use-checkout-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const placeOrderBodyResolver = lazyZodResolver(() =>
  import("@domain/shop/schemas").then((m) => m.PlaceOrderBody),
);

/** Delivery details, cash on delivery and the order summary; Place Order sends the whole cart. */
export function CheckoutForm({ user, cart }: { user: CurrentUser; cart: CartSummary }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const [, navigate] = useLocation();
  const place = usePlaceOrder();
  const fieldError = useCheckoutError();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: placeOrderBodyResolver,
    defaultValues: { deliveryName: fullName(user), deliveryPhone: "", deliveryAddress: "" },
  });

  const onSubmit = handleSubmit((body) => {
    setProblem(null);
    place.mutate(body, {
      onSuccess: (order) => {
        toast({
          title: t("shop.checkout.placedTitle"),
          description: t("shop.checkout.placedDescription", { amount: format.money(order.total) }),
          variant: "success",
        });
        navigate(`/orders/${order.id}`);
      },
      onError: (error) => {
        // A delivery field the server refused is marked at the field, with its words.
        const field = errorField(error);
        if (errorCode(error) === "request.invalid" && isDeliveryField(field)) {
          const message = fieldErrorText(error) ?? t("shop.checkout.failed");
          setError(field, { type: "server", message }, { shouldFocus: true });
        } else setProblem(errorText(error) ?? t("shop.checkout.failed"));
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="grid gap-6">
        <section
          aria-labelledby="checkout-delivery"
          className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
        >
          <h2 id="checkout-delivery" className="font-semibold text-lg">
            {t("shop.checkout.delivery")}
          </h2>
          <FormField
            id="checkout-name"
            autoComplete="name"
            label={t("shop.checkout.name")}
            error={fieldError("deliveryName", errors.deliveryName)}
            {...register("deliveryName")}
          />
          <FormField
            id="checkout-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t("shop.checkout.phone")}
            placeholder={t("shop.checkout.phonePlaceholder")}
            hint={t("shop.checkout.phoneHint")}
            error={fieldError("deliveryPhone", errors.deliveryPhone)}
            {...register("deliveryPhone")}
          />
          <CheckoutAddressField
            error={fieldError("deliveryAddress", errors.deliveryAddress)}
            registration={register("deliveryAddress")}
          />
        </section>
        <section
          aria-labelledby="checkout-payment"
          className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5"
        >
          <h2 id="checkout-payment" className="font-semibold text-lg">
            {t("shop.checkout.payment")}
          </h2>
          <label className="flex items-start gap-3 rounded-lg border border-primary bg-primary/5 p-3">
            <input
              type="radio"
              name="payment"
              value="cash-on-delivery"
              checked
              readOnly
              className="mt-1 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="flex items-center gap-2 font-medium">
                <Banknote className="size-4" aria-hidden="true" />
                {t("shop.checkout.cashOnDelivery")}
              </span>
              <span className="text-muted-foreground text-sm">{t("shop.checkout.cashOnDeliveryHint")}</span>
            </span>
          </label>
        </section>
      </div>
      <section
        aria-labelledby="checkout-summary"
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5 lg:sticky lg:top-24"
      >
        <h2 id="checkout-summary" className="font-semibold text-lg">
          {t("shop.checkout.summary")}
        </h2>
        <ul className="grid gap-2 text-sm">
          {cart.rows.map((row) => (
            <li key={row.itemId} className="flex justify-between gap-3">
              <span className="min-w-0">
                <span className="line-clamp-2">{row.item?.name}</span>
                <span className="text-muted-foreground">
                  {t("shop.checkout.times", { value: format.number(row.quantity) })}
                </span>
              </span>
              <span className="shrink-0">{format.money(row.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <OrderAmounts
          subtotal={cart.subtotal}
          deliveryFee={cart.deliveryFee}
          total={cart.total}
          className="border-t pt-3"
        />
        {problem && (
          <div
            role="alert"
            className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          >
            <p className="flex items-start gap-2 font-medium text-destructive">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {problem}
            </p>
            <Link href="/cart" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("shop.checkout.reviewCart")}
            </Link>
          </div>
        )}
        <Button type="submit" size="lg" disabled={place.isPending}>
          {place.isPending ? t("shop.checkout.placing") : t("shop.checkout.place")}
        </Button>
      </section>
    </form>
  );
}
