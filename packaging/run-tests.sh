#!/bin/sh
# Runs the whole test suite of one build preset (default asan) the way CI does: a private D-Bus
# session with an unlocked Secret Service keyring, and Qt's offscreen platform for widget tests.
set -eu
preset=${1:-asan}
cd "$(dirname "$0")/.."
exec dbus-run-session -- sh -c '
    printf "%s" "vmray-test-keyring" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    ctest --preset "$1"
' sh "$preset"
