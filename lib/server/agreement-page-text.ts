import "server-only";
import { Parser } from "htmlparser2";

/** Elements whose text a reader never sees as the page's content. */
const UNSEEN = new Set(["head", "title", "script", "style", "template", "noscript"]);

/**
 * Whether one of MeEdu's agreement pages (`/user/protocol`, `/user/private_protocol`) has any
 * text. MeEdu renders the active agreement's content into a fixed wrapper, so with no agreement of
 * that type published the page is the wrapper alone: a title and an empty body.
 */
export function agreementPageHasText(html: string): boolean {
  let unseenDepth = 0;
  let found = false;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (UNSEEN.has(name)) unseenDepth += 1;
      },
      onclosetag(name) {
        if (UNSEEN.has(name)) unseenDepth = Math.max(0, unseenDepth - 1);
      },
      ontext(text) {
        if (unseenDepth === 0 && text.replace(/[\s\u00a0\u3000]/g, "") !== "") found = true;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
