#!/usr/bin/env bash
# Makes a clean Debian 12 root file system (a tarball) in which test/Packaging/deb-install.test
# installs Kiln's .deb with `apt-get install ./kiln_*.deb`, as a user would on a fresh machine.
#
#   scripts/make-debian12-root.sh OUT.tar [kiln_*.deb]
#
# The root is mmdebstrap's `apt` variant of bookworm (Essential packages and apt, nothing else)
# with Debian's own archives: bookworm, bookworm-updates and bookworm-security, where the
# LLVM/Clang/MLIR 22 packages are. Its package lists are kept, so apt works in it offline. Given
# a .deb, the packages that installing it would pull are downloaded into the root's apt cache
# (not installed): the test then installs with `--no-download`, needing no network, and fails
# when the .deb came to need a package the root does not have (make the root again).
# Needs mmdebstrap (apt-get install mmdebstrap), root, and the Debian archive reachable.
set -euo pipefail
if (($# < 1 || $# > 2)); then
  echo "usage: $0 OUT.tar [kiln_VERSION_amd64.deb]" >&2
  exit 2
fi
out=$1
deb=${2:-}
mirror=${KILN_DEBIAN_MIRROR:-http://deb.debian.org}

hooks=()
if [ -n "$deb" ]; then
  [ -f "$deb" ] || { echo "$0: no such file: $deb" >&2; exit 2; }
  # The bootstrap's own downloads go first, so the cache holds only what the .deb pulls;
  # Recommends as apt installs them by default (mmdebstrap turns them off while it builds).
  hooks+=(--customize-hook='chroot "$1" apt-get clean'
          --customize-hook="upload $(realpath "$deb") /tmp/kiln.deb"
          --customize-hook='chroot "$1" apt-get install -y -q --download-only -o APT::Install-Recommends=true /tmp/kiln.deb'
          --customize-hook='rm "$1/tmp/kiln.deb"')
else
  hooks+=(--customize-hook='chroot "$1" apt-get clean')
fi

mmdebstrap --variant=apt --quiet --skip=cleanup/apt "${hooks[@]}" bookworm "$out" \
  "deb $mirror/debian bookworm main" \
  "deb $mirror/debian bookworm-updates main" \
  "deb $mirror/debian-security bookworm-security main"
echo "make-debian12-root: $out"
