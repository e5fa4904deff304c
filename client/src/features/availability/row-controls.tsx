import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type TimeFieldProps = {
  id: string;
  which: "start" | "end";
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
};

/** A labelled start or end time of an availability row. */
export function TimeField({ id, which, value, onChange, invalid }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${which}`} className="text-xs">
        {t(which === "start" ? "availability.start" : "availability.end")}
      </Label>
      <Input
        id={`${id}-${which}`}
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
      />
    </div>
  );
}

/** The bin button that removes an availability row; `label` names the row for screen readers. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      onClick={onClick}
      aria-label={label}
      className="text-muted-foreground hover:text-destructive"
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
