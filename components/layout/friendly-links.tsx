import type { FriendlyLink } from "@/lib/api/system-types";

export function FriendlyLinks({ links }: { links: FriendlyLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="friendly-links-title" className="mb-6">
      <h2 id="friendly-links-title" className="mb-3 text-base text-gray-300">
        友情链接
      </h2>
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="hover:text-white">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
