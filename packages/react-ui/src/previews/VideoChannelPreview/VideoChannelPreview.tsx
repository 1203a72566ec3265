import { Avatar } from '../../Avatar';
import { useCopy } from '../../i18n/useCopy';
import { MediaCarousel } from '../MediaCarousel';
import { resolveMedia } from '../media';
import { previewMessages } from '../messages';
import { PreviewFrame } from '../parts/PreviewFrame';
import * as styles from '../previews.css';
import type { NetworkPreviewProps } from '../types';
import * as own from './VideoChannelPreview.css';

/**
 * How a post looks on a video channel (YouTube-like): media up to 400 px with a play overlay, the
 * caption as title ('Título do vídeo' without one), 'Seu Canal' by default and fixed counts.
 */
export function VideoChannelPreview({ caption, media, account, messages, className }: NetworkPreviewProps) {
  const m = useCopy('previews', previewMessages, messages);
  const name = account?.username || m.channelDefaultName;
  const resolved = resolveMedia(media);
  // A real video brings its own play control; the overlay marks a still image as a video thumbnail.
  const showPlay = !resolved.some((item) => item.kind === 'video');
  return (
    <PreviewFrame label={name} messages={messages} className={className}>
      <div className={own.stage}>
        {resolved.length > 0 ? (
          <MediaCarousel media={resolved} fit="channel" />
        ) : (
          <div className={own.placeholder} />
        )}
        {showPlay ? (
          <span className={own.play} role="img" aria-label={m.playVideo}>
            ▶
          </span>
        ) : null}
      </div>
      <h3 className={own.title}>{caption || m.channelDefaultTitle}</h3>
      <p className={own.views}>{m.channelViews}</p>
      <div className={own.channel}>
        <Avatar name={name} src={account?.profilePicture} size="sm" />
        <div className={styles.identity}>
          <span className={styles.name}>{name}</span>
          <span className={styles.muted}>{m.channelSubscribers}</span>
        </div>
        <span className={own.subscribe}>{m.channelSubscribe}</span>
      </div>
    </PreviewFrame>
  );
}
