#!/usr/bin/env bash
# The site's releases on a plain server (docs/deploying.md, "A plain server (nginx)"):
#
#   $RELEASE_ROOT/releases/<name>/out        the public site (nginx's root, through current)
#   $RELEASE_ROOT/releases/<name>/out-host   the build's nginx snippet (included through current)
#   $RELEASE_ROOT/current -> releases/<name>
#
# Usage: release.sh activate DIR   move a complete upload (DIR, on the same disk) into releases/, switch to it, keep the newest
#        release.sh rollback       switch back to the release before the current one
#        release.sh list           the releases, newest first, the current one marked
#
# Release names sort in time order (the deploy workflow names them <UTC time>-<commit>). The switch is
# a rename of a new symlink over `current` (rename(2) is atomic): every request finds either the old
# release or the new one, never none. nginx reads the snippet only when it loads its configuration,
# so each switch ends with RELOAD_COMMAND; if that fails, the previous release is switched back.
#
# Settings: RELEASE_ROOT (default /srv/liceo), KEEP_RELEASES (default 5, at least 2),
# RELOAD_COMMAND (default "sudo systemctl reload nginx"; empty: none).
set -euo pipefail

root="${RELEASE_ROOT:-/srv/liceo}"
keep="${KEEP_RELEASES:-5}"
reload="${RELOAD_COMMAND-sudo systemctl reload nginx}"
releases="$root/releases"
current="$root/current"

fail() {
  echo "release.sh: $*" >&2
  exit 1
}

if ! [[ "$keep" =~ ^[0-9]+$ ]] || ((keep < 2)); then
  fail "KEEP_RELEASES must be a whole number of at least 2 (found \"$keep\")"
fi
[ -d "$root" ] || fail "RELEASE_ROOT $root is not a folder"
mkdir -p "$releases"

# One switch at a time: two deploys finishing together would otherwise prune each other's release.
exec 9>"$root/.release.lock"
flock -w 60 9 || fail "another release.sh has held $root/.release.lock for a minute"

# The names in releases/, oldest first.
release_names() {
  find "$releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | LC_ALL=C sort
}

current_name() {
  if [ -L "$current" ]; then basename "$(readlink "$current")"; fi
}

# A build folder nginx can serve: the pages and the snippet the site file includes.
check_build() {
  local dir="$1"
  for file in out/index.html out/404.html out/_headers out-host/nginx.conf; do
    [ -f "$dir/$file" ] || fail "$dir is not a complete build: $file is missing"
  done
}

# Points `current` at releases/NAME by renaming a new symlink over it.
point_current_at() {
  local temporary="$root/.current.$$"
  ln -sfn "releases/$1" "$temporary"
  mv -T "$temporary" "$current"
}

# Switches to NAME and reloads nginx; on a failed reload, switches back to PREVIOUS (if any) and fails.
switch_to() {
  local name="$1" previous="$2"
  point_current_at "$name"
  if [ -n "$reload" ] && ! bash -c "$reload"; then
    if [ -n "$previous" ]; then
      point_current_at "$previous"
      bash -c "$reload" || true
    fi
    fail "\"$reload\" failed: $name is not live${previous:+; $previous is live again}"
  fi
  echo "live: $name${previous:+ (was $previous)}"
}

prune() {
  local live count excess
  live="$(current_name)"
  count="$(release_names | wc -l)"
  excess=$((count - keep))
  ((excess > 0)) || return 0
  release_names | head -n "$excess" | while read -r name; do
    if [ "$name" != "$live" ]; then
      rm -rf -- "${releases:?}/$name"
      echo "removed: $name"
    fi
  done
}

activate() {
  local dir name previous
  [ $# -eq 1 ] || fail "usage: release.sh activate DIR"
  dir="$(realpath -e -- "$1")" || fail "$1 does not exist"
  [ -d "$dir" ] || fail "$1 is not a folder"
  name="$(basename "$dir")"
  [[ "$name" =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]] || fail "\"$name\" is not a release name (letters, digits, . _ -)"
  check_build "$dir"
  previous="$(current_name)"
  if [ "$dir" != "$releases/$name" ]; then
    [ ! -e "$releases/$name" ] || fail "a release named $name exists already"
    mv -T -- "$dir" "$releases/$name"
  fi
  switch_to "$name" "$previous"
  prune
}

rollback() {
  local live earlier
  live="$(current_name)"
  [ -n "$live" ] || fail "$current is not a release yet: nothing to roll back"
  earlier="$(release_names | awk -v live="$live" '($0 "") < (live "")' | tail -n 1)"
  [ -n "$earlier" ] || fail "no release before $live is kept"
  check_build "$releases/$earlier"
  switch_to "$earlier" "$live"
}

list() {
  local live
  live="$(current_name)"
  release_names | sort -r | while read -r name; do
    if [ "$name" = "$live" ]; then echo "* $name"; else echo "  $name"; fi
  done
}

command="${1:-}"
shift || true
case "$command" in
  activate) activate "$@" ;;
  rollback) [ $# -eq 0 ] || fail "usage: release.sh rollback"; rollback ;;
  list) [ $# -eq 0 ] || fail "usage: release.sh list"; list ;;
  *) fail "usage: release.sh activate DIR | rollback | list" ;;
esac
