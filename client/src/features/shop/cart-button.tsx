import { toDevanagariDigits } from "@domain/money";
import { useQueryClient } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { cartKey, postCartMerge, useServerCart } from "./cart-api";
import { localItemCount, mergeLocalCart, useLocalCart } from "./cart-store";

const BADGE_MAX = 99;

/**
 * The header's cart button with the number of items. For a user who just signed in it also hands
 * the cart they filled as a visitor to the server, and brings them back to the shop page they left.
 */
export function CartButton({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const [path] = useLocation();
  const queryClient = useQueryClient();
  const local = useLocalCart();
  const server = useServerCart(signedIn);
  const mergeFailed = useRef(false);

  useEffect(() => {
    if (!signedIn || local.length === 0 || mergeFailed.current) return;
    mergeLocalCart(postCartMerge)
      .then((cart) => {
        if (!cart) return;
        queryClient.setQueryData(cartKey, cart);
        return queryClient.invalidateQueries({ queryKey: cartKey });
      })
      .catch((error: unknown) => {
        // The lines are back in this browser; the next visit tries again.
        mergeFailed.current = true;
        console.error("Cart merge failed", error);
      });
  }, [signedIn, local, queryClient]);

  const count = signedIn ? (server.data?.itemCount ?? 0) : localItemCount(local);
  const digits = (value: number | string) =>
    i18n.language === "ne" ? toDevanagariDigits(String(value)) : String(value);
  const label =
    count > 0 ? t("shop.cartButton.withItems", { count, value: digits(count) }) : t("shop.cartButton.empty");
  return (
    <Button asChild variant="ghost" size="icon" className="relative max-sm:size-9 max-[379px]:size-8">
      <Link href="/cart" aria-label={label} aria-current={path === "/cart" ? "page" : undefined}>
        <ShoppingCart className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-primary px-1 font-semibold text-[10px] text-primary-foreground leading-none ring-2 ring-background"
          >
            {digits(count > BADGE_MAX ? `${BADGE_MAX}+` : count)}
          </span>
        )}
      </Link>
    </Button>
  );
}
