//! The emitter without a GPU: CUDA C compiled to IR by the front end, emitted, and checked by
//! the host C++ compiler (`g++ -fsyntax-only`) after a prelude that defines CUDA's keywords
//! away and declares every function the emitted code calls.

mod common;

use common::*;
use ferrocuda_nvidia::emit::{emit_module, EmitOptions};
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};

/// CUDA's keywords and built-in variables, for a host compiler.
const HOST_PRELUDE: &str = "\
#define __global__
#define __device__
#define __noinline__
#define __shared__
#define __constant__
#define __launch_bounds__(n)
#define __cluster_dims__(...)
#define __grid_constant__
#define __align__(n) __attribute__((aligned(n)))
struct fcx_dim3 { unsigned int x, y, z; };
extern fcx_dim3 threadIdx, blockIdx, blockDim, gridDim;
fcx_dim3 __clusterDim();
struct float2 { float x, y; };
struct float4 { float x, y, z, w; };
struct double2 { double x, y; };
struct uint2 { unsigned int x, y; };
struct uint4 { unsigned int x, y, z, w; };
struct char2 { signed char x, y; };
struct char4 { signed char x, y, z, w; };
struct uchar2 { unsigned char x, y; };
struct uchar4 { unsigned char x, y, z, w; };
struct short2 { short x, y; };
struct short4 { short x, y, z, w; };
struct ushort2 { unsigned short x, y; };
struct ushort4 { unsigned short x, y, z, w; };
struct int2 { int x, y; };
struct int4 { int x, y, z, w; };
typedef unsigned long long cudaTextureObject_t;
#define FCX_FETCH(name) template <class T, class... A> T name(cudaTextureObject_t, A...);
FCX_FETCH(tex1Dfetch) FCX_FETCH(tex1D) FCX_FETCH(tex2D) FCX_FETCH(tex3D) FCX_FETCH(tex1DLayered)
FCX_FETCH(tex2DLayered) FCX_FETCH(texCubemap) FCX_FETCH(tex1DLod) FCX_FETCH(tex2DLod)
FCX_FETCH(tex3DLod) FCX_FETCH(tex2Dgather) FCX_FETCH(tex1DLayeredLod)
FCX_FETCH(tex2DLayeredLod) FCX_FETCH(texCubemapLod) FCX_FETCH(tex1DGrad) FCX_FETCH(tex2DGrad)
FCX_FETCH(tex3DGrad) FCX_FETCH(tex1DLayeredGrad) FCX_FETCH(tex2DLayeredGrad)
float2 make_float2(float, float);
float4 make_float4(float, float, float, float);
typedef unsigned long long cudaSurfaceObject_t;
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero, cudaBoundaryModeClamp, cudaBoundaryModeTrap };
template <class T, class... A> void surf1Dwrite(T, cudaSurfaceObject_t, A...);
template <class T, class... A> void surf2Dwrite(T, cudaSurfaceObject_t, A...);
template <class T, class... A> void surf3Dwrite(T, cudaSurfaceObject_t, A...);
template <class T, class... A> void surf1DLayeredwrite(T, cudaSurfaceObject_t, A...);
template <class T, class... A> void surf2DLayeredwrite(T, cudaSurfaceObject_t, A...);
FCX_FETCH(surf1Dread) FCX_FETCH(surf2Dread) FCX_FETCH(surf3Dread) FCX_FETCH(surf1DLayeredread)
FCX_FETCH(surf2DLayeredread)
typedef decltype(sizeof(0)) size_t;
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
enum cudaDeviceAttr { cudaDevAttrWarpSize = 10 };
enum cudaError_t { cudaSuccess };
enum cudaMemcpyKind { cudaMemcpyDefault = 4 };
struct dim3 { dim3(unsigned = 1, unsigned = 1, unsigned = 1); };
template <class... A> void fcx_configure(A...);
";

/// Device-side launches (`k<<<config>>>(args);`, one per line) as plain C++ the host compiler
/// checks: `fcx_configure(config); k(args);`.
fn without_launch_syntax(source: &str) -> String {
    source
        .lines()
        .map(|l| {
            match l
                .split_once("<<<")
                .and_then(|(k, r)| Some((k, r.split_once(">>>(")?)))
            {
                Some((kernel, (config, args))) => {
                    format!("fcx_configure({config}); {kernel}({args}\n")
                }
                None => format!("{l}\n"),
            }
        })
        .collect()
}

const NOT_FUNCTIONS: &[&str] = &[
    "if",
    "while",
    "for",
    "switch",
    "return",
    "sizeof",
    "asm",
    "volatile",
    "operator",
    "__launch_bounds__",
    "__cluster_dims__",
    "__clusterDim",
    "__align__",
    "__attribute__",
    "aligned",
];

/// A declaration for every name the source calls that it does not define: the syntax check is
/// about the emitted statements and types, not about which CUDA functions exist (the GPU tests
/// compile with NVRTC for that).
fn stubs(source: &str) -> String {
    let mut names = BTreeSet::new();
    let bytes = source.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let prev_ok = start == 0 || !(bytes[start - 1] == b'.' || bytes[start - 1] == b'"');
            if prev_ok && bytes.get(i) == Some(&b'(') {
                let name = &source[start..i];
                if !NOT_FUNCTIONS.contains(&name) && !name.starts_with("fc") {
                    names.insert(name.to_string());
                }
            }
        } else {
            i += 1;
        }
    }
    names
        .iter()
        .map(|n| format!("template <class... A> unsigned long long {n}(A...);\n"))
        .collect()
}

/// Runs the host compiler on the emitted source; `None` when there is no `g++` to run.
fn host_syntax_check(source: &str) -> Option<Result<(), String>> {
    let mut child = Command::new("g++")
        .args(["-x", "c++", "-std=c++17", "-fsyntax-only", "-w", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let source = without_launch_syntax(source);
    let text = format!("{HOST_PRELUDE}{}{source}", stubs(&source));
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

fn emit(src: &str) -> String {
    let m = emit_module(&ir(src), &EmitOptions::default()).unwrap();
    if std::env::var_os("SHOW_EMITTED").is_some() {
        eprintln!("{}", m.source);
    }
    assert!(m.failed.is_empty(), "{:?}", m.failed);
    if let Some(r) = host_syntax_check(&m.source) {
        r.unwrap_or_else(|e| panic!("{e}\n{}", m.source));
    }
    m.source
}

#[test]
fn vector_add() {
    let s = emit(VECTOR_ADD);
    assert!(
        s.contains(
            "extern \"C\" __global__ void fc_vector_add(char* v0, char* v1, char* v2, int v3)"
        ),
        "{s}"
    );
}

#[test]
fn shared_memory_and_barriers() {
    let s = emit(SHARED_REDUCTION);
    assert!(
        s.contains("__global__ void __launch_bounds__(256) fc_block_sum("),
        "{s}"
    );
    assert!(
        s.contains("__shared__ __align__(4) unsigned char fcg0_"),
        "{s}"
    );
    assert!(s.contains("__syncthreads();"), "{s}");
}

#[test]
fn warp_operations() {
    let s = emit(WARP_REDUCTION);
    assert!(s.contains("__shfl_down_sync("), "{s}");
    assert!(s.contains("__shfl_sync((unsigned int)"), "{s}");
    assert!(s.contains("(long long)v"), "{s}");
    assert!(s.contains("__ballot_sync("), "{s}");
    assert!(s.contains("__popc((unsigned int)"), "{s}");
}

#[test]
fn atomics() {
    let s = emit(HISTOGRAM);
    assert!(s.contains("atomicAdd((int*)"), "{s}");
    assert!(s.contains("atomicAdd((unsigned long long*)"), "{s}");
}

#[test]
fn by_value_struct_parameter() {
    let s = emit(BYVAL_STRUCT);
    assert!(
        s.contains("struct __align__(8) fcx_byval_24_8 { unsigned char b[24]; };"),
        "{s}"
    );
    assert!(
        s.contains("fc_affine(fcx_byval_24_8 p0, char* v1, char* v2)"),
        "{s}"
    );
    assert!(s.contains("char* v0 = (char*)&p0;"), "{s}");
}

#[test]
fn struct_copies_are_wide_and_typed() {
    let s = emit(STRUCT_COPIES);
    assert!(!s.contains("memcpy("), "{s}");
    // float4 from a parameter: one 16-byte float copy, unchecked, as its type is aligned.
    assert!(s.contains("((float4*)v"), "{s}");
    assert!(!s.contains("& 15) == 0)"), "{s}");
    // The 8-byte pair of 4-byte alignment is copied whole where the addresses allow it, in
    // its type's 4-byte units otherwise.
    assert!(s.contains("& 7) == 0) { ((uint2*)v"), "{s}");
    assert!(s.contains("} else { ((unsigned int*)v"), "{s}");
    assert!(!s.contains("((unsigned char*)v"), "{s}");
    // Local slots are declared as aligned as their size allows, so they are never checked.
    assert!(s.contains("__align__(16) char fcs"), "{s}");
}

#[test]
fn module_variables_keep_their_names() {
    let m = emit_module(&ir(CONSTANT_POLY), &EmitOptions::default()).unwrap();
    let names: Vec<_> = m
        .globals
        .iter()
        .map(|g| (g.name.as_str(), g.c_name.as_str()))
        .collect();
    assert!(names.contains(&("coeffs", "fcg0_coeffs")), "{names:?}");
    assert!(names.contains(&("calls", "fcg1_calls")), "{names:?}");
    assert!(m
        .source
        .contains("__constant__ __align__(4) unsigned char fcg0_coeffs[16];"));
    // Fixed globals are addressed, not defined.
    let mut opts = EmitOptions::default();
    opts.fixed_globals.insert("coeffs".into(), 0x7000_0000);
    let m = emit_module(&ir(CONSTANT_POLY), &opts).unwrap();
    assert!(!m.source.contains("fcg0_coeffs"), "{}", m.source);
    assert!(m.source.contains("(char*)0x70000000ull"), "{}", m.source);
    emit(CONSTANT_POLY);
}

#[test]
fn corner_cases_and_math() {
    let s = emit(SEMANTICS);
    assert!(s.contains("fct_sh > 31"), "{s}");
    assert!(s.contains("__float2int_rz("), "{s}");
    assert!(s.contains("sqrtf("), "{s}");
}

#[test]
fn printf_assert_and_dynamic_shared() {
    emit(
        r#"
#include <cassert>
#include <cstdio>
__global__ void k(float* out, int n) {
    extern __shared__ float dyn[];
    dyn[threadIdx.x] = threadIdx.x * 0.5f;
    __syncthreads();
    assert(n > 0);
    if (threadIdx.x == 0) printf("n=%d first=%f lane=%d\n", n, dyn[1], threadIdx.x % 32);
    out[threadIdx.x] = dyn[(threadIdx.x + 1) % blockDim.x];
}
"#,
    );
}

#[test]
fn templated_kernel_names_are_sanitized() {
    let mut m = ir(
        "template <typename T> __global__ void scale(T* p, T f) { p[threadIdx.x] *= f; }\n\
                    template __global__ void scale<float>(float*, float);\n",
    );
    if m.functions.iter().all(|f| !f.name.contains('<')) {
        // The front end lowers templates on demand; give the instance a template-like name.
        for f in &mut m.functions {
            f.name = format!("{}<float>", f.name);
        }
    }
    let e = emit_module(&m, &EmitOptions::default()).unwrap();
    for k in &e.kernels {
        assert!(
            k.c_name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "{k:?}"
        );
    }
}

/// A large device function called in several places is emitted once and called; small ones,
/// and large ones with a grid barrier (which needs the kernel's cooperative flag), are inlined.
#[test]
fn large_device_functions_stay_functions() {
    let step = "x = x * 1103515245u + 12345u; x ^= x >> 7; ";
    let src = format!(
        "#include <cooperative_groups.h>
__device__ unsigned mix(unsigned x) {{ {} return x; }}
__device__ unsigned twice(unsigned x) {{ return x * 2u; }}
__device__ unsigned mix_then_sync(unsigned x) {{
    {}
    cooperative_groups::this_grid().sync();
    return x;
}}
__global__ void k(unsigned *out) {{
    out[0] = mix(out[0]) + twice(out[1]);
    out[1] = mix(out[1]) + twice(out[2]);
    out[2] = mix(out[2]);
}}
__global__ void g(unsigned *out) {{ out[0] = mix_then_sync(out[0]); }}
",
        step.repeat(60),
        step.repeat(60)
    );
    let s = emit(&src);
    let defined: Vec<&str> = s
        .lines()
        .filter(|l| l.starts_with("static __device__") && l.ends_with('{'))
        .collect();
    assert_eq!(defined.len(), 1, "{s}");
    assert!(defined[0].starts_with("static __device__ int fcf"), "{s}");
    let name = &defined[0]["static __device__ int ".len()..defined[0].find('(').unwrap()];
    assert_eq!(s.matches(&format!("= {name}(")).count(), 3, "{s}");
    assert!(s.contains("fcx_grid_sync("), "{s}");
}

/// Every program of the corpus, emitted and checked: the broadest sample of real IR there is.
#[test]
fn corpus_programs_emit_valid_cuda_c() {
    let programs = corpus_programs();
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, ir) in &programs {
        let ir = match ir {
            Ok(ir) => ir,
            Err(e) => {
                failures.push(format!("{name}: front end: {e}"));
                continue;
            }
        };
        let m = match emit_module(ir, &EmitOptions::default()) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        for (k, e) in &m.failed {
            failures.push(format!("{name}: kernel {k}: {e}"));
        }
        if let Some(Err(e)) = host_syntax_check(&m.source) {
            let first: String = e.lines().take(6).collect::<Vec<_>>().join("\n");
            failures.push(format!("{name}: host syntax check:\n{first}"));
        }
        checked += 1;
    }
    eprintln!("{checked} of {} corpus programs emitted", programs.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The kernels the GPU tests run, checked here where there is no GPU.
#[test]
fn every_gpu_test_kernel_emits() {
    for (name, src) in ALL {
        let m = emit_module(&ir(src), &EmitOptions::default()).unwrap();
        assert!(m.failed.is_empty(), "{name}: {:?}", m.failed);
        if let Some(r) = host_syntax_check(&m.source) {
            r.unwrap_or_else(|e| panic!("{name}: {e}\n{}", m.source));
        }
    }
}

/// The text is the disk cache's key: the same program must always give the same text, however
/// earlier passes numbered its registers.
#[test]
fn emission_is_deterministic() {
    for src in [INTRINSICS, SEMANTICS, SYNC_AND_ATOMICS] {
        let a = emit_module(&ir(src), &EmitOptions::default()).unwrap();
        for _ in 0..3 {
            let b = emit_module(&ir(src), &EmitOptions::default()).unwrap();
            assert_eq!(a.source, b.source);
        }
    }
}
