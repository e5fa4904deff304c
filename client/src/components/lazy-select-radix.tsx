import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { LazySelectProps } from "./lazy-select";

/** The Radix select behind LazySelect. */
export function RadixSelectField({
  value,
  onValueChange,
  options,
  placeholder,
  defaultOpen,
  autoFocus,
  id,
  className,
  disabled,
  "aria-label": ariaLabel,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
  title,
  onBlur,
  ref,
}: LazySelectProps & { defaultOpen: boolean; autoFocus: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen} disabled={disabled}>
      <SelectTrigger
        id={id}
        className={className}
        aria-label={ariaLabel}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        title={title}
        onBlur={onBlur}
        ref={ref}
        autoFocus={autoFocus}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
