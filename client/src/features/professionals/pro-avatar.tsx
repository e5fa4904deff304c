import { initials } from "@domain/user-rules";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

type Person = { firstName: string; lastName: string; profileImageUrl: string | null };

/** The photo, or the initials when there is none. */
export function ProAvatar({ person, className }: { person: Person; className?: string }) {
  return (
    <Avatar className={cn("size-12", className)}>
      {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt="" />}
      <AvatarFallback className="text-base">{initials(person)}</AvatarFallback>
    </Avatar>
  );
}
