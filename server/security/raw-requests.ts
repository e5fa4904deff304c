import fc from "fast-check";
import { type AppRoute, routeKey } from "../test/app-routes";
import { multipart, PNG } from "../test/uploads";
import { type FuzzRequest, isWrite, printable } from "./fuzz-requests";
import { oddText } from "./odd-values";

const MiB = 1024 * 1024;
const JSON_TYPE = "application/json";

type RawCase = Omit<FuzzRequest, "method" | "url">;

/** Bodies the server must refuse whatever the route: over the 1 MiB limit, or broken multipart. */
const REFUSED_BODIES: RawCase[] = [
  {
    contentType: JSON_TYPE,
    payload: `{"title":"${"x".repeat(MiB)}"}`,
    note: "JSON over 1 MiB",
    refused: true,
  },
  {
    contentType: JSON_TYPE,
    payload: `[${"1,".repeat(MiB / 2)}1]`,
    note: "JSON array over 1 MiB",
    refused: true,
  },
  {
    contentType: "application/x-www-form-urlencoded",
    payload: `a=${"x".repeat(MiB)}`,
    note: "form over 1 MiB",
    refused: true,
  },
  {
    ...multipart([
      {
        name: "photo",
        fileName: "big.png",
        type: "image/png",
        data: Buffer.concat([PNG, Buffer.alloc(6 * MiB)]),
      },
    ]),
    note: "multipart with a 6 MB file",
    refused: true,
  },
  {
    contentType: "multipart/form-data",
    payload: "--x\r\n\r\nno boundary\r\n--x--",
    note: "multipart without boundary",
    refused: true,
  },
  {
    contentType: "multipart/form-data; boundary=cut",
    payload:
      '--cut\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    note: "multipart cut off",
    refused: true,
  },
  {
    ...multipart([{ name: "verificationType", value: "kyc" }]),
    note: "multipart without a file",
    refused: true,
  },
  {
    ...multipart([
      { name: "verificationType", value: "kyc\u0000" },
      {
        name: "document",
        fileName: "../../etc/passwd\u0000.png",
        type: "image/png",
        data: Buffer.from("<script>"),
      },
      { name: "photo", fileName: "‮gnp.exe", type: "image/png", data: Buffer.from("MZ\u0000\u0000") },
    ]),
    note: "multipart with odd names and files that are not images",
    refused: true,
  },
  {
    ...multipart(Array.from({ length: 60 }, (_, i) => ({ name: `field${i}`, value: "x".repeat(2000) }))),
    note: "multipart with 60 fields",
    refused: true,
  },
];

/** Headers a browser would not send: odd session cookies and Idempotency-Keys. The route may answer. */
const oddHeaders: fc.Arbitrary<RawCase> = fc.oneof(
  fc
    .constantFrom("", "garbage", "%00%zz", "a".repeat(10_000), "s:abc.def", "x; sipalu.sid=y", "\u00e9\u00e8")
    .map((token) => ({
      headers: { cookie: `sipalu.sid=${token}` },
      note: "odd session cookie",
      refused: false,
    })),
  fc
    .oneof(
      fc.constantFrom("", " ", "a".repeat(300), "cl\u00e9", "\u00ff\u00fe", "\u0000", "a\tb", "../../x"),
      oddText.filter((text) => /^[\x20-\xff]*$/.test(text)),
    )
    .map((key) => ({
      headers: { "idempotency-key": key },
      note: `Idempotency-Key ${JSON.stringify(key).slice(0, 20)}`,
      refused: false,
    })),
);

/**
 * Raw-level requests to any route: bodies over the limit and broken multipart to writes (which must
 * be refused), odd cookies and Idempotency-Keys to any route with an empty JSON body.
 */
export function rawRequest(routes: AppRoute[]): fc.Arbitrary<FuzzRequest> {
  // Logging out would sign the fuzzing user out for the rest of the file, and a signed-in user's
  // event stream stays open (inject cannot end it).
  const skipped = ["POST /api/auth/logout", "GET /api/events"];
  const answerable = routes.filter((route) => !skipped.includes(routeKey(route)));
  const writes = routes.filter(isWrite);
  const at = (route: AppRoute) => ({
    method: route.method,
    url: route.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000"),
  });
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...writes), fc.constantFrom(...REFUSED_BODIES))
      .map(([route, raw]) => printable({ ...at(route), ...raw })),
    fc.tuple(fc.constantFrom(...answerable), oddHeaders).map(([route, raw]) =>
      printable({
        ...at(route),
        ...(isWrite(route) ? { contentType: JSON_TYPE, payload: "{}" } : {}),
        ...raw,
      }),
    ),
  );
}
