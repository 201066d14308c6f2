-- The translation glossary (issue 42): per organisation, terms never to translate (brand and product names) and
-- terms with a fixed translation per language. Machine translation passes the terms that occur in a text to the
-- model and checks its output against them (lib/translations/glossary/check.ts).

-- `translations` maps a locale to the term's fixed translation; a language without an entry keeps the term as it
-- is. A term is unique in its organisation whatever its case ("Acme" and "ACME" are one term).
create table public.translation_glossary_terms (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  term text not null check (term = btrim(term) and length(term) between 1 and 200),
  translations jsonb not null default '{}' check (jsonb_typeof(translations) = 'object'),
  note text check (length(note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index translation_glossary_terms_term_idx on public.translation_glossary_terms (organization_id, lower(term));

create trigger translation_glossary_terms_touch before update on public.translation_glossary_terms
  for each row execute function private.touch_updated_at();
create trigger translation_glossary_terms_keep_organization before update on public.translation_glossary_terms
  for each row when (old.organization_id is distinct from new.organization_id)
  execute function private.keep_organization();

-- Admins keep the glossary; editors read it (machine translation runs for them too, and must follow it).
select private.tenant_policies('public.translation_glossary_terms', null, 'admin');
create policy translation_glossary_terms_read_by_editor on public.translation_glossary_terms for select to authenticated
  using (organization_id = any ((select private.org_ids('editor'))::uuid[]));
