import type { CourseInfo } from "@/lib/api/course-models";

interface CourseJsonLdProps {
  course: CourseInfo;
  description: string;
  url: string;
  siteName: string;
  siteOrigin: string;
}

/** schema.org Course; `<` is escaped so backend text cannot close the script element. */
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
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
