export function NavSkeleton() {
  return (
    <div data-testid="nav-skeleton" aria-hidden className="flex flex-1 items-center gap-6">
      {[0, 1, 2, 3].map((index) => (
        <span key={index} className="h-4 w-14 animate-pulse rounded bg-gray-200" />
      ))}
    </div>
  );
}
