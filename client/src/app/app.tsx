import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { UpdateNotice } from "@/features/app-update/update-notice";
import { queryClient } from "@/lib/query-client";
import { DeferredToaster } from "./deferred-toaster";
import { LiveEvents } from "./live-events";
import { AppRouter } from "./router";

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <AppRouter />
      <UpdateNotice />
      <DeferredToaster closeLabel={t("common.close")} regionLabel={t("common.notifications")} />
    </QueryClientProvider>
  );
}
