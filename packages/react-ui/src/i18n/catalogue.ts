import { accountLinkingMessages } from '../AccountLinking/messages';
import { accountLinkingEn } from '../AccountLinking/messages.en';
import { apiKeysMessages } from '../ApiKeysPanel/messages';
import { apiKeysEn } from '../ApiKeysPanel/messages.en';
import { approvalSettingMessages } from '../ApprovalSetting/messages';
import { approvalSettingEn } from '../ApprovalSetting/messages.en';
import { billingCardMessages } from '../BillingCard/messages';
import { billingCardEn } from '../BillingCard/messages.en';
import { latestPostsMessages } from '../LatestPosts/messages';
import { latestPostsEn } from '../LatestPosts/messages.en';
import { metricsChartMessages } from '../MetricsChart/messages';
import { metricsChartEn } from '../MetricsChart/messages.en';
import { metricsSummaryMessages } from '../MetricsSummary/messages';
import { metricsSummaryEn } from '../MetricsSummary/messages.en';
import { messages } from '../messages';
import { messagesEn } from '../messages.en';
import { networkVersionsMessages } from '../NetworkVersions/messages';
import { networkVersionsEn } from '../NetworkVersions/messages.en';
import { onboardingMessages } from '../OnboardingPanel/messages';
import { onboardingEn } from '../OnboardingPanel/messages.en';
import { postCardMessages } from '../PostCard/messages';
import { postCardEn } from '../PostCard/messages.en';
import { postComposerMessages } from '../PostComposer/messages';
import { postComposerEn } from '../PostComposer/messages.en';
import { postHistoryMessages } from '../PostHistory/messages';
import { postHistoryEn } from '../PostHistory/messages.en';
import { postImportMessages } from '../PostImport/messages';
import { postImportEn } from '../PostImport/messages.en';
import { postsGridMessages } from '../PostsGrid/messages';
import { postsGridEn } from '../PostsGrid/messages.en';
import { pricingTableMessages } from '../PricingTable/messages';
import { pricingTableEn } from '../PricingTable/messages.en';
import { projectSwitcherMessages } from '../ProjectSwitcher/messages';
import { projectSwitcherEn } from '../ProjectSwitcher/messages.en';
import { previewMessages } from '../previews/messages';
import { previewEn } from '../previews/messages.en';
import { postPreviewMessages } from '../previews/PostPreview/messages';
import { postPreviewEn } from '../previews/PostPreview/messages.en';
import { queueListMessages } from '../QueueList/messages';
import { queueListEn } from '../QueueList/messages.en';
import { queueSlotsEditorMessages } from '../QueueSlotsEditor/messages';
import { queueSlotsEditorEn } from '../QueueSlotsEditor/messages.en';
import { referralMessages } from '../ReferralPanel/messages';
import { referralEn } from '../ReferralPanel/messages.en';
import { reviewPageMessages } from '../ReviewPage/messages';
import { reviewPageEn } from '../ReviewPage/messages.en';
import { reviewQueueMessages } from '../ReviewQueue/messages';
import { reviewQueueEn } from '../ReviewQueue/messages.en';
import { scheduleEditorMessages } from '../ScheduleEditor/messages';
import { scheduleEditorEn } from '../ScheduleEditor/messages.en';
import { scheduleStatusListMessages } from '../ScheduleStatusList/messages';
import { scheduleStatusListEn } from '../ScheduleStatusList/messages.en';
import { storageBrowserMessages } from '../StorageBrowser/messages';
import { storageBrowserEn } from '../StorageBrowser/messages.en';
import { storagePickerMessages } from '../StoragePicker/messages';
import { storagePickerEn } from '../StoragePicker/messages.en';
import { subscriptionCardMessages } from '../SubscriptionCard/messages';
import { subscriptionCardEn } from '../SubscriptionCard/messages.en';
import { tiktokPostSettingsMessages } from '../TikTokPostSettings/messages';
import { tiktokPostSettingsEn } from '../TikTokPostSettings/messages.en';
import { webhooksMessages } from '../WebhooksPanel/messages';
import { webhooksEn } from '../WebhooksPanel/messages.en';
import { weekCalendarMessages } from '../WeekCalendar/messages';
import { weekCalendarEn } from '../WeekCalendar/messages.en';
import type { Copy } from './useCopy';

/** One namespace of react-ui's copy: its code prefix, pt-BR defaults and English. */
export interface UiNamespace {
  namespace: string;
  'pt-BR': Copy;
  en: Copy;
}

/**
 * Every namespace of react-ui's copy, by code prefix (`postComposer.title`, `common.loading`…). A new
 * component adds its `messages.ts` / `messages.en.ts` pair here; the completeness test reads this list.
 */
export const uiNamespaces: readonly UiNamespace[] = [
  // The primitives' table is grouped: each group is its own namespace (`common`, `toast`…).
  ...Object.keys(messages).map((group) => ({
    namespace: group,
    'pt-BR': messages[group as keyof typeof messages] as Copy,
    en: messagesEn[group as keyof typeof messages] as Copy,
  })),
  { namespace: 'accountLinking', 'pt-BR': accountLinkingMessages, en: accountLinkingEn },
  { namespace: 'apiKeysPanel', 'pt-BR': apiKeysMessages, en: apiKeysEn },
  { namespace: 'approvalSetting', 'pt-BR': approvalSettingMessages, en: approvalSettingEn },
  { namespace: 'billingCard', 'pt-BR': billingCardMessages, en: billingCardEn },
  { namespace: 'latestPosts', 'pt-BR': latestPostsMessages, en: latestPostsEn },
  { namespace: 'metricsChart', 'pt-BR': metricsChartMessages, en: metricsChartEn },
  { namespace: 'metricsSummary', 'pt-BR': metricsSummaryMessages, en: metricsSummaryEn },
  { namespace: 'onboardingPanel', 'pt-BR': onboardingMessages, en: onboardingEn },
  { namespace: 'postCard', 'pt-BR': postCardMessages, en: postCardEn },
  { namespace: 'postComposer', 'pt-BR': postComposerMessages, en: postComposerEn },
  { namespace: 'postHistory', 'pt-BR': postHistoryMessages, en: postHistoryEn },
  { namespace: 'postImport', 'pt-BR': postImportMessages, en: postImportEn },
  { namespace: 'postsGrid', 'pt-BR': postsGridMessages, en: postsGridEn },
  { namespace: 'tiktokPostSettings', 'pt-BR': tiktokPostSettingsMessages, en: tiktokPostSettingsEn },
  { namespace: 'pricingTable', 'pt-BR': pricingTableMessages, en: pricingTableEn },
  { namespace: 'projectSwitcher', 'pt-BR': projectSwitcherMessages, en: projectSwitcherEn },
  { namespace: 'postPreview', 'pt-BR': postPreviewMessages, en: postPreviewEn },
  { namespace: 'previews', 'pt-BR': previewMessages, en: previewEn },
  { namespace: 'networkVersions', 'pt-BR': networkVersionsMessages, en: networkVersionsEn },
  { namespace: 'referralPanel', 'pt-BR': referralMessages, en: referralEn },
  { namespace: 'reviewPage', 'pt-BR': reviewPageMessages, en: reviewPageEn },
  { namespace: 'reviewQueue', 'pt-BR': reviewQueueMessages, en: reviewQueueEn },
  { namespace: 'scheduleEditor', 'pt-BR': scheduleEditorMessages, en: scheduleEditorEn },
  { namespace: 'scheduleStatusList', 'pt-BR': scheduleStatusListMessages, en: scheduleStatusListEn },
  { namespace: 'storageBrowser', 'pt-BR': storageBrowserMessages, en: storageBrowserEn },
  { namespace: 'storagePicker', 'pt-BR': storagePickerMessages, en: storagePickerEn },
  { namespace: 'subscriptionCard', 'pt-BR': subscriptionCardMessages, en: subscriptionCardEn },
  { namespace: 'queueList', 'pt-BR': queueListMessages, en: queueListEn },
  { namespace: 'queueSlotsEditor', 'pt-BR': queueSlotsEditorMessages, en: queueSlotsEditorEn },
  { namespace: 'webhooksPanel', 'pt-BR': webhooksMessages, en: webhooksEn },
  { namespace: 'weekCalendar', 'pt-BR': weekCalendarMessages, en: weekCalendarEn },
];

/** A table's texts by full code: `{ 'postCard.status.DRAFT': 'Draft', … }`. */
export function codesOf(namespace: string, table: Copy): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') out[`${namespace}.${key}`] = value;
    else for (const [inner, text] of Object.entries(value)) out[`${namespace}.${key}.${inner}`] = text;
  }
  return out;
}

/** React-ui's English by code, carried by its `PostifyI18nProvider` for `locale="en"`. */
export const uiEnglish: Readonly<Record<string, string>> = /* @__PURE__ */ Object.assign(
  {},
  ...uiNamespaces.map((entry) => codesOf(entry.namespace, entry.en)),
);
