import { Suspense } from "react";
import { lazyWhenIdle } from "@/lib/idle";
import { useSignInRequest } from "@/lib/sign-in-prompt";

// The dialog (Radix) is fetched when the browser is idle and mounts while a visitor is being asked.
const SignInPromptDialog = lazyWhenIdle(() =>
  import("./sign-in-prompt-dialog").then((m) => ({ default: m.SignInPromptDialog })),
);

/** Where askToSignIn's prompt shows (lib/sign-in-prompt.ts). */
export function SignInPrompt() {
  const request = useSignInRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <SignInPromptDialog request={request} />
    </Suspense>
  );
}
