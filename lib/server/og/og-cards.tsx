import "server-only";
import { OG_FONT_FAMILY } from "./og-font";

// The two share-image layouts, in the CSS subset satori draws (every box is flex).
// Texts arrive already passed through drawableText.

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const OG_COVER_SIZE = { width: 560, height: 420 } as const;

const PRIMARY = "#3ca7fa";
/** The full-size box both cards draw in. */
const FRAME = { width: "100%", height: "100%", display: "flex", fontFamily: OG_FONT_FAMILY } as const;

export function SiteCard({ siteName, tagline }: { siteName: string; tagline: string }) {
  return (
    <div
      style={{
        ...FRAME,
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        padding: 80,
        backgroundImage: `linear-gradient(135deg, ${PRIMARY} 0%, #1e6fc2 100%)`,
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", fontSize: 88, fontWeight: 700, letterSpacing: 2, textAlign: "center" }}>
        {siteName}
      </div>
      <div
        style={{ display: "flex", width: 120, height: 8, marginTop: 40, borderRadius: 4, backgroundColor: "#ffffff" }}
      />
      <div style={{ display: "flex", marginTop: 40, fontSize: 40, opacity: 0.92 }}>{tagline}</div>
    </div>
  );
}

export function CourseCard({ title, siteName, cover }: { title: string; siteName: string; cover: string | null }) {
  return (
    <div style={{ ...FRAME, alignItems: "center", padding: 60, backgroundColor: "#f3f8fd" }}>
      {cover && (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, there is no browser here
        <img src={cover} alt="" {...OG_COVER_SIZE} style={{ borderRadius: 16, marginRight: 56 }} />
      )}
      <div
        style={{
          display: "flex",
          flex: 1,
          flexDirection: "column",
          justifyContent: "space-between",
          height: OG_COVER_SIZE.height,
        }}
      >
        <div
          style={{ display: "flex", fontSize: cover ? 52 : 72, fontWeight: 700, lineHeight: 1.35, color: "#1f2937" }}
        >
          {title}
        </div>
        <div style={{ display: "flex", alignItems: "center", fontSize: 36, color: PRIMARY }}>
          <div
            style={{
              display: "flex",
              width: 12,
              height: 40,
              marginRight: 20,
              borderRadius: 6,
              backgroundColor: PRIMARY,
            }}
          />
          {siteName}
        </div>
      </div>
    </div>
  );
}
