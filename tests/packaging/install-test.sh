# Install test of the Debian package: builds it from the package preset, installs it into an empty
# root with dpkg and checks that its Depends cover every library, that the programs run from
# there, and that the desktop files, icons, man pages and Debian documents are in place.
# Usage: install-test.sh SOURCE_DIR PACKAGE_TREE VERSION [COMPILER_LAUNCHER]
set -euo pipefail
source_dir=$1
tree=$2
version=$3
launcher=${4:-}
app_id=com.broadcom.vmray.Console
# dpkg and ldconfig live in the sbin folders, which a user's PATH may lack.
export PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin"
# The installed programs read no settings of the user running the test (a stored language).
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}
pass() { echo "ok: $*"; }

# --- Build the package. The tree is kept, so a second run only rebuilds what changed.
configure=(cmake --preset package -B "$tree" -S "$source_dir")
[ -n "$launcher" ] && configure+=("-DCMAKE_CXX_COMPILER_LAUNCHER=$launcher")
(cd "$source_dir" && "${configure[@]}") >"$tree.configure.log" 2>&1 ||
    { cat "$tree.configure.log"; exit 1; }
nice -n 10 cmake --build "$tree" -j2 >"$tree.build.log" 2>&1 || { tail -50 "$tree.build.log"; exit 1; }
rm -f "$tree"/vmray-console_*.deb
(cd "$tree" && cpack -G DEB) >"$tree.cpack.log" 2>&1 || { cat "$tree.cpack.log"; exit 1; }
deb=$(ls "$tree"/vmray-console_"$version"-*.deb)
echo "package: $deb ($(du -h "$deb" | cut -f1))"

# --- Install it into a fresh, empty root: only what dpkg itself needs is made.
root=$(mktemp -d)
trap 'rm -rf "$root" "$XDG_CONFIG_HOME"' EXIT
admin=$root/var/lib/dpkg
mkdir -p "$admin/info" "$admin/updates" "$admin/triggers" "$admin/alternatives"
touch "$admin/status" "$admin/available"
# Its dependencies are the host's, not the root's: dpkg is told to go on without them.
dpkg --root="$root" --log=/dev/null --force-depends --force-not-root -i "$deb" \
    >"$tree.dpkg.log" 2>&1 || { cat "$tree.dpkg.log"; echo "FAIL: dpkg could not install $deb"; exit 1; }
pass "installed into an empty root"

# --- (a) Every library the programs need comes from a package the .deb depends on.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
depended=" $(echo "$depends" | tr ',|' '\n' | sed 's/(.*)//; s/:.*//; s/[[:space:]]//g' | tr '\n' ' ') "
owner_of() {
    local path=$1 other
    case $path in
    /usr/*) other=${path#/usr} ;;
    *) other=/usr$path ;;
    esac
    # usrmerge: a file may be registered under /lib or /usr/lib.
    { dpkg -S "$path" 2>/dev/null || dpkg -S "$other" 2>/dev/null || true; } | sed -n '1s/:.*//p'
}
for program in vmray-console vmray-supervisor-emulator; do
    binary=$root/usr/bin/$program
    [ -x "$binary" ] || { fail "$program is not installed in /usr/bin"; continue; }
    for library in $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        path=$(ldconfig -p | awk -v lib="$library" -v arch="/$multiarch/" \
            '$1 == lib && index($NF, arch) && !found { print $NF; found = 1 }')
        [ -n "$path" ] || { fail "$program needs $library, which the host does not have"; continue; }
        owner=$(owner_of "$path")
        if [ -z "$owner" ]; then
            fail "$program needs $library ($path), which no package provides"
        elif [[ $depended == *" $owner "* ]]; then
            pass "$program: $library from $owner, a dependency"
        else
            fail "$program needs $library from $owner, which Depends does not name"
        fi
    done
    sections=$(readelf -S "$binary")
    if grep -qE '\.(debug_info|symtab)\b' <<<"$sections"; then
        fail "$program is not stripped"
    else
        pass "$program is stripped"
    fi
done

# --- (b) The installed programs run from the root.
console=$root/usr/bin/vmray-console
if out=$("$console" --version) && [[ $out == *"$version"* ]]; then
    pass "vmray-console --version: $out"
else
    fail "vmray-console --version said: $out"
fi
valid=$source_dir/tests/packaging/valid-cluster.yaml
if out=$("$console" --check-yaml "$valid" 2>&1) && [ -z "$out" ]; then
    pass "--check-yaml accepts a valid cluster"
else
    fail "--check-yaml on a valid cluster said: $out"
fi
sample=$source_dir/tests/data/reference/vmray/sample_vmray_v1alpha1_vmraycluster.yaml
status=0
out=$("$console" --check-yaml "$sample" 2>&1) || status=$?
if [ "$status" = 1 ] && [[ $out == *"$sample:6:1: error: spec.worker_node: "* ]]; then
    pass "--check-yaml finds the operator's sample lacks spec.worker_node (exit 1)"
else
    fail "--check-yaml on the operator's sample exited $status and said: $out"
fi
# Its problems are worded in the system's language, from the catalogs it carries.
out=$(LC_ALL=de_DE.UTF-8 "$console" --check-yaml "$sample" 2>&1) || true
if [[ $out == *"spec.worker_node: Die CRD verlangt dieses Feld"* ]]; then
    pass "--check-yaml speaks German under a German locale"
else
    fail "--check-yaml under a German locale said: $out"
fi
if out=$("$console" --to-cr "$valid" 2>&1) && [[ $out == "apiVersion: vmray.broadcom.com/v1alpha1"* ]]; then
    pass "--to-cr writes the resource"
else
    fail "--to-cr said: $out"
fi
# The sandbox's emulator, installed beside the console, starts and says where it listens; it
# exits 0 on SIGTERM. Its output is read as it comes, so the test waits on the line, not a clock.
emulator=$root/usr/bin/vmray-supervisor-emulator
# A descriptor of its own stays open even if the emulator dies at once, so its words are read.
exec {emulator_out}< <(exec "$emulator" --listen 127.0.0.1:0 --seed empty 2>&1)
emulator_pid=$!
line=
read -r -t 60 line <&"$emulator_out" || true
if [[ $line == "Supervisor emulator listening on https://127.0.0.1:"* ]]; then
    pass "the installed emulator starts: $line"
else
    fail "the installed emulator said: $line"
fi
kill -TERM "$emulator_pid" 2>/dev/null || true
status=0
wait "$emulator_pid" || status=$?
exec {emulator_out}<&-
[ "$status" = 0 ] && pass "the emulator exits 0 on SIGTERM" || fail "the emulator exited $status on SIGTERM"

# --- (c) Files are where desktops, man and dpkg look for them.
share=$root/usr/share
desktop=$share/applications/$app_id.desktop
metainfo=$share/metainfo/$app_id.metainfo.xml
expected=("$desktop" "$metainfo" "$share/icons/hicolor/scalable/apps/$app_id.svg"
    "$share/doc/vmray-console/copyright" "$share/doc/vmray-console/changelog.Debian.gz"
    "$share/man/man1/vmray-console.1.gz" "$share/man/man1/vmray-supervisor-emulator.1.gz")
for language in de ja en; do
    expected+=("$share/vmray-console/translations/vmray-console_$language.qm")
done
for size in 16 22 24 32 48 64 128 256; do
    expected+=("$share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for file in "${expected[@]}"; do
    [ -f "$file" ] && pass "${file#"$root"}" || fail "${file#"$root"} is missing"
done
for page in "$share"/man/man1/*.1.gz "$share/doc/vmray-console/changelog.Debian.gz"; do
    gzip -t "$page" || fail "${page#"$root"} is not gzip"
done
grep -qx "Icon=$app_id" "$desktop" || fail "the .desktop's Icon= is not $app_id"
grep -q "^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" \
    "$share/doc/vmray-console/copyright" || fail "the copyright is not machine-readable"
for page in "$share"/man/man1/*.1.gz; do
    if out=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null) && [ -z "$out" ]; then
        pass "man renders ${page##*/} without warnings"
    else
        fail "man on ${page##*/}: $out"
    fi
done

# --- Validators: the desktop file, the AppStream metadata and, where installed, lintian.
if out=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$out" ]; then
    pass "desktop-file-validate"
else
    fail "desktop-file-validate: $out"
fi
if out=$(appstreamcli validate --no-net "$metainfo" 2>&1); then
    pass "appstreamcli validate --no-net"
else
    fail "appstreamcli validate: $out"
fi
if command -v lintian >/dev/null; then
    out=$(lintian --display-info "$deb" 2>&1) || true
    echo "$out" | sed 's/^/  lintian: /'
    if grep -q '^E: ' <<<"$out"; then
        fail "lintian reports errors"
    else
        pass "lintian: no errors"
    fi
else
    echo "SKIPPED: lintian is not installed"
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "All package checks passed."
