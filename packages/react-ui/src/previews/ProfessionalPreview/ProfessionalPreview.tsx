import { useCopy } from '../../i18n/useCopy';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewAuthor } from '../parts/PreviewAuthor';
import { PreviewFrame } from '../parts/PreviewFrame';
import { PreviewLabels } from '../parts/PreviewLabels';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';

/**
 * How a post looks on a professional network (LinkedIn-like): 'Sua Empresa' by default, a fixed
 * subtitle, 'Agora mesmo', media up to 400 px, fixed counters and the three action names.
 */
export function ProfessionalPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = useCopy('previews', previewMessages, messages);
  const name = account?.username || m.professionalDefaultName;
  return (
    <PreviewFrame label={name} messages={messages} className={className}>
      <PreviewAuthor
        name={name}
        picture={account?.profilePicture}
        avatarSize="lg"
        details={[m.professionalSubtitle, m.now]}
      />
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      <MediaCarousel media={media ?? []} fit="professional" />
      <PreviewLabels className={styles.stats} labels={[m.professionalReactions, m.professionalComments]} />
      <PreviewLabels
        as="div"
        className={styles.actions}
        labels={[m.professionalRecommend, m.professionalComment, m.professionalRepost]}
      />
    </PreviewFrame>
  );
}
