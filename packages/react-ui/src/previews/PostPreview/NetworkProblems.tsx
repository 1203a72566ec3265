import { usePostifyMessages } from '@postify/hooks/state';
import { networkProblemMessage, networkTexts } from '@postify/sdk/messages';
import { type NetworkProblem, validateForNetworks } from '@postify/sdk/rules';
import { useId, useMemo } from 'react';
import type { ResolvedMedia } from '../media';
import type { PostPreviewMessages } from './messages';
import * as styles from './PostPreview.css';

const networkBundles = [networkTexts];

/** The SDK's per-network problems of a draft (caption too long, too many images…), in the provider's language. */
export function NetworkProblems({
  caption,
  description,
  media,
  networks,
  messages,
}: {
  caption: string;
  description: string | undefined;
  media: readonly ResolvedMedia[];
  networks: Parameters<typeof validateForNetworks>[1];
  messages: PostPreviewMessages;
}) {
  const headingId = useId();
  // Each problem's own message is pt-BR; its code and values give it in the provider's language.
  const texts = usePostifyMessages(networkBundles);
  const problems = useMemo(() => {
    const draftMedia = media.flatMap((item) =>
      item.kind === 'image' || item.kind === 'video' ? [{ kind: item.kind }] : [],
    );
    const byNetwork = validateForNetworks(
      { caption, ...(description ? { description } : {}), media: draftMedia },
      networks,
    );
    return Object.values(byNetwork).flatMap((list): NetworkProblem[] => list ?? []);
  }, [caption, description, media, networks]);

  return (
    <aside className={styles.problems} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.problemsTitle}>
        {messages.problemsTitle}
      </h3>
      {problems.length === 0 ? (
        <p className={styles.ok}>{messages.noProblems}</p>
      ) : (
        <ul className={styles.problemList}>
          {problems.map((problem) => (
            <li key={`${problem.network}-${problem.code}-${problem.message}`} className={styles.problem}>
              {networkProblemMessage(problem, texts)}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
