#!/usr/bin/env bash
# Runs the corpus with a built ferrocuda on one backend, outside cargo (for machines with a GPU
# but no Rust toolchain): [JOBS=n] tests/corpus/run.sh path/to/ferrocuda [cpu|nvidia]
# Prints one line per program and a summary; exits 1 if any program differs from its .out/.rc.
# JOBS programs run at a time (default 1).
set -u
exe=$(cd "$(dirname "${1:?usage: run.sh path/to/ferrocuda [backend]}")" && pwd)/$(basename "$1")
backend=${2:-nvidia}
dir=$(cd "$(dirname "$0")" && pwd)
one() {
  local name=$1 flags args want_rc out rc
  flags=$(cat "$dir/$name.flags" 2>/dev/null || true)
  args=$(cat "$dir/$name.args" 2>/dev/null || true)
  want_rc=$(cat "$dir/$name.rc" 2>/dev/null || echo 0)
  # shellcheck disable=SC2086
  out=$("$exe" run --backend "$backend" $flags "$dir/$name.cu" $args 2>/tmp/ferrocuda-corpus-$name.err)
  rc=$?
  if [ "$out" == "$(cat "$dir/$name.out")" ] && [ "$rc" == "$want_rc" ]; then
    echo "ok   $name"
  else
    echo "FAIL $name (exit $rc): $(head -c 300 /tmp/ferrocuda-corpus-$name.err | tr '\n' ' ')"
  fi
}
export -f one
export exe backend dir
results=$(for cu in "$dir"/*.cu; do basename "$cu" .cu; done \
  | xargs -P "${JOBS:-1}" -I{} bash -c 'one {}' | sort -k2)
echo "$results"
pass=$(grep -c '^ok' <<<"$results")
failed=$(grep '^FAIL' <<<"$results" | awk '{print $2}' | tr '\n' ' ')
echo "$pass of $(wc -l <<<"$results") corpus programs match on the $backend backend${failed:+; failed: $failed}"
[ -z "$failed" ]
