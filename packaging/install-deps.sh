#!/bin/sh
# Installs everything needed to build, run and test vmray-console on Debian 12 (run as root).
set -eu

export DEBIAN_FRONTEND=noninteractive
# dpkg skips its fsync calls: an interrupted installation is repeated, not repaired.
install="apt-get install -y -qq --no-install-recommends -o Dpkg::Options::=--force-unsafe-io"
apt-get update -qq
$install \
    ca-certificates build-essential cmake ninja-build pkg-config git \
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools \
    qt6-qpa-plugins qt6-translations-l10n libqt6svg6 libgl-dev libxkbcommon-dev \
    qtkeychain-qt6-dev libyaml-cpp-dev libsimdjson-dev \
    libcpp-httplib-dev nlohmann-json3-dev libssl-dev libcrypt-dev zlib1g-dev libdeflate-dev libarchive-dev \
    gnome-keyring dbus dbus-daemon libsecret-1-0 \
    fonts-dejavu-core openssl nghttp2-proxy >/dev/null
# mold links the test programs several times faster than ld; the build uses it when present.
$install mold >/dev/null
# The package (packaging/build-package.sh) and its install test: dpkg-shlibdeps finds its
# dependencies; lintian, appstreamcli and desktop-file-validate check it.
$install \
    dpkg-dev lintian appstream desktop-file-utils man-db >/dev/null
# The fuzz targets (packaging/fuzz.sh) build with clang's libFuzzer.
# llvm-14 brings llvm-symbolizer, so a crash's stack names its functions.
$install clang-14 libclang-rt-14-dev llvm-14 >/dev/null

# The kubectl test needs a kubectl; Debian's kubernetes-client provides one if none is there.
if ! command -v kubectl >/dev/null 2>&1; then
    $install kubernetes-client >/dev/null
fi
echo "Dependencies are installed."
