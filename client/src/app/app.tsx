import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { platform } from "@/lib/platform";
import { queryClient } from "@/lib/query-client";
import { DeferredToaster } from "./deferred-toaster";
import { LiveEvents } from "./live-events";
import { AppRouter } from "./router";
import { SignInPrompt } from "./sign-in-prompt";

// The update notice (and its version check) is not needed for the first paint: it mounts when the
// browser is idle, so its request does not compete with the page's.
const UpdateNotice = lazyWhenIdle(() =>
  import("@/features/app-update/update-notice").then((m) => ({ default: m.UpdateNotice })),
);

// Native push (the Capacitor app only): its code and the plugin never load on the web.
const NativePush = lazy(() => import("./native-push").then((m) => ({ default: m.NativePush })));
const nativeApp = platform() !== "web";

export function App() {
  const { t } = useTranslation();
  const idle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      {nativeApp && (
        <Suspense fallback={null}>
          <NativePush />
        </Suspense>
      )}
      <AppRouter />
      <SignInPrompt />
      {idle && (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      )}
      <DeferredToaster closeLabel={t("common.close")} regionLabel={t("common.notifications")} />
    </QueryClientProvider>
  );
}
