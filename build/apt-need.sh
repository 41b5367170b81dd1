#!/bin/sh
# Installs the Debian/Ubuntu packages named as arguments that are not installed yet.
# Used by `make run` and `make test` so a fresh machine needs nothing done by hand.
missing=""
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
	echo "Mercado needs these packages:$missing (no apt-get here: install them with your system's tools)" >&2
	exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "Installing:$missing"
$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
