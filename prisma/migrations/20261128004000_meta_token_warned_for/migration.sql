-- One e-mail per Meta token a week before it expires (issue 30): the expiry it was sent for.
ALTER TABLE "profiles" ADD COLUMN "meta_token_warned_for" TIMESTAMP(3);
