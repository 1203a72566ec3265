import {
  emptyComposerFields,
  type ComposerFields as Fields,
  useComposer,
  useMediaSelection,
  useNetworkVersions,
  usePostifyMessages,
} from '@postify/hooks/state';
import { isPostifyApiError } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { approvalTexts, localizedErrorMessage } from '@postify/sdk/messages';
import { lazy, Suspense, startTransition, useId, useMemo, useRef, useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Banner } from '../Banner';
import { formatMessage } from '../i18n/format';
import { PostPreview, type PostPreviewProps, previewAccountsOf } from '../previews';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { TikTokSettingsLoading } from '../TikTokPostSettings/SettingsFrame';
import { ComposerActions } from './ComposerActions';
import { ComposerFields } from './ComposerFields';
import { ComposerHeader } from './ComposerHeader';
import {
  type TemplateFormContext,
  type TemplateFormOutput,
  type TemplateFormValues,
  templateResolver,
  toComposerFields,
} from './form';
import { MediaSection } from './MediaSection';
import type { PostComposerMessages } from './messages';
import { NetworkVersions, useChosenNetworks } from './NetworkVersionsSection';
import type { PostComposerProps, SaveOutcome } from './PostComposer';
import * as styles from './PostComposer.css';
import { PublishOptions } from './PublishOptions';
import { buildQueueRequest, buildTemplatePayload } from './payload';
import type { SavedPost } from './types';
import { useComposerTikTok } from './useComposerTikTok';
import { useObjectUrls } from './useObjectUrls';

const approvalBundles = [approvalTexts];

// Loaded when the post goes to a TikTok account: its privacy select (a listbox in a popover) and options are
// a sixth of what the composer would otherwise load before it shows.
const TikTokPostSettings = lazy(() =>
  import('../TikTokPostSettings/TikTokPostSettings').then((module) => ({
    default: module.TikTokPostSettings,
  })),
);

type BodyProps = Omit<PostComposerProps, 'messages' | 'className' | 'postHref'> & {
  messages: PostComposerMessages;
  onSaved: (post: SavedPost | undefined, outcome: SaveOutcome) => void;
};

/** One draft's form; the composer remounts it after a save so the next draft starts clean. */
export function ComposerBody({
  platforms,
  onSubmit,
  onAddToQueue,
  queueAccountIds,
  queueSlotsHref,
  onCancel,
  onImproveCaption,
  onGenerateTags,
  onAiError,
  onCaptionChange,
  account,
  initialFields,
  initialMedia,
  mediaLibrary,
  now = () => new Date(),
  random,
  templateNumber,
  timeZone,
  tiktokCreators,
  onTikTokAccountsChange,
  goesToReview,
  messages,
  onSaved,
}: BodyProps) {
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const defaultValues = { ...emptyComposerFields, ...initialFields };
  const composer = useComposer({
    initialFields: defaultValues,
    now,
    ...(random ? { random } : {}),
    ...(templateNumber !== undefined ? { templateNumber } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
  const form = useForm<TemplateFormValues, TemplateFormContext, TemplateFormOutput>({
    defaultValues,
    resolver: templateResolver,
  });
  const media = useMediaSelection<File>(initialMedia);
  const urls = useObjectUrls(media.items);
  const shown = useMemo(
    () =>
      media.items.flatMap((file) => {
        const url = urls.get(file);
        return url ? [{ url, type: file.type, name: file.name }] : [];
      }),
    [media.items, urls],
  );
  // Each network's preview shows a linked account, preferring those the post is going to.
  const linked = useMemo(
    () =>
      platforms.flatMap((group) =>
        group.socialMediaAccounts.map((linkedAccount) => ({ ...linkedAccount, platformName: group.name })),
      ),
    [platforms],
  );
  const { postNow, queueing, selectedAccountIds, schedules } = composer;
  const byAccount = postNow || queueing;
  const targetIds = useMemo(
    () => (byAccount ? selectedAccountIds : schedules.flatMap((schedule) => schedule.socialMediaAccountIds)),
    [byAccount, selectedAccountIds, schedules],
  );
  const chosen = useChosenNetworks(linked, byAccount, selectedAccountIds, schedules, media.items);
  const accountName = (id: string) => {
    const found = linked.find((candidate) => candidate.id === id);
    return found ? `${found.platformName} @${found.username}` : id;
  };
  // The chosen accounts the queue cannot take: they have no 'Horários da fila' yet.
  const withoutSlots =
    queueing && queueAccountIds
      ? selectedAccountIds.filter((id) => !queueAccountIds.includes(id)).map(accountName)
      : [];
  const versions = useNetworkVersions({ ...chosen, caption: composer.fields.caption });
  const previewAccounts = useMemo(() => previewAccountsOf(linked, targetIds), [linked, targetIds]);
  const tiktok = useComposerTikTok({
    accounts: linked,
    targetIds,
    creators: tiktokCreators,
    onAccountsChange: onTikTokAccountsChange,
    media: media.items,
  });
  const [confirming, setConfirming] = useState<'save' | 'cancel' | null>(null);
  const [aiBusy, setAiBusy] = useState<'caption' | 'tags' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const texts = usePostifyMessages(approvalBundles);
  const saveLabel = goesToReview ? texts.format('approval.sendToReview') : composer.saveLabel;

  // A keystroke repaints its field at once; what follows from the text (the advanced options, the AI
  // actions, the host's copy of the caption) renders as a transition, which React interrupts for the next
  // keystroke: typing no longer waits for the whole composer to render (INP, bench/src/lighthouse.ts).
  const fieldChanged = (name: keyof Fields, value: string) => {
    startTransition(() => {
      composer.setField(name, value);
      if (name === 'caption') onCaptionChange?.(value);
    });
  };
  const setField = (name: keyof Fields, value: string) => {
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    fieldChanged(name, value);
  };

  // A failed suggestion keeps what the user wrote, as the specification says; the host may report it.
  const runAi = async (kind: 'caption' | 'tags', action: (caption: string) => Promise<string>) => {
    setAiBusy(kind);
    try {
      const result = await action(form.getValues('caption'));
      setField(kind === 'caption' ? 'caption' : 'productTags', result);
    } catch (error) {
      onAiError?.(error);
    } finally {
      setAiBusy(null);
    }
  };

  const save = async () => {
    setSaveError(null);
    const payload = {
      ...buildTemplatePayload(toComposerFields(form.getValues()), composer, media.items, now()),
      ...(versions.versions.length > 0 ? { versions: versions.versions } : {}),
      tiktokOptions: tiktok.options,
    };
    try {
      if (composer.queueing && onAddToQueue) {
        const zone = composer.scheduleEditor.timeZone;
        const queued = await onAddToQueue(payload, buildQueueRequest(composer, zone));
        const slots = queued.slots
          .map((slot) =>
            formatMessage(messages.queuedAt, {
              account: accountName(slot.socialMediaAccountId),
              when: formatDateTime(slot.at, { timeZone: zone }).slice(0, 16),
            }),
          )
          .join('; ');
        onSaved(queued, { slots });
        return;
      }
      const post = await onSubmit(payload);
      onSaved(post ?? undefined, composer.postNow ? 'postedNow' : 'saved');
    } catch (error) {
      setSaveError(
        isPostifyApiError(error) ? localizedErrorMessage(error, texts) : messages.saveFailedFallback,
      );
    }
  };

  const saveDescription = composer.postNow
    ? formatMessage(messages.saveDescriptionPostNow, { count: composer.selectedAccountIds.length })
    : composer.queueing
      ? formatMessage(messages.saveDescriptionQueue, { count: composer.selectedAccountIds.length })
      : formatMessage(messages.saveDescriptionSchedule, { count: composer.schedules.length });

  return (
    <section ref={root} className={styles.composer} aria-labelledby={titleId}>
      <ComposerHeader
        titleId={titleId}
        status={composer.status}
        templateNumber={composer.templateNumber}
        messages={messages}
      />
      <Tabs
        selectedKey={composer.view}
        onSelectionChange={(key) => composer.setView(key === 'preview' ? 'preview' : 'edit')}
      >
        <TabList aria-label={messages.modeTabs}>
          <Tab id="edit">{messages.editMode}</Tab>
          <Tab id="preview">{messages.previewMode}</Tab>
        </TabList>
        <TabPanel id="edit" className={styles.panel}>
          <MediaSection media={media} shown={shown} library={mediaLibrary} messages={messages} />
          <ComposerFields
            control={form.control}
            onFieldChange={fieldChanged}
            showAdvancedOptions={composer.showAdvancedOptions}
            canUseAi={composer.canUseAi}
            aiBusy={aiBusy}
            onImproveCaption={onImproveCaption ? () => runAi('caption', onImproveCaption) : undefined}
            onGenerateTags={onGenerateTags ? () => runAi('tags', onGenerateTags) : undefined}
            messages={messages}
          />
        </TabPanel>
        <TabPanel id="preview" className={styles.panel}>
          <LivePreview
            control={form.control}
            media={shown}
            account={account ?? null}
            accounts={previewAccounts}
            versions={versions.versions}
          />
        </TabPanel>
      </Tabs>
      <PublishOptions
        composer={composer}
        platforms={platforms}
        messages={messages}
        queue={onAddToQueue ? { withoutSlots, slotsHref: queueSlotsHref } : undefined}
      />
      {chosen.networks.length > 0 ? <NetworkVersions versions={versions} media={shown} /> : null}
      {tiktok.active ? (
        <Suspense fallback={<TikTokSettingsLoading creators={tiktok.settings.creators} />}>
          <TikTokPostSettings {...tiktok.settings} />
        </Suspense>
      ) : null}
      {goesToReview ? <Banner>{texts.format('approval.editorNotice')}</Banner> : null}
      {saveError ? (
        <Banner tone="danger" title={messages.saveFailed} onDismiss={() => setSaveError(null)}>
          {saveError}
        </Banner>
      ) : null}
      <ComposerActions
        saveLabel={saveLabel}
        canSave={composer.canSave && withoutSlots.length === 0}
        confirming={confirming}
        onConfirmingChange={setConfirming}
        onRequestSave={() => {
          const showCaptionError = () => {
            composer.setView('edit');
            // The caption may be in the hidden edit tab: focus it once that tab is back.
            requestAnimationFrame(() =>
              root.current?.querySelector<HTMLElement>('[name="caption"]')?.focus(),
            );
          };
          const confirmOrShowTikTok = () => {
            if (tiktok.ready) return setConfirming('save');
            // TikTok's choices are incomplete: say what is missing where the author makes them.
            tiktok.reveal();
            root.current?.querySelector<HTMLElement>('[data-tiktok-settings] button')?.focus();
          };
          form
            .handleSubmit(confirmOrShowTikTok, showCaptionError)()
            .catch(() => undefined);
        }}
        onSave={save}
        onLeave={() => onCancel?.()}
        saveDescription={saveDescription}
        messages={messages}
      />
    </section>
  );
}

/** The previews of what the form holds now: only they follow the caption and description as they are typed. */
function LivePreview({
  control,
  ...props
}: Omit<PostPreviewProps, 'caption' | 'description'> & {
  control: Control<TemplateFormValues, TemplateFormContext, TemplateFormOutput>;
}) {
  const [caption, description] = useWatch({ control, name: ['caption', 'description'] });
  return <PostPreview caption={caption} description={description} {...props} />;
}
