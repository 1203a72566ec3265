import { usePostifyMessages } from '@postify/hooks/state';
import type { Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { apiKeyTexts, localizedErrorMessage, type Messages } from '@postify/sdk/messages';
import { type ApiKeyScope, apiKeyScopes, apiKeyViolations, originViolationKey } from '@postify/sdk/rules';
import { type FormEvent, useState } from 'react';
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
import { fieldError } from '../shared/FieldParts';
import { SecretShownOnce } from '../shared/SecretShownOnce';
import { TextField } from '../TextField';
import * as styles from './ApiKeysPanel.css';
import { type ApiKeysMessages, apiKeysMessages } from './messages';

type ApiKey = Schemas['ApiKey'];

export interface ApiKeysPanelProps {
  /** The project's active keys, newest first. */
  keys: readonly ApiKey[];
  isLoading?: boolean;
  /** The keys could not be read. */
  hasError?: boolean;
  /** The origins allowed to call the API with the project's browser tokens. */
  origins: readonly string[];
  /**
   * Creates a key; reject with an `Error` whose message is shown (the server's pt-BR refusal; in another
   * language, a `PostifyApiError`'s code in the catalogue).
   */
  onCreate: (input: { name: string; scopes: ApiKeyScope[] }) => Promise<void>;
  /** The key just created, with its secret: shown until `onDismissSecret`, never again. */
  revealedKey?: Schemas['CreatedApiKey'] | null;
  onDismissSecret?: () => void;
  onRevoke: (key: ApiKey) => Promise<void>;
  /** Saves the whole list of allowed origins. */
  onSaveOrigins: (origins: string[]) => Promise<void>;
  /** Writes the secret to the clipboard; `navigator.clipboard.writeText` by default. */
  copy?: (text: string) => Promise<void>;
  messages?: Partial<ApiKeysMessages>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);
const apiKeyBundles = [apiKeyTexts];
const failureText = (error: unknown, texts: Messages) =>
  error instanceof Error && error.message ? localizedErrorMessage(error, texts) : null;

/**
 * Settings' 'Chaves de API' for OWNER and ADMIN: create a key (name and scopes, checked by the SDK's rules),
 * see its secret once with a copy action, list the active keys (prefix, scopes, created, last used), revoke
 * one after a confirmation, and keep the project's allowed origins (exact origins, no wildcards).
 */
export function ApiKeysPanel({
  keys,
  isLoading = false,
  hasError = false,
  origins,
  onCreate,
  revealedKey = null,
  onDismissSecret,
  onRevoke,
  onSaveOrigins,
  copy = clipboardCopy,
  messages,
}: ApiKeysPanelProps) {
  const m = useCopy('apiKeysPanel', apiKeysMessages, messages);
  const scopeLabel = (scope: ApiKeyScope) => m[`scope.${scope}`];
  return (
    <Card as="section" title={m.title}>
      <div className={styles.body}>
        <p className={styles.text}>{m.intro}</p>
        {revealedKey ? (
          <SecretShownOnce
            secret={revealedKey.secret}
            copy={copy}
            onDone={onDismissSecret}
            texts={{
              title: m.revealedTitle,
              hint: m.revealedHint,
              label: m.secret,
              copy: m.copy,
              copied: m.copied,
              done: m.done,
            }}
          />
        ) : null}
        <CreateKeyForm onCreate={onCreate} scopeLabel={scopeLabel} m={m} />
        <h3 className={styles.subheading}>{m.listTitle}</h3>
        <KeyList
          keys={keys}
          isLoading={isLoading}
          hasError={hasError}
          onRevoke={onRevoke}
          scopeLabel={scopeLabel}
          m={m}
        />
        <AllowedOrigins origins={origins} onSave={onSaveOrigins} m={m} />
      </div>
    </Card>
  );
}

function CreateKeyForm({
  onCreate,
  scopeLabel,
  m,
}: {
  onCreate: ApiKeysPanelProps['onCreate'];
  scopeLabel: (scope: ApiKeyScope) => string;
  m: ApiKeysMessages;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const texts = usePostifyMessages(apiKeyBundles);
  const violations = apiKeyViolations({ name, scopes });
  const problem = (field: string) => {
    const violation = shown ? violations.find((v) => v.field === field) : undefined;
    return violation ? texts.format(violation.code) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    setFailure(null);
    if (violations.length > 0) return;
    setPending(true);
    try {
      await onCreate({ name: name.trim(), scopes: scopes as ApiKeyScope[] });
      setName('');
      setScopes([]);
      setShown(false);
    } catch (error) {
      setFailure(failureText(error, texts) ?? m.loadError);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={m.name}
        placeholder={m.namePlaceholder}
        value={name}
        onChange={setName}
        {...fieldError(problem('name'))}
      />
      <CheckboxGroup label={m.scopes} value={scopes} onChange={setScopes} {...fieldError(problem('scopes'))}>
        {apiKeyScopes.map((scope) => (
          <Checkbox key={scope} value={scope}>
            <span>{scopeLabel(scope)}</span>{' '}
            <span className={`${styles.meta} ${styles.mono}`}>({scope})</span>
          </Checkbox>
        ))}
      </CheckboxGroup>
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      <div>
        <Button type="submit" isLoading={pending} loadingLabel={m.creating}>
          {m.create}
        </Button>
      </div>
    </form>
  );
}

function KeyList({
  keys,
  isLoading,
  hasError,
  onRevoke,
  scopeLabel,
  m,
}: {
  keys: readonly ApiKey[];
  isLoading: boolean;
  hasError: boolean;
  onRevoke: ApiKeysPanelProps['onRevoke'];
  scopeLabel: (scope: ApiKeyScope) => string;
  m: ApiKeysMessages;
}) {
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (isLoading)
    return (
      <div className={styles.form} aria-busy="true">
        <Skeleton shape="block" height="56px" />
        <Skeleton shape="block" height="56px" />
      </div>
    );
  if (hasError) return <Banner tone="danger">{m.loadError}</Banner>;
  if (keys.length === 0) return <EmptyState title={m.empty} hint={m.emptyHint} headingLevel={4} />;
  return (
    <>
      <ul className={styles.list}>
        {keys.map((key) => (
          <li key={key.id} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.keyName}>{key.name}</span>
              <span className={`${styles.meta} ${styles.mono}`}>{key.prefix}…</span>
              <span className={styles.meta}>{key.scopes.map(scopeLabel).join(' · ')}</span>
              <span className={styles.meta}>
                {formatMessage(m.createdAt, { date: formatDateTime(key.createdAt) })} ·{' '}
                {key.lastUsedAt
                  ? formatMessage(m.lastUsed, { date: formatDateTime(key.lastUsedAt) })
                  : m.neverUsed}
              </span>
            </div>
            <Button
              variant="destructive"
              aria-label={formatMessage(m.revokeNamed, { name: key.name })}
              onPress={() => setRevoking(key)}
            >
              {m.revoke}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        variant="destructive"
        title={formatMessage(m.revokeTitle, { name: revoking?.name ?? '' })}
        description={m.revokeDescription}
        confirmLabel={m.revoke}
        onConfirm={async () => {
          if (revoking) await onRevoke(revoking);
        }}
      />
    </>
  );
}

function AllowedOrigins({
  origins,
  onSave,
  m,
}: {
  origins: readonly string[];
  onSave: ApiKeysPanelProps['onSaveOrigins'];
  m: ApiKeysMessages;
}) {
  const texts = usePostifyMessages(apiKeyBundles);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = async (next: string[]) => {
    setPending(true);
    setProblem(null);
    try {
      await onSave(next);
      return true;
    } catch (error) {
      setProblem(failureText(error, texts) ?? m.loadError);
      return false;
    } finally {
      setPending(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const origin = draft.trim();
    const refusal = originViolationKey(origin);
    if (refusal) return setProblem(texts.format(`apiKey.${refusal}`));
    if (origins.includes(origin)) return setDraft('');
    if (await save([...origins, origin])) setDraft('');
  };

  return (
    <section className={styles.form} aria-labelledby="api-keys-origins">
      <h3 id="api-keys-origins" className={styles.subheading}>
        {m.originsTitle}
      </h3>
      <p className={styles.text}>{m.originsHint}</p>
      {origins.length === 0 ? (
        <p className={styles.meta}>{m.noOrigins}</p>
      ) : (
        <ul className={styles.list}>
          {origins.map((origin) => (
            <li key={origin} className={styles.item}>
              <span className={styles.mono}>{origin}</span>
              <Button
                variant="ghost"
                isDisabled={pending}
                aria-label={formatMessage(m.removeOrigin, { origin })}
                onPress={() => void save(origins.filter((o) => o !== origin))}
              >
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.row} onSubmit={add} noValidate>
        <div className={styles.grow}>
          <TextField
            label={m.origin}
            placeholder={m.originPlaceholder}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setProblem(null);
            }}
            {...fieldError(problem ?? undefined)}
          />
        </div>
        <Button type="submit" variant="secondary" isLoading={pending}>
          {m.addOrigin}
        </Button>
      </form>
    </section>
  );
}
