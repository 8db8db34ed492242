#!/bin/sh
# Builds the Debian package and the tarball of vmray-console from the package preset (Release,
# hardened, binaries stripped) in build/package, and prints where they are and their sizes.
# Further arguments go to the configure step, e.g. -DCMAKE_CXX_COMPILER_LAUNCHER=ccache.
set -eu
cd "$(dirname "$0")/.."
cmake --preset package "$@"
cmake --build --preset package
cd build/package
log=$(mktemp)
trap 'rm -f "$log"' EXIT
cpack -G "DEB;TGZ" >"$log" 2>&1 || { cat "$log"; exit 1; }
cat "$log"
echo
echo "Packages:"
sed -n 's/^CPack: - package: \(.*\) generated\.$/\1/p' "$log" | while read -r package; do
    printf '  %s  %s\n' "$package" "$(du -h "$package" | cut -f1)"
done
