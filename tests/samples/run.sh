#!/usr/bin/env bash
# Builds and runs NVIDIA's cuda-samples `Samples/0_Introduction` with `ferrocuda nvcc` on the CPU
# backend and prints one result line per sample. SAMPLES.md holds the last recorded table.
#
# Not part of the test suite: it needs a checkout of github.com/NVIDIA/cuda-samples, which this
# repository does not contain (and must not).
#
#   git clone https://github.com/NVIDIA/cuda-samples /tmp/cuda-samples   # or extract an archive
#   cargo build --release
#   tests/samples/run.sh /tmp/cuda-samples [SAMPLE...]
#
# Environment:
#   FERROCUDA  the ferrocuda binary (default: target/release/ferrocuda of this repository)
#   WORK       where binaries and logs go (default: a new directory under /tmp)
#   TIMEOUT    seconds allowed per run (default 300)
#   BACKEND    the backend the samples run on: cpu (default) or nvidia
#   ALL=1      also try the samples that need features outside the CPU backend's scope
#   RDC=1      add -rdc=true, as CMake's CUDA_SEPARABLE_COMPILATION does
#   SHIM=1     diagnostic mode, not "unmodified": put $WORK/shim first on the include path, with
#              device-pass stand-ins for the system headers the samples include and ferrocuda's
#              device pass lacks (the host pass still gets the system's own, via #include_next),
#              so that the build gets past them and shows the next gap; Common/exception.h is
#              hidden from the device pass
#
# Each sample is built the way its CMakeLists.txt builds it: every .cu of the target through
# `ferrocuda nvcc -c` with the flags CMake passes (-std=c++17, --extended-lambda, -lineinfo,
# -Wno-deprecated-gpu-targets, the -gencode list, -I Common) plus -O2, but without -rdc=true (see
# RDC); every .cpp through g++ (.c through gcc) with -I Common and the toolkit's include directory
# (`ferrocuda --cuda-path`/include); then `ferrocuda nvcc` links. It runs in its source directory
# (samples look for data/ there) with its default arguments, under `timeout`, on $BACKEND.
#
# Result line: RESULT <sample> scope=<in|out> build=<ok|FAIL> rc=<exit code> pass=<yes|no|waived|->
#              time=<seconds> [error="<first error line>"]
# The binaries are also left in $WORK/<sample>/, with build.log and run.log.

set -u

if [ $# -lt 1 ] || [ ! -d "$1/Samples/0_Introduction" ]; then
    echo "usage: $0 CUDA_SAMPLES_DIR [SAMPLE...]" >&2
    exit 2
fi
S=$(cd "$1" && pwd)
shift
INTRO=$S/Samples/0_Introduction
REPO=$(cd "$(dirname "$0")/../.." && pwd)
FC=${FERROCUDA:-$REPO/target/release/ferrocuda}
WORK=${WORK:-$(mktemp -d /tmp/ferrocuda-samples.XXXXXX)}
TIMEOUT=${TIMEOUT:-300}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)

GENCODE=""
for a in 75 80 86 87 89 90 100 110 120; do
    GENCODE="$GENCODE -gencode=arch=compute_$a,code=sm_$a"
done
FLAGS="-O2 -std=c++17 --extended-lambda -lineinfo -Wno-deprecated-gpu-targets $GENCODE -I $S/Common"
# CMake builds the samples with CUDA_SEPARABLE_COMPILATION (-rdc=true), which ferrocuda does not
# support yet; RDC=1 adds it to measure that.
[ "${RDC:-0}" = 1 ] && FLAGS="-rdc=true $FLAGS"
if [ ! -x "$FC" ]; then
    echo "$0: $FC not found; run cargo build --release or set FERROCUDA" >&2
    exit 2
fi
CUDA_INC=$("$FC" --cuda-path)/include
CXXFLAGS="-O2 -std=c++17 -I $S/Common -I $CUDA_INC"
CFLAGS="-O2 -I $S/Common -I $CUDA_INC"

if [ "${SHIM:-0}" = 1 ]; then
    mkdir -p "$WORK/shim/sys"
    cat >"$WORK/shim/strings.h" <<'EOF'
#ifdef __CUDA_ARCH__
#include <stddef.h>
extern "C" int strcasecmp(const char *, const char *);
extern "C" int strncasecmp(const char *, const char *, size_t);
#else
#include_next <strings.h>
#endif
EOF
    cat >"$WORK/shim/sys/utsname.h" <<'EOF'
#ifdef __CUDA_ARCH__
struct utsname { char sysname[65]; char nodename[65]; char release[65]; char version[65]; char machine[65]; char domainname[65]; };
extern "C" int uname(struct utsname *);
#else
#include_next <sys/utsname.h>
#endif
EOF
    cat >"$WORK/shim/pthread.h" <<'EOF'
#ifdef __CUDA_ARCH__
typedef unsigned long pthread_t;
typedef struct { char opaque[40]; } pthread_mutex_t;
typedef struct { char opaque[48]; } pthread_cond_t;
#else
#include_next <pthread.h>
#endif
EOF
    cat >"$WORK/shim/sys/mman.h" <<'EOF'
#ifndef __CUDA_ARCH__
#include_next <sys/mman.h>
#endif
EOF
    cat >"$WORK/shim/exception.h" <<'EOF'
#ifndef __CUDA_ARCH__
#include_next <exception.h>
#endif
EOF
    FLAGS="-I $WORK/shim $FLAGS"
fi

# name | scope (in, or out:<what it needs>) | sources | extra flags | arguments | pass pattern
#      | files copied beside the binary
# The pass pattern is an extended regex the output must match besides exit code 0 ("" when the
# sample's only self-check is its exit code); exit code 2 is the samples' EXIT_WAIVED. A sample
# with files to copy, or with a source written `kernel.cu:name.fatbin` (a fatbin its CMakeLists.txt
# builds with `nvcc -fatbin`, for the driver API to load), runs where its binary is, as CMake
# puts such files there (the NVRTC samples' kernel sources, toolkit headers named
# `cuda:<path>`, data directories).
SAMPLES=$(cat <<'EOF'
UnifiedMemoryStreams|out:cuBLAS library|UnifiedMemoryStreams.cu|-Xcompiler -fopenmp -lgomp -lcublas||All Done
asyncAPI|in|asyncAPI.cu|||
clock|in|clock.cu|||Average clocks/block
clock_nvrtc|in|clock.cpp|-lnvrtc -lcuda|||clock_kernel.cu
cudaOpenMP|in|cudaOpenMP.cu|-Xcompiler -fopenmp -lgomp||
fp16ScalarProduct|in|fp16ScalarProduct.cu|||fp16ScalarProduct PASSED
matrixMul|in|matrixMul.cu|||Result = PASS
matrixMulDrv|in|matrixMul_kernel.cu:matrixMul_kernel64.fatbin matrixMulDrv.cpp|-lcuda||Result = PASS
matrixMulDynlinkJIT|out:driver API loaded with dlopen, PTX JIT|cuda_drvapi_dynlink.c matrixMulDynlinkJIT.cpp matrixMul_gold.cpp matrixMul_kernel_32_ptxdump.c matrixMul_kernel_64_ptxdump.c|-ldl||
matrixMul_nvrtc|in|matrixMul.cpp|-lnvrtc -lcuda||Result = PASS|matrixMul_kernel.cu cuda:cooperative_groups.h cuda:cooperative_groups cuda:cuda cuda:cccl/nv cuda:cccl/cuda
mergeSort|in|mergeSort.cu main.cpp mergeSort_host.cpp mergeSort_validate.cpp|||
simpleAWBarrier|in|simpleAWBarrier.cu|||Result = PASSED
simpleAssert|in|simpleAssert.cu|||
simpleAssert_nvrtc|in|simpleAssert.cpp|-lnvrtc -lcuda||Device assert failed as expected|simpleAssert_kernel.cu
simpleAtomicIntrinsics|in|simpleAtomicIntrinsics.cu simpleAtomicIntrinsics_cpu.cpp|||
simpleAtomicIntrinsics_nvrtc|in|simpleAtomicIntrinsics_cpu.cpp simpleAtomicIntrinsics.cpp|-lnvrtc -lcuda|||simpleAtomicIntrinsics_kernel.cuh
simpleAttributes|in|simpleAttributes.cu|||
simpleCUDA2GL|out:OpenGL interop|simpleCUDA2GL.cu main.cpp|-lGL -lglut||
simpleCallback|in|simpleCallback.cu multithreading.cpp|||
simpleCooperativeGroups|in|simpleCooperativeGroups.cu|||
simpleCubemapTexture|in|simpleCubemapTexture.cu|||
simpleDrvRuntime|in|vectorAdd_kernel.cu:vectorAdd_kernel64.fatbin simpleDrvRuntime.cpp|-lcuda||Result = PASS
simpleHyperQ|in|simpleHyperQ.cu|||
simpleIPC|in|simpleIPC.cu ../../../Common/helper_multiprocess.cpp|||
simpleLayeredTexture|in|simpleLayeredTexture.cu|||
simpleMPI|out:MPI|simpleMPI.cpp simpleMPI.cu|-lmpi||
simpleMultiCopy|in|simpleMultiCopy.cu|||
simpleMultiGPU|in|simpleMultiGPU.cu|||
simpleOccupancy|in|simpleOccupancy.cu|||Test PASSED
simpleP2P|in|simpleP2P.cu|||Test passed
simplePitchLinearTexture|in|simplePitchLinearTexture.cu|||
simplePrintf|in|simplePrintf.cu|||\[3, 7\]:.*Value is:10
simpleStreams|in|simpleStreams.cu|||
simpleSurfaceWrite|in|simpleSurfaceWrite.cu|||
simpleTemplates|in|simpleTemplates.cu|||
simpleTexture|in|simpleTexture.cu|||
simpleTexture3D|out:OpenGL interop|simpleTexture3D_kernel.cu simpleTexture3D.cpp|-lGL -lglut||
simpleTextureDrv|in|simpleTexture_kernel.cu:simpleTexture_kernel64.fatbin simpleTextureDrv.cpp|-lcuda|||data
simpleVoteIntrinsics|in|simpleVoteIntrinsics.cu|||
simpleZeroCopy|in|simpleZeroCopy.cu|||
systemWideAtomics|in|systemWideAtomics.cu|||
template|in|template.cu template_cpu.cpp|||
vectorAdd|in|vectorAdd.cu|||Test PASSED
vectorAddDrv|in|vectorAdd_kernel.cu:vectorAdd_kernel64.fatbin vectorAddDrv.cpp|-lcuda||Result = PASS
vectorAddMMAP|in|vectorAdd_kernel.cu:vectorAdd_kernel64.fatbin vectorAddMMAP.cpp multidevicealloc_memmap.cpp|-lcuda||Result = PASS
vectorAdd_nvrtc|in|vectorAdd.cpp|-lnvrtc -lcuda||Test PASSED|vectorAdd_kernel.cu
EOF
)

wanted() {
    local n=$1; shift
    [ $# -eq 0 ] && return 0
    for w in "$@"; do [ "$w" = "$n" ] && return 0; done
    return 1
}

# First line of a log that looks like an error, else its last non-empty line.
first_error() {
    local line
    line=$(grep -m1 -iE 'error|fail|fault|abort|unsupported|not (yet )?(supported|implemented)|undefined reference|Segmentation|Killed' "$1")
    [ -z "$line" ] && line=$(grep -v '^[[:space:]]*$' "$1" | tail -n1)
    printf '%s' "$line" | tr -d '"\r' | cut -c1-200
}

echo "# ferrocuda: $FC (repository $REPO at $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null))"
echo "# cuda-samples: $(git -C "$S" rev-parse HEAD 2>/dev/null || echo "$S")"
echo "# .cu:   $FC nvcc $FLAGS <extra> -c -o <file>.o <file>.cu"
echo "# .cpp:  g++ $CXXFLAGS -c -o <file>.o <file>.cpp   (.c: gcc $CFLAGS)"
echo "# link:  $FC nvcc $FLAGS -o <sample> <objects> <extra>"
echo "# work: $WORK"
n_in=0; n_pass=0
while IFS='|' read -r name scope sources extra args pattern copies; do
    [ -z "$name" ] && continue
    wanted "$name" "$@" || continue
    if [ "$scope" != in ]; then
        if [ "${ALL:-0}" != 1 ]; then
            echo "RESULT $name scope=out build=- rc=- pass=- time=- needs=\"${scope#out:}\""
            continue
        fi
    else
        n_in=$((n_in + 1))
    fi
    dir=$INTRO/$name
    out=$WORK/$name
    mkdir -p "$out"
    rm -f "$out/$name" "$out"/*.o
    # As CMake does it: each .cu through nvcc -c, each .cpp/.c through the host compiler with
    # the toolkit's include directory, then nvcc links.
    objs=""
    brc=0
    : >"$out/build.log"
    rundir=$dir
    for f in $sources; do
        o=$out/$(basename "${f%.*}").o
        case $f in
            *.cu:*.fatbin) o=$out/${f#*:} rundir=$out ;;
            *) objs="$objs $o" ;;
        esac
        case $f in
            *.cu:*.fatbin) cmd="$FC nvcc $FLAGS -o $o -fatbin $dir/${f%%:*}" ;;
            *.cu) cmd="$FC nvcc $FLAGS $extra -c -o $o $dir/$f" ;;
            *.cpp) cmd="g++ $CXXFLAGS -c -o $o $dir/$f" ;;
            *.c) cmd="gcc $CFLAGS -c -o $o $dir/$f" ;;
        esac
        echo "+ $cmd" >>"$out/build.log"
        # shellcheck disable=SC2086
        (cd "$dir" && $cmd) </dev/null >>"$out/build.log" 2>&1 || { brc=1; break; }
    done
    if [ $brc -eq 0 ]; then
        cmd="$FC nvcc $FLAGS -o $out/$name $objs $extra"
        echo "+ $cmd" >>"$out/build.log"
        # shellcheck disable=SC2086
        (cd "$dir" && $cmd) </dev/null >>"$out/build.log" 2>&1 || brc=1
    fi
    if [ $brc -ne 0 ] || [ ! -x "$out/$name" ]; then
        echo "RESULT $name scope=${scope%%:*} build=FAIL rc=- pass=no time=- error=\"$(first_error "$out/build.log")\""
        continue
    fi
    if [ -n "$copies" ]; then
        rundir=$out
        for c in $copies; do
            case $c in
                # A toolkit lays its headers out as it likes: those it lacks are skipped.
                cuda:*) [ -e "$CUDA_INC/${c#cuda:}" ] && cp -r "$CUDA_INC/${c#cuda:}" "$out/" ;;
                *) cp -r "$dir/$c" "$out/" ;;
            esac
        done
    fi
    t0=$(date +%s.%N)
    # shellcheck disable=SC2086
    (cd "$rundir" && FERROCUDA_BACKEND="${BACKEND:-cpu}" timeout "$TIMEOUT" "$out/$name" $args) </dev/null >"$out/run.log" 2>&1
    rc=$?
    t1=$(date +%s.%N)
    time=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')
    pass=no
    if [ $rc -eq 0 ]; then
        if [ -z "$pattern" ] || grep -qE "$pattern" "$out/run.log"; then
            pass=yes
        fi
    elif [ $rc -eq 2 ]; then
        pass=waived
    fi
    [ "$pass" = yes ] && [ "$scope" = in ] && n_pass=$((n_pass + 1))
    err=""
    if [ "$pass" != yes ]; then
        [ $rc -eq 124 ] && err=" error=\"timeout after ${TIMEOUT}s\"" || err=" error=\"$(first_error "$out/run.log")\""
    fi
    echo "RESULT $name scope=${scope%%:*} build=ok rc=$rc pass=$pass time=${time}s$err"
done <<<"$SAMPLES"
[ $# -eq 0 ] && echo "SUMMARY $n_pass of $n_in in-scope samples build and pass"
exit 0
