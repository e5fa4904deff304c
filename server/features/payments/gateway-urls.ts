/** eSewa's published endpoints (developer.esewa.com.np/pages/Epay): production and its test (UAT) twin. */
export const ESEWA_URLS = {
  production: {
    formUrl: "https://epay.esewa.com.np/api/epay/main/v2/form",
    statusUrl: "https://epay.esewa.com.np/api/epay/transaction/status/",
  },
  test: {
    formUrl: "https://rc-epay.esewa.com.np/api/epay/main/v2/form",
    statusUrl: "https://rc.esewa.com.np/api/epay/transaction/status/",
  },
} as const;

/**
 * Khalti's published origins (docs.khalti.com, "Web Checkout (KPG-2)" and "Refund API"): the
 * ePayment API is under {origin}/api/v2/epayment/, the refund API under {origin}/api/merchant-transaction/.
 */
export const KHALTI_URLS = { production: "https://khalti.com", test: "https://dev.khalti.com" } as const;
