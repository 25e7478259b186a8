#!/usr/bin/env bash
# Build and end-to-end times of the benchmark programs against nvcc, on a machine with nvcc and a
# GPU:  bench/build_times.sh path/to/ferrocuda [program...]   (default: every bench/cuda program)
#
# Per program: `ferrocuda nvcc -O3` against `nvcc -O3 -arch=sm_90` (seconds to an executable), and
# `ferrocuda run` on the NVIDIA backend with an empty cache (build, NVRTC compile, run) and again
# with the cache filled, against nvcc's build followed by a run of its executable. The runs use
# BENCH_REPS=1, so they time what a program does around its kernels, not the repetitions. Prints
# a Markdown table; one measurement per cell.
set -eu
exe=$(realpath "${1:?usage: build_times.sh path/to/ferrocuda [program...]}")
shift
dir=$(cd "$(dirname "$0")" && pwd)
if [ $# -gt 0 ]; then progs=("$@"); else
  progs=(); for cu in "$dir"/cuda/*.cu; do progs+=("$(basename "$cu" .cu)"); done
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export BENCH_REPS=1 FERROCUDA_BACKEND=nvidia

# Milliseconds the command takes; its output is dropped, and a failure stops the script.
ms() {
  local t0 t1
  t0=$(date +%s%N)
  if ! "$@" >"$tmp/out" 2>&1; then echo "failed: $*" >&2; cat "$tmp/out" >&2; exit 1; fi
  t1=$(date +%s%N)
  echo $(((t1 - t0) / 1000000))
}
s() { printf '%d.%02d' $(($1 / 1000)) $((($1 % 1000) / 10)); }

# The toolkit prefix ferrocuda materialises on first use is not a build's cost.
FERROCUDA_CACHE_DIR="$tmp/warm" "$exe" nvcc -O3 -o "$tmp/warmup" "$dir/cuda/${progs[0]}.cu"

echo "| program | ferrocuda nvcc -O3 | nvcc -O3 -arch=sm_90 | ferrocuda run, empty cache | ferrocuda run, cached | nvcc build + run |"
echo "|---|---:|---:|---:|---:|---:|"
for p in "${progs[@]}"; do
  cu="$dir/cuda/$p.cu"
  fb=$(FERROCUDA_CACHE_DIR="$tmp/warm" ms "$exe" nvcc -O3 -o "$tmp/$p.f" "$cu")
  nb=$(ms nvcc -O3 -arch=sm_90 -o "$tmp/$p.n" "$cu")
  cold=$(FERROCUDA_CACHE_DIR="$tmp/cold-$p" ms "$exe" run "$cu")
  cached=$(FERROCUDA_CACHE_DIR="$tmp/cold-$p" ms "$exe" run "$cu")
  nrun=$(ms "$tmp/$p.n")
  echo "| $p | $(s "$fb") s | $(s "$nb") s | $(s "$cold") s | $(s "$cached") s | $(s $((nb + nrun))) s |"
done
