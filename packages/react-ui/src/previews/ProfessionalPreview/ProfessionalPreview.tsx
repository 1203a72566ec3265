import { Avatar } from '../../Avatar';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewFrame } from '../parts/PreviewFrame';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';

/**
 * How a post looks on a professional network (LinkedIn-like): 'Sua Empresa' by default, a fixed
 * subtitle, 'Agora mesmo', media up to 400 px, fixed counters and the three action names.
 */
export function ProfessionalPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = { ...previewMessages, ...messages };
  const name = account?.username || m.professionalDefaultName;
  return (
    <PreviewFrame label={name} messages={messages} className={className}>
      <header className={styles.header}>
        <Avatar name={name} src={account?.profilePicture} size="lg" />
        <div className={styles.identity}>
          <span className={styles.name}>{name}</span>
          <span className={styles.muted}>{m.professionalSubtitle}</span>
          <span className={styles.muted}>{m.now}</span>
        </div>
      </header>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      <MediaCarousel media={media ?? []} fit="professional" />
      <p className={styles.stats}>
        <span>{m.professionalReactions}</span>
        <span>{m.professionalComments}</span>
      </p>
      <div className={styles.actions}>
        <span>{m.professionalRecommend}</span>
        <span>{m.professionalComment}</span>
        <span>{m.professionalRepost}</span>
      </div>
    </PreviewFrame>
  );
}
