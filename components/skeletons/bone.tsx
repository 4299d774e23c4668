/** One grey placeholder shape of a skeleton. */
export function Bone({ className }: { className: string }) {
  return <span className={`block animate-pulse rounded bg-gray-200 ${className}`} />;
}
