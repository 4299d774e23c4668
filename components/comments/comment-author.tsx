import type { CommentAuthor as Author } from "@/lib/api/comments-types";
import { relativeTime } from "@/lib/shared/relative-time";

interface CommentAuthorProps {
  user: Author;
  ipProvince: string;
  createdAt: string;
  size?: number;
}

export function CommentAvatar({ user, size = 40 }: { user: Author; size?: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- avatars live on the API host
    <img
      src={user.avatar}
      alt={user.name}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full bg-gray-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}

// "{nick} | {ip_province}" and the relative time (which may differ by a minute
// between the server render and hydration, hence suppressHydrationWarning).
export function CommentMeta({ user, ipProvince, createdAt }: Omit<CommentAuthorProps, "size">) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="font-medium text-gray-800">{user.name}</span>
      {ipProvince && <span className="text-gray-500">| {ipProvince}</span>}
      <time dateTime={createdAt} suppressHydrationWarning className="ml-auto text-xs text-gray-500">
        {relativeTime(createdAt)}
      </time>
    </div>
  );
}
