#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for the database tests.
# Sourced by .ci/run (`source .ci/postgres.sh`): it exports POKERFLOOR_PG_URL.
# Can also be run by hand: `source .ci/postgres.sh` in a developer shell.
#   - installs PostgreSQL with apt-get when no server binaries are found
#   - initdb a data dir under /tmp as the postgres user (trust auth on loopback only)
#   - starts it on a free port, creates the database `pokerfloor_test`
# The server runs for the rest of the CI run and is stopped (its data dir removed) when the
# run ends: on exit, Ctrl+C or TERM by a trap, and by a watchdog when the run is killed
# outright (kill -9 leaves no trap to run).

_pf_pg_setup() {
  local bindir="" d port datadir
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && bindir="$d"
  done
  if [ -z "$bindir" ]; then
    local SUDO=""
    [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq || return 1
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null || return 1
    for d in /usr/lib/postgresql/*/bin; do
      [ -x "$d/initdb" ] && bindir="$d"
    done
    [ -n "$bindir" ] || { echo "postgres.sh: initdb not found after install" >&2; return 1; }
  fi
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home /tmp postgres || return 1
    _pf_sudo_pg() { runuser -u postgres -- "$@"; }
  else
    _pf_sudo_pg() { "$@"; }   # not root: run the server as ourselves
  fi
  port="${POKERFLOOR_PG_PORT:-}"
  if [ -z "$port" ]; then
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  fi
  datadir=$(mktemp -d /tmp/pokerfloor-pg.XXXXXX) || return 1
  chmod 700 "$datadir"
  [ "$(id -u)" = 0 ] && chown postgres "$datadir"
  _pf_sudo_pg "$bindir/initdb" -D "$datadir" -U postgres -A trust --no-sync -E UTF8 >/dev/null \
    || { echo "postgres.sh: initdb failed" >&2; return 1; }
  _pf_sudo_pg "$bindir/pg_ctl" -D "$datadir" -l "$datadir/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $datadir -F" start >/dev/null \
    || { echo "postgres.sh: server did not start" >&2; cat "$datadir/server.log" >&2; return 1; }
  _pf_sudo_pg "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres pokerfloor_test \
    || { echo "postgres.sh: createdb failed" >&2; return 1; }
  export POKERFLOOR_PG_URL="postgresql+psycopg://postgres@127.0.0.1:$port/pokerfloor_test"
  export POKERFLOOR_PG_DATADIR="$datadir"
  _pf_pg_stop_cmd="$bindir/pg_ctl -D $datadir -m fast stop"
  [ "$(id -u)" = 0 ] && _pf_pg_stop_cmd="runuser -u postgres -- $_pf_pg_stop_cmd"
  # The watchdog, in a session of its own so that killing the run's process group spares it:
  # once the shell that started the server is gone, it stops the server.
  # shellcheck disable=SC2086
  setsid bash -c 'owner=$1 data=$2; shift 2
    while kill -0 "$owner" 2>/dev/null; do sleep 2; done
    "$@" >/dev/null 2>&1; rm -rf "$data"' pokerfloor-pg-watchdog "$$" "$datadir" \
    $_pf_pg_stop_cmd </dev/null >/dev/null 2>&1 &
  echo "postgres.sh: PostgreSQL ready at $POKERFLOOR_PG_URL (data in $datadir)"
}

# Stop the server and remove its data (the trap of .ci/run calls it; safe to call twice).
pf_pg_stop() {
  [ -n "${_pf_pg_stop_cmd:-}" ] || return 0
  $_pf_pg_stop_cmd >/dev/null 2>&1 || true
  rm -rf "${POKERFLOOR_PG_DATADIR:-/nonexistent-pokerfloor-pg}"
  _pf_pg_stop_cmd=""
}

_pf_pg_setup
