import type { FriendlyLink } from "@/lib/api/system-types";
import { safeLink } from "@/lib/shared/safe-redirect";

export function FriendlyLinks({ links }: { links: FriendlyLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="friendly-links-title" className="mb-6">
      <h2 id="friendly-links-title" className="mb-3 text-base text-gray-300">
        友情链接
      </h2>
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        {links.map((link) => {
          // From the backend: only a plain http(s) address or a path of this site becomes a link.
          const target = safeLink(link.url);
          return (
            <li key={link.id}>
              {target ? (
                <a href={target.href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                  {link.name}
                </a>
              ) : (
                <span>{link.name}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
