import { usePostifyMessages } from '@postify/hooks/state';
import { isPostifyApiError, type Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import {
  localizedErrorMessage,
  localizedFieldMessage,
  type Messages,
  webhookTexts,
} from '@postify/sdk/messages';
import { type WebhookEventType, webhookEvents, webhookUrlErrorKey } from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { type FormEvent, useId, useState } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from '../CheckboxGroup';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Skeleton } from '../Skeleton';
import { Switch } from '../Switch';
import { SecretShownOnce } from '../shared/SecretShownOnce';
import { TextField } from '../TextField';
import { type WebhooksMessages, webhooksMessages } from './messages';
import * as styles from './WebhooksPanel.css';

type Endpoint = Schemas['WebhookEndpoint'];
type Delivery = Schemas['WebhookDelivery'];

/** What the add form sends: `Schemas['CreateWebhookEndpointRequest']`. */
export type WebhookEndpointInput = Schemas['CreateWebhookEndpointRequest'];

export interface WebhooksPanelProps {
  /** The project's endpoints (`GET /projects/{id}/webhooks`). */
  endpoints: readonly Endpoint[];
  isLoading?: boolean;
  /** Shows 'Não foi possível carregar os webhooks.'. */
  hasError?: boolean;
  /** Adds an endpoint; a refusal with a message for `url` (`PostifyApiError`) shows under the field. */
  onCreate: (values: WebhookEndpointInput) => Promise<void>;
  /** The `whsec_…` secret of the endpoint just added: shown once, with a copy action, until dismissed. */
  newSecret?: string | null;
  onDismissSecret?: () => void;
  /** Turns an endpoint on (also after it was disabled by failures) or pauses it. */
  onSetEnabled: (endpoint: Endpoint, enabled: boolean) => Promise<void> | void;
  onRemove: (endpoint: Endpoint) => Promise<void>;
  /** The endpoint whose delivery log is open ('Entregas'); one at a time. */
  openEndpointId?: string | null;
  onOpenDeliveries: (endpointId: string | null) => void;
  /** The open endpoint's latest deliveries, newest first. */
  deliveries?: readonly Delivery[];
  deliveriesLoading?: boolean;
  deliveriesError?: boolean;
  /** 'Reenviar': queues a finished delivery again. */
  onRedeliver: (delivery: Delivery) => Promise<void> | void;
  /** Writes the secret to the clipboard; `navigator.clipboard.writeText` by default. */
  copy?: (text: string) => Promise<void>;
  messages?: Partial<WebhooksMessages>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);
/**
 * Waits for an action whose result the panel shows from its props (the switch, the new delivery): a refusal
 * leaves them as they were, and the caller's mutation holds the error.
 */
const settle = (action: Promise<void> | void) => {
  void Promise.resolve(action).catch(() => {});
};
const webhookBundles = [webhookTexts];
/** An event's label in the catalogue's language (`webhook.event.<type>`); an event this version does not know shows its type. */
const eventLabel = (type: string, texts: Messages) => {
  const code = `webhook.event.${type}`;
  return texts.has(code) ? texts.format(code) : type;
};
const statusTone: Record<Delivery['status'], BadgeTone> = {
  PENDING: 'warning',
  SENDING: 'primary',
  DELIVERED: 'success',
  FAILED: 'danger',
};

/**
 * Settings' 'Webhooks' (OWNER and ADMIN): the project's endpoints with their events and state ('Ativo',
 * 'Pausado', 'Desativado após falhas repetidas'), 'Adicionar endpoint' (the signing secret is shown once),
 * and each endpoint's delivery log ('Entregas') with 'Reenviar'.
 */
export function WebhooksPanel(props: WebhooksPanelProps) {
  const { endpoints, isLoading, hasError, newSecret, messages } = props;
  const m = useCopy('webhooksPanel', webhooksMessages, messages);
  const [adding, setAdding] = useState(false);
  const full = endpoints.length >= LIMITS.webhookEndpointsMax;
  return (
    <Card as="section" title={m.title} description={m.description}>
      <div className={styles.body}>
        {newSecret ? (
          <SecretShownOnce
            secret={newSecret}
            copy={props.copy ?? clipboardCopy}
            onDone={props.onDismissSecret}
            texts={{
              title: m.secretTitle,
              hint: m.secretNote,
              label: m.secretLabel,
              copy: m.copy,
              copied: m.copied,
              done: m.secretDone,
            }}
          />
        ) : null}
        {hasError ? <Banner tone="danger">{m.loadError}</Banner> : null}
        {isLoading ? (
          <div role="status" aria-label={m.title} className={styles.list}>
            <Skeleton height="72px" />
            <Skeleton height="72px" />
          </div>
        ) : null}
        {!isLoading && !hasError && endpoints.length === 0 && !adding ? (
          <EmptyState title={m.emptyTitle} hint={m.emptyHint} icon="inbox" />
        ) : null}
        {endpoints.length > 0 ? (
          <ul className={styles.list}>
            {endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} panel={props} m={m} />
            ))}
          </ul>
        ) : null}
        {adding ? (
          <AddEndpointForm onCreate={props.onCreate} onClose={() => setAdding(false)} m={m} />
        ) : !isLoading && !hasError ? (
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setAdding(true)} isDisabled={full}>
              {m.add}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function AddEndpointForm({
  onCreate,
  onClose,
  m,
}: {
  onCreate: WebhooksPanelProps['onCreate'];
  onClose: () => void;
  m: WebhooksMessages;
}) {
  const texts = usePostifyMessages(webhookBundles);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(webhookEvents.map((e) => e.type));
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The format is checked here; whether plain http://localhost is allowed is the server's call.
    const urlErrorKey = webhookUrlErrorKey(url, true);
    const urlError = urlErrorKey ? texts.format(`webhook.${urlErrorKey}`) : undefined;
    const eventsError = events.length === 0 ? m.eventsRequired : undefined;
    setErrors({ url: urlError, events: eventsError });
    if (urlError || eventsError) return;
    setSaving(true);
    try {
      await onCreate({
        url: url.trim(),
        events: events as WebhookEventType[],
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      onClose();
    } catch (error) {
      // The server's pt-BR refusal; in another language its code (or the field's SDK message) in the catalogue.
      const fieldMessage = isPostifyApiError(error) ? localizedFieldMessage(error, 'url', texts) : undefined;
      setErrors(fieldMessage ? { url: fieldMessage } : { form: localizedErrorMessage(error, texts) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={m.add}>
      {errors.form ? <Banner tone="danger">{errors.form}</Banner> : null}
      <TextField
        label={m.url}
        description={m.urlHint}
        type="url"
        placeholder="https://"
        value={url}
        onChange={setUrl}
        isRequired
        isInvalid={Boolean(errors.url)}
        errorMessage={errors.url}
        autoFocus
      />
      <TextField
        label={m.endpointDescription}
        value={description}
        onChange={setDescription}
        maxLength={200}
      />
      <CheckboxGroup
        label={m.events}
        value={events}
        onChange={setEvents}
        isInvalid={Boolean(errors.events)}
        errorMessage={errors.events}
      >
        {webhookEvents.map((e) => (
          <Checkbox key={e.type} value={e.type}>
            {eventLabel(e.type, texts)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className={styles.actions}>
        <Button type="submit" isLoading={saving} loadingLabel={m.saving}>
          {m.save}
        </Button>
        <Button variant="ghost" onPress={onClose} isDisabled={saving}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}

function EndpointItem({
  endpoint,
  panel,
  m,
}: {
  endpoint: Endpoint;
  panel: WebhooksPanelProps;
  m: WebhooksMessages;
}) {
  const texts = usePostifyMessages(webhookBundles);
  const [removing, setRemoving] = useState(false);
  const open = panel.openEndpointId === endpoint.id;
  const deliveriesId = useId();
  const state = endpoint.enabled
    ? { label: m.active, tone: 'success' as const }
    : endpoint.disabledAt
      ? { label: m.disabledAfterFailures, tone: 'danger' as const }
      : { label: m.paused, tone: 'neutral' as const };
  return (
    <li className={styles.endpoint}>
      <div className={styles.endpointHeader}>
        <p className={styles.url}>{endpoint.url}</p>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {endpoint.description ? <p className={styles.text}>{endpoint.description}</p> : null}
      <div className={styles.badges}>
        {endpoint.events.map((type) => (
          <Badge key={type}>{eventLabel(type, texts)}</Badge>
        ))}
      </div>
      <div className={styles.actions}>
        <Switch
          isSelected={endpoint.enabled}
          onChange={(enabled) => settle(panel.onSetEnabled(endpoint, enabled))}
        >
          {m.enabledSwitch}
        </Switch>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? deliveriesId : undefined}
          onPress={() => panel.onOpenDeliveries(open ? null : endpoint.id)}
        >
          {open ? m.hideDeliveries : m.deliveries}
        </Button>
        <Button variant="ghost" size="sm" onPress={() => setRemoving(true)}>
          {m.remove}
        </Button>
      </div>
      {open ? <DeliveryLog id={deliveriesId} endpoint={endpoint} panel={panel} m={m} /> : null}
      <ConfirmDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        variant="destructive"
        title={m.removeTitle}
        description={formatMessage(m.removeDescription, { url: endpoint.url })}
        confirmLabel={m.remove}
        onConfirm={() => panel.onRemove(endpoint)}
      />
    </li>
  );
}

function DeliveryLog({
  id,
  endpoint,
  panel,
  m,
}: {
  id: string;
  endpoint: Endpoint;
  panel: WebhooksPanelProps;
  m: WebhooksMessages;
}) {
  const texts = usePostifyMessages(webhookBundles);
  const { deliveries = [], deliveriesLoading, deliveriesError } = panel;
  const title = formatMessage(m.deliveriesOf, { url: endpoint.url });
  return (
    <section id={id} className={styles.deliveries} aria-label={title}>
      <h3 className={styles.heading}>{m.deliveries}</h3>
      {deliveriesError ? <Banner tone="danger">{m.deliveriesError}</Banner> : null}
      {deliveriesLoading ? (
        <div role="status" aria-label={m.deliveries}>
          <Skeleton height="96px" />
        </div>
      ) : null}
      {!deliveriesLoading && !deliveriesError && deliveries.length === 0 ? (
        <p className={styles.text}>{m.deliveriesEmpty}</p>
      ) : null}
      {!endpoint.enabled && deliveries.length > 0 ? (
        <p className={styles.text}>{m.redeliverDisabled}</p>
      ) : null}
      {deliveries.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.srOnly}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{m.columnEvent}</th>
              <th scope="col">{m.columnStatus}</th>
              <th scope="col">{m.columnAttempts}</th>
              <th scope="col">{m.columnResponse}</th>
              <th scope="col">{m.columnError}</th>
              <th scope="col">{m.columnNext}</th>
              <th scope="col">
                <span className={styles.srOnly}>{m.columnActions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => {
              const finished = delivery.status === 'DELIVERED' || delivery.status === 'FAILED';
              return (
                <tr key={delivery.id}>
                  <td>{eventLabel(delivery.eventType, texts)}</td>
                  <td>
                    <Badge tone={statusTone[delivery.status]}>{m[`status${delivery.status}`]}</Badge>
                  </td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.responseStatus ?? m.none}</td>
                  <td className={styles.error}>{delivery.lastError ?? m.none}</td>
                  <td>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : m.none}</td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      isDisabled={!finished || !endpoint.enabled}
                      onPress={() => settle(panel.onRedeliver(delivery))}
                    >
                      {m.redeliver}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
