import { JsonLd } from "@/components/seo/json-ld";
import type { CourseInfo } from "@/lib/api/courses-types";

interface CourseJsonLdProps {
  course: CourseInfo;
  description: string;
  url: string;
  siteName: string;
  siteOrigin: string;
}

/** schema.org Course. */
export function CourseJsonLd({ course, description, url, siteName, siteOrigin }: CourseJsonLdProps) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description,
    url,
    ...(course.thumb ? { image: course.thumb } : {}),
    provider: { "@type": "Organization", name: siteName, url: siteOrigin },
    ...(course.isFree || course.charge <= 0
      ? { isAccessibleForFree: true }
      : { offers: { "@type": "Offer", price: course.charge, priceCurrency: "CNY", category: "Paid", url } }),
  };
  return <JsonLd data={data} />;
}
