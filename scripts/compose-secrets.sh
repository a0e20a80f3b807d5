#!/bin/sh
# Makes the files compose.yaml mounts as secrets, once: random passwords and keys, and the two
# values only you know (SMTP_URL and nothing else) from the environment. Existing files are kept.
# Usage: SMTP_URL=smtps://user:pass@relay:465 ./scripts/compose-secrets.sh
set -eu
cd "$(dirname "$0")/.."
umask 077
mkdir -p secrets
make() { [ -s "secrets/$1" ] || printf '%s' "$2" > "secrets/$1"; }
rand() { openssl rand -base64 "$1" | tr -d '\n/+='; }
make postgres_password "$(rand 24)"
make database_url "postgresql://gameready:$(cat secrets/postgres_password)@postgres:5432/gameready"
make auth_secret "$(rand 48)"
make admin_access_key "$(rand 24)"
make metrics_token "$(rand 24)"
make minio_root_user "gameready-root"
make minio_root_password "$(rand 24)"
make s3_app_secret_key "$(rand 30)"
if [ ! -s secrets/smtp_url ]; then
  [ -n "${SMTP_URL:-}" ] || { echo "Set SMTP_URL (smtps://user:pass@relay:465) to make secrets/smtp_url" >&2; exit 64; }
  printf '%s' "$SMTP_URL" > secrets/smtp_url
fi
# The containers run as other users (node is uid 1000): they must read the files.
chmod 644 secrets/*
echo "secrets/ is ready: $(ls secrets | tr '\n' ' ')"
