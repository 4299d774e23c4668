import { RichText } from "@/components/ui/rich-text";

// Home "code" decoration blocks carry raw HTML from the admin: sanitised on the server.
export function CodeBlock({ html }: { html: string }) {
  return (
    <section className="mt-10">
      <RichText html={html} />
    </section>
  );
}
