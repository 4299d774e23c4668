import { siteOrigin } from "@/lib/server/site-url";
import { routeHref } from "@/lib/shared/routes/route-href";
import { itemListJsonLd } from "@/lib/shared/structured-data";
import { JsonLd } from "./json-ld";

/** A list of courses as schema.org's ItemList (none for an empty list). */
export function CourseListJsonLd({ name, courses }: { name: string; courses: readonly { id: number }[] }) {
  if (courses.length === 0) return null;
  return (
    <JsonLd
      data={itemListJsonLd(
        siteOrigin(),
        name,
        courses.map((course) => routeHref("course", {}, course.id)),
      )}
    />
  );
}
