import { formatNpr } from "@domain/money";
import { LINE_KINDS, type LineKind, linesTotal } from "@domain/quotes/rules";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@/lib/i18n";

type Line = { kind: LineKind; description: string; amount: string };

/** The lines of a quote or a change request, labour and materials, and their total. */
export function QuoteLines({ lines, total }: { lines: readonly Line[]; total: string }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("quotes.linesCaption")}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("quotes.kind")}</th>
          <th scope="col">{t("quotes.description")}</th>
          <th scope="col">{t("quotes.amount")}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
          <tr key={index} className="border-b last:border-b-0">
            <td className="py-1 pr-2 text-muted-foreground text-xs">{t(`quotes.kinds.${line.kind}`)}</td>
            <td className="py-1 pr-2">{line.description}</td>
            <td className="py-1 text-right tabular-nums">{formatNpr(line.amount, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="pt-2 text-left font-semibold">
            {t("quotes.total")}
          </th>
          <td className="pt-2 text-right font-semibold tabular-nums">{formatNpr(total, locale)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The line kinds in order, for the editor's choice. */
export const LINE_KIND_OPTIONS = LINE_KINDS;

/** The total of lines being typed (amounts as text; what is not a number yet counts 0). */
export function draftTotal(lines: readonly { amount: string }[]): string {
  return linesTotal(lines.map((line) => ({ amount: Number(line.amount) || 0 })));
}
