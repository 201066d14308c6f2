-- Registration on a site, for an address that may already have an account on the platform (issue 39, visitors on
-- several sites). Spec 000's "email exists" answer is for this site's own people only; an account on other sites
-- only is none of this site's business, so its registration answers as a new one does.

-- What registering `p_email` on `p_organization_id` meets: 'member' (a confirmed account with a membership on this
-- site, any role), 'elsewhere' (a confirmed account without one), 'new' (no account, or an unconfirmed one, whose
-- sign-up Auth answers by sending its confirmation again). Asked by POST /api/register before anyone signs in.
create function private.registration_status(p_organization_id uuid, p_email text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
           when u.id is null then 'new'
           when exists (select 1 from public.memberships m where m.organization_id = p_organization_id and m.user_id = u.id) then 'member'
           else 'elsewhere'
         end
    from (select 1) as asked
    left join lateral (
      select a.id from auth.users a
       where lower(a.email) = lower(btrim(p_email)) and a.deleted_at is null and a.email_confirmed_at is not null
       limit 1
    ) as u on true
$$;
revoke all on function private.registration_status(uuid, text) from public;
grant execute on function private.registration_status(uuid, text) to anon;
