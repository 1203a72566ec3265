import { recoveryScreenMessages, useMessageGroup } from '../messageGroups';
import { iconStrokeWidth, infoPath, StrokeIcon, warningPath } from '../shared/StrokeIcon';
import * as styles from './RecoveryScreen.css';

/**
 * Why the screen could not be shown: `error`, the screen failed while drawing; `update`, a part of the app
 * did not arrive (a new version was deployed while the page was open, or the connection dropped).
 */
export type RecoveryReason = 'error' | 'update';

export interface RecoveryScreenProps {
  reason?: RecoveryReason;
  /** 'Recarregar': a host reloads the page (`window.location.reload()`), which fetches the current version. */
  onReload: () => void;
  /** The screen takes the place of a page, whose title is its `h1`: 1 by default. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * What a screen shows instead of a blank page when it fails: what happened in plain pt-BR and one way
 * out, 'Recarregar'. The message is announced at once (role alert); the button follows it in the tab
 * order. Hosts render it from an error boundary around each route, inside their frame, so the menu
 * stays usable.
 */
export function RecoveryScreen({ reason = 'error', onReload, headingLevel = 1 }: RecoveryScreenProps) {
  const copy = useMessageGroup('recoveryScreen', recoveryScreenMessages);
  const Heading = `h${headingLevel}` as const;
  const update = reason === 'update';
  return (
    <div className={styles.root}>
      <div role="alert" className={styles.message}>
        <span className={styles.icon}>
          <StrokeIcon path={update ? infoPath : warningPath} size={24} strokeWidth={iconStrokeWidth} />
        </span>
        <Heading className={styles.title}>{update ? copy.updateTitle : copy.errorTitle}</Heading>
        <p className={styles.hint}>{update ? copy.updateHint : copy.errorHint}</p>
      </div>
      {/* A native button in the primary button's look: every page of a host carries this screen in its
          first JavaScript (the landing's budget included), and it must work when little else loaded. */}
      <button type="button" className={styles.reload} onClick={onReload}>
        {copy.reload}
      </button>
    </div>
  );
}
