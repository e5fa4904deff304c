import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/current-user";
import { askToSignIn } from "@/lib/sign-in-prompt";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { useToggleWishlist, useWishlist } from "./api";

/** The heart: a signed-in user's wishlist (kept on the server); visitors are asked to sign in. */
export function WishlistButton({
  itemId,
  name,
  className,
  withLabel = false,
}: {
  itemId: string;
  name: string;
  className?: string;
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const wishlist = useWishlist(Boolean(user));
  const toggle = useToggleWishlist();
  const saved = wishlist.data?.itemIds.includes(itemId) ?? false;

  const onClick = () => {
    if (!user) {
      askToSignIn("saveProduct");
      return;
    }
    toggle.mutate(
      { itemId, save: !saved },
      {
        onError: () =>
          toast({
            title: t("shop.wishlist.failedTitle"),
            description: t("shop.wishlist.failed"),
            variant: "destructive",
          }),
      },
    );
  };
  const label = saved ? t("shop.wishlist.remove", { name }) : t("shop.wishlist.add", { name });
  return (
    <Button
      variant={withLabel ? "outline" : "ghost"}
      size={withLabel ? "default" : "icon"}
      aria-pressed={saved}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      onClick={onClick}
      className={cn(!withLabel && "rounded-full bg-background/90 shadow-sm hover:bg-background", className)}
    >
      <Heart className={cn(saved && "fill-primary text-primary")} aria-hidden="true" />
      {withLabel && (saved ? t("shop.wishlist.saved") : t("shop.wishlist.save"))}
    </Button>
  );
}
