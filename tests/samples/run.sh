#!/usr/bin/env bash
# Builds and runs NVIDIA's cuda-samples (`Samples/0_Introduction` and the samples of the other
# directories that need no graphics API) with `ferrocuda nvcc` on the CPU backend and prints one
# result line per sample. SAMPLES.md holds the last recorded table.
#
# Not part of the test suite: it needs a checkout of github.com/NVIDIA/cuda-samples, which this
# repository does not contain (and must not).
#
#   git clone https://github.com/NVIDIA/cuda-samples /tmp/cuda-samples   # or extract an archive
#   cargo build --release
#   tests/samples/run.sh /tmp/cuda-samples [SAMPLE...]   # a sample's name or DIR/name
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

# DIR/name (under Samples/) | scope (in, or out:<what it needs>) | sources | extra flags | arguments | pass pattern
#      | files copied beside the binary
# The pass pattern is an extended regex the output must match besides exit code 0 ("" when the
# sample's only self-check is its exit code); exit code 2 is the samples' EXIT_WAIVED. A sample
# with files to copy, or with a source written `kernel.cu:name.fatbin` or `kernel.cu:name.ptx` (a
# fatbin or PTX file its CMakeLists.txt builds with `nvcc -fatbin` or `-ptx`, for the driver API to
# load), runs where its binary is, as CMake
# puts such files there (the NVRTC samples' kernel sources, toolkit headers named
# `cuda:<path>`, data directories).
SAMPLES=$(cat <<'EOF'
0_Introduction/UnifiedMemoryStreams|out:cuBLAS library|UnifiedMemoryStreams.cu|-Xcompiler -fopenmp -lgomp -lcublas||All Done
0_Introduction/asyncAPI|in|asyncAPI.cu|||
0_Introduction/clock|in|clock.cu|||Average clocks/block
0_Introduction/clock_nvrtc|in|clock.cpp|-lnvrtc -lcuda|||clock_kernel.cu
0_Introduction/cudaOpenMP|in|cudaOpenMP.cu|-Xcompiler -fopenmp -lgomp||
0_Introduction/fp16ScalarProduct|in|fp16ScalarProduct.cu|||fp16ScalarProduct PASSED
0_Introduction/matrixMul|in|matrixMul.cu|||Result = PASS
0_Introduction/matrixMulDrv|in|matrixMul_kernel.cu:matrixMul_kernel64.fatbin matrixMulDrv.cpp|-lcuda||Result = PASS
0_Introduction/matrixMulDynlinkJIT|in|cuda_drvapi_dynlink.c matrixMulDynlinkJIT.cpp matrixMul_gold.cpp matrixMul_kernel_32_ptxdump.c matrixMul_kernel_64_ptxdump.c|-ldl||Test run success!
0_Introduction/matrixMul_nvrtc|in|matrixMul.cpp|-lnvrtc -lcuda||Result = PASS|matrixMul_kernel.cu cuda:cooperative_groups.h cuda:cooperative_groups cuda:cuda cuda:cccl/nv cuda:cccl/cuda
0_Introduction/mergeSort|in|mergeSort.cu main.cpp mergeSort_host.cpp mergeSort_validate.cpp|||
0_Introduction/simpleAWBarrier|in|simpleAWBarrier.cu|||Result = PASSED
0_Introduction/simpleAssert|in|simpleAssert.cu|||
0_Introduction/simpleAssert_nvrtc|in|simpleAssert.cpp|-lnvrtc -lcuda||Device assert failed as expected|simpleAssert_kernel.cu
0_Introduction/simpleAtomicIntrinsics|in|simpleAtomicIntrinsics.cu simpleAtomicIntrinsics_cpu.cpp|||
0_Introduction/simpleAtomicIntrinsics_nvrtc|in|simpleAtomicIntrinsics_cpu.cpp simpleAtomicIntrinsics.cpp|-lnvrtc -lcuda|||simpleAtomicIntrinsics_kernel.cuh
0_Introduction/simpleAttributes|in|simpleAttributes.cu|||
0_Introduction/simpleCUDA2GL|out:OpenGL interop|simpleCUDA2GL.cu main.cpp|-lGL -lGLU -lglut||
0_Introduction/simpleCallback|in|simpleCallback.cu multithreading.cpp|||
0_Introduction/simpleCooperativeGroups|in|simpleCooperativeGroups.cu|||
0_Introduction/simpleCubemapTexture|in|simpleCubemapTexture.cu|||
0_Introduction/simpleDrvRuntime|in|vectorAdd_kernel.cu:vectorAdd_kernel64.fatbin simpleDrvRuntime.cpp|-lcuda||Result = PASS
0_Introduction/simpleHyperQ|in|simpleHyperQ.cu|||
0_Introduction/simpleIPC|in|simpleIPC.cu ../../../Common/helper_multiprocess.cpp|||
0_Introduction/simpleLayeredTexture|in|simpleLayeredTexture.cu|||
0_Introduction/simpleMPI|out:MPI|simpleMPI.cpp simpleMPI.cu|-lmpi||
0_Introduction/simpleMultiCopy|in|simpleMultiCopy.cu|||
0_Introduction/simpleMultiGPU|in|simpleMultiGPU.cu|||
0_Introduction/simpleOccupancy|in|simpleOccupancy.cu|||Test PASSED
0_Introduction/simpleP2P|in|simpleP2P.cu|||Test passed
0_Introduction/simplePitchLinearTexture|in|simplePitchLinearTexture.cu|||
0_Introduction/simplePrintf|in|simplePrintf.cu|||\[3, 7\]:.*Value is:10
0_Introduction/simpleStreams|in|simpleStreams.cu|||
0_Introduction/simpleSurfaceWrite|in|simpleSurfaceWrite.cu|||
0_Introduction/simpleTemplates|in|simpleTemplates.cu|||
0_Introduction/simpleTexture|in|simpleTexture.cu|||
0_Introduction/simpleTexture3D|out:OpenGL interop|simpleTexture3D_kernel.cu simpleTexture3D.cpp|-lGL -lglut||
0_Introduction/simpleTextureDrv|in|simpleTexture_kernel.cu:simpleTexture_kernel64.fatbin simpleTextureDrv.cpp|-lcuda|||data
0_Introduction/simpleVoteIntrinsics|in|simpleVoteIntrinsics.cu|||
0_Introduction/simpleZeroCopy|in|simpleZeroCopy.cu|||
0_Introduction/systemWideAtomics|in|systemWideAtomics.cu|||
0_Introduction/template|in|template.cu template_cpu.cpp|||
0_Introduction/vectorAdd|in|vectorAdd.cu|||Test PASSED
0_Introduction/vectorAddDrv|in|vectorAdd_kernel.cu:vectorAdd_kernel64.fatbin vectorAddDrv.cpp|-lcuda||Result = PASS
0_Introduction/vectorAddMMAP|in|vectorAdd_kernel.cu:vectorAdd_kernel64.fatbin vectorAddMMAP.cpp multidevicealloc_memmap.cpp|-lcuda||Result = PASS
0_Introduction/vectorAdd_nvrtc|in|vectorAdd.cpp|-lnvrtc -lcuda||Test PASSED|vectorAdd_kernel.cu
1_Utilities/deviceQuery|in|deviceQuery.cpp|||Result = PASS
1_Utilities/deviceQueryDrv|in|deviceQueryDrv.cpp|-lcuda||Result = PASS
1_Utilities/topologyQuery|in|topologyQuery.cu|||
2_Concepts_and_Techniques/EGLStream_CUDA_CrossGPU|out:EGL streams|kernel.cu cuda_consumer.cpp cuda_producer.cpp eglstrm_common.cpp main.cpp|-lcuda -lEGL||
2_Concepts_and_Techniques/EGLStream_CUDA_Interop|out:EGL streams|cuda_consumer.cpp cuda_producer.cpp eglstrm_common.cpp main.cpp|-lcuda -lEGL||
2_Concepts_and_Techniques/FunctionPointers|out:OpenGL interop|FunctionPointers_kernels.cu FunctionPointers.cpp|-lGL -lglut||
2_Concepts_and_Techniques/MC_EstimatePiInlineP|in|src/piestimator.cu src/main.cpp src/test.cpp|||
2_Concepts_and_Techniques/MC_EstimatePiInlineQ|out:cuRAND host library (Sobol direction vectors)|src/piestimator.cu src/main.cpp src/test.cpp|||
2_Concepts_and_Techniques/MC_EstimatePiP|out:cuRAND host library|src/piestimator.cu src/main.cpp src/test.cpp|-lcurand||
2_Concepts_and_Techniques/MC_EstimatePiQ|out:cuRAND host library|src/piestimator.cu src/main.cpp src/test.cpp|-lcurand||
2_Concepts_and_Techniques/MC_SingleAsianOptionP|in|src/pricingengine.cu src/main.cpp src/test.cpp|||
2_Concepts_and_Techniques/boxFilter|out:OpenGL interop|boxFilter_kernel.cu boxFilter.cpp boxFilter_cpu.cpp|-lGL -lglut||
2_Concepts_and_Techniques/convolutionSeparable|in|convolutionSeparable.cu convolutionSeparable_gold.cpp main.cpp|||
2_Concepts_and_Techniques/convolutionTexture|in|convolutionTexture.cu convolutionTexture_gold.cpp main.cpp|||
2_Concepts_and_Techniques/dct8x8|in|dct8x8.cu BmpUtil.cpp DCT8x8_Gold.cpp|||
2_Concepts_and_Techniques/eigenvalues|in|bisect_large.cu bisect_small.cu bisect_util.cu main.cu gerschgorin.cpp matlab.cpp|||
2_Concepts_and_Techniques/histogram|in|histogram256.cu histogram64.cu histogram_gold.cpp main.cpp|||
2_Concepts_and_Techniques/imageDenoising|out:OpenGL interop|imageDenoising.cu bmploader.cpp imageDenoisingGL.cpp|-lGL -lglut||
2_Concepts_and_Techniques/inlinePTX|in|inlinePTX.cu|||
2_Concepts_and_Techniques/inlinePTX_nvrtc|in|inlinePTX.cpp|-lnvrtc -lcuda|||inlinePTX_kernel.cu
2_Concepts_and_Techniques/interval|out:Boost|interval.cu|||
2_Concepts_and_Techniques/particles|out:OpenGL interop|particleSystem_cuda.cu particleSystem.cpp particles.cpp render_particles.cpp shaders.cpp|-lGL -lglut||
2_Concepts_and_Techniques/radixSortThrust|out:Thrust|radixSortThrust.cu|||
2_Concepts_and_Techniques/reduction|in|reduction_kernel.cu reduction.cpp|||
2_Concepts_and_Techniques/reductionMultiBlockCG|in|reductionMultiBlockCG.cu|||
2_Concepts_and_Techniques/scalarProd|in|scalarProd.cu scalarProd_cpu.cpp|||
2_Concepts_and_Techniques/scan|in|scan.cu main.cpp scan_gold.cpp|||
2_Concepts_and_Techniques/segmentationTreeThrust|out:Thrust|segmentationTree.cu|||
2_Concepts_and_Techniques/shfl_scan|in|shfl_scan.cu|||
2_Concepts_and_Techniques/sortingNetworks|in|bitonicSort.cu main.cpp sortingNetworks_validate.cpp|||
2_Concepts_and_Techniques/streamOrderedAllocation|in|streamOrderedAllocation.cu|||
2_Concepts_and_Techniques/streamOrderedAllocationIPC|in|streamOrderedAllocationIPC.cu ../../../Common/helper_multiprocess.cpp|-lcuda||
2_Concepts_and_Techniques/streamOrderedAllocationP2P|in|streamOrderedAllocationP2P.cu|||
2_Concepts_and_Techniques/threadFenceReduction|in|threadFenceReduction.cu|||
2_Concepts_and_Techniques/threadMigration|in|threadMigration_kernel.cu:threadMigration_kernel64.fatbin threadMigration.cpp|-lcuda -lpthread||
3_CUDA_Features/StreamPriorities|in|StreamPriorities.cu|||
3_CUDA_Features/bf16TensorCoreGemm|in|bf16TensorCoreGemm.cu|||
3_CUDA_Features/binaryPartitionCG|in|binaryPartitionCG.cu|||
3_CUDA_Features/bindlessTexture|out:OpenGL interop|bindlessTexture_kernel.cu bindlessTexture.cpp|-lGL -lglut||
3_CUDA_Features/cdpAdvancedQuicksort|out:Thrust|cdpAdvancedQuicksort.cu cdpBitonicSort.cu|-rdc=true||
3_CUDA_Features/cdpBezierTessellation|in|BezierLineCDP.cu|-rdc=true||
3_CUDA_Features/cdpQuadtree|out:Thrust|cdpQuadtree.cu|-rdc=true||
3_CUDA_Features/cdpSimplePrint|in|cdpSimplePrint.cu|-rdc=true||
3_CUDA_Features/cdpSimpleQuicksort|in|cdpSimpleQuicksort.cu|-rdc=true||
3_CUDA_Features/cudaCompressibleMemory|in|saxpy.cu compMalloc.cpp|-lcuda||
3_CUDA_Features/cudaTensorCoreGemm|in|cudaTensorCoreGemm.cu|||
3_CUDA_Features/dmmaTensorCoreGemm|in|dmmaTensorCoreGemm.cu|||
3_CUDA_Features/globalToShmemAsyncCopy|in|globalToShmemAsyncCopy.cu|||
3_CUDA_Features/graphConditionalNodes|in|graphConditionalNodes.cu|||
3_CUDA_Features/graphMemoryFootprint|in|graphMemoryFootprint.cu|||
3_CUDA_Features/graphMemoryNodes|in|graphMemoryNodes.cu|||
3_CUDA_Features/immaTensorCoreGemm|in|immaTensorCoreGemm.cu|||
3_CUDA_Features/jacobiCudaGraphs|in|jacobi.cu main.cpp|||
3_CUDA_Features/memMapIPCDrv|in|memMapIpc_kernel.cu:memMapIpc_kernel64.ptx memMapIpc.cpp ../../../Common/helper_multiprocess.cpp|-lcuda||
3_CUDA_Features/newdelete|in|newdelete.cu|||
3_CUDA_Features/ptxjit|in|ptxjit.cpp ptxjit_kernel.cu:ptxjit_kernel64.ptx|-lcuda||
3_CUDA_Features/simpleCudaGraphs|in|simpleCudaGraphs.cu|||
3_CUDA_Features/tf32TensorCoreGemm|in|tf32TensorCoreGemm.cu|||
3_CUDA_Features/warpAggregatedAtomicsCG|in|warpAggregatedAtomicsCG.cu|||
5_Domain_Specific/BlackScholes|in|BlackScholes.cu BlackScholes_gold.cpp|||
5_Domain_Specific/BlackScholes_nvrtc|in|BlackScholes.cpp BlackScholes_gold.cpp|-lnvrtc -lcuda|||BlackScholes_kernel.cuh
5_Domain_Specific/FDTD3d|in|src/FDTD3dGPU.cu src/FDTD3d.cpp src/FDTD3dReference.cpp|-Iinc||
5_Domain_Specific/HSOpticalFlow|in|flowCUDA.cu flowGold.cpp main.cpp|||
5_Domain_Specific/Mandelbrot|out:OpenGL interop|Mandelbrot_cuda.cu Mandelbrot_gold.cpp Mandelbrot.cpp|-lGL -lglut||
5_Domain_Specific/MonteCarloMultiGPU|out:cuRAND host library|MonteCarlo_kernel.cu MonteCarlo_gold.cpp multithreading.cpp MonteCarloMultiGPU.cpp|-lcurand||
5_Domain_Specific/NV12toBGRandResize|in|bgr_resize.cu nv12_resize.cu nv12_to_bgr_planar.cu utils.cu resize_convert_main.cpp|||
5_Domain_Specific/SobelFilter|out:OpenGL interop|SobelFilter_kernels.cu SobelFilter.cpp|-lGL -lglut||
5_Domain_Specific/SobolQRNG|in|sobol_gpu.cu sobol_gold.cpp sobol_primitives.cpp sobol.cpp|||
5_Domain_Specific/bicubicTexture|out:OpenGL interop|bicubicTexture_cuda.cu bicubicTexture.cpp|-lGL -lglut||
5_Domain_Specific/bilateralFilter|out:OpenGL interop|bilateral_kernel.cu bilateralFilter.cpp bilateralFilter_cpu.cpp bmploader.cpp|-lGL -lglut||
5_Domain_Specific/binomialOptions|in|binomialOptions_kernel.cu binomialOptions.cpp binomialOptions_gold.cpp|||
5_Domain_Specific/binomialOptions_nvrtc|in|binomialOptions.cpp binomialOptions_gold.cpp binomialOptions_gpu.cpp|-lnvrtc -lcuda|||binomialOptions_kernel.cu binomialOptions_common.h common_gpu_header.h realtype.h
5_Domain_Specific/convolutionFFT2D|out:cuFFT library|convolutionFFT2D.cu convolutionFFT2D_gold.cpp main.cpp|-lcufft||
5_Domain_Specific/dwtHaar1D|out:data files the sample repository stores outside git|dwtHaar1D.cu|||
5_Domain_Specific/dxtc|in|dxtc.cu|||
5_Domain_Specific/fastWalshTransform|in|fastWalshTransform.cu fastWalshTransform_gold.cpp|||
5_Domain_Specific/fluidsGL|out:OpenGL interop|fluidsGL_kernels.cu fluidsGL.cpp|-lGL -lglut -lcufft||
5_Domain_Specific/marchingCubes|out:OpenGL interop|marchingCubes_kernel.cu marchingCubes.cpp|-lGL -lglut||
5_Domain_Specific/nbody|out:OpenGL interop|bodysystemcuda.cu render_particles.cpp nbody.cpp|-lGL -lglut||
5_Domain_Specific/p2pBandwidthLatencyTest|in|p2pBandwidthLatencyTest.cu|||
5_Domain_Specific/postProcessGL|out:OpenGL interop|postProcessGL.cu main.cpp|-lGL -lglut||
5_Domain_Specific/quasirandomGenerator|in|quasirandomGenerator_kernel.cu quasirandomGenerator.cpp quasirandomGenerator_gold.cpp|||
5_Domain_Specific/quasirandomGenerator_nvrtc|in|quasirandomGenerator.cpp quasirandomGenerator_gold.cpp|-lnvrtc -lcuda|||quasirandomGenerator_kernel.cu quasirandomGenerator_common.h
5_Domain_Specific/recursiveGaussian|out:OpenGL interop|recursiveGaussian_cuda.cu recursiveGaussian.cpp|-lGL -lglut||
5_Domain_Specific/simpleD3D11|out:Direct3D|sinewave_cuda.cu simpleD3D11.cpp|||
5_Domain_Specific/simpleD3D11Texture|out:Direct3D|texture_2d.cu texture_3d.cu texture_cube.cu simpleD3D11Texture.cpp|||
5_Domain_Specific/simpleD3D12|out:Direct3D|sinewave_cuda.cu simpleD3D12.cpp|||
5_Domain_Specific/simpleGL|out:OpenGL interop|simpleGL.cu|-lGL -lglut||
5_Domain_Specific/simpleVulkan|out:Vulkan|SineWaveSimulation.cu main.cpp VulkanBaseApp.cpp|-lvulkan -lglfw||
5_Domain_Specific/simpleVulkanMMAP|out:Vulkan|MonteCarloPi.cu main.cpp VulkanBaseApp.cpp|-lvulkan -lglfw -lcuda||
5_Domain_Specific/smokeParticles|out:OpenGL interop|ParticleSystem_cuda.cu GLSLProgram.cpp ParticleSystem.cpp SmokeRenderer.cpp SmokeShaders.cpp framebufferObject.cpp particleDemo.cpp renderbuffer.cpp|-lGL -lglut||
5_Domain_Specific/stereoDisparity|in|stereoDisparity.cu|||
5_Domain_Specific/volumeFiltering|out:OpenGL interop|volumeFilter_kernel.cu volumeRender_kernel.cu volume.cpp volumeFiltering.cpp|-lGL -lglut||
5_Domain_Specific/volumeRender|out:OpenGL interop|volumeRender_kernel.cu volumeRender.cpp|-lGL -lglut||
5_Domain_Specific/vulkanImageCUDA|out:Vulkan|vulkanImageCUDA.cu|-lvulkan -lglfw||
6_Performance/LargeKernelParameter|in|LargeKernelParameter.cu|||
6_Performance/UnifiedMemoryPerf|in|matrixMultiplyPerf.cu commonKernels.cu helperFunctions.cpp|||
6_Performance/alignedTypes|in|alignedTypes.cu|||
6_Performance/cudaGraphsPerfScaling|in|cudaGraphPerfScaling.cu|||
6_Performance/transpose|in|transpose.cu|||
EOF
)

wanted() {
    local path=$1; shift
    [ $# -eq 0 ] && return 0
    for w in "$@"; do [ "$w" = "$path" ] || [ "$w" = "${path##*/}" ] && return 0; done
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
while IFS='|' read -r path scope sources extra args pattern copies; do
    [ -z "$path" ] && continue
    wanted "$path" "$@" || continue
    name=${path##*/}
    if [ "$scope" != in ]; then
        if [ "${ALL:-0}" != 1 ]; then
            echo "RESULT $name scope=out build=- rc=- pass=- time=- needs=\"${scope#out:}\""
            continue
        fi
    else
        n_in=$((n_in + 1))
    fi
    dir=$S/Samples/$path
    out=$WORK/$name
    mkdir -p "$out"
    rm -f "$out/$name" "$out"/*.o
    # As CMake does it: each .cu through nvcc -c, each .cpp/.c through the host compiler with
    # the toolkit's include directory, then nvcc links.
    objs=""
    brc=0
    : >"$out/build.log"
    rundir=$dir
    # The sample's own include directories (-Idir in its extra flags) serve its host files too.
    includes=$(printf '%s\n' $extra | grep '^-I' | tr '\n' ' ')
    for f in $sources; do
        o=$out/$(basename "${f%.*}").o
        case $f in
            *.cu:*.fatbin | *.cu:*.ptx) o=$out/${f#*:} rundir=$out ;;
            *) objs="$objs $o" ;;
        esac
        case $f in
            *.cu:*.fatbin | *.cu:*.ptx) cmd="$FC nvcc $FLAGS -o $o -${f##*.} $dir/${f%%:*}" ;;
            *.cu) cmd="$FC nvcc $FLAGS $extra -c -o $o $dir/$f" ;;
            *.cpp) cmd="g++ $CXXFLAGS $includes -c -o $o $dir/$f" ;;
            *.c) cmd="gcc $CFLAGS $includes -c -o $o $dir/$f" ;;
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
