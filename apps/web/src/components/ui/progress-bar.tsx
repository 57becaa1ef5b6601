// A determinate progress bar (0–100) named for assistive technology by `label` or by the element `labelledBy` names.
export function ProgressBar({
  percent,
  label,
  labelledBy,
  className = 'h-2.5 bg-surface-2',
}: {
  percent: number;
  label?: string;
  labelledBy?: string;
  /** Height and track colour. */
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={`overflow-hidden rounded-full ${className}`}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
