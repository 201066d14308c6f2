-- Deleting a site: only its owners, in one statement; every tenant table goes with it (on delete cascade), and
-- the server removes its Storage folder first (lib/sites/delete.ts). P0002 for anyone who is not an owner.
create function private.delete_site(p_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.member_role(p_id) is distinct from 'owner' then
    raise exception 'no site of the caller''s to delete' using errcode = 'P0002';
  end if;
  delete from public.organizations where id = p_id;
end
$$;
revoke all on function private.delete_site(uuid) from public;
grant execute on function private.delete_site(uuid) to authenticated;
