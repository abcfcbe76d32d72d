import { useEffect, useState } from 'react';

const COPIED_FOR_MS = 2000;

/**
 * Copies a text to the clipboard and remembers which one for a moment, so the control that copied it can
 * say "Copied". `copied` is the last text copied, null once the moment has passed.
 */
export function useCopyText() {
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(text),
      () => setCopied(null),
    );
  };

  return { copied, copy };
}
