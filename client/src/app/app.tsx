import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Toaster } from "@/components/ui/toaster";
import { queryClient } from "@/lib/query-client";
import { LiveEvents } from "./live-events";
import { AppRouter } from "./router";

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <AppRouter />
      <Toaster closeLabel={t("common.close")} regionLabel={t("common.notifications")} />
    </QueryClientProvider>
  );
}
