# Shared bring-up of ops/run, ops/test and ops/bench. Sourced, not run.
#
# PostgreSQL: DATABASE_SERVER_URL (or the server of DATABASE_URL) when set; else one already
# listening on 127.0.0.1:5432; else a project-local one under .data/ started from the system's
# binaries (installed with apt-get when missing and we may). Redis likewise with REDIS_URL,
# 127.0.0.1:6379, or .data/.

set -euo pipefail

STOPA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DATA_DIR="$STOPA_ROOT/.data"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/stopa-target}"
STARTED_PIDS=()
STARTED_PG_DIR=""
STARTED_REDIS_PIDFILE=""

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Runs a command as root: directly, or through sudo when available.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi
}

apt_install() {
  say "Installing Debian packages: $*"
  if [ -z "${STOPA_APT_UPDATED:-}" ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    export STOPA_APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# True when something answers on host:port.
port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# The toolchain pinned in rust-toolchain.toml, installed with rustup (rustup itself too, on a
# fresh machine, without a default toolchain: this tree's cargo is always the pinned one).
ensure_rust() {
  local pinned
  pinned="$(sed -n 's/^channel = "\(.*\)"$/\1/p' "$STOPA_ROOT/rust-toolchain.toml")"
  local bin="${CARGO_HOME:-$HOME/.cargo}/bin"
  if ! command -v rustup >/dev/null && [ -x "$bin/rustup" ]; then export PATH="$bin:$PATH"; fi
  if ! command -v rustup >/dev/null; then
    if command -v cargo >/dev/null; then
      # A Rust not managed by rustup (a distribution's): used as it is, when it is the pinned one.
      cargo --version | grep -q " $pinned " && return
      echo "cargo is not Rust $pinned (rust-toolchain.toml) and rustup is missing: install Rust with rustup (https://rustup.rs)" >&2
      exit 1
    fi
    command -v curl >/dev/null || apt_install curl ca-certificates
    say "Installing rustup"
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y -q --profile minimal --default-toolchain none
    export PATH="$bin:$PATH"
  fi
  # Reads rust-toolchain.toml: the channel, its components and profile; a no-op when installed.
  if [ "$(rustup component list --installed --toolchain "$pinned" 2>/dev/null | grep -cE '^(clippy|rustfmt)-')" -ne 2 ]; then
    say "Installing Rust $pinned"
    (cd "$STOPA_ROOT" && rustup toolchain install --no-self-update)
  fi
}

pg_bin_dir() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }; done
  return 1
}

# Sets DATABASE_SERVER_URL: the server, without a database name.
ensure_postgres() {
  if [ -n "${DATABASE_SERVER_URL:-}" ]; then return; fi
  if [ -n "${DATABASE_URL:-}" ]; then DATABASE_SERVER_URL="${DATABASE_URL%/*}"; return; fi
  if port_open 127.0.0.1 5432; then DATABASE_SERVER_URL="postgres://postgres@127.0.0.1:5432"; return; fi
  local port=55432 bin
  if port_open 127.0.0.1 $port; then DATABASE_SERVER_URL="postgres://postgres@127.0.0.1:$port"; return; fi
  bin="$(pg_bin_dir)" || { apt_install postgresql postgresql-contrib; bin="$(pg_bin_dir)"; }
  local dir="$DATA_DIR/postgres"
  mkdir -p "$DATA_DIR"
  local run=()
  if [ "$(id -u)" -eq 0 ]; then run=(runuser -u postgres --); fi
  if [ ! -s "$dir/PG_VERSION" ]; then
    say "Creating a local PostgreSQL cluster in $dir"
    mkdir -p "$dir"; [ ${#run[@]} -gt 0 ] && chown postgres "$dir"
    "${run[@]}" "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  say "Starting local PostgreSQL on 127.0.0.1:$port"
  "${run[@]}" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
    -o "-p $port -c listen_addresses=127.0.0.1 -k $dir" start >/dev/null
  STARTED_PG_DIR="$dir"
  DATABASE_SERVER_URL="postgres://postgres@127.0.0.1:$port"
}

ensure_redis() {
  if [ -n "${REDIS_URL:-}" ]; then return; fi
  if port_open 127.0.0.1 6379; then export REDIS_URL="redis://127.0.0.1:6379"; return; fi
  local port=56379
  if ! port_open 127.0.0.1 $port; then
    command -v redis-server >/dev/null || apt_install redis-server
    mkdir -p "$DATA_DIR/redis"
    say "Starting local Redis on 127.0.0.1:$port"
    # Persistence as production needs it: an append-only file fsynced every second, so a
    # restart keeps the queues (the worker's sweep re-queues what is lost anyway).
    redis-server --port $port --bind 127.0.0.1 --daemonize yes --save "" \
      --appendonly yes --appendfsync everysec \
      --dir "$DATA_DIR/redis" --pidfile "$DATA_DIR/redis/redis.pid" --logfile "$DATA_DIR/redis/redis.log"
    STARTED_REDIS_PIDFILE="$DATA_DIR/redis/redis.pid"
    for _ in $(seq 50); do port_open 127.0.0.1 $port && break; sleep 0.1; done
  fi
  export REDIS_URL="redis://127.0.0.1:$port"
}

# Stops what this script started.
stop_started() {
  local pid
  for pid in "${STARTED_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${STARTED_PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "$STARTED_REDIS_PIDFILE" ] && [ -s "$STARTED_REDIS_PIDFILE" ]; then
    kill "$(cat "$STARTED_REDIS_PIDFILE")" 2>/dev/null || true
  fi
  if [ -n "$STARTED_PG_DIR" ]; then
    local run=(); [ "$(id -u)" -eq 0 ] && run=(runuser -u postgres --)
    "${run[@]}" "$(pg_bin_dir)/pg_ctl" -D "$STARTED_PG_DIR" -m fast stop >/dev/null 2>&1 || true
  fi
}

ensure_node() {
  command -v npm >/dev/null || apt_install nodejs npm
}

# Installs the web app's packages when the lock file changed since the last install.
web_install() {
  ensure_node
  if [ ! -f web/node_modules/.package-lock.json ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
    say "Installing the web app's packages"
    (cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  fi
}

build_web() {
  web_install
  say "Building the web app"
  (cd web && npm run --silent build >/dev/null)
}

ensure_sqlx_cli() {
  if ! cargo sqlx --version 2>/dev/null | grep -q ' 0\.9\.0'; then
    say "Installing sqlx-cli 0.9.0"
    cargo install sqlx-cli --version 0.9.0 --no-default-features --features postgres,rustls --locked
  fi
}

# cargo-machete: the dependencies that no source file of their crate names (ops/test fails on any).
ensure_machete() {
  if ! cargo machete --version 2>/dev/null | grep -qx '0\.9\.2'; then
    say "Installing cargo-machete 0.9.2"
    cargo install --locked cargo-machete@0.9.2
  fi
}
