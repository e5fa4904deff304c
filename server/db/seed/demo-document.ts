/** A4 in PostScript points. */
const PAGE = { width: 595, height: 842 };

/** Text as a PDF string literal: backslashes and parentheses escaped, printable ASCII only. */
const literal = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, "\\$&")})`;

/**
 * A one-page PDF of `lines` in Helvetica (the first as a heading): a stand-in for a scanned
 * document in the demo, which an admin can open in the verification queue. Built by hand, with the
 * cross-reference table's byte offsets, so any PDF reader opens it.
 */
export function demoDocumentPdf([heading = "", ...lines]: string[]): Buffer {
  const text = [
    "BT",
    `/F1 20 Tf 72 ${PAGE.height - 96} Td ${literal(heading)} Tj`,
    "/F1 12 Tf 0 -36 Td 18 TL",
    ...lines.map((line) => `${literal(line)} '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
