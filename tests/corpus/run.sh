#!/usr/bin/env bash
# Runs the corpus with a built ferrocuda on one backend, outside cargo (for machines with a GPU
# but no Rust toolchain): tests/corpus/run.sh path/to/ferrocuda [cpu|nvidia]
# Prints one line per program and a summary; exits 1 if any program differs from its .out/.rc.
set -u
exe=${1:?usage: run.sh path/to/ferrocuda [backend]}
backend=${2:-nvidia}
dir=$(cd "$(dirname "$0")" && pwd)
pass=0; fail=0; failed=()
for cu in "$dir"/*.cu; do
  name=$(basename "$cu" .cu)
  flags=$(cat "$dir/$name.flags" 2>/dev/null || true)
  args=$(cat "$dir/$name.args" 2>/dev/null || true)
  want_rc=$(cat "$dir/$name.rc" 2>/dev/null || echo 0)
  # shellcheck disable=SC2086
  out=$("$exe" run --backend "$backend" $flags "$cu" $args 2>/tmp/ferrocuda-corpus-$name.err)
  rc=$?
  if [ "$out" == "$(cat "$dir/$name.out")" ] && [ "$rc" == "$want_rc" ]; then
    pass=$((pass + 1)); echo "ok   $name"
  else
    fail=$((fail + 1)); failed+=("$name"); echo "FAIL $name (exit $rc): $(head -c 300 /tmp/ferrocuda-corpus-$name.err)"
  fi
done
echo "$pass of $((pass + fail)) corpus programs match on the $backend backend${failed:+; failed: ${failed[*]}}"
[ "$fail" == 0 ]
