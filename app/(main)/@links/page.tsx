import { FriendlyLinks } from "@/components/layout/friendly-links";
import { fetchFriendlyLinks } from "@/lib/api/system";

// Friendly links belong to the home page only (spec §2), so only "/" fetches them.
export default async function HomeFriendlyLinks() {
  const links = await fetchFriendlyLinks().catch(() => []);
  return <FriendlyLinks links={links} />;
}
