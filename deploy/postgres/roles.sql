-- compose.yaml's database (supabase/postgres) runs this once, when it creates its data folder, after the image's
-- own scripts have made Supabase's roles: Auth and Storage log in as their own roles, with the database's password,
-- as in Supabase's self-hosting (docker/volumes/db/roles.sql).
\set pgpass `echo "$PGPASSWORD"`

alter user supabase_auth_admin with password :'pgpass';
alter user supabase_storage_admin with password :'pgpass';
