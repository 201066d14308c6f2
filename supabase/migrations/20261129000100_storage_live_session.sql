-- Storage obeys the live-session rule (issue 37): an access token outlives its logout until it expires, and the
-- app refuses its writes (private.session_is_live(), 20261123000100_tenant_integrity.sql), but Storage talks to
-- Postgres with the token's claims alone, so the policies on storage.objects must refuse it themselves.
-- Restrictive policies: every write policy on storage.objects, in any bucket, today's and any added later,
-- holds only for a live session. Reading public media needs no session.

create policy "storage: writes come from a live session"
  on storage.objects as restrictive for insert
  to authenticated
  with check ((select private.session_is_live()));

create policy "storage: replacements come from a live session"
  on storage.objects as restrictive for update
  to authenticated
  using ((select private.session_is_live()))
  with check ((select private.session_is_live()));

create policy "storage: removals come from a live session"
  on storage.objects as restrictive for delete
  to authenticated
  using ((select private.session_is_live()));
