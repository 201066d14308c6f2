-- Creating a site: one transaction makes the organisation, its settings and the creator's owner membership,
-- and for a template a deep copy of a demo site's content with new ids. Called by POST /api/sites as the
-- signed-in person; the route checks the name and the rate limit first, the database the rest.

-- The content a template copy takes, parents before the rows that reference them. Visitors' and customers'
-- rows (bookings, baskets, consent records, tickets) and the history stay with the source.
create function private.site_content_tables() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'assistant_settings', 'media', 'media_files', 'metrics', 'template_sections', 'template_section_metrics',
    'heading_sections', 'heroes', 'blog_posts', 'page_layouts', 'page_layout_items', 'menu_items', 'submenu_items',
    'banners', 'products', 'pricing_plans', 'features', 'faqs', 'cookie_categories', 'cookie_services', 'meeting_types'
  ]
$$;
revoke all on function private.site_content_tables() from public;

-- Copies `source`'s content into `target`: every row gets a new id, and every id of the source that a row
-- names (foreign keys, ids inside JSON, the organisation's id in its media paths) is replaced by its new one.
-- The replacement works on the rows' JSON text: ids are uuids, which no other text can contain by accident.
create function private.copy_site_content(source uuid, target uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  tbl text;
  cols text;
  rows_json text;
  pair record;
begin
  create temporary table site_copy_ids (old_id text primary key, new_id text not null) on commit drop;
  insert into site_copy_ids values (source::text, target::text);
  foreach tbl in array private.site_content_tables() loop
    if exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = tbl and c.column_name = 'id') then
      execute format('insert into site_copy_ids select id::text, gen_random_uuid()::text from public.%I where organization_id = $1', tbl)
        using source;
    end if;
  end loop;

  foreach tbl in array private.site_content_tables() loop
    execute format('select jsonb_agg(to_jsonb(t))::text from public.%I t where t.organization_id = $1', tbl) into rows_json using source;
    continue when rows_json is null;
    for pair in select * from site_copy_ids loop
      rows_json := replace(rows_json, pair.old_id, pair.new_id);
    end loop;
    select string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) into cols
      from information_schema.columns c
     where c.table_schema = 'public' and c.table_name = tbl and c.is_generated = 'NEVER' and c.is_identity = 'NO';
    execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_recordset(null::public.%1$I, $1::jsonb)', tbl, cols)
      using rows_json;
  end loop;
  drop table site_copy_ids;
end
$$;
revoke all on function private.copy_site_content(uuid, uuid) from public;

-- The new site of the signed-in person, who becomes its owner; `template` (a demo organisation) or null for an
-- empty site. Answers the new organisation's id. A taken host is a unique violation (23505).
create function private.create_site(
  p_name text,
  p_host text,
  p_local_host text,
  p_language text,
  p_template uuid
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_org uuid := gen_random_uuid();
  v_type text := 'general';
begin
  if v_user is null then
    raise exception 'only a signed-in person creates a site' using errcode = '42501';
  end if;
  -- Five new sites a day per account; only sites made count, not refused attempts.
  if (select count(*) from public.organizations o join public.memberships m on m.organization_id = o.id
       where m.user_id = v_user and m.role = 'owner' and o.created_at > now() - interval '1 day') >= 5 then
    raise exception 'five sites a day' using errcode = 'P0429';
  end if;
  if p_template is not null then
    select o.type into v_type from public.organizations o where o.id = p_template;
    if not found then
      raise exception 'no such template' using errcode = '22023';
    end if;
  end if;
  insert into public.organizations (id, name, base_url, base_url_local, type)
  values (v_org, btrim(p_name), p_host, p_local_host, v_type);

  if p_template is null then
    insert into public.settings (organization_id, site, language, supported_locales)
    values (v_org, btrim(p_name), p_language, array[p_language]);
  else
    -- The template's look and languages, in the language the person chose as the default.
    insert into public.settings
    select (jsonb_populate_record(null::public.settings,
             to_jsonb(s) || jsonb_build_object(
               'organization_id', v_org,
               'site', btrim(p_name),
               'language', p_language,
               'supported_locales', to_jsonb(array(select distinct unnest(s.supported_locales || array[p_language]))),
               'created_at', now(), 'updated_at', now()))).*
      from public.settings s where s.organization_id = p_template;
    perform private.copy_site_content(p_template, v_org);
  end if;

  insert into public.memberships (organization_id, user_id, role) values (v_org, v_user, 'owner');
  -- Someone who signed up on the console has no profile yet: the team list shows at least their address.
  insert into public.profiles (id, email) select u.id, u.email from auth.users u where u.id = v_user on conflict (id) do nothing;
  return v_org;
end
$$;
revoke all on function private.create_site(text, text, text, text, uuid) from public;
grant execute on function private.create_site(text, text, text, text, uuid) to authenticated;

-- The media files of a site, for the copy's files (storage.objects is read past its policies here).
create function private.site_media_names(p_org uuid) returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o where o.bucket_id = 'media' and o.name like p_org::text || '/%'
$$;
revoke all on function private.site_media_names(uuid) from public;
grant execute on function private.site_media_names(uuid) to authenticated;
