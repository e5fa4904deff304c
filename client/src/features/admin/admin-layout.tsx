import type { ReactNode } from "react";

/** The admin pages' frame: a title and subtitle, then the page (the sections are in the header and bottom nav). */
export function AdminLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">{subtitle}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
