# Sourced by .ci/run (and by anyone who wants CI's runtime in their shell: `. .ci/node-runtime.sh`).
# Puts the Node.js release named in .nvmrc first on PATH. Our machines ship Node 20 and reach no
# download site but the npm registry, which publishes every Node release as node-linux-<arch>:
# it is installed into .ci/node (git-ignored) once. node-gyp builds native modules (better-sqlite3)
# against the headers of the runtime that will load them: the machine's npmrc says nodedir=/usr,
# which are Node 20's, so npm_config_nodedir points at the downloaded release's own.

ci_node_wanted="$(tr -d '[:space:]' < .nvmrc)"
case "$(uname -m)" in
  x86_64) ci_node_arch=x64 ;;
  aarch64 | arm64) ci_node_arch=arm64 ;;
  *) echo "No Node.js package for $(uname -m) on the npm registry" >&2; return 1 ;;
esac
ci_node_home="$PWD/.ci/node/node_modules/node-linux-$ci_node_arch"
if [ "$("$ci_node_home/bin/node" --version 2>/dev/null)" != "v$ci_node_wanted" ]; then
  echo "Installing Node.js $ci_node_wanted from the npm registry (node-linux-$ci_node_arch)…"
  npm install --no-save --no-package-lock --silent --prefix .ci/node "node-linux-$ci_node_arch@$ci_node_wanted"
fi
export PATH="$ci_node_home/bin:$PATH"
export npm_config_nodedir="$ci_node_home"
echo "Node.js $(node --version) ($ci_node_home/bin/node)"
unset ci_node_wanted ci_node_arch ci_node_home
