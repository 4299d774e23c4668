import { useToastStore, type ToastKind } from "./toast-store";

const kindClass: Record<ToastKind, string> = {
  success: "border-green-200 bg-green-50 text-green-700",
  error: "border-red-200 bg-red-50 text-red-700",
  info: "border-primary/30 bg-primary-light text-primary-dark",
};

// Below the sticky 70 px header, so a toast never covers the search box or the user menu.
export function Toaster() {
  const messages = useToastStore((state) => state.messages);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[86px] z-[100] flex flex-col items-center gap-2"
    >
      {messages.map((message) => (
        <div
          key={message.id}
          role={message.kind === "error" ? "alert" : "status"}
          className={`rounded-md border px-4 py-2 text-sm shadow-md ${kindClass[message.kind]}`}
        >
          {message.text}
        </div>
      ))}
    </div>
  );
}
