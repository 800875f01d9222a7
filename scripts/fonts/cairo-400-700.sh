#!/usr/bin/env bash
# Cuts Cairo's variable fonts (@fontsource-variable/cairo, one file per script) down to the weights the app
# uses, 400 to 700 (app/theme.ts: the lightest weight is the regular one, the boldest is bold), keeping every
# character and the shaping of each file. About a third smaller: what a first visit downloads for its text
# (docs/decisions/013-server-rendering.md, the first screen's diet). The output is committed, so neither the
# build nor CI runs this; run it again after upgrading the package.
# Needs Debian's fontTools: apt-get install python3-fonttools python3-brotli
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
from="$root/node_modules/@fontsource-variable/cairo/files"
to="$root/apps/web/src/assets/fonts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for subset in arabic latin latin-ext; do
  /usr/bin/python3 -m fontTools.varLib.instancer "$from/cairo-$subset-wght-normal.woff2" wght=400:700 -o "$work/$subset.ttf" >/dev/null 2>&1
  /usr/bin/python3 -m fontTools.subset "$work/$subset.ttf" --unicodes='*' --layout-features='*' --flavor=woff2 --output-file="$to/cairo-$subset-wght-400-700.woff2"
done
ls -l "$to"/cairo-*.woff2
