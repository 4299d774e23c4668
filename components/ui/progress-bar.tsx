/** A thin bar for a percentage (学习进度), named for screen readers. */
export function ProgressBar({ label, percent, className }: { label: string; percent: number; className: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`h-1.5 overflow-hidden rounded-full bg-gray-100 ${className}`}
    >
      <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
