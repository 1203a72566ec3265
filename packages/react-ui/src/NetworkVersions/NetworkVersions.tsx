import type { NetworkVersionsState } from '@postify/hooks/state';
import { type NetworkId, networkRules } from '@postify/sdk/rules';
import { useId } from 'react';
import { Button } from '../Button';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Switch } from '../Switch';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { TextArea } from '../TextArea';
import { type NetworkVersionsMessages, networkVersionsMessages } from './messages';
import * as styles from './NetworkVersions.css';

export interface NetworkVersionsProps {
  /** `useNetworkVersions` of `@postify/hooks/state`: the tabs, their texts and the registry's problems. */
  versions: NetworkVersionsState;
  /** The post's media in their shared order, named for the order list. */
  media: readonly { name: string }[];
  messages?: Partial<NetworkVersionsMessages>;
}

/**
 * 'Personalizar por rede': a switch, then a tab per chosen network with its own caption (from the shared
 * one, with 'Voltar ao texto original'), the order of the media and, on Instagram and Facebook, the
 * 'Primeiro comentário'; each tab lists what its network would refuse in its own version.
 */
export function NetworkVersions({ versions, media, messages }: NetworkVersionsProps) {
  const m = useCopy('networkVersions', networkVersionsMessages, messages);
  const hintId = useId();
  return (
    <section className={styles.root} aria-label={m.title}>
      <Switch isSelected={versions.customizing} onChange={versions.setCustomizing} aria-describedby={hintId}>
        {m.title}
      </Switch>
      <p id={hintId} className={styles.hint}>
        {versions.customizing && versions.networks.length === 0 ? m.noNetworks : m.hint}
      </p>
      {versions.customizing && versions.active ? (
        <Tabs
          selectedKey={versions.active}
          onSelectionChange={(key) => versions.setActive(String(key) as NetworkId)}
        >
          <TabList aria-label={m.tabs}>
            {versions.networks.map((network) => (
              <Tab key={network} id={network}>
                {networkRules[network].name}
              </Tab>
            ))}
          </TabList>
          {versions.networks.map((network) => (
            <TabPanel key={network} id={network} className={styles.panel}>
              <NetworkVersionPanel network={network} versions={versions} media={media} m={m} />
            </TabPanel>
          ))}
        </Tabs>
      ) : null}
    </section>
  );
}

function NetworkVersionPanel({
  network,
  versions,
  media,
  m,
}: {
  network: NetworkId;
  versions: NetworkVersionsState;
  media: readonly { name: string }[];
  m: NetworkVersionsMessages;
}) {
  const name = networkRules[network].name;
  const problems = versions.problems.filter((problem) => problem.network === network);
  const fieldProblem = (suffix: string) =>
    problems.find((problem) => problem.field.endsWith(suffix))?.message;
  // The caption's and the comment's problems show under their fields; the list keeps the others (media).
  const others = problems.filter(
    (problem) => !problem.field.endsWith('.caption') && !problem.field.endsWith('.firstComment'),
  );
  const order = versions.orderOf(network);
  const orderId = useId();
  const problemsId = useId();
  return (
    <>
      <TextArea
        label={formatMessage(m.caption, { network: name })}
        value={versions.captionOf(network)}
        onChange={(text) => versions.setCaption(network, text)}
        rows={4}
        isInvalid={Boolean(fieldProblem('.caption'))}
        errorMessage={fieldProblem('.caption')}
      />
      <div className={styles.captionActions}>
        {versions.isCustomCaption(network) ? (
          <Button variant="secondary" size="sm" onPress={() => versions.resetCaption(network)}>
            {m.resetCaption}
          </Button>
        ) : (
          <p className={styles.hint}>{m.usingOriginal}</p>
        )}
      </div>
      {order.length > 1 ? (
        <div>
          <p id={orderId} className={styles.orderLabel}>
            {formatMessage(m.mediaOrder, { network: name })}
          </p>
          <ol className={styles.order} aria-labelledby={orderId}>
            {order.map((index, position) => {
              const item = media[index]?.name ?? String(index + 1);
              return (
                <li key={index} className={styles.orderItem}>
                  <span className={styles.orderName}>{`${position + 1}. ${item}`}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={formatMessage(m.moveEarlier, { name: item })}
                    isDisabled={position === 0}
                    onPress={() => versions.moveMedia(network, position, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={formatMessage(m.moveLater, { name: item })}
                    isDisabled={position === order.length - 1}
                    onPress={() => versions.moveMedia(network, position, 1)}
                  >
                    ↓
                  </Button>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
      {versions.hasFirstComment(network) ? (
        <TextArea
          label={m.firstComment}
          description={m.firstCommentHint}
          value={versions.firstCommentOf(network)}
          onChange={(text) => versions.setFirstComment(network, text)}
          rows={3}
          isInvalid={Boolean(fieldProblem('.firstComment'))}
          errorMessage={fieldProblem('.firstComment')}
        />
      ) : null}
      {others.length > 0 ? (
        <div>
          <p id={problemsId} className={styles.orderLabel}>
            {formatMessage(m.problems, { network: name })}
          </p>
          <ul className={styles.problems} aria-labelledby={problemsId}>
            {others.map((problem) => (
              <li key={`${problem.field}:${problem.code}`}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
