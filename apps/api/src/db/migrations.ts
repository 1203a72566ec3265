import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

/** Runs each `;`-separated statement on its own: prepared statements take one command each. */
function statements(script: string): Migration['up'] {
  const parts = script
    .split(/;\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return async (db: Kysely<unknown>) => {
    for (const part of parts) await sql.raw(part).execute(db);
  };
}

// One ordered list of migrations, in code, shared by PGlite and PostgreSQL. Later issues append theirs;
// an applied migration is never edited.
const migrations: Record<string, Migration> = {
  '0001_accounts': {
    up: statements(`
        create table users (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          email text not null unique,
          phone text,
          password_hash text,
          email_verified_at timestamptz,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create table one_time_codes (
          id uuid primary key default gen_random_uuid(),
          user_id uuid not null references users(id) on delete cascade,
          purpose text not null check (purpose in ('LOGIN', 'RESET', 'VERIFY')),
          code_hash text not null,
          binding_hash text,
          failed_attempts integer not null default 0,
          expires_at timestamptz not null,
          used_at timestamptz,
          invalidated_at timestamptz,
          created_at timestamptz not null default now()
        );
        create index one_time_codes_user_purpose on one_time_codes (user_id, purpose, created_at desc);
        create table refresh_tokens (
          id uuid primary key default gen_random_uuid(),
          user_id uuid not null references users(id) on delete cascade,
          family_id uuid not null,
          token_hash text not null unique,
          expires_at timestamptz not null,
          used_at timestamptz,
          revoked_at timestamptz,
          created_at timestamptz not null default now()
        );
        create index refresh_tokens_family on refresh_tokens (family_id);
        create table rate_limits (
          key text primary key,
          window_started_at timestamptz not null,
          hits integer not null
        );
        create table onboarding_tokens (
          id uuid primary key default gen_random_uuid(),
          user_id uuid not null references users(id) on delete cascade,
          token_hash text not null unique,
          otp_verified_at timestamptz,
          completed_at timestamptz,
          expires_at timestamptz not null,
          created_at timestamptz not null default now()
        );
        create table mailbox (
          id uuid primary key default gen_random_uuid(),
          to_address text not null,
          subject text not null,
          text_body text not null,
          html_body text not null,
          created_at timestamptz not null default now()
        );
        create index mailbox_to on mailbox (to_address, created_at desc);
      `),
  },
  '0002_projects': {
    up: statements(`
        create table projects (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          description text not null,
          time_zone text not null default 'America/Sao_Paulo',
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create table project_members (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          user_id uuid not null references users(id) on delete cascade,
          role text not null check (role in ('OWNER', 'ADMIN', 'EDITOR', 'VIEWER')),
          is_default boolean not null default false,
          joined_at timestamptz not null default now(),
          unique (project_id, user_id)
        );
        create unique index project_members_one_default on project_members (user_id) where is_default;
        create index project_members_user on project_members (user_id);
        create table project_invites (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          email text not null,
          role text not null check (role in ('OWNER', 'ADMIN', 'EDITOR', 'VIEWER')),
          status text not null check (status in ('PENDING', 'ACCEPTED', 'REVOKED')),
          invited_by uuid not null references users(id) on delete cascade,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          accepted_at timestamptz
        );
        create index project_invites_email on project_invites (email) where status = 'PENDING';
      `),
  },
  '0003_billing_and_public': {
    up: statements(`
        create table plans (
          id serial primary key,
          name text not null unique,
          description text not null,
          price numeric(10, 2) not null,
          yearly_price numeric(10, 2) not null,
          yearly_price_in_months numeric(10, 2) not null,
          number_accounts integer not null,
          max_projects integer,
          storage_gb integer not null,
          free_trial_days integer not null,
          is_active boolean not null default true,
          features jsonb not null,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create table subscriptions (
          id uuid primary key default gen_random_uuid(),
          user_id uuid not null references users(id) on delete cascade,
          plan_id integer not null references plans(id),
          status text not null check (status in ('TRIALING', 'ACTIVE', 'CANCELED', 'PAST_DUE')),
          billing_period text not null check (billing_period in ('MONTHLY', 'YEARLY')),
          is_free_trial boolean not null,
          free_trial_ends_at timestamptz,
          current_period_end timestamptz not null,
          provider text not null,
          provider_reference text,
          canceled_at timestamptz,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index subscriptions_user on subscriptions (user_id, created_at desc);
        create table waiting_list (
          id serial primary key,
          name text not null,
          email text not null unique,
          how_discovered text not null,
          created_at timestamptz not null default now()
        );
        create table contact_messages (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          email text not null,
          message text not null,
          created_at timestamptz not null default now()
        );
      `),
  },
  // Networks: platforms, linked accounts with encrypted tokens, OAuth states, the
  // sandbox network's codes and publications, and the metrics cache. Written so that it also applies on a
  // database where 0007_posts already created the minimal platforms/social_accounts tables.
  '0004_networks': {
    up: statements(`
        create table if not exists platforms (
          id serial primary key,
          name text not null unique
        );
        alter table platforms add column if not exists slug text;
        alter table platforms add column if not exists is_allowed_to_link boolean not null default false;
        alter table platforms add column if not exists position integer not null default 0;
        insert into platforms (name)
          select name from unnest(array['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Threads', 'YouTube', 'Twitter/X']) as name
          on conflict (name) do nothing;
        update platforms set
          slug = case name when 'Instagram' then 'instagram' when 'Facebook' then 'facebook' when 'TikTok' then 'tiktok'
            when 'LinkedIn' then 'linkedin' when 'Threads' then 'threads' when 'YouTube' then 'youtube' else 'twitter' end,
          is_allowed_to_link = name in ('Instagram', 'Facebook', 'TikTok'),
          position = array_position(array['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Threads', 'YouTube', 'Twitter/X'], name);
        create table if not exists social_accounts (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          platform_id integer not null references platforms(id),
          username text not null,
          status text not null default 'ACTIVE' check (status in ('ACTIVE', 'EXPIRED', 'REVOKED')),
          created_at timestamptz not null default now()
        );
        alter table social_accounts add column if not exists network_user_id text;
        alter table social_accounts add column if not exists profile_picture_url text;
        alter table social_accounts add column if not exists access_token_encrypted text;
        alter table social_accounts add column if not exists refresh_token_encrypted text;
        alter table social_accounts add column if not exists token_expires_at timestamptz;
        alter table social_accounts add column if not exists linked_by uuid references users(id) on delete set null;
        alter table social_accounts add column if not exists updated_at timestamptz not null default now();
        alter table social_accounts add column if not exists unlinked_at timestamptz;
        create unique index if not exists social_accounts_network_user on social_accounts
          (project_id, platform_id, network_user_id);
        create index if not exists social_accounts_project on social_accounts (project_id, created_at);
        create table oauth_states (
          id uuid primary key default gen_random_uuid(),
          state_hash text not null unique,
          user_id uuid not null references users(id) on delete cascade,
          project_id uuid not null references projects(id) on delete cascade,
          platform_id integer not null references platforms(id),
          code_verifier text,
          redirect_uri text not null,
          expires_at timestamptz not null,
          used_at timestamptz,
          created_at timestamptz not null default now()
        );
        create table sandbox_oauth_codes (
          code_hash text primary key,
          network text not null,
          client_id text not null,
          redirect_uri text not null,
          code_challenge text,
          expires_at timestamptz not null,
          used_at timestamptz,
          created_at timestamptz not null default now()
        );
        create table sandbox_publications (
          id serial primary key,
          network text not null,
          network_user_id text not null,
          idempotency_key text not null unique,
          network_post_id text not null,
          caption text not null,
          media jsonb not null,
          created_at timestamptz not null default now()
        );
        create table account_metrics_cache (
          social_account_id uuid primary key references social_accounts(id) on delete cascade,
          payload jsonb not null,
          fetched_at timestamptz not null,
          expires_at timestamptz not null
        );
      `),
  },
  // Storage ('Meus Arquivos'): folders, stored files and uploads not yet verified.
  '0006_storage': {
    up: statements(`
        create table storage_folders (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          parent_id uuid references storage_folders(id) on delete cascade,
          name text not null,
          password_hash text,
          is_system boolean not null default false,
          created_at timestamptz not null default now()
        );
        create unique index storage_folders_sibling_name on storage_folders
          (project_id, coalesce(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), name);
        create table storage_files (
          id uuid primary key,
          project_id uuid not null references projects(id) on delete cascade,
          folder_id uuid not null references storage_folders(id) on delete cascade,
          file_name text not null,
          file_size bigint not null,
          content_type text not null,
          storage_key text not null,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          unique (folder_id, file_name)
        );
        create index storage_files_project on storage_files (project_id);
        create table storage_uploads (
          id uuid primary key,
          project_id uuid not null references projects(id) on delete cascade,
          folder_id uuid not null references storage_folders(id) on delete cascade,
          file_name text not null,
          file_size bigint not null,
          content_type text not null,
          part_count integer,
          upload_id text,
          expires_at timestamptz not null,
          created_at timestamptz not null default now()
        );
      `),
  },
  // Posts, their media (bytes in the storage part's system folder, hence after 0006) and their schedules: one
  // row per occurrence and account, which the scheduler claims with row locks and leases.
  '0007_posts': {
    up: statements(`
        -- The networks part (0004) owns these two tables; until it lands, the columns posts read are created
        -- here, only when absent, so both parts apply in any order on a fresh database.
        create table if not exists platforms (
          id serial primary key,
          name text not null unique
        );
        create table if not exists social_accounts (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          platform_id integer not null references platforms(id),
          username text not null,
          status text not null default 'ACTIVE' check (status in ('ACTIVE', 'EXPIRED', 'REVOKED')),
          created_at timestamptz not null default now()
        );
        insert into platforms (name)
          select name from unnest(array['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Threads', 'YouTube', 'Twitter/X']) as name
          where not exists (select 1 from platforms);
        create table posts (
          id serial primary key,
          project_id uuid not null references projects(id) on delete cascade,
          created_by uuid references users(id) on delete set null,
          caption text not null,
          description text,
          location text,
          user_tags text,
          product_tags text,
          alt_text text,
          is_active boolean not null default true,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index posts_project_created on posts (project_id, created_at desc, id desc);
        create index posts_project_updated on posts (project_id, updated_at desc, id desc);
        create table post_media (
          id serial primary key,
          post_id integer not null references posts(id) on delete cascade,
          file_id uuid not null references storage_files(id) on delete cascade,
          position integer not null,
          content_type text not null,
          file_name text not null
        );
        create index post_media_post on post_media (post_id, position);
        create table post_schedules (
          id serial primary key,
          post_id integer not null references posts(id) on delete cascade,
          project_id uuid not null references projects(id) on delete cascade,
          social_account_id uuid not null references social_accounts(id) on delete cascade,
          scheduled_at timestamptz not null,
          is_active boolean not null default true,
          status text not null default 'SCHEDULED'
            check (status in ('SCHEDULED', 'PUBLISHING', 'POSTED', 'FAILED')),
          posted_at timestamptz,
          failure_reason text,
          last_error text,
          attempts integer not null default 0,
          next_attempt_at timestamptz not null,
          lease_owner text,
          lease_expires_at timestamptz,
          idempotency_key uuid not null unique default gen_random_uuid(),
          network_post_id text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index post_schedules_post on post_schedules (post_id, scheduled_at);
        create index post_schedules_project_time on post_schedules (project_id, scheduled_at);
        create index post_schedules_due on post_schedules (next_attempt_at)
          where status = 'SCHEDULED' and is_active;
        create index post_schedules_leased on post_schedules (lease_expires_at) where status = 'PUBLISHING';
      `),
  },
  // Referrals: each user's share code, and who brought a new account through it.
  '0008_referrals': {
    up: statements(`
        alter table users add column referral_code text unique;
        alter table users add column referred_by uuid references users(id) on delete set null;
        create index users_referred_by on users (referred_by) where referred_by is not null;
      `),
  },
  // Storage reservations: who asked for each pending upload (the per-user cap), and lookups of the live ones.
  '0009_storage_upload_reservations': {
    up: statements(`
        alter table storage_uploads add column user_id uuid references users(id) on delete cascade;
        create index storage_uploads_user on storage_uploads (user_id, expires_at);
        create index storage_uploads_project on storage_uploads (project_id, expires_at);
      `),
  },
  // Where a live network's publication of an occurrence stands (its container, publish or post ids, as the
  // adapter's JSON), stored as soon as the network answers so a retry resumes instead of posting again.
  '0010_publish_progress': {
    up: statements(`
        alter table post_schedules add column if not exists publish_progress text;
      `),
  },
  // Mail is queued in the database and delivered by the workers with retries, so an SMTP outage never
  // fails the request that sends it.
  '0011_mail_queue': {
    up: statements(`
        create table mail_queue (
          id serial primary key,
          to_address text not null,
          subject text not null,
          text_body text not null,
          html_body text not null,
          status text not null default 'PENDING' check (status in ('PENDING', 'SENDING', 'SENT', 'FAILED')),
          attempts integer not null default 0,
          next_attempt_at timestamptz not null default now(),
          lease_owner text,
          lease_expires_at timestamptz,
          last_error text,
          sent_at timestamptz,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index mail_queue_due on mail_queue (next_attempt_at) where status = 'PENDING';
        create index mail_queue_leased on mail_queue (lease_expires_at) where status = 'SENDING';
      `),
  },
  // Stripe: each plan's Prices, the customer and the last applied event's time on a subscription, and the
  // events already applied (Stripe delivers at least once).
  '0012_stripe_billing': {
    up: statements(`
        alter table plans add column stripe_price_monthly text;
        alter table plans add column stripe_price_yearly text;
        alter table subscriptions add column provider_customer text;
        alter table subscriptions add column provider_updated_at timestamptz;
        create unique index subscriptions_provider_reference on subscriptions (provider, provider_reference)
          where provider_reference is not null;
        create table stripe_events (
          id text primary key,
          type text not null,
          created_at timestamptz not null default now()
        );
      `),
  },
  // Images get a small WebP beside their bytes at upload completion; listings show it instead of the original.
  '0013_storage_thumbnails': {
    up: statements(`
        alter table storage_files add column thumbnail_key text;
      `),
  },
  // One snapshot of an account's metrics per day (the day in its project's time zone), recorded by the
  // worker after the day ends, for the dashboard's chart (`GET /metrics/history`).
  '0014_account_metrics_snapshots': {
    up: statements(`
        create table account_metrics_snapshots (
          social_account_id uuid not null references social_accounts(id) on delete cascade,
          day date not null,
          followers_count integer not null check (followers_count >= 0),
          reach integer not null check (reach >= 0),
          engagement integer not null check (engagement >= 0),
          recorded_at timestamptz not null default now(),
          primary key (social_account_id, day)
        );
        create index account_metrics_snapshots_day on account_metrics_snapshots (day);
      `),
  },
  // Partner access: project API keys (only the SHA-256 of the secret is kept; revoked keys stay for the
  // audit columns), each project's allowed browser origins, and the key recorded on what it creates.
  '0015_project_api_keys': {
    up: statements(`
        create table api_keys (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          name text not null,
          prefix text not null,
          secret_hash text not null unique,
          scopes text[] not null,
          created_by uuid references users(id) on delete set null,
          created_at timestamptz not null default now(),
          last_used_at timestamptz,
          revoked_at timestamptz
        );
        create index api_keys_project on api_keys (project_id, created_at desc) where revoked_at is null;
        create table project_allowed_origins (
          project_id uuid not null references projects(id) on delete cascade,
          origin text not null,
          created_at timestamptz not null default now(),
          primary key (project_id, origin)
        );
        create index project_allowed_origins_origin on project_allowed_origins (origin);
        alter table posts add column api_key_id uuid references api_keys(id) on delete set null;
        alter table storage_uploads add column api_key_id uuid references api_keys(id) on delete set null;
        alter table storage_files add column api_key_id uuid references api_keys(id) on delete set null;
      `),
  },
  // Webhooks per project: the endpoints (their signing secret sealed like the networks' tokens), the events
  // recorded in the transaction of the change they announce (an outbox), and one delivery per event and
  // endpoint that the workers claim under a lease and retry with backoff.
  '0016_webhooks': {
    up: statements(`
        create table webhook_endpoints (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          url text not null,
          description text not null default '',
          events text[] not null,
          secret_encrypted text not null,
          enabled boolean not null default true,
          disabled_at timestamptz,
          consecutive_failures integer not null default 0,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index webhook_endpoints_project on webhook_endpoints (project_id, created_at);
        create table webhook_events (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          type text not null,
          payload text not null,
          created_at timestamptz not null default now()
        );
        create table webhook_deliveries (
          id uuid primary key default gen_random_uuid(),
          event_id uuid not null references webhook_events(id) on delete cascade,
          endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
          status text not null default 'PENDING'
            check (status in ('PENDING', 'SENDING', 'DELIVERED', 'FAILED')),
          attempts integer not null default 0,
          next_attempt_at timestamptz not null default now(),
          lease_owner text,
          lease_expires_at timestamptz,
          response_status integer,
          last_error text,
          delivered_at timestamptz,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc);
        create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'PENDING';
        create index webhook_deliveries_leased on webhook_deliveries (lease_expires_at) where status = 'SENDING';
      `),
  },
  // Per-network versions of a post ('Personalizar por rede'), as the contract's `PostVersion[]`; the outcome
  // of an occurrence's first comment, reported apart from the post; what the sandbox would have commented.
  '0017_post_versions': {
    up: statements(`
        alter table posts add column versions jsonb not null default '[]'::jsonb;
        alter table post_schedules add column first_comment_status text
          check (first_comment_status in ('POSTED', 'FAILED'));
        alter table post_schedules add column first_comment_failure text;
        alter table sandbox_publications add column first_comment text;
      `),
  },
  // Approvals: the project setting, where a post stands in its review (null when it never needed one), the
  // post's history (who created, edited, sent to review, approved, asked for changes, with the comment) and the
  // review links shared with clients (revocable, expiring; the token is signed, only its id is stored).
  '0018_approvals': {
    up: statements(`
        alter table projects add column requires_approval boolean not null default false;
        alter table posts add column review_status text
          check (review_status in ('IN_REVIEW', 'CHANGES_REQUESTED', 'APPROVED'));
        create index posts_project_review on posts (project_id, updated_at desc)
          where review_status in ('IN_REVIEW', 'CHANGES_REQUESTED');
        -- A waiting occurrence of a post in review is inactive; this remembers it was meant to run.
        alter table post_schedules add column held_for_review boolean not null default false;
        create table review_links (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          created_by uuid references users(id) on delete set null,
          client_name text not null,
          post_ids integer[] not null,
          expires_at timestamptz not null,
          revoked_at timestamptz,
          created_at timestamptz not null default now()
        );
        create index review_links_project on review_links (project_id, created_at desc);
        create table post_events (
          id serial primary key,
          post_id integer not null references posts(id) on delete cascade,
          kind text not null
            check (kind in ('CREATED', 'EDITED', 'SUBMITTED', 'APPROVED', 'CHANGES_REQUESTED')),
          actor_user_id uuid references users(id) on delete set null,
          actor_name text,
          review_link_id uuid references review_links(id) on delete set null,
          comment text,
          created_at timestamptz not null default now()
        );
        create index post_events_post on post_events (post_id, created_at, id);
      `),
  },
  // 'Horários da fila': weekly posting slots per account (a weekday and a wall-clock time, read in the
  // project's time zone). Unlinking or removing the account removes its slots.
  '0019_queue_slots': {
    up: statements(`
        create table queue_slots (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          social_account_id uuid not null references social_accounts(id) on delete cascade,
          weekday smallint not null check (weekday between 0 and 6),
          time text not null check (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
          created_at timestamptz not null default now(),
          unique (social_account_id, weekday, time)
        );
        create index queue_slots_project on queue_slots (project_id, social_account_id);
      `),
  },
  // What the author chose for TikTok in the composer (privacy, interactions, disclosure, music
  // confirmation), sent with every TikTok occurrence of the post; the sandbox keeps what it was sent.
  '0020_tiktok_post_options': {
    up: statements(`
        alter table posts add column tiktok_options jsonb;
        alter table sandbox_publications add column options jsonb;
      `),
  },
  // Five more networks: the four listed as coming soon get the slugs their providers answer to (Twitter/X is
  // 'x' now) and become linkable, and Bluesky joins after them.
  '0021_more_networks': {
    up: statements(`
        insert into platforms (name) values ('Bluesky') on conflict (name) do nothing;
        update platforms set
          slug = case name when 'LinkedIn' then 'linkedin' when 'Threads' then 'threads' when 'YouTube' then 'youtube'
            when 'Twitter/X' then 'x' else 'bluesky' end,
          is_allowed_to_link = true,
          position = array_position(array['LinkedIn', 'Threads', 'YouTube', 'Twitter/X', 'Bluesky'], name) + 3
          where name in ('LinkedIn', 'Threads', 'YouTube', 'Twitter/X', 'Bluesky');
      `),
  },
  // 'Importar CSV': one row per import, so a retried request (same Idempotency-Key) answers the first
  // import's posts instead of creating them again; the rows' hash tells a retry from another import.
  '0022_post_imports': {
    up: statements(`
        create table post_imports (
          id uuid primary key default gen_random_uuid(),
          project_id uuid not null references projects(id) on delete cascade,
          idempotency_key text not null,
          rows_hash text not null,
          post_ids text not null,
          created_by uuid references users(id) on delete set null,
          created_at timestamptz not null default now(),
          unique (project_id, idempotency_key)
        );
      `),
  },
  // The post reads' answers (`GET /posts`, `GET /posts/scheduled`) show only these tables. Every transaction
  // that changes what they show counts once per project at its commit, and an instance reuses an answer
  // while its project's count stands (`posts/read-cache.ts`). The triggers are deferred: the count's row is
  // locked during the commit only, after every other row the transaction wrote, so no lock order can cross
  // another transaction's. Columns the answers do not show (the scheduler's leases, attempts) count nothing.
  '0023_project_read_versions': {
    async up(db) {
      const script = [
        `create table project_read_versions (
          project_id uuid primary key references projects(id) on delete cascade,
          version bigint not null
        )`,
        `create function note_project_read_change(project uuid) returns void language plpgsql as $$
        declare
          noted text := coalesce(current_setting('postify.read_changes', true), '');
        begin
          -- Once per transaction and project: a thousand imported posts count one change.
          if position(project::text in noted) > 0 then
            return;
          end if;
          perform set_config('postify.read_changes', noted || project::text || ',', true);
          update project_read_versions set version = version + 1 where project_id = project;
          -- The project's first change; nothing to count when the project itself was deleted (its rows went
          -- with it).
          if not found then
            insert into project_read_versions as counted (project_id, version)
              select project, 1 where exists (select 1 from projects where id = project)
              on conflict (project_id) do update set version = counted.version + 1;
          end if;
        end $$`,
        `create function note_read_change() returns trigger language plpgsql as $$
        begin
          perform note_project_read_change(coalesce(new.project_id, old.project_id));
          return null;
        end $$`,
        `create function note_post_media_read_change() returns trigger language plpgsql as $$
        declare
          project uuid;
        begin
          select project_id into project from posts where id = coalesce(new.post_id, old.post_id);
          -- A post deleted with its media counted already.
          if found then
            perform note_project_read_change(project);
          end if;
          return null;
        end $$`,
        `create constraint trigger posts_read_change after insert or update or delete on posts
          deferrable initially deferred for each row execute function note_read_change()`,
        `create constraint trigger post_media_read_change after insert or update or delete on post_media
          deferrable initially deferred for each row execute function note_post_media_read_change()`,
        `create constraint trigger post_schedules_read_change after insert or delete on post_schedules
          deferrable initially deferred for each row execute function note_read_change()`,
        `create constraint trigger post_schedules_read_update after update on post_schedules
          deferrable initially deferred for each row
          when ((old.post_id, old.social_account_id, old.scheduled_at, old.posted_at, old.status,
                 old.failure_reason, old.first_comment_status, old.first_comment_failure)
            is distinct from (new.post_id, new.social_account_id, new.scheduled_at, new.posted_at, new.status,
                 new.failure_reason, new.first_comment_status, new.first_comment_failure))
          execute function note_read_change()`,
        `create constraint trigger social_accounts_read_update after update on social_accounts
          deferrable initially deferred for each row
          when ((old.username, old.status) is distinct from (new.username, new.status))
          execute function note_read_change()`,
        `create constraint trigger storage_files_read_update after update on storage_files
          deferrable initially deferred for each row
          when ((old.storage_key, old.thumbnail_key) is distinct from (new.storage_key, new.thumbnail_key))
          execute function note_read_change()`,
      ];
      for (const statement of script) await sql.raw(statement).execute(db);
    },
  },
  // What counts against an account's storage quota, once for every caller, kept as running totals so that
  // counting costs the same with ten files or a million: per project the bytes of its files and of its
  // uploads' rows, per user the uploads' rows, each kept by triggers whatever writes the rows (cascades
  // included). An upload holds its declared size from its link until its row is deleted (stored, refused,
  // its folder or project deleted, or forgotten an hour after expiry); an expired link holds nothing, so the
  // few expired rows still present are subtracted (`except_upload` also leaves out an upload's own
  // reservation while it becomes a file).
  // Reservations of one account, in turn: the account's lock, then its uploaders' in order (the keys and
  // order of `advisoryLock` in storage/usage.ts), then each upload counted and inserted or refused. A
  // volatile function reads each statement with a fresh snapshot, so it sees what the previous holder of the
  // locks committed, and the locks are held only for the statement (its transaction), with no round trip to
  // the API inside them.
  '0024_storage_quota_totals': {
    async up(db) {
      for (const statement of [
        sql`create table storage_project_totals (
          project_id uuid primary key references projects(id) on delete cascade,
          stored_bytes bigint not null default 0,
          upload_bytes bigint not null default 0
        )`,
        sql`create table storage_user_totals (
          user_id uuid primary key references users(id) on delete cascade,
          uploads integer not null default 0
        )`,
        sql`insert into storage_project_totals (project_id, stored_bytes, upload_bytes)
          select id,
            (select coalesce(sum(file_size), 0) from storage_files f where f.project_id = p.id),
            (select coalesce(sum(file_size), 0) from storage_uploads u where u.project_id = p.id)
          from projects p`,
        sql`insert into storage_user_totals (user_id, uploads)
          select user_id, count(*) from storage_uploads where user_id is not null group by user_id`,
        // Decrements update the row alone: in a cascade the project or the user may be gone already.
        sql`create function count_storage_file() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            update storage_project_totals set stored_bytes = stored_bytes - old.file_size
              where project_id = old.project_id;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into storage_project_totals as t (project_id, stored_bytes) values (new.project_id, new.file_size)
              on conflict (project_id) do update set stored_bytes = t.stored_bytes + excluded.stored_bytes;
          end if;
          return null;
        end
        $$`,
        sql`create trigger storage_files_totals after insert or delete or update of project_id, file_size
          on storage_files for each row execute function count_storage_file()`,
        sql`create function count_storage_upload() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            update storage_project_totals set upload_bytes = upload_bytes - old.file_size
              where project_id = old.project_id;
            update storage_user_totals set uploads = uploads - 1 where user_id = old.user_id;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into storage_project_totals as t (project_id, upload_bytes) values (new.project_id, new.file_size)
              on conflict (project_id) do update set upload_bytes = t.upload_bytes + excluded.upload_bytes;
            if new.user_id is not null then
              insert into storage_user_totals as t (user_id, uploads) values (new.user_id, 1)
                on conflict (user_id) do update set uploads = t.uploads + 1;
            end if;
          end if;
          return null;
        end
        $$`,
        sql`create trigger storage_uploads_totals after insert or delete or update of project_id, user_id, file_size
          on storage_uploads for each row execute function count_storage_upload()`,
        // Each count starts from the account's memberships and looks rows up by index per project, whatever
        // the planner believes of a generic plan (PGlite has no statistics; a range on `expires_at` alone
        // was planned as a scan of every upload).
        sql`create function storage_used_bytes(owner uuid) returns bigint language sql stable as $$
          select coalesce(sum(t.stored_bytes), 0)::bigint
          from project_members m join storage_project_totals t on t.project_id = m.project_id
          where m.user_id = owner and m.role = 'OWNER'
        $$`,
        sql`create function storage_reserved_bytes(owner uuid, at timestamptz, except_upload uuid)
        returns bigint language sql stable as $$
          select (
            coalesce(sum(t.upload_bytes - expired.bytes - coalesce(own.bytes, 0)), 0)
          )::bigint
          from project_members m
          join storage_project_totals t on t.project_id = m.project_id
          cross join lateral (
            select coalesce(sum(u.file_size), 0) as bytes from storage_uploads u
            where u.project_id = m.project_id and u.expires_at <= at
          ) expired
          left join lateral (
            select u.file_size as bytes from storage_uploads u
            where u.id = except_upload and u.project_id = m.project_id and u.expires_at > at
          ) own on true
          where m.user_id = owner and m.role = 'OWNER'
        $$`,
        sql`create function reserve_storage_uploads(p_owner uuid, p_at timestamptz, p_uploads jsonb)
        returns table (file_id uuid, outcome text, first_expiry timestamptz) language plpgsql volatile as $$
        declare
          uploader uuid;
          upload record;
          pending integer;
        begin
          perform pg_advisory_xact_lock(hashtext(p_owner::text)) where p_owner is not null;
          for uploader in select distinct u.user_id from jsonb_to_recordset(p_uploads) as u(user_id uuid) order by 1 loop
            perform pg_advisory_xact_lock(hashtext('uploads:' || uploader::text));
          end loop;
          for upload in select * from jsonb_to_recordset(p_uploads) as u(
            id uuid, project_id uuid, user_id uuid, api_key_id uuid, folder_id uuid, file_name text, file_size bigint,
            content_type text, part_count integer, upload_id text, expires_at timestamptz, limit_bytes bigint,
            max_pending integer
          ) loop
            file_id := upload.id;
            first_expiry := null;
            select coalesce((select t.uploads from storage_user_totals t where t.user_id = upload.user_id), 0)
              - (select count(*) from storage_uploads s where s.user_id = upload.user_id and s.expires_at <= p_at)
              into pending;
            if pending >= upload.max_pending then
              outcome := 'TOO_MANY_PENDING';
              select min(s.expires_at) into first_expiry from storage_uploads s
                where s.user_id = upload.user_id and s.expires_at > p_at;
            elsif storage_used_bytes(p_owner) + storage_reserved_bytes(p_owner, p_at, null) + upload.file_size
                > upload.limit_bytes then
              outcome := 'OVER_QUOTA';
            else
              insert into storage_uploads (id, project_id, user_id, api_key_id, folder_id, file_name, file_size,
                content_type, part_count, upload_id, expires_at)
              values (upload.id, upload.project_id, upload.user_id, upload.api_key_id, upload.folder_id,
                upload.file_name, upload.file_size, upload.content_type, upload.part_count, upload.upload_id,
                upload.expires_at);
              outcome := 'RESERVED';
            end if;
            return next;
          end loop;
        end
        $$`,
      ])
        await statement.execute(db);
    },
  },
  // `POST /storage/upload-url` in one statement after the membership: the reservation also finds the project's
  // owner and their plan and checks the folder and the name, with the rules the API reads through the same
  // functions (`projectOwner`, `findLiveSubscription`, `folderChain`).
  '0025_storage_upload_checks': {
    async up(db) {
      for (const statement of [
        sql`create function project_owner(p_project uuid) returns uuid language sql stable as $$
          select m.user_id from project_members m where m.project_id = p_project and m.role = 'OWNER'
          order by m.joined_at limit 1
        $$`,
        // The latest subscription, unless it is cancelled or was cancelled and its period has ended.
        sql`create function live_subscription(p_user uuid, p_at timestamptz) returns setof subscriptions
        language sql stable as $$
          select s.* from (
            select * from subscriptions where user_id = p_user order by created_at desc limit 1
          ) s
          where s.status <> 'CANCELED' and (s.current_period_end > p_at or s.canceled_at is null)
        $$`,
        sql`create function storage_folder_chain(p_folder uuid) returns table (
          id uuid, project_id uuid, parent_id uuid, name text, password_hash text, is_system boolean,
          created_at timestamptz, depth integer
        ) language sql stable as $$
          with recursive chain as (
            select f.id, f.project_id, f.parent_id, f.name, f.password_hash, f.is_system, f.created_at, 0 as depth
            from storage_folders f where f.id = p_folder
            union all
            select p.id, p.project_id, p.parent_id, p.name, p.password_hash, p.is_system, p.created_at, c.depth + 1
            from storage_folders p join chain c on p.id = c.parent_id
          )
          select * from chain
        $$`,
        sql`drop function reserve_storage_uploads(uuid, timestamptz, jsonb)`,
        // One project's uploads, in order. A folder's password is checked by the API (argon2, per-caller
        // limits): an upload into a protected folder is answered FOLDER_LOCKED unless it comes `unlocked`.
        sql`create function reserve_storage_uploads(p_project uuid, p_at timestamptz, p_free_bytes bigint, p_uploads jsonb)
        returns table (file_id uuid, outcome text, first_expiry timestamptz) language plpgsql volatile as $$
        declare
          account uuid := project_owner(p_project);
          limit_bytes bigint;
          taken bigint;
          uploader uuid;
          upload record;
          pending integer;
        begin
          -- As storageLimitBytes: the plan's gigabytes, else the free storage.
          limit_bytes := coalesce(
            (select p.storage_gb::bigint * 1073741824 from live_subscription(account, p_at) s join plans p on p.id = s.plan_id),
            p_free_bytes);
          perform pg_advisory_xact_lock(hashtext(account::text)) where account is not null;
          for uploader in select distinct u.user_id from jsonb_to_recordset(p_uploads) as u(user_id uuid) order by 1 loop
            perform pg_advisory_xact_lock(hashtext('uploads:' || uploader::text));
          end loop;
          -- Counted once: under the account's lock only this statement adds to it (a concurrent deletion
          -- only frees bytes, seen by the next statement).
          taken := storage_used_bytes(account) + storage_reserved_bytes(account, p_at, null);
          for upload in select * from jsonb_to_recordset(p_uploads) as u(
            id uuid, user_id uuid, api_key_id uuid, folder_id uuid, file_name text, file_size bigint,
            content_type text, part_count integer, upload_id text, expires_at timestamptz, max_pending integer,
            unlocked boolean
          ) loop
            file_id := upload.id;
            first_expiry := null;
            if not exists (select from storage_folders f where f.id = upload.folder_id and f.project_id = p_project) then
              outcome := 'FOLDER_NOT_FOUND';
              return next;
              continue;
            end if;
            if not upload.unlocked
              and exists (select from storage_folder_chain(upload.folder_id) c where c.password_hash is not null) then
              outcome := 'FOLDER_LOCKED';
              return next;
              continue;
            end if;
            if exists (select from storage_files s where s.folder_id = upload.folder_id and s.file_name = upload.file_name) then
              outcome := 'NAME_TAKEN';
              return next;
              continue;
            end if;
            select coalesce((select t.uploads from storage_user_totals t where t.user_id = upload.user_id), 0)
              - (select count(*) from storage_uploads s where s.user_id = upload.user_id and s.expires_at <= p_at)
              into pending;
            if pending >= upload.max_pending then
              outcome := 'TOO_MANY_PENDING';
              select min(s.expires_at) into first_expiry from storage_uploads s
                where s.user_id = upload.user_id and s.expires_at > p_at;
            elsif taken + upload.file_size > limit_bytes then
              outcome := 'OVER_QUOTA';
            else
              insert into storage_uploads (id, project_id, user_id, api_key_id, folder_id, file_name, file_size,
                content_type, part_count, upload_id, expires_at)
              values (upload.id, p_project, upload.user_id, upload.api_key_id, upload.folder_id,
                upload.file_name, upload.file_size, upload.content_type, upload.part_count, upload.upload_id,
                upload.expires_at);
              taken := taken + upload.file_size;
              outcome := 'RESERVED';
            end if;
            return next;
          end loop;
        end
        $$`,
      ])
        await statement.execute(db);
    },
  },
  // The reservation's per-account look-ups as PL/pgSQL, the same queries: PostgreSQL (before 18) plans the
  // body of a `language sql` function at every call it cannot inline (a scalar function reading a table),
  // while PL/pgSQL keeps its statements' plans for the session. Planned anew, the owner, the stored and the
  // reserved bytes were 0.3 of the 0.6 ms one reservation statement took (28/11, bench/README.md).
  '0026_storage_lookups_kept_plans': {
    async up(db) {
      for (const statement of [
        sql`create or replace function project_owner(p_project uuid) returns uuid language plpgsql stable as $$
        begin
          return (select m.user_id from project_members m where m.project_id = p_project and m.role = 'OWNER'
            order by m.joined_at limit 1);
        end
        $$`,
        sql`create or replace function storage_used_bytes(owner uuid) returns bigint language plpgsql stable as $$
        begin
          return (select coalesce(sum(t.stored_bytes), 0)::bigint
            from project_members m join storage_project_totals t on t.project_id = m.project_id
            where m.user_id = owner and m.role = 'OWNER');
        end
        $$`,
        sql`create or replace function storage_reserved_bytes(owner uuid, at timestamptz, except_upload uuid)
        returns bigint language plpgsql stable as $$
        begin
          return (select coalesce(sum(t.upload_bytes - expired.bytes - coalesce(own.bytes, 0)), 0)::bigint
            from project_members m
            join storage_project_totals t on t.project_id = m.project_id
            cross join lateral (
              select coalesce(sum(u.file_size), 0) as bytes from storage_uploads u
              where u.project_id = m.project_id and u.expires_at <= at
            ) expired
            left join lateral (
              select u.file_size as bytes from storage_uploads u
              where u.id = except_upload and u.project_id = m.project_id and u.expires_at > at
            ) own on true
            where m.user_id = owner and m.role = 'OWNER');
        end
        $$`,
      ])
        await statement.execute(db);
    },
  },
  // `POST /storage/upload-url` in one statement: the reservation also checks the caller's membership and role
  // (the roles that may edit come from the SDK's matrix), finding a member's default project itself when the
  // call names none, so the membership is no longer a statement of its own for every upload.
  '0027_storage_upload_membership': {
    async up(db) {
      for (const statement of [
        sql`drop function reserve_storage_uploads(uuid, timestamptz, bigint, jsonb)`,
        // The uploads of one project, or (p_project null) of one member's default project, in order.
        sql`create function reserve_storage_uploads(p_project uuid, p_default_of uuid, p_roles text[],
          p_at timestamptz, p_free_bytes bigint, p_uploads jsonb)
        returns table (file_id uuid, outcome text, first_expiry timestamptz) language plpgsql volatile as $$
        declare
          project uuid := coalesce(p_project,
            (select m.project_id from project_members m where m.user_id = p_default_of and m.is_default));
          account uuid := project_owner(project);
          limit_bytes bigint;
          taken bigint;
          uploader uuid;
          upload record;
          -- A batch is mostly one uploader's files into one folder: the uploader's membership and pending
          -- count, and the folder's checks, are looked up when they change from the upload before.
          checked_user uuid;
          member_role text;
          pending integer;
          checked_folder uuid;
          checked_unlocked boolean;
          folder_refusal text;
        begin
          -- As storageLimitBytes: the plan's gigabytes, else the free storage.
          limit_bytes := coalesce(
            (select p.storage_gb::bigint * 1073741824 from live_subscription(account, p_at) s join plans p on p.id = s.plan_id),
            p_free_bytes);
          perform pg_advisory_xact_lock(hashtext(account::text)) where account is not null;
          for uploader in select distinct u.user_id from jsonb_to_recordset(p_uploads) as u(user_id uuid) order by 1 loop
            perform pg_advisory_xact_lock(hashtext('uploads:' || uploader::text));
          end loop;
          -- Counted once: under the account's lock only this statement adds to it (a concurrent deletion
          -- only frees bytes, seen by the next statement).
          taken := storage_used_bytes(account) + storage_reserved_bytes(account, p_at, null);
          for upload in select * from jsonb_to_recordset(p_uploads) as u(
            id uuid, user_id uuid, api_key_id uuid, folder_id uuid, file_name text, file_size bigint,
            content_type text, part_count integer, upload_id text, expires_at timestamptz, max_pending integer,
            unlocked boolean
          ) loop
            file_id := upload.id;
            first_expiry := null;
            if checked_user is distinct from upload.user_id then
              checked_user := upload.user_id;
              select m.role into member_role from project_members m
                where m.project_id = project and m.user_id = upload.user_id;
              -- Under the uploader's lock only this statement adds to it; its own inserts are counted below.
              select coalesce((select t.uploads from storage_user_totals t where t.user_id = upload.user_id), 0)
                - (select count(*) from storage_uploads s where s.user_id = upload.user_id and s.expires_at <= p_at)
                into pending;
            end if;
            if member_role is null then
              outcome := 'NOT_MEMBER';
              return next;
              continue;
            end if;
            if not member_role = any(p_roles) then
              outcome := 'FORBIDDEN';
              return next;
              continue;
            end if;
            if checked_folder is distinct from upload.folder_id or checked_unlocked is distinct from upload.unlocked then
              checked_folder := upload.folder_id;
              checked_unlocked := upload.unlocked;
              folder_refusal := case
                when not exists (select from storage_folders f where f.id = upload.folder_id and f.project_id = project)
                  then 'FOLDER_NOT_FOUND'
                when not upload.unlocked
                  and exists (select from storage_folder_chain(upload.folder_id) c where c.password_hash is not null)
                  then 'FOLDER_LOCKED'
              end;
            end if;
            if folder_refusal is not null then
              outcome := folder_refusal;
              return next;
              continue;
            end if;
            if exists (select from storage_files s where s.folder_id = upload.folder_id and s.file_name = upload.file_name) then
              outcome := 'NAME_TAKEN';
              return next;
              continue;
            end if;
            if pending >= upload.max_pending then
              outcome := 'TOO_MANY_PENDING';
              select min(s.expires_at) into first_expiry from storage_uploads s
                where s.user_id = upload.user_id and s.expires_at > p_at;
            elsif taken + upload.file_size > limit_bytes then
              outcome := 'OVER_QUOTA';
            else
              insert into storage_uploads (id, project_id, user_id, api_key_id, folder_id, file_name, file_size,
                content_type, part_count, upload_id, expires_at)
              values (upload.id, project, upload.user_id, upload.api_key_id, upload.folder_id,
                upload.file_name, upload.file_size, upload.content_type, upload.part_count, upload.upload_id,
                upload.expires_at);
              taken := taken + upload.file_size;
              pending := pending + 1;
              outcome := 'RESERVED';
            end if;
            return next;
          end loop;
        end
        $$`,
      ])
        await statement.execute(db);
    },
  },
  // How many posts each project has, kept as a running count so that `GET /posts` costs the same with ten
  // posts or a hundred thousand: counting them at every page was 10 ms at 100,000 (bench/README.md). Deferred
  // like the read versions (0023): the count's row is locked during the commit only, after every other row
  // the transaction wrote.
  '0028_project_post_counts': {
    async up(db) {
      for (const statement of [
        sql`create table project_post_counts (
          project_id uuid primary key references projects(id) on delete cascade,
          posts integer not null
        )`,
        sql`insert into project_post_counts (project_id, posts)
          select project_id, count(*) from posts group by project_id`,
        // A decrement updates the row alone: in a cascade the project may be gone already.
        sql`create function count_project_post() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            update project_post_counts set posts = posts - 1 where project_id = old.project_id;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into project_post_counts as t (project_id, posts)
              select new.project_id, 1 where exists (select from projects where id = new.project_id)
              on conflict (project_id) do update set posts = t.posts + 1;
          end if;
          return null;
        end
        $$`,
        sql`create constraint trigger posts_counted after insert or delete or update of project_id on posts
          deferrable initially deferred for each row execute function count_project_post()`,
      ])
        await statement.execute(db);
    },
  },
};

/** Provides the in-code migrations to Kysely's Migrator. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
