#!/bin/sh
# Runs the whole test suite of one build preset (default asan) the way CI does: a private D-Bus
# session with a fresh, unlocked Secret Service keyring of its own, and Qt's offscreen platform
# for widget tests. Further arguments go to ctest, e.g. -R tst_session.
set -eu
preset=${1:-asan}
[ $# -gt 0 ] && shift
cd "$(dirname "$0")/.."
# Inside this wrapper a missing keyring is a failure, not a reason to skip.
export VMRAY_REQUIRE_KEYRING=1
keyring_home=$(mktemp -d)
trap 'rm -rf "$keyring_home"' EXIT
dbus-run-session -- sh -c '
    printf "%s" "vmray-test-keyring" |
        XDG_DATA_HOME="$2" gnome-keyring-daemon --unlock --components=secrets >/dev/null
    preset=$1 && shift 2
    ctest --preset "$preset" "$@"
' sh "$preset" "$keyring_home" "$@"
