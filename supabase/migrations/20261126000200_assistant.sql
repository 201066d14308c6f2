-- The help-centre AI assistant (issue 17): its settings per organisation, and the questions visitors ask it,
-- so the admins see those without a good answer (the help centre's to-do list).

-- One row per organisation; no row means the defaults below. Anyone reads it (the widget shows the name and
-- greeting, the ask endpoint checks is_enabled and sources); the organisation's admins write it.
create table public.assistant_settings (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  name text not null default 'Assistant' check (btrim(name) <> '' and char_length(name) <= 80),
  greeting text check (char_length(greeting) <= 500),
  is_enabled boolean not null default true,
  sources text[] not null default array['faq', 'knowledge_base', 'help_center']
    check (sources <@ array['faq', 'knowledge_base', 'help_center']),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger assistant_settings_keep_organization before update on public.assistant_settings
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

create trigger assistant_settings_touch before update on public.assistant_settings
  for each row execute function private.touch_updated_at();

select private.create_tenant_policies('public.assistant_settings', 'true');

-- Every question asked, with whether a good answer was found. visitor_key is a hash of the asker's user id,
-- never an address. Only the organisation's admins read (and may clear) them; rows are written by
-- private.log_assistant_question alone, so nobody reads back or forges another visitor's entries.
create table public.assistant_questions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  locale text not null check (locale in ('en', 'es', 'fr', 'de', 'ru', 'it', 'pt', 'pl', 'zh', 'ja', 'nl')),
  question text not null check (btrim(question) <> '' and char_length(question) <= 2000),
  answered boolean not null,
  answer text,
  sources jsonb not null default '[]' check (jsonb_typeof(sources) = 'array'),
  visitor_key text,
  created_at timestamptz not null default now()
);
create index assistant_questions_unanswered_idx on public.assistant_questions (organization_id, created_at desc)
  where not answered;

create trigger assistant_questions_keep_organization before update on public.assistant_questions
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

select private.create_tenant_policies('public.assistant_questions', null, array['delete']);

-- The ask endpoint's log, callable by any session (the endpoint has checked who may ask and how often).
create function private.log_assistant_question(
  p_organization_id uuid,
  p_locale text,
  p_question text,
  p_answered boolean,
  p_answer text,
  p_sources jsonb,
  p_visitor_key text
) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.assistant_questions (organization_id, locale, question, answered, answer, sources, visitor_key)
  values (p_organization_id, p_locale, p_question, p_answered, p_answer, p_sources, p_visitor_key)
$$;
revoke all on function private.log_assistant_question(uuid, text, text, boolean, text, jsonb, text) from public;
grant execute on function private.log_assistant_question(uuid, text, text, boolean, text, jsonb, text) to anon, authenticated;
