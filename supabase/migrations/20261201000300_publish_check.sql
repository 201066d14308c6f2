-- The check before publishing (issue 40): a broken internal link is an error that stops a change set from being
-- published unless an admin gives a reason to publish anyway. The reason is kept with the set: given when the
-- set is scheduled (the job publishes with it), and recorded when the set is published over errors.
alter table public.change_sets add column override_reason text
  constraint change_sets_override_reason_length check (override_reason is null or length(override_reason) between 1 and 500);
