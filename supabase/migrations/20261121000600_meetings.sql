-- Meetings: guest access by a private link, idempotent booking, one booking per slot, and the few things
-- a guest without an account may do through their link's token (000 §4 Booking status).

-- Only the SHA-256 of the link's token is stored: a database leak does not open anyone's meeting.
alter table public.bookings
  add column guest_token_hash text unique check (guest_token_hash ~ '^[0-9a-f]{64}$'),
  add column idempotency_key text check (length(idempotency_key) between 8 and 100),
  add constraint bookings_organization_idempotency_key unique (organization_id, idempotency_key);

-- Two live bookings can never start at the same moment of one organisation (cancelled ones free the slot).
-- Overlaps of different lengths are refused by private.create_booking below, under a per-organisation lock.
create unique index bookings_slot_key on public.bookings (organization_id, scheduled_at) where status <> 'cancelled';

-- The busy times of an organisation's calendar, without who booked them: the public booking page needs them.
create function private.taken_slots(p_organization_id uuid, p_from timestamptz, p_to timestamptz)
returns table (scheduled_at timestamptz, duration_minutes integer)
language sql
stable
security definer
set search_path = ''
as $$
  select b.scheduled_at, t.duration_minutes
    from public.bookings b
    join public.meeting_types t on t.id = b.meeting_type_id and t.organization_id = b.organization_id
   where b.organization_id = p_organization_id
     and b.status <> 'cancelled'
     and b.scheduled_at < p_to
     and b.scheduled_at + make_interval(mins => t.duration_minutes) > p_from
$$;
revoke all on function private.taken_slots(uuid, timestamptz, timestamptz) from public;
grant execute on function private.taken_slots(uuid, timestamptz, timestamptz) to anon, authenticated;

-- Books a slot for a visitor (signed in or not) and returns it. The same idempotency key returns the
-- first booking (created = false), so a double click or a retry makes one booking; a slot overlapping a live booking
-- raises 'slot_taken' (SQLSTATE P0409). The advisory lock serialises bookings of one organisation.
create function private.create_booking(
  p_organization_id uuid,
  p_meeting_type_id uuid,
  p_scheduled_at timestamptz,
  p_customer_name text,
  p_customer_email text,
  p_idempotency_key text,
  p_token_hash text
) returns table (id uuid, created boolean, status text, title text, customer_name text, scheduled_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_type public.meeting_types;
  v_existing public.bookings;
  v_row public.bookings;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(p_organization_id::text, 0));

  select * into v_existing from public.bookings b
   where b.organization_id = p_organization_id and b.idempotency_key = p_idempotency_key;
  if found then
    if v_existing.meeting_type_id <> p_meeting_type_id or v_existing.scheduled_at <> p_scheduled_at then
      raise exception 'idempotency_key_reused' using errcode = 'P0422';
    end if;
    return query select v_existing.id, false, v_existing.status, v_existing.title, v_existing.customer_name,
      v_existing.scheduled_at;
    return;
  end if;

  select * into v_type from public.meeting_types m
   where m.id = p_meeting_type_id and m.organization_id = p_organization_id and m.is_active;
  if not found then
    raise exception 'meeting_type_not_found' using errcode = 'P0404';
  end if;

  if exists (
    select 1 from private.taken_slots(p_organization_id, p_scheduled_at,
                                      p_scheduled_at + make_interval(mins => v_type.duration_minutes))
  ) then
    raise exception 'slot_taken' using errcode = 'P0409';
  end if;

  insert into public.bookings (organization_id, meeting_type_id, title, customer_name, customer_email,
                               customer_user_id, scheduled_at, status, guest_token_hash, idempotency_key)
  values (p_organization_id, p_meeting_type_id, v_type.name || ' – ' || p_customer_name, p_customer_name,
          p_customer_email, (select auth.uid()), p_scheduled_at, 'confirmed', p_token_hash, p_idempotency_key)
  returning * into v_row;
  return query select v_row.id, true, v_row.status, v_row.title, v_row.customer_name, v_row.scheduled_at;
end
$$;
revoke all on function private.create_booking(uuid, uuid, timestamptz, text, text, text, text) from public;
grant execute on function private.create_booking(uuid, uuid, timestamptz, text, text, text, text) to anon, authenticated;

-- The booking a link's token opens, and nothing else.
create function private.guest_booking(p_booking_id uuid, p_token_hash text)
returns setof public.bookings
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.bookings b where b.id = p_booking_id and b.guest_token_hash = p_token_hash
$$;
revoke all on function private.guest_booking(uuid, text) from public;
grant execute on function private.guest_booking(uuid, text) to anon, authenticated;

-- A guest's status change, applied only while the booking is still in the status the caller read
-- (two concurrent changes cannot both win). Guests can only wait, leave the waiting room, or end the
-- call; which change is allowed from which status is decided by lib/meetings/booking-status.ts.
create function private.guest_set_status(p_booking_id uuid, p_token_hash text, p_expected text, p_status text)
returns setof public.bookings
language sql
volatile
security definer
set search_path = ''
as $$
  update public.bookings b
     set status = p_status,
         waiting_since = case when p_status = 'waiting' then now() else null end
   where b.id = p_booking_id
     and b.guest_token_hash = p_token_hash
     and b.status = p_expected
     and p_status in ('waiting', 'confirmed', 'completed')
  returning b.*
$$;
revoke all on function private.guest_set_status(uuid, text, text, text) from public;
grant execute on function private.guest_set_status(uuid, text, text, text) to anon, authenticated;
