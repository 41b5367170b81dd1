#!/bin/sh
# Remakes nats-core.js, the official NATS JavaScript client as the page loads it, from the
# npm registry: @nats-io/nats-core 3.4.0 with its dependencies (@nats-io/nkeys 2.0.3,
# @nats-io/nuid 3.0.0, tweetnacl 1.0.3). npm ships CommonJS; esbuild bundles the parts
# entry.js names into one ES module the page imports (build/web/online.js). The result
# is committed, so `make web` needs neither npm nor the network.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
cat > package.json <<'JSON'
{"private": true, "dependencies": {"@nats-io/nats-core": "3.4.0"}, "devDependencies": {"esbuild": "0.25.0"}}
JSON
npm install --no-audit --no-fund --silent
cp "$here/entry.js" entry.js
npx esbuild entry.js --bundle --format=esm --minify --target=es2020 --legal-comments=none \
  --banner:js="/*! @nats-io/nats-core 3.4.0, @nats-io/nkeys 2.0.3, @nats-io/nuid 3.0.0 (Apache-2.0: LICENSE-nats-io); tweetnacl 1.0.3 (public domain: LICENSE-tweetnacl). Bundled by bundle.sh. */" \
  --outfile="$here/nats-core.js"
