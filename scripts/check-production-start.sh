#!/usr/bin/env bash
# What a production host does (issue #16): a clean copy of the repository is built with the development
# tools, reinstalled without them (`npm ci --omit=dev`), then started with production settings. Checks that
# it starts and answers (the time is printed: a measurement, not a pass mark), loads no demo data, and never loads the seed command's code
# (every module the processes load is listed by scripts/trace-modules.js).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
data="$(mktemp -d)"
trap 'kill -- -"${pid:-0}" 2>/dev/null || true; rm -rf "$work" "$data"' EXIT

git clone -q "$repo" "$work/app"
cd "$work/app"
npm ci --no-audit --no-fund --loglevel=error
npm run build >/dev/null
npm ci --omit=dev --no-audit --no-fund --loglevel=error
if [ -e node_modules/vite ] || [ -e node_modules/tsx ]; then echo "the production install still holds development tools"; exit 1; fi

port=3917
trace="$work/loaded-modules.txt"

# Waits until the server started as $pid answers health (60 s at most, or until it exits, showing log $1).
wait_healthy() {
  until curl -sf "http://127.0.0.1:$port/api/v1/ready" >/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then cat "$1"; echo "npm start exited"; exit 1; fi
    if [ $(( ($(date +%s%N) - started) / 1000000 )) -gt 60000 ]; then cat "$1"; echo "no answer within 60 s"; exit 1; fi
    sleep 0.05
  done
}

started=$(date +%s%N)
setsid env NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR="$data" DATABASE_URL= SEED_DEMO=true \
  JWT_SECRET="$(head -c 32 /dev/urandom | base64)" NOTIFY_TRANSPORT=webhook SMS_WEBHOOK_URL=http://127.0.0.1:9/none SMS_WEBHOOK_SECRET=check-production-start-webhook-secret \
  LOG_LEVEL=warn TRACE_MODULES_FILE="$trace" NODE_OPTIONS="--import=$work/app/scripts/trace-modules.js" \
  npm start >"$work/start.log" 2>&1 &
pid=$!
wait_healthy "$work/start.log"
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))

products=$(curl -sf "http://127.0.0.1:$port/api/v1/marketplace/browse-products?limit=1" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).total))')
home=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
# The app's scripts leave as the build compressed them (decision 017): the bytes sent are the .br file's.
# awk reads the whole list: `head -1` would close the pipe under ls, which pipefail counts as a failure.
script=$(cd apps/web/dist && ls -S assets/*.js | awk 'NR == 1')
sent_br=$(curl -s -H 'Accept-Encoding: br' "http://127.0.0.1:$port/$script" | cmp -s - "apps/web/dist/$script.br" && echo yes || echo no)
server_modules=$(grep -c 'apps/api/dist/' "$trace" || true)
seed_modules=$(grep -E 'run-seed|/seed/' "$trace" || true)
echo "production start: answered after ${elapsed_ms} ms (first start, empty embedded database); home $home; $products public listings; ${server_modules} compiled server files loaded, seed files loaded: ${seed_modules:-none}; $script sent pre-compressed: $sent_br"

# The first start of an empty embedded database includes creating it; a restart is what an operator waits for.
kill -- -"$pid"; wait "$pid" 2>/dev/null || true
started=$(date +%s%N)
setsid env NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR="$data" DATABASE_URL= \
  JWT_SECRET="$(head -c 32 /dev/urandom | base64)" NOTIFY_TRANSPORT=webhook SMS_WEBHOOK_URL=http://127.0.0.1:9/none SMS_WEBHOOK_SECRET=check-production-start-webhook-secret \
  LOG_LEVEL=warn npm start >"$work/restart.log" 2>&1 &
pid=$!
wait_healthy "$work/restart.log"
restart_ms=$(( ($(date +%s%N) - started) / 1000000 ))
echo "production restart: answered after ${restart_ms} ms"

# Production proper runs on PostgreSQL: a fresh database, migrated by the first start, then a restart.
kill -- -"$pid"; wait "$pid" 2>/dev/null || true
pg_url="${PG_TEST_URL:-postgres://postgres@127.0.0.1:5432/test}"
pg_db="solar_prodcheck_$$"
pg_target="${pg_url%/*}/$pg_db"
if psql "$pg_url" -qc "create database $pg_db" >/dev/null 2>&1; then
  for run in first restart; do
    started=$(date +%s%N)
    setsid env NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR="$data/pg" DATABASE_URL="$pg_target" \
      JWT_SECRET="$(head -c 32 /dev/urandom | base64)" NOTIFY_TRANSPORT=webhook SMS_WEBHOOK_URL=http://127.0.0.1:9/none SMS_WEBHOOK_SECRET=check-production-start-webhook-secret \
      LOG_LEVEL=warn npm start >"$work/pg-$run.log" 2>&1 &
    pid=$!
    wait_healthy "$work/pg-$run.log"
    echo "production start on PostgreSQL ($run): answered after $(( ($(date +%s%N) - started) / 1000000 )) ms"
    kill -- -"$pid"; wait "$pid" 2>/dev/null || true
  done
  psql "$pg_url" -qc "drop database if exists $pg_db with (force)" >/dev/null
else
  echo "PostgreSQL did not answer at $pg_url: its start is not measured"
fi

status=0
[ "$home" = 200 ] || { echo "the home page answered $home"; status=1; }
[ "$products" = 0 ] || { echo "a production start loaded $products listings"; status=1; }
[ "$server_modules" -gt 0 ] || { echo "the module trace saw no compiled server file: the check cannot see what was loaded"; status=1; }
[ -z "$seed_modules" ] || { echo "a production start loaded seed code"; status=1; }
[ "$sent_br" = yes ] || { echo "$script was not sent as the build's brotli copy"; status=1; }
exit $status
