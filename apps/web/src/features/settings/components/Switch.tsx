/**
 * An on/off choice: a native checkbox with the switch role, so its name and its state ("on",
 * "off", "dimmed") are read as a switch. `name` says the whole choice, since the text beside it
 * (a column's heading) is not enough on its own. A disabled one shows a choice that is not the
 * customer's to change.
 */
export function Switch({
  id,
  name,
  checked,
  onCheckedChange,
  disabled = false,
  describedBy,
}: {
  id: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-label={name}
        aria-describedby={describedBy}
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-gray-400 transition-colors checked:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-gray-600 dark:checked:bg-red-600 dark:focus-visible:outline-red-300"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}
