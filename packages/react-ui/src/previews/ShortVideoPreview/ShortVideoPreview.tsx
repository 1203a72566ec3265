import { formatMessage } from '../../i18n/format';
import { useCopy } from '../../i18n/useCopy';
import { MediaCarousel } from '../MediaCarousel';
import { previewMessages } from '../messages';
import { PreviewFrame } from '../parts/PreviewFrame';
import { PreviewLabels } from '../parts/PreviewLabels';
import type { NetworkPreviewProps } from '../types';
import * as own from './ShortVideoPreview.css';

/**
 * How a post looks on a short-vertical-video network (TikTok-like): a 10:16 frame, '@suamarca' by
 * default, fixed counts, the caption or 'Sem legenda', and 'Som original - {handle}'.
 */
export function ShortVideoPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = useCopy('previews', previewMessages, messages);
  const handle = (account?.username || m.shortVideoDefaultHandle).replace(/^@/, '');
  const hasMedia = (media?.length ?? 0) > 0;
  return (
    <PreviewFrame label={`@${handle}`} messages={messages} className={className} variant="vertical">
      <div className={own.frame}>
        {hasMedia ? (
          <MediaCarousel media={media ?? []} fit="vertical" counter="badge" />
        ) : (
          <div className={own.empty} />
        )}
        <div className={own.overlay}>
          <span className={own.handle}>@{handle}</span>
          <p className={own.caption}>{caption || m.noCaption}</p>
          <span>{formatMessage(m.shortVideoSound, { handle })}</span>
        </div>
        <PreviewLabels
          className={own.counts}
          labels={[m.shortVideoLikes, m.shortVideoComments, m.shortVideoShares]}
        />
      </div>
    </PreviewFrame>
  );
}
