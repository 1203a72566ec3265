import { LIMITS } from '@postify/sdk/schemas';
import { useEffect, useState } from 'react';
import { Button } from '../Button';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** Writes to the clipboard; a refusal leaves the label as it was. */
  copy: (text: string) => Promise<void>;
  label: string;
  /** Shown for `LIMITS.copyConfirmationMs` after a copy. */
  copiedLabel: string;
}

/** The 'Copiar' button beside a read-only field (share link, a secret shown once), confirming for 2 seconds. */
export function CopyButton({ text, copy, label, copiedLabel }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LIMITS.copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="secondary"
      onPress={() => {
        void copy(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
