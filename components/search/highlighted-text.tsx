import { splitByKeyword } from "@/lib/shared/highlight-keyword";

// The keyword is marked with React nodes: no RegExp and no HTML built from input.
export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitByKeyword(text, keyword).map((piece, index) =>
        piece.match ? (
          <mark key={index} className="bg-transparent text-red-600">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
