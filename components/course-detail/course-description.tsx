import { RichText } from "@/components/ui/rich-text";

export function CourseDescription({ html, purchaseNotice }: { html: string; purchaseNotice: string }) {
  return (
    <div>
      {html.trim() ? <RichText html={html} /> : <p className="py-10 text-center text-gray-500">暂无课程介绍</p>}
      {purchaseNotice.trim() && (
        <section aria-labelledby="purchase-notice" className="mt-8 rounded-md bg-gray-50 p-5">
          <h2 id="purchase-notice" className="mb-2 text-base font-medium text-gray-900">
            购买须知
          </h2>
          <RichText html={purchaseNotice} className="text-sm text-gray-600" />
        </section>
      )}
    </div>
  );
}
