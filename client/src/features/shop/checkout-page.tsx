import { ShoppingCart } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { lazyWhenIdle } from "@/lib/idle";
import { useRequireAuth } from "@/lib/use-require-auth";
import { ShopPageSkeleton } from "./shop-page-skeleton";
import { useCart } from "./use-cart";

// The form (react-hook-form, the order's domain schema) loads on the side, behind the skeleton.
const CheckoutForm = lazyWhenIdle(() => import("./checkout-form").then((m) => ({ default: m.CheckoutForm })));

/** /checkout: signed-in shoppers only (visitors log in and come back here). */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { user } = useRequireAuth();
  const { cart, isPending } = useCart();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("shop.checkout.title")}</h1>
      {!user || isPending || !cart ? (
        <ShopPageSkeleton />
      ) : cart.rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <ShoppingCart className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t("shop.cart.empty")}</p>
          <Button asChild>
            <Link href="/marketplace">{t("shop.cart.browse")}</Link>
          </Button>
        </div>
      ) : (
        <Suspense fallback={<ShopPageSkeleton />}>
          <CheckoutForm user={user} cart={cart} />
        </Suspense>
      )}
    </div>
  );
}
