import Link from "next/link";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { HeaderActions } from "./header-actions";
import { HeaderMenu } from "./header-menu";
import { HeaderSearch } from "./header-search";
import { NavMenu } from "./nav-menu";

/** The header keeps a logo when the config cannot be read (backend down): the site's own mark. */
export const DEFAULT_LOGO = "/images/default-logo.svg";

export async function Header() {
  const config = await loadSystemConfig();
  const name = config?.name ?? "";
  const logo = config ? config.logo : DEFAULT_LOGO;
  return (
    <header className="sticky top-0 z-30 bg-white shadow-[0_2px_4px_rgba(0,0,0,0.04)]">
      <div className="mx-auto flex min-h-[70px] max-w-site flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 max-lg:min-h-14 lg:h-[70px] lg:flex-nowrap lg:py-0">
        <Link
          prefetch={false}
          href="/"
          className="flex shrink-0 items-center"
          aria-label={name ? `${name}首页` : "首页"}
        >
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- logo lives on the API host
            <img src={logo} alt={name || "网站标志"} className="h-9 w-auto max-w-[180px] object-contain" />
          ) : (
            <span className="text-xl font-bold text-primary-ink">{name || "首页"}</span>
          )}
        </Link>
        <HeaderMenu>
          <NavMenu />
          <HeaderSearch />
          <HeaderActions />
        </HeaderMenu>
      </div>
    </header>
  );
}
