-- Site shell: a visitor's last cookie choice, read back by the consent endpoint.

-- Consent records are insert-only and anon cannot read them (RLS), yet a visitor who has not signed
-- in must get their own last choice back. The visitor id comes from an httpOnly cookie the server set,
-- so the function answers only for that id, within one organisation, and returns only the services.
create function private.visitor_last_consent(p_organization_id uuid, p_visitor_id uuid)
returns table (consent_given boolean, services uuid[])
language sql
stable
security definer
set search_path = ''
as $$
  select r.consent_given, r.services
    from public.cookie_consent_records r
   where r.organization_id = p_organization_id and r.visitor_id = p_visitor_id
   order by r.created_at desc, r.id desc
   limit 1
$$;
revoke all on function private.visitor_last_consent(uuid, uuid) from public;
grant execute on function private.visitor_last_consent(uuid, uuid) to anon, authenticated;

create index cookie_consent_records_visitor_idx on public.cookie_consent_records (organization_id, visitor_id, created_at desc)
  where visitor_id is not null;
