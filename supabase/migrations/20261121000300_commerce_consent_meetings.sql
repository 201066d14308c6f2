-- Cookie consent, the shop (products, plans, features, FAQs, baskets), meetings and the media library.

create table public.cookie_categories (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  name_translation jsonb not null default '{}' check (jsonb_typeof(name_translation) = 'object'),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  "order" integer not null default 0,
  -- The essential category (name compared case-insensitively) is locked on in the consent dialog.
  is_essential boolean not null generated always as (lower(name) = 'essential') stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cookie_categories_id_organization_key unique (id, organization_id)
);
create index cookie_categories_organization_id_idx on public.cookie_categories (organization_id);

create table public.cookie_services (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  category_id uuid not null,
  name text not null check (btrim(name) <> ''),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (category_id, organization_id)
    references public.cookie_categories (id, organization_id) on delete cascade
);
create index cookie_services_organization_id_idx on public.cookie_services (organization_id);
create index cookie_services_category_idx on public.cookie_services (category_id, organization_id);

-- An append-only record of each consent choice (visitors consent before signing in: user_id null).
create table public.cookie_consent_records (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  consent_given boolean not null,
  services uuid[] not null default '{}' check (array_position(services, null) is null),
  user_id uuid references auth.users (id) on delete set null,
  visitor_id uuid,
  created_at timestamptz not null default now()
);
create index cookie_consent_records_organization_id_idx on public.cookie_consent_records (organization_id);
create index cookie_consent_records_user_id_idx on public.cookie_consent_records (user_id);

create table public.products (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  name_translation jsonb not null default '{}' check (jsonb_typeof(name_translation) = 'object'),
  slug text check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  image text,
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_id_organization_key unique (id, organization_id),
  constraint products_organization_slug_key unique (organization_id, slug)
);

create table public.pricing_plans (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  product_id uuid,
  name text not null check (btrim(name) <> ''),
  name_translation jsonb not null default '{}' check (jsonb_typeof(name_translation) = 'object'),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  -- Minor units (cents): the basket shows price * quantity / 100.
  price integer not null check (price >= 0),
  is_promotion boolean not null default false,
  promotion_price integer check (promotion_price >= 0),
  currency_symbol text not null default '$',
  -- Null for a one-off purchase.
  recurring_interval text check (recurring_interval in ('month', 'year')),
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pricing_plans_id_organization_key unique (id, organization_id),
  constraint pricing_plans_promotion_price check (not is_promotion or promotion_price is not null),
  -- Deleting a product keeps its plans, detached (column list: PostgreSQL 15+).
  foreign key (product_id, organization_id)
    references public.products (id, organization_id) on delete set null (product_id)
);
create index pricing_plans_organization_id_idx on public.pricing_plans (organization_id);
create index pricing_plans_product_idx on public.pricing_plans (product_id, organization_id);

create table public.features (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  name_translation jsonb not null default '{}' check (jsonb_typeof(name_translation) = 'object'),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  icon_name text,
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index features_organization_id_idx on public.features (organization_id);

create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  question text not null check (btrim(question) <> ''),
  answer text not null,
  question_translation jsonb not null default '{}' check (jsonb_typeof(question_translation) = 'object'),
  answer_translation jsonb not null default '{}' check (jsonb_typeof(answer_translation) = 'object'),
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index faqs_organization_id_idx on public.faqs (organization_id);

create table public.meeting_types (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  name_translation jsonb not null default '{}' check (jsonb_typeof(name_translation) = 'object'),
  description text,
  description_translation jsonb not null default '{}' check (jsonb_typeof(description_translation) = 'object'),
  duration_minutes integer not null check (duration_minutes > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint meeting_types_id_organization_key unique (id, organization_id)
);
create index meeting_types_organization_id_idx on public.meeting_types (organization_id);

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- No cascade: a meeting type with bookings is deactivated (is_active), not deleted.
  meeting_type_id uuid not null,
  title text not null,
  customer_name text not null,
  customer_email text,
  customer_user_id uuid references auth.users (id) on delete set null,
  host_user_id uuid references auth.users (id) on delete set null,
  scheduled_at timestamptz not null,
  status text not null default 'confirmed'
    check (status in ('waiting', 'confirmed', 'scheduled', 'in_progress', 'completed', 'cancelled')),
  waiting_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_waiting_since check (status <> 'waiting' or waiting_since is not null),
  foreign key (meeting_type_id, organization_id) references public.meeting_types (id, organization_id)
);
create index bookings_organization_id_idx on public.bookings (organization_id, scheduled_at);
create index bookings_meeting_type_idx on public.bookings (meeting_type_id, organization_id);
create index bookings_customer_user_id_idx on public.bookings (customer_user_id);
create index bookings_host_user_id_idx on public.bookings (host_user_id);

create table public.media (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null default 'image' check (kind in ('image', 'video')),
  url text not null check (btrim(url) <> ''),
  alt text,
  title text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_organization_id_idx on public.media (organization_id);

create table public.basket_items (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  pricing_plan_id uuid not null,
  quantity integer not null default 1 check (quantity > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint basket_items_user_plan_key unique (user_id, pricing_plan_id),
  foreign key (pricing_plan_id, organization_id)
    references public.pricing_plans (id, organization_id) on delete cascade
);
create index basket_items_organization_id_idx on public.basket_items (organization_id);
create index basket_items_plan_idx on public.basket_items (pricing_plan_id, organization_id);

create trigger cookie_categories_touch before update on public.cookie_categories
  for each row execute function private.touch_updated_at();
create trigger cookie_services_touch before update on public.cookie_services
  for each row execute function private.touch_updated_at();
create trigger products_touch before update on public.products
  for each row execute function private.touch_updated_at();
create trigger pricing_plans_touch before update on public.pricing_plans
  for each row execute function private.touch_updated_at();
create trigger features_touch before update on public.features
  for each row execute function private.touch_updated_at();
create trigger faqs_touch before update on public.faqs
  for each row execute function private.touch_updated_at();
create trigger meeting_types_touch before update on public.meeting_types
  for each row execute function private.touch_updated_at();
create trigger bookings_touch before update on public.bookings
  for each row execute function private.touch_updated_at();
create trigger media_touch before update on public.media
  for each row execute function private.touch_updated_at();
create trigger basket_items_touch before update on public.basket_items
  for each row execute function private.touch_updated_at();

select private.create_tenant_policies('public.cookie_categories', 'true');
select private.create_tenant_policies('public.cookie_services', 'active');
select private.create_tenant_policies('public.products', 'true');
select private.create_tenant_policies('public.pricing_plans', 'true');
select private.create_tenant_policies('public.features', 'true');
select private.create_tenant_policies('public.faqs', 'true');
select private.create_tenant_policies('public.meeting_types', 'is_active');
select private.create_tenant_policies('public.media', null);

-- Consent records are insert-only: anyone records a choice for themselves (visitors with user_id null),
-- a signed-in user reads their own, admins read their organisation's. No update or delete policies.
select private.create_tenant_policies('public.cookie_consent_records', null, '{}');
create policy cookie_consent_records_insert on public.cookie_consent_records for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy cookie_consent_records_own_read on public.cookie_consent_records for select to authenticated
  using (user_id = (select auth.uid()));

-- Bookings: admins manage their organisation's; the customer reads their own; the host reads and
-- updates the ones they host (admitting a guest, completing the call) but cannot hand them on.
select private.create_tenant_policies('public.bookings', null);
create policy bookings_participant_read on public.bookings for select to authenticated
  using (customer_user_id = (select auth.uid()) or host_user_id = (select auth.uid()));
create policy bookings_host_update on public.bookings for update to authenticated
  using (host_user_id = (select auth.uid()))
  with check (host_user_id = (select auth.uid()));

-- Baskets are personal: each signed-in user manages their own lines; admins see their organisation's.
select private.create_tenant_policies('public.basket_items', null);
create policy basket_items_own on public.basket_items for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
