import type { Metadata } from "next";
import { AnnouncementStrip } from "@/components/home/announcement-strip";
import { CodeBlock } from "@/components/home/code-block";
import { ContinueLearning } from "@/components/home/continue-learning";
import { CourseSection } from "@/components/course-card/course-section";
import { HomeSlider } from "@/components/home/home-slider";
import { CourseListJsonLd } from "@/components/seo/course-list-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { fetchHomeBlocks, fetchLatestAnnouncement } from "@/lib/api/content";
import type { HomeBlock } from "@/lib/api/content-types";
import { absoluteUrl } from "@/lib/api/normalize";
import { organizationAndWebSiteJsonLd } from "@/lib/shared/structured-data";
import { loadAssetOrigin, requireSystemConfig } from "@/lib/server/bootstrap";
import { withBlockFacts } from "@/lib/server/course-card-facts";
import { siteOgImageUrl } from "@/lib/server/og/og-image-urls";
import { publicPageMetadata } from "@/lib/server/page-metadata";
import { FALLBACK_SITE_NAME, siteDescription, siteName } from "@/lib/server/site-metadata";
import { siteOrigin } from "@/lib/server/site-url";

// A public page: rendered once, then served from the cache to every visitor (docs/caching.md).
export const revalidate = 60;

export function generateStaticParams() {
  return []; // rendered on the first request, never at build time (the API belongs to the deployment)
}

export async function generateMetadata(): Promise<Metadata> {
  const name = await siteName();
  return publicPageMetadata({
    title: name,
    isHome: true,
    description: siteDescription(name),
    path: "/",
    siteName: name,
    image: siteOgImageUrl(),
  });
}

function Block({ block }: { block: HomeBlock }) {
  switch (block.kind) {
    case "slider":
      return <HomeSlider slides={block.slides} />;
    case "courses":
      return (
        <>
          <CourseListJsonLd name={block.title} courses={block.courses} />
          <CourseSection title={block.title} courses={block.courses} />
        </>
      );
    case "code":
      return <CodeBlock html={block.html} />;
  }
}

export default async function HomePage() {
  const origin = loadAssetOrigin();
  const [blocks, announcement, config, assetOrigin] = await Promise.all([
    fetchHomeBlocks(origin).then(withBlockFacts),
    fetchLatestAnnouncement(),
    requireSystemConfig(),
    origin,
  ]);
  const [first, ...rest] = blocks;
  const sliderFirst = first?.kind === "slider";

  return (
    <div className="mx-auto max-w-site px-4">
      <JsonLd
        data={organizationAndWebSiteJsonLd({
          origin: siteOrigin(),
          name: config.name || FALLBACK_SITE_NAME,
          logo: config.logo ? absoluteUrl(config.logo, assetOrigin) : "",
        })}
      />
      <h1 className="sr-only">首页</h1>
      {sliderFirst && <Block block={first} />}
      <AnnouncementStrip announcement={announcement} />
      <ContinueLearning />
      {(sliderFirst ? rest : blocks).map((block) => (
        <Block key={`${block.kind}-${block.id}`} block={block} />
      ))}
      {blocks.length === 0 && <p className="mt-16 text-center text-gray-600">暂无内容</p>}
    </div>
  );
}
