import type { Metadata } from "next";
import { RoleCard } from "@/components/vip/role-card";
import { fetchRoles } from "@/lib/api/roles";
import { siteOgImageUrl } from "@/lib/server/og/og-image-urls";
import { publicPageMetadata } from "@/lib/server/page-metadata";
import { requireSystemConfig } from "@/lib/server/bootstrap";
import { siteName } from "@/lib/server/site-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const name = await siteName();
  return publicPageMetadata({
    title: "VIP会员",
    description: `${name} VIP会员套餐：开通会员，会员免费课程随时学。`,
    path: "/vip",
    siteName: name,
    image: siteOgImageUrl(),
  });
}

// A public page: rendered once, then served from the cache to every visitor (docs/caching.md).
export const revalidate = 60;

export function generateStaticParams() {
  return []; // rendered on the first request, never at build time (the API belongs to the deployment)
}

export default async function VipPage() {
  const [roles] = await Promise.all([fetchRoles(), requireSystemConfig()]);
  return (
    <div className="bg-gradient-to-b from-amber-50 to-white py-16">
      <div className="mx-auto max-w-site px-4">
        <h1 className="text-center text-3xl font-semibold text-gray-900">VIP会员</h1>
        <p className="mt-3 text-center text-gray-500">请选择会员套餐</p>
        {roles.length === 0 ? (
          <p className="mt-12 text-center text-gray-600">暂无会员套餐</p>
        ) : (
          <ul className="mt-10 flex flex-wrap justify-center gap-6">
            {roles.map((role) => (
              <RoleCard key={role.id} role={role} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
