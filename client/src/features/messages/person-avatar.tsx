import { initials } from "@domain/auth/user-rules";
import type { MessagePerson } from "@domain/messages/schemas";
import { UserRound } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

/** The photo, or the initials; a plain person icon while we do not know who it is. */
export function PersonAvatar({
  person,
  className,
}: {
  person: MessagePerson | undefined;
  className?: string;
}) {
  return (
    <Avatar aria-hidden="true" className={cn("size-10", className)}>
      {person?.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
      <AvatarFallback>
        {person ? initials(person) : <UserRound className="size-5" aria-hidden="true" />}
      </AvatarFallback>
    </Avatar>
  );
}
