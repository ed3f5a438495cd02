-- An account's name follows its first and last name (issue 21): accounts whose names were changed before
-- kept their sign-up name, which clubs saw at the desk.
UPDATE "profiles" SET "name" = concat_ws(' ', "first_name", "last_name")
WHERE nullif(concat_ws(' ', "first_name", "last_name"), '') IS NOT NULL
  AND "name" <> concat_ws(' ', "first_name", "last_name");
