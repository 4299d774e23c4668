import type { FastifyInstance } from "fastify";
import { legalPages } from "../content/legal-pages";
import { sendHtmlPage } from "../lib/html-page";
import { escapeXml } from "../lib/svg/common";
import { hasActiveAgreement, type RequiredAgreementType } from "../repos/agreements";
import { readAppConfig } from "../repos/config";
import type { AppContext } from "../types";

const LEGAL_STYLE =
  "body{max-width:800px;margin:40px auto;padding:0 20px;font:16px/1.8 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#333}h1{font-size:26px}";

/** The pages that show the active agreement of a required type: empty when none is published. */
const AGREEMENT_PAGES: Readonly<Record<string, RequiredAgreementType>> = {
  "/user/protocol": "user_agreement",
  "/user/private_protocol": "privacy_policy",
};

/** Server-rendered protocol and "about us" pages (HTML, like MeEdu's web routes). */
export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [path, page] of Object.entries(legalPages)) {
    app.get(path, async (_request, reply) => {
      const site = readAppConfig(ctx.db).get("meedu.system.name") || "MeEdu";
      const agreementType = AGREEMENT_PAGES[path];
      if (agreementType && !hasActiveAgreement(ctx.db, agreementType)) {
        // MeEdu renders the active agreement's content into its page: nothing, without one.
        return sendHtmlPage(reply, { title: page.title, style: LEGAL_STYLE, body: "" });
      }
      const paragraphs = page.paragraphs
        .map((p) => `<p>${escapeXml(p).replace(/\{site\}/g, escapeXml(site))}</p>`)
        .join("\n");
      return sendHtmlPage(reply, {
        title: `${page.title} - ${site}`,
        style: LEGAL_STYLE,
        body: `<h1>${escapeXml(page.title)}</h1>\n${paragraphs}\n`,
      });
    });
  }
}
