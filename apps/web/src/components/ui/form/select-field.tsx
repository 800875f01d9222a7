import { FormTextField } from './text-field.tsx';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A choice among a few options as the phone's own picker (a native select), bound to the form's `name`. */
export function FormSelectField({ name, label, options }: { name: string; label: string; options: readonly { value: string; label: string }[] }) {
  return (
    <FormTextField name={name} select label={label} slotProps={nativeSelect}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );
}
