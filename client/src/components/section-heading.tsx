import { cn } from "@/lib/utils";

/** An h2 with its subtitle, centred by default (landing sections). */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <h2 id={id} className="font-bold text-2xl tracking-tight sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
