import { initials } from "@domain/auth/user-rules";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

type Person = { firstName: string; lastName: string; profileImageUrl: string | null };

/** small: a person in a list (bids, candidates); large: a professional's card or profile. */
const SIZES = {
  small: { avatar: "size-9", initials: "text-xs" },
  large: { avatar: "size-12", initials: "text-base" },
} as const;

/** The photo, or the initials when there is none. */
export function PersonAvatar({
  person,
  size = "small",
  className,
}: {
  person: Person;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <Avatar className={cn(SIZES[size].avatar, className)}>
      {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
      <AvatarFallback className={SIZES[size].initials}>{initials(person)}</AvatarFallback>
    </Avatar>
  );
}
