import { formatNpr } from "@domain/money";
import { paisaToRupees } from "@domain/paisa";

/**
 * The sandbox's pages: plain HTML forms (the app's CSP runs no inline script; inline styles are
 * allowed), readable from 360 px up, light and dark.
 */
export type SandboxBrand = { name: "eSewa" | "Khalti"; accent: string };

export const ESEWA_BRAND: SandboxBrand = { name: "eSewa", accent: "#2e7d32" };
export const KHALTI_BRAND: SandboxBrand = { name: "Khalti", accent: "#5c2d91" };

export type PayPage = {
  brand: SandboxBrand;
  amountPaisa: number;
  /** What is being paid for, as label and value. */
  details: [string, string][];
  /** Where Pay and Cancel post, and the fields that name the payment. */
  action: string;
  fields: Record<string, string>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;font:16px/1.5 system-ui,sans-serif;background:#f4f4f5;color:#18181b}
main{width:100%;max-width:28rem;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002}
.badge{display:inline-block;margin:0;padding:.125rem .625rem;border-radius:999px;background:#fde68a;color:#78350f;font-size:.875rem;font-weight:600}
h1{margin:.75rem 0 .25rem;font-size:1.5rem}
.note{margin:0 0 1.25rem;color:#52525b}
.label{margin:0;color:#52525b}
.amount{margin:0 0 1rem;font-size:2rem;font-weight:700;overflow-wrap:anywhere}
dl{margin:0 0 1.5rem;display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#52525b}
dd{margin:0;overflow-wrap:anywhere}
.buttons{display:flex;flex-wrap:wrap;gap:.75rem}
button,a.button{flex:1 1 10rem;min-height:3rem;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
.pay{border:0;color:#fff}
.cancel,a.button{background:transparent;color:inherit;border:2px solid #71717a}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
@media (prefers-color-scheme:dark){
body{background:#18181b;color:#f4f4f5}
main{background:#27272a;box-shadow:none}
.note,.label,dt{color:#d4d4d8}
.cancel,a.button{border-color:#a1a1aa}
}`;

function page(brand: SandboxBrand, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${brand.name} sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main style="border-top:6px solid ${brand.accent}">
<p class="badge">Sandbox</p>
<h1>${brand.name}</h1>
<p class="note">Sipalu's sandbox of ${brand.name}: no real money moves.</p>
${body}
</main>
</body>
</html>
`;
}

/** The amount, what it pays for, and Pay and Cancel. */
/** "₨ 1,234.50" for 123450 paisa. */
export const nprText = (paisa: number) => formatNpr(paisaToRupees(paisa));

export function payPage({ brand, amountPaisa, details, action, fields }: PayPage): string {
  const amount = nprText(amountPaisa);
  const rows = details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return page(
    brand,
    `Pay ${amount}`,
    `<p class="label">Amount to pay</p>
<p class="amount">${amount}</p>
<dl>${rows}</dl>
<form method="post" action="${escapeHtml(action)}">${hidden}
<div class="buttons">
<button type="submit" name="action" value="pay" class="pay" style="background:${brand.accent}">Pay</button>
<button type="submit" name="action" value="cancel" class="cancel">Cancel</button>
</div>
</form>`,
  );
}

/** A page that only says something: an error, or a payment that can no longer be paid. */
export function messagePage(brand: SandboxBrand, title: string, message: string, link?: string): string {
  const back = link
    ? `<div class="buttons"><a class="button" href="${escapeHtml(link)}">Back to Sipalu</a></div>`
    : "";
  return page(brand, title, `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(message)}</p>${back}`);
}
