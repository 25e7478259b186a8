//! Shared by the tests: CUDA C to IR through the front end, and where the repository is.

#![allow(dead_code)]

use ferrocuda_frontend::compile::{
    compile_source_to_ir, host_header_dirs, with_front_end_stack, DeviceOptions, MacroOption,
};
use std::path::{Path, PathBuf};

/// The repository root: the build-time location when it still exists, else the working
/// directory (test binaries copied to a GPU machine run from a checkout's root).
pub fn repo_root() -> PathBuf {
    let built = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    if built.join("include").is_dir() {
        return built;
    }
    std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."))
}

pub fn options() -> DeviceOptions {
    let include = repo_root().join("include");
    DeviceOptions {
        system_dirs: vec![include.clone(), include.join("ferrocuda/device-std")],
        host_dirs: host_header_dirs(),
        ..Default::default()
    }
}

/// The device code of every `.cu` program of the repository's corpus, as (file name, IR or the
/// front end's diagnostics), in name order; empty when the corpus is not there. Each program
/// compiles by its path, so that its `#include "..."` finds its neighbours.
pub fn corpus_programs() -> Vec<(String, Result<ferrocuda_ir::Module, String>)> {
    let Ok(entries) = std::fs::read_dir(repo_root().join("tests/corpus")) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cu"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let opts = corpus_options(p);
            let ir = std::fs::read_to_string(p)
                .map_err(|e| e.to_string())
                .and_then(|src| compile_on_front_end_stack(p.display().to_string(), src, opts));
            (name, ir)
        })
        .collect()
}

/// [`compile_source_to_ir`] on the front end's own stack, which a program nested as deeply as
/// the parser allows needs (the corpus has one).
pub fn compile_on_front_end_stack(
    name: String,
    source: String,
    opts: DeviceOptions,
) -> Result<ferrocuda_ir::Module, String> {
    with_front_end_stack(move || compile_source_to_ir(&name, &source, &opts))
}

/// The options a corpus program at `path` compiles with: those of its `<name>.flags` that decide
/// whether a program compiles.
pub fn corpus_options(path: &Path) -> DeviceOptions {
    let flags = std::fs::read_to_string(path.with_extension("flags")).unwrap_or_default();
    DeviceOptions {
        macros: flag_macros(&flags),
        relaxed_constexpr: flags.contains("-expt-relaxed-constexpr"),
        extended_lambda: flags.contains("-extended-lambda"),
        cplusplus: flag_standard(&flags),
        relocatable: flags.contains("-rdc=true") || flags.contains("-dc"),
        ..options()
    }
}

/// `__cplusplus` of a corpus program's `-std=c++NN`, as nvcc's command line sets it.
fn flag_standard(flags: &str) -> Option<u32> {
    let year = flags
        .split_whitespace()
        .find_map(|w| w.strip_prefix("-std=c++"))?;
    Some(match year {
        "11" => 201103,
        "14" => 201402,
        "17" => 201703,
        _ => 202002,
    })
}

/// The macros a corpus program's flags define and undefine, in order: glued `-DNAME=VALUE`
/// and `-UNAME`, with nvcc's comma lists (the corpus writes no quoted commas).
fn flag_macros(flags: &str) -> Vec<MacroOption> {
    let mut macros = Vec::new();
    for word in flags.split_whitespace() {
        if let Some(list) = word.strip_prefix("-D") {
            macros.extend(list.split(',').map(|d| match d.split_once('=') {
                Some((name, value)) => MacroOption::define(name, value),
                None => MacroOption::define(d, "1"),
            }));
        } else if let Some(list) = word.strip_prefix("-U") {
            macros.extend(
                list.split(',')
                    .map(|n| MacroOption::Undefine(n.to_string())),
            );
        }
    }
    macros
}

pub fn ir(src: &str) -> ferrocuda_ir::Module {
    compile_source_to_ir("test.cu", src, &options()).unwrap_or_else(|e| panic!("{e}"))
}

pub const VECTOR_ADD: &str = r#"
__global__ void vector_add(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
"#;

pub const SHARED_REDUCTION: &str = r#"
__global__ void __launch_bounds__(256) block_sum(const int* in, int* out, int n) {
    __shared__ int partial[256];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    partial[t] = i < n ? in[i] : 0;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) partial[t] += partial[t + s];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = partial[0];
}
"#;

pub const WARP_REDUCTION: &str = r#"
__device__ float warp_sum(float v) {
    for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffff, v, off);
    return v;
}
__global__ void warp_sums(const float* in, float* out, long long* lanes) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = warp_sum(in[i]);
    long long wide = __shfl_sync(0xffffffffu, (long long)i << 33, 0);
    unsigned ballot = __ballot_sync(0xffffffffu, (threadIdx.x & 1) == 0);
    if ((threadIdx.x & 31) == 0) {
        out[i / 32] = s;
        lanes[i / 32] = wide + (long long)__popc(ballot);
    }
}
"#;

pub const HISTOGRAM: &str = r#"
__global__ void histogram(const unsigned char* data, int n, unsigned int* bins, unsigned long long* total) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        atomicAdd(&bins[data[i] % 16], 1u);
        atomicAdd(total, (unsigned long long)data[i]);
    }
}
"#;

pub const BYVAL_STRUCT: &str = r#"
struct Affine { float scale; double offset; char tag; int count; };
__global__ void affine(Affine p, float* out, char* tag) {
    int i = threadIdx.x;
    if (i < p.count) out[i] = p.scale * i + (float)p.offset;
    if (i == 0) *tag = p.tag;
}
"#;

pub const CONSTANT_POLY: &str = r#"
__constant__ float coeffs[4];
__device__ int calls = 0;
__global__ void poly(const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = coeffs[0] + v * (coeffs[1] + v * (coeffs[2] + v * coeffs[3]));
        atomicAdd(&calls, 1);
    }
}
"#;

pub const ILLEGAL_ADDRESS: &str = r#"
__global__ void wild(int* p) {
    int* q = (int*)0x10;
    q[threadIdx.x] = *p;
}
"#;

/// Integer and float corner cases whose results the IR defines (wrapping, shifts past the
/// width, saturating conversions); the expected values are the CPU backend's.
pub const SEMANTICS: &str = r#"
__global__ void semantics(int* o, float big, float nan_, int sh, unsigned long long* w) {
    int imax = 2147483647;
    o[0] = imax + 1;                      // wraps
    o[1] = 1 << sh;                       // sh = 40: shifted out
    o[2] = (-8) >> sh;                    // sign fill: -1
    o[3] = (int)((unsigned)0x80000000u >> sh);
    o[4] = (int)big;                      // saturates
    o[5] = (int)nan_;                     // 0
    o[6] = (int)(unsigned char)(-big);    // through int: saturates low
    o[7] = -7 / 2;
    o[8] = -7 % 2;
    o[9] = (int)(7u / 2u);
    o[10] = __clz(1) + __ffs(8) + __brev(1) ;
    o[11] = min(3u, 5u) + max(-3, -5) + abs(-9);
    o[12] = (int)sqrtf(16.0f) + (int)fabs(-2.0) + (int)floorf(2.5f);
    o[13] = isnan(nan_) + isinf((double)(big * big * big * big * big)) * 2 + signbit(-big) * 4;
    long long m = -1; w[0] = (unsigned long long)m >> 60;
    w[1] = __umul64hi(0xffffffffffffffffull, 4ull);
}
"#;

/// `SEMANTICS` run with `big = 3e9`, `nan_ = NaN`, `sh = 40`.
pub const SEMANTICS_INTS: [i32; 14] = [
    i32::MIN,
    0,
    -1,
    0,
    i32::MAX,
    0,
    0,
    -3,
    -1,
    3,
    (0x8000_0000u32 + 35) as i32,
    9,
    8,
    7,
];
pub const SEMANTICS_WIDE: [u64; 2] = [15, 3];

/// Block votes, warp matches, and the less common atomics; run with 64 threads, every output
/// zeroed first.
pub const SYNC_AND_ATOMICS: &str = r#"
__global__ void ops(int* o, long long* w, float* f, double* d) {
    int t = threadIdx.x;
    int c = __syncthreads_count(t % 3 == 0);
    int a = __syncthreads_and(t < 64);
    int r = __syncthreads_or(t == 5);
    unsigned m = __match_any_sync(0xffffffffu, t / 8);
    unsigned am = __activemask();
    __syncwarp();
    atomicInc((unsigned*)&o[3], 1000u);
    atomicMax(&o[4], t);
    atomicMin(&w[0], (long long)-t);
    atomicAdd(d, 0.5);
    atomicExch(f, 1.5f);
    int old;
    do { old = o[5]; } while (atomicCAS(&o[5], old, old + 2) != old);
    atomicSub(&o[7], 3);
    atomicOr(&o[8], 1 << (t % 31));
    unsigned long long u = atomicAdd((unsigned long long*)&w[1], 2ull);
    if (t == 0) { o[0] = c; o[1] = a + r * 10; o[2] = (int)am; }
    if (t == 9) o[6] = (int)m;
    if (u == 0) w[2] = 42;
}
"#;
pub const SYNC_AND_ATOMICS_INTS: [i32; 9] = [22, 11, -1, 64, 63, 128, 0xff00, -192, 0x7fff_ffff];
pub const SYNC_AND_ATOMICS_WIDE: [i64; 3] = [-63, 128, 42];

pub const DYNAMIC_SHARED: &str = r#"
__global__ void big_shared(int* out, int n) {
    extern __shared__ int buf[];
    for (int i = threadIdx.x; i < n; i += blockDim.x) buf[i] = i;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < n; ++i) s += buf[n - 1 - i];
        out[0] = s;
    }
}
"#;

pub const PRINTF: &str = r#"
#include <cstdio>
__global__ void hello(int x, double y) {
    if (threadIdx.x == 1) printf("hello from the GPU: x=%d y=%.2f s=%s\n", x, y, "ok");
}
"#;

pub const ASSERT: &str = r#"
#include <cassert>
__global__ void check(int n) {
    assert(n > 0);
}
"#;

/// One small kernel per family of device functions, to find any that NVRTC rejects.
pub const INTRINSICS: &str = r#"
#include <algorithm>
#include <cmath>
#include <cstdio>
__global__ void k_math_f(float* o, float x) {
    o[0] = sinf(x) + cosf(x) + tanf(x) + expf(x) + logf(x + 2.0f) + powf(x, 1.5f) + sqrt(x);
    o[1] = rsqrtf(x + 1.0f) + __expf(x) + __sinf(x) + __fdividef(x, 3.0f) + fmaf(x, x, 1.0f);
    o[2] = erff(x) + lgammaf(x + 1.0f) + tgammaf(x + 1.0f) + cbrtf(x) + atan2f(x, 2.0f);
    o[3] = __saturatef(x) + __fmaf_rn(x, 2.0f, 1.0f) + fminf(x, 1.0f) + fmaxf(x, 1.0f);
    o[4] = floorf(x) + ceilf(x) + truncf(x) + roundf(x) + rintf(x) + fabsf(-x) + copysignf(x, -1.0f);
    o[5] = std::sin(x) + std::max(x, 2.0f) + std::abs(-x) + exp10f(x) + log2f(x + 1.0f) + hypotf(x, x);
}
__global__ void k_math_d(double* o, double x) {
    o[0] = sin(x) + cos(x) + exp(x) + log(x + 2.0) + pow(x, 1.5) + sqrt(x) + rsqrt(x + 1.0);
    o[1] = fma(x, x, 1.0) + fmin(x, 1.0) + fmax(x, 1.0) + floor(x) + fabs(-x) + erf(x) + atan2(x, 1.0);
}
__global__ void k_math_ptr(float* o, double* d, int* e, float x) {
    sincosf(x, &o[0], &o[1]);
    o[2] = frexpf(x + 1.0f, &e[0]);
    o[3] = modff(x + 0.5f, &o[4]);
    __sincosf(x, &o[5], &o[6]);
    sincos((double)x, &d[0], &d[1]);
    o[7] = ldexpf(x, 3);
    o[8] = remquof(x + 5.0f, 2.0f, &e[1]);
}
__global__ void k_bits(unsigned* o, unsigned x, unsigned long long y) {
    o[0] = __popc(x) + __popcll(y) + __clz(x) + __clzll(y) + __ffs(x) + __ffsll(y);
    o[1] = __brev(x) ^ (unsigned)__brevll(y) ^ __byte_perm(x, 7u, 0x3210u) ^ __funnelshift_l(x, 3u, 5u);
    o[2] = __funnelshift_r(x, 3u, 5u) + __hadd((int)x, 3) + __uhadd(x, 3u) + __mul24((int)x, 5) + __umul24(x, 5u);
    o[3] = __sad(1, 5, 2u) + __usad(1u, 5u, 2u) + __mulhi((int)x, 7) + __umulhi(x, 7u) + (unsigned)__umul64hi(y, y);
    o[4] = min(x, 4u) + max((int)x, 4) + abs(-(int)x) + (unsigned)llabs(-(long long)y) + umin(x, 2u);
}
__global__ void k_conv(int* o, float f, double d) {
    o[0] = __float2int_rn(f) + __float2int_rz(f) + __float2int_rd(f) + __float2int_ru(f);
    o[1] = (int)__int2float_rn(7) + __float_as_int(f) + (int)__int_as_float(0x3f800000);
    o[2] = (int)__double_as_longlong(d) + (int)__longlong_as_double(4607182418800017408ll) + __double2int_rn(d);
    o[3] = isnan(f) + isinf(d) + isfinite(f) + signbit(d) + (int)__float2uint_rn(f) + (int)__float2ll_rn(f);
}
__global__ void k_memory(int* p, long long* q, const int* r) {
    int v = __ldcg(r) + __ldca(r + 1) + __ldcs(r + 2) + __ldg(r + 3);
    __stcg(p, v);
    __stwt(p + 1, v);
    __threadfence_block();
    __threadfence_system();
    long long t0 = clock64();
    __nanosleep(10);
    q[0] = clock64() - t0 + (long long)clock();
    int* m = (int*)malloc(16);
    if (m) { memset(m, 0, 16); m[0] = v; p[2] = m[0]; free(m); }
}
__global__ void k_warp(int* o, float v) {
    float a = __shfl_xor_sync(0xffffffffu, v, 1);
    double b = __shfl_up_sync(0xffffffffu, (double)v, 1);
    int c = __all_sync(0xffffffffu, v > 0.0f) + __any_sync(0xffffffffu, v > 1.0f);
    o[threadIdx.x] = (int)a + (int)b + c + (int)__match_any_sync(0xffffffffu, 3);
}
__global__ void k_atomics(unsigned* u, unsigned long long* w, float* f, int* i) {
    atomicAnd(u, 0xf0u);
    atomicXor(u + 1, 3u);
    atomicDec(u + 2, 10u);
    atomicMax(w, 5ull);
    atomicMin(w + 1, 5ull);
    atomicCAS(w + 2, 0ull, 1ull);
    atomicExch(w + 3, 9ull);
    atomicAdd(f, 1.0f);
    atomicAdd_block(i, 1);
    atomicAdd_system(i + 1, 1);
}
__global__ void k_printf(int x) {
    printf("%d %u %ld %lld %f %e %g %c %s %p %x %5.2f|\n", x, 3u, 4l, 5ll, 1.5f, 2.5, 3.5, 'z', "str", (void*)0, 255, 3.14159);
}
"#;

/// Struct copies the emitter cannot see the alignment of (from parameters, one of them only
/// 4-aligned where the struct's size would allow 8) and of float and mixed contents.
pub const STRUCT_COPIES: &str = r#"
struct Pair { int key; float value; };
struct Particle { float4 pos; float3 vel; int id; };
__global__ void struct_copies(const float4* in, float4* out, const char* raw, Pair* pairs,
                              Particle* parts, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float4 v = in[i];
    v.w += 1.0f;
    out[i] = v;
    Pair p = *(const Pair*)(raw + 4 + 8 * i);
    p.key += i;
    pairs[i] = p;
    Particle q = parts[i];
    q.vel.y += v.x;
    q.id = -q.id;
    parts[i] = q;
}
"#;

/// Two kernels, one with inline PTX that is no instruction: the front end passes inline PTX
/// through, and only the PTX assembler can reject it.
pub const REJECTED_KERNEL: &str = r#"
__global__ void bad(int* p) { int v; asm("bogus.u32 %0;" : "=r"(v)); p[0] = v; }
__global__ void good(int* p) { p[0] = 5; }
"#;

/// Every kernel the tests use, by name.
pub const ALL: &[(&str, &str)] = &[
    ("vector_add", VECTOR_ADD),
    ("shared_reduction", SHARED_REDUCTION),
    ("warp_reduction", WARP_REDUCTION),
    ("histogram", HISTOGRAM),
    ("byval_struct", BYVAL_STRUCT),
    ("constant_poly", CONSTANT_POLY),
    ("illegal_address", ILLEGAL_ADDRESS),
    ("semantics", SEMANTICS),
    ("sync_and_atomics", SYNC_AND_ATOMICS),
    ("dynamic_shared", DYNAMIC_SHARED),
    ("printf", PRINTF),
    ("assert", ASSERT),
    ("intrinsics", INTRINSICS),
    ("rejected_kernel", REJECTED_KERNEL),
    ("struct_copies", STRUCT_COPIES),
];

/// A kernel parameter buffer in CUDA's layout: each argument at an offset aligned to its own
/// alignment.
#[derive(Default)]
pub struct Params(pub Vec<u8>);

impl Params {
    pub fn new() -> Self {
        Params(Vec::new())
    }
    /// Appends `b` at the next multiple of `align` (a power of two).
    pub fn bytes(mut self, b: &[u8], align: usize) -> Self {
        while self.0.len() & (align - 1) != 0 {
            self.0.push(0);
        }
        self.0.extend_from_slice(b);
        self
    }
    pub fn ptr(self, p: u64) -> Self {
        self.bytes(&p.to_ne_bytes(), 8)
    }
    pub fn i32(self, v: i32) -> Self {
        self.bytes(&v.to_ne_bytes(), 4)
    }
    pub fn f32(self, v: f32) -> Self {
        self.bytes(&v.to_ne_bytes(), 4)
    }
    pub fn f64(self, v: f64) -> Self {
        self.bytes(&v.to_ne_bytes(), 8)
    }
}

/// Plain values as bytes and back, without `unsafe`.
pub trait Pod: Copy {
    const SIZE: usize;
    fn put(&self, out: &mut Vec<u8>);
    fn get(b: &[u8]) -> Self;
}

macro_rules! pod {
    ($($t:ty),*) => {$(
        impl Pod for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn put(&self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_ne_bytes());
            }
            fn get(b: &[u8]) -> Self {
                <$t>::from_ne_bytes(b.try_into().unwrap())
            }
        }
    )*};
}
pod!(u8, i32, u32, i64, u64, f32, f64);

pub fn to_bytes<T: Pod>(v: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(v.len() * T::SIZE);
    for x in v {
        x.put(&mut out);
    }
    out
}

pub fn from_bytes<T: Pod>(b: &[u8]) -> Vec<T> {
    b.chunks_exact(T::SIZE).map(T::get).collect()
}
