/**
 * A network's fixed counters ('12 curtidas') or action names ('Comentar'), side by side: previews only
 * show them, they do nothing.
 */
export function PreviewLabels({
  as: Tag = 'p',
  className,
  labels,
}: {
  /** `p` for counters, which read as a sentence; `div` for a row of action names. */
  as?: 'p' | 'div';
  className: string;
  labels: readonly string[];
}) {
  return (
    <Tag className={className}>
      {labels.map((label) => (
        <span key={label}>{label}</span>
      ))}
    </Tag>
  );
}
