#!/usr/bin/env bash
# Makes sure the tools `npm test` needs are on the machine: Debian's Chromium
# (/usr/bin/chromium), a Java runtime for the Nu Html Checker, nginx and
# Apache (the end-to-end tests that serve the export with out-host/nginx.conf,
# deploy/nginx/liceo.conf and out/.htaccess), openssl (the HTTPS rehearsal's
# certificate), systemd-analyze (deploy/systemd/liceo-receiver.service),
# shellcheck (deploy/release.sh), rsync (the deploy workflow's upload, run in
# tests/unit/deploy-workflow.test.ts), and the two other browser engines the family
# journeys run in (tests/engines/): Firefox ESR, and WebKitGTK's WebDriver
# server with its MiniBrowser (webkit2gtk-driver) on a virtual display (Xvfb).
# Installs them with apt-get when missing and running as root; otherwise says
# what to do.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
command -v rsync >/dev/null 2>&1 || missing+=(rsync)
[ -x "${APACHE_PATH:-/usr/sbin/apache2}" ] || missing+=(apache2)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
command -v "${WEBKIT_DRIVER_PATH:-WebKitWebDriver}" >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v "${XVFB_PATH:-Xvfb}" >/dev/null 2>&1 || missing+=(xvfb)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages…"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
else
  echo "npm test needs: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
