import type { ReactNode } from "react";

/** The white card every member page sits in, with its heading and optional actions. */
export function MemberPanel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm max-sm:p-4">
      <div className="mb-4 flex items-center justify-between border-b border-gray-100 pb-4">
        <h1 className="text-lg font-medium text-gray-900">{title}</h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="py-16 text-center text-sm text-gray-500">{text}</p>;
}
