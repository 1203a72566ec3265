import type { Schemas } from '@postify/sdk';
import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** PostgreSQL `numeric` comes back as a string on both drivers, to keep its precision. */
type Numeric = ColumnType<string, number | string, number | string>;

/** Project roles (OWNER, ADMIN, EDITOR, VIEWER), as the contract names them. */
export type ProjectRole = Schemas['ProjectRole'];

export type CodePurpose = 'LOGIN' | 'RESET' | 'VERIFY';

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The user's share code (`/signup?ref=…`), made on first read of the share data. */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who brought this user through their share link. */
  referred_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  /** Hash of the token the code is bound to (the reset token, the onboarding token); null for login. */
  binding_hash: string | null;
  failed_attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  invalidated_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}

export interface OnboardingTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  otp_verified_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ProjectsTable {
  id: Generated<string>;
  name: string;
  description: string;
  time_zone: Generated<string>;
  /** 'Exigir aprovação': the EDITORs' posts wait in review before they are scheduled. */
  requires_approval: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProjectMembersTable {
  id: Generated<string>;
  project_id: string;
  user_id: string;
  role: ProjectRole;
  is_default: Generated<boolean>;
  joined_at: CreatedAt;
}

/** How many committed changes to what the post reads show each project has seen (migration 0023's triggers). */
export interface ProjectReadVersionsTable {
  project_id: string;
  version: BigIntColumn;
}

/** How many posts a project has (a running count, kept by a trigger). */
export interface ProjectPostCountsTable {
  project_id: string;
  posts: number;
}

export type InviteStatus = 'PENDING' | 'ACCEPTED' | 'REVOKED';

export interface ProjectInvitesTable {
  id: Generated<string>;
  project_id: string;
  email: string;
  role: ProjectRole;
  status: InviteStatus;
  invited_by: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
}

export interface PlansTable {
  id: Generated<number>;
  name: string;
  description: string;
  price: Numeric;
  yearly_price: Numeric;
  yearly_price_in_months: Numeric;
  number_accounts: number;
  /** Projects a subscriber may own; null = the default (5), 0 = unlimited. */
  max_projects: number | null;
  storage_gb: number;
  free_trial_days: number;
  is_active: boolean;
  features: ColumnType<string[], string, string>;
  /** The Stripe Prices of the plan (`STRIPE_PRICE_<PLAN>_<PERIOD>`), null with the sandbox. */
  stripe_price_monthly: ColumnType<string | null, string | null | undefined, string | null>;
  stripe_price_yearly: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type SubscriptionStatus = 'TRIALING' | 'ACTIVE' | 'CANCELED' | 'PAST_DUE';
export type BillingPeriod = 'MONTHLY' | 'YEARLY';

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: number;
  status: SubscriptionStatus;
  billing_period: BillingPeriod;
  is_free_trial: boolean;
  free_trial_ends_at: NullableTimestamp;
  current_period_end: Timestamp;
  provider: string;
  provider_reference: string | null;
  /** The provider's customer (Stripe `cus_…`), for its billing portal. */
  provider_customer: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the provider's last applied event was created: an older event arriving later changes nothing. */
  provider_updated_at: NullableTimestamp;
  canceled_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface WaitingListTable {
  id: Generated<number>;
  name: string;
  email: string;
  how_discovered: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  message: string;
  created_at: CreatedAt;
}

export interface MailboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  created_at: CreatedAt;
}

export type MailStatus = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** Emptied once the message is sent or given up: codes and links do not stay at rest. */
  text_body: string;
  html_body: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** PostgreSQL `bigint` comes back as a string on the pg driver: read it with `Number()`. */
type BigIntColumn = ColumnType<string | number, number, number>;

export interface StorageFoldersTable {
  id: Generated<string>;
  project_id: string;
  parent_id: string | null;
  name: string;
  password_hash: string | null;
  /** The per-project folder of post media; hidden from the folder list. */
  is_system: Generated<boolean>;
  created_at: CreatedAt;
}

/** What an upload names and what the file it becomes keeps: the same id, folder, name, size and type. */
interface StoredFileColumns {
  id: string;
  project_id: string;
  folder_id: string;
  file_name: string;
  file_size: BigIntColumn;
  content_type: string;
}

export interface StorageFilesTable extends StoredFileColumns {
  /** The API key that stored it (directly or through a browser token); null when a member did. */
  api_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the driver keeps the bytes; never derived from the file name. */
  storage_key: string;
  /** Where the driver keeps the file's WebP thumbnail; null for files without one (videos, documents). */
  thumbnail_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StorageUploadsTable extends StoredFileColumns {
  part_count: number | null;
  upload_id: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** Who asked for the upload link (null on rows older than the per-user cap). */
  user_id: string | null;
  /** The API key that asked for the link, handed on to the file (audit). */
  api_key_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A network; the seeded rows never change at run time. */
export interface PlatformsTable {
  id: Generated<number>;
  name: string;
  /** Lower-case key of the provider registry and the sandbox pages (`instagram`, `facebook`, …). */
  slug: string | null;
  /** False for networks shown as coming soon. */
  is_allowed_to_link: Generated<boolean>;
  position: Generated<number>;
}

/** Whether a linked account can publish, or must be linked again. */
export type SocialAccountStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** A linked network account of a project (the columns the posts part reads). */
export interface SocialAccountsTable {
  id: Generated<string>;
  project_id: string;
  platform_id: number;
  username: string;
  status: ColumnType<SocialAccountStatus, SocialAccountStatus | undefined, SocialAccountStatus>;
  created_at: CreatedAt;
  /** The account's id on the network; linking it again in the same project updates the row. */
  network_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  profile_picture_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** AES-256-GCM with the configured token key (see `networks/token-crypto.ts`). */
  access_token_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
  refresh_token_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
  token_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  linked_by: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Generated<Date>;
  /** Set when the account was unlinked but posted history still names it (tokens are wiped then). */
  unlinked_at: NullableTimestamp;
}

/** A started OAuth authorization: single use, 10 minutes, bound to user + project + platform. */
export interface OauthStatesTable {
  id: Generated<string>;
  /** SHA-256 of the state: a database leak does not reveal usable states. */
  state_hash: string;
  user_id: string;
  project_id: string;
  platform_id: number;
  /** PKCE verifier, kept server-side until the code is exchanged. */
  code_verifier: string | null;
  redirect_uri: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A code issued by the sandbox network's authorization page. */
export interface SandboxOauthCodesTable {
  code_hash: string;
  network: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** What the sandbox network would have published, one row per idempotency key. */
export interface SandboxPublicationsTable {
  id: Generated<number>;
  network: string;
  network_user_id: string;
  idempotency_key: string;
  network_post_id: string;
  caption: string;
  media: ColumnType<unknown, string, string>;
  /** The comment the sandbox would have published right after the post. */
  first_comment: ColumnType<string | null, string | null | undefined>;
  /** The network options the publication was sent with (TikTok's `post_info`), as JSON. */
  options: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** The last metrics read from a network, reused until `expires_at` (the server keeps no memory state). */
export interface AccountMetricsCacheTable {
  social_account_id: string;
  payload: ColumnType<unknown, string, string>;
  fetched_at: Timestamp;
  expires_at: Timestamp;
}

/** An account's metrics of one day (`day`, 'YYYY-MM-DD' in its project's time zone), recorded after it ended. */
export interface AccountMetricsSnapshotsTable {
  social_account_id: string;
  day: ColumnType<string, string, string>;
  followers_count: number;
  reach: number;
  engagement: number;
  recorded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One network's own version of a post, as `posts.versions` keeps it. */
export interface PostVersionRow {
  network: string;
  caption: string;
  mediaOrder?: number[] | null;
  firstComment?: string | null;
}

export interface PostsTable {
  id: Generated<number>;
  project_id: string;
  created_by: string | null;
  /** The API key that created the post (directly or through a browser token); null when a member did. */
  api_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  caption: string;
  description: string | null;
  location: string | null;
  user_tags: string | null;
  product_tags: string | null;
  alt_text: string | null;
  /** The per-network versions (the contract's `PostVersion[]`), written as JSON text. */
  versions: ColumnType<PostVersionRow[], string | undefined, string>;
  /** The author's TikTok choices (`TikTokPostOptions` as JSON); null for posts without TikTok. */
  tiktok_options: ColumnType<unknown, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  /** Where the post stands in its review; null when it never needed one. */
  review_status: ColumnType<ReviewStatus | null, ReviewStatus | null | undefined, ReviewStatus | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type ReviewStatus = 'IN_REVIEW' | 'CHANGES_REQUESTED' | 'APPROVED';

export type PostEventKind = 'CREATED' | 'EDITED' | 'SUBMITTED' | 'APPROVED' | 'CHANGES_REQUESTED';

/** One line of a post's history. */
export interface PostEventsTable {
  id: Generated<number>;
  post_id: number;
  kind: PostEventKind;
  actor_user_id: string | null;
  /** The name shown: the member's at the time, the client's of the review link; null for a partner's key. */
  actor_name: string | null;
  review_link_id: string | null;
  comment: string | null;
  created_at: CreatedAt;
}

/** A review link shared with a client; its token is signed from `id` and `expires_at`. */
export interface ReviewLinksTable {
  id: Generated<string>;
  project_id: string;
  created_by: string | null;
  client_name: string;
  post_ids: number[];
  expires_at: Date;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** One 'Importar CSV' operation, kept so a retry with its Idempotency-Key answers it again. */
export interface PostImportsTable {
  id: Generated<string>;
  project_id: string;
  idempotency_key: string;
  /** SHA-256 of the rows sent: the same key with other rows is another import, refused. */
  rows_hash: string;
  /** The created posts' ids as a JSON array, in the rows' order. */
  post_ids: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface PostMediaTable {
  id: Generated<number>;
  post_id: number;
  /** The bytes: a file of the project's media folder in the storage part. */
  file_id: string;
  position: number;
  content_type: string;
  file_name: string;
}

/** Where one occurrence stands: waiting, claimed by a scheduler, published, or failed for good. */
export type OccurrenceStatus = 'SCHEDULED' | 'PUBLISHING' | 'POSTED' | 'FAILED';

export interface PostSchedulesTable {
  id: Generated<number>;
  post_id: number;
  project_id: string;
  social_account_id: string;
  scheduled_at: Timestamp;
  is_active: Generated<boolean>;
  status: ColumnType<OccurrenceStatus, OccurrenceStatus | undefined, OccurrenceStatus>;
  posted_at: NullableTimestamp;
  /** pt-BR reason shown when FAILED. */
  failure_reason: string | null;
  /** The last transient error (for operators), kept while retrying. */
  last_error: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** The scheduler instance holding the claim, until `lease_expires_at`. */
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  /** Sent to the network provider so a retried occurrence is never published twice. */
  idempotency_key: Generated<string>;
  network_post_id: string | null;
  /**
   * The network adapter's progress on this occurrence (its JSON: container, publish or post ids), saved as
   * soon as the network hands out an id so a retry resumes from it.
   */
  publish_progress: string | null;
  /** Inactive while its post waits for review; true when it runs once the post is approved. */
  held_for_review: Generated<boolean>;
  /** How the first comment went once POSTED; null without one. */
  first_comment_status: ColumnType<'POSTED' | 'FAILED' | null, 'POSTED' | 'FAILED' | null | undefined>;
  /** pt-BR reason when the first comment FAILED. */
  first_comment_failure: ColumnType<string | null, string | null | undefined>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A project API key: only the hash of its secret is kept. */
export interface ApiKeysTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  /** The secret's first characters, shown to recognise it. */
  prefix: string;
  /** SHA-256 (hex) of the whole secret. */
  secret_hash: string;
  scopes: string[];
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** An origin allowed to call the API from a browser with the project's tokens. */
export interface ProjectAllowedOriginsTable {
  project_id: string;
  origin: string;
  created_at: CreatedAt;
}

/** A project's webhook endpoint. */
/** A weekly posting slot of an account ('Horários da fila'): weekday 0–6 (domingo first), time 'HH:MM'. */
export interface QueueSlotsTable {
  id: Generated<string>;
  project_id: string;
  social_account_id: string;
  weekday: number;
  time: string;
  created_at: CreatedAt;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  project_id: string;
  url: string;
  description: ColumnType<string, string | undefined, string>;
  /** The event types it receives (`post.published`…). */
  events: ColumnType<string[], string[], string[]>;
  /** The `whsec_…` signing secret, sealed with the token cipher (signing needs it back). */
  secret_encrypted: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** When repeated failures disabled it; null while enabled or when it was turned off by hand. */
  disabled_at: NullableTimestamp;
  /** Deliveries in a row that ended FAILED; a delivered one resets it. */
  consecutive_failures: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An event recorded with the change it announces (the outbox). */
export interface WebhookEventsTable {
  id: Generated<string>;
  project_id: string;
  type: string;
  /** The JSON body every endpoint receives, fixed when the event happened. */
  payload: string;
  created_at: CreatedAt;
}

export type WebhookDeliveryStatus = 'PENDING' | 'SENDING' | 'DELIVERED' | 'FAILED';

/** One event's delivery to one endpoint, claimed by the workers under a lease. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  endpoint_id: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  /** The HTTP status of the last answer, null when none came (timeout, refused connection). */
  response_status: number | null;
  last_error: string | null;
  delivered_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Every table of the database, as Kysely sees them. */
export interface Database {
  users: UsersTable;
  one_time_codes: OneTimeCodesTable;
  refresh_tokens: RefreshTokensTable;
  rate_limits: RateLimitsTable;
  onboarding_tokens: OnboardingTokensTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  project_read_versions: ProjectReadVersionsTable;
  project_post_counts: ProjectPostCountsTable;
  project_invites: ProjectInvitesTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  waiting_list: WaitingListTable;
  contact_messages: ContactMessagesTable;
  mailbox: MailboxTable;
  mail_queue: MailQueueTable;
  stripe_events: StripeEventsTable;
  storage_folders: StorageFoldersTable;
  storage_files: StorageFilesTable;
  storage_uploads: StorageUploadsTable;
  platforms: PlatformsTable;
  social_accounts: SocialAccountsTable;
  oauth_states: OauthStatesTable;
  sandbox_oauth_codes: SandboxOauthCodesTable;
  sandbox_publications: SandboxPublicationsTable;
  account_metrics_cache: AccountMetricsCacheTable;
  account_metrics_snapshots: AccountMetricsSnapshotsTable;
  posts: PostsTable;
  post_media: PostMediaTable;
  post_schedules: PostSchedulesTable;
  post_imports: PostImportsTable;
  api_keys: ApiKeysTable;
  project_allowed_origins: ProjectAllowedOriginsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  post_events: PostEventsTable;
  review_links: ReviewLinksTable;
  queue_slots: QueueSlotsTable;
}

export type User = Selectable<UsersTable>;
export type Project = Selectable<ProjectsTable>;
export type Plan = Selectable<PlansTable>;
export type Subscription = Selectable<SubscriptionsTable>;
