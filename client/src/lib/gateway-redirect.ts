import type { PaymentRedirect } from "@domain/payments/schemas";

/**
 * Sends the browser on to the gateway as the payment's answer says: eSewa takes a form posted to it
 * (the fields the server signed), Khalti a payment page to open. The browser leaves the app.
 */
export function goToGateway(redirect: PaymentRedirect, doc: Document = document): void {
  if (redirect.method === "GET") {
    doc.defaultView?.location.assign(redirect.url);
    return;
  }
  const form = doc.createElement("form");
  form.method = "post";
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
