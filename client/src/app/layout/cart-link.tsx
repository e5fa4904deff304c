import { ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";

/** The header's cart link as it looks before the cart's count has loaded (features/shop/cart-button.tsx). */
export function CartLink() {
  const { t } = useTranslation();
  const [path] = useLocation();
  return (
    <Button asChild variant="ghost" size="icon" className="relative max-sm:size-9 max-[379px]:size-8">
      <Link
        href="/cart"
        aria-label={t("shop.cartButton.empty")}
        aria-current={path === "/cart" ? "page" : undefined}
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
      </Link>
    </Button>
  );
}
