import { useLocation, useSearchParams } from "wouter";

/** The open profile dialog lives in the URL (?pro=<id>), so it can be linked to and Back closes it. */
const PRO_PARAM = "pro";

export function useProDialog() {
  const [params, setParams] = useSearchParams();
  const [path] = useLocation();
  return {
    openId: params.get(PRO_PARAM),
    /** This page with the dialog of `id` open. */
    hrefFor: (id: string) => {
      const next = new URLSearchParams(params);
      next.set(PRO_PARAM, id);
      return `${path}?${next}`;
    },
    close: () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(PRO_PARAM);
          return next;
        },
        { replace: true },
      ),
  };
}
