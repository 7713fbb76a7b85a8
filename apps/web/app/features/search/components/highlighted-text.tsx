import type { HighlightSegment } from '@wellfit/contracts/search';

/** A search hit's name with the matched stretches in <mark>; every stretch is rendered as text, never as HTML. */
export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-accent-400/30 px-0.5 text-inherit" data-testid="search-highlight">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
