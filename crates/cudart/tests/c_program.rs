//! Builds a small C++ program against `include/` and the built `libcudart.so` with g++, runs it
//! and checks what it prints: device queries, error strings, memory, streams, events, kernel
//! launches through the `<<<...>>>` entry points, symbols, device `printf` ordering and a sticky
//! kernel fault.
//!
//! The device image is compiled here by the front end and embedded into the program; the
//! program registers it and its kernels the way the host pass's generated code does. The test
//! skips itself (with a message) when the library has not been built or g++ is missing: tests
//! must not build the library themselves.

use std::path::{Path, PathBuf};
use std::process::Command;

const DEVICE_SOURCE: &str = r#"
__global__ void scale(float* p, float s, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= s;
}
__global__ void hello(int v) {
    if (blockIdx.x == 0 && threadIdx.x == 0) printf("device says %d\n", v);
}
__global__ void wild(int* p) { *p = 1; }
__constant__ int table[4];
__global__ void readTable(int* out) { out[threadIdx.x] = table[threadIdx.x] + threadIdx.x; }
"#;

const HOST_PROGRAM: &str = r#"
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <unistd.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAILED line %d: %s\n", __LINE__, cudaGetErrorName(e_)); return 1; } } while (0)
#define LAUNCH(stub, g, b, sh, st, ...) \
    (__cudaPushCallConfiguration(dim3(g), dim3(b), sh, st) ? (void)0 : stub(__VA_ARGS__))

// Host stubs, as the host pass writes them.
static void scale(float* p, float s, int n) {
    void* args[] = {&p, &s, &n};
    dim3 g, b; size_t sh; cudaStream_t st;
    if (__cudaPopCallConfiguration(&g, &b, &sh, &st) != cudaSuccess) return;
    cudaLaunchKernel((const void*)scale, g, b, args, sh, st);
}
static void hello(int v) {
    void* args[] = {&v};
    dim3 g, b; size_t sh; cudaStream_t st;
    if (__cudaPopCallConfiguration(&g, &b, &sh, &st) != cudaSuccess) return;
    cudaLaunchKernel((const void*)hello, g, b, args, sh, st);
}
static void wild(int* p) {
    void* args[] = {&p};
    dim3 g, b; size_t sh; cudaStream_t st;
    if (__cudaPopCallConfiguration(&g, &b, &sh, &st) != cudaSuccess) return;
    cudaLaunchKernel((const void*)wild, g, b, args, sh, st);
}
static void readTable(int* out) {
    void* args[] = {&out};
    dim3 g, b; size_t sh; cudaStream_t st;
    if (__cudaPopCallConfiguration(&g, &b, &sh, &st) != cudaSuccess) return;
    cudaLaunchKernel((const void*)readTable, g, b, args, sh, st);
}
static int table[4];
static int notASymbol[4];

static const bool registered = [] {
    void** h = __ferrocudaRegisterModule(kImage, kImageSize);
    __ferrocudaRegisterFunction(h, (const void*)scale, "scale", nullptr);
    __ferrocudaRegisterFunction(h, (const void*)hello, "hello", nullptr);
    __ferrocudaRegisterFunction(h, (const void*)wild, "wild", nullptr);
    __ferrocudaRegisterFunction(h, (const void*)readTable, "readTable", nullptr);
    __ferrocudaRegisterVar(h, (void*)&table, "table", sizeof(table), 1, 0);
    return true;
}();

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
    int count = 0;
    CHECK(cudaGetDeviceCount(&count));
    printf("devices %d\n", count);
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("name ok %d\n", strncmp(prop.name, "ferrocuda CPU (", 15) == 0);
    printf("cc %d.%d warp %d threads %d dims %d %d %d smem %zu const %zu\n", prop.major, prop.minor,
           prop.warpSize, prop.maxThreadsPerBlock, prop.maxThreadsDim[0], prop.maxThreadsDim[1],
           prop.maxThreadsDim[2], prop.sharedMemPerBlock, prop.totalConstMem);
    int sms = 0;
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    printf("attributes agree %d\n", sms == prop.multiProcessorCount && sms > 0);
    int drv = 0, rtv = 0;
    CHECK(cudaDriverGetVersion(&drv));
    CHECK(cudaRuntimeGetVersion(&rtv));
    printf("versions %d %d\n", drv, rtv);
    printf("%s: %s\n", cudaGetErrorName(cudaErrorInvalidValue), cudaGetErrorString(cudaErrorInvalidValue));
    printf("%s / %s\n", cudaGetErrorName((cudaError_t)12345), cudaGetErrorString((cudaError_t)12345));

    const int n = 1000;
    float h[n];
    for (int i = 0; i < n; ++i) h[i] = (float)i;
    float* d = nullptr;
    CHECK(cudaMalloc(&d, sizeof(h)));
    CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
    LAUNCH(scale, (n + 255) / 256, 256, 0, 0, d, 2.0f, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    printf("scaled %.0f %.0f %.0f\n", h[0], h[1], h[999]);
    CHECK(cudaMemset(d, 0, sizeof(h)));
    CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
    float sum = 0;
    for (int i = 0; i < n; ++i) sum += h[i];
    printf("after memset %.0f\n", sum);

    printf("bad direction: %s\n", name(cudaMemcpy(d, h, 4, (cudaMemcpyKind)9)));
    printf("last error: %s\n", name(cudaGetLastError()));
    printf("last error again: %s\n", name(cudaGetLastError()));
    printf("null output: %s\n", name(cudaMalloc(nullptr, 4)));
    printf("peek: %s\n", name(cudaPeekAtLastError()));
    cudaGetLastError();
    printf("bad free: %s\n", name(cudaFree(h)));
    LAUNCH(scale, 1, 2048, 0, 0, d, 1.0f, n);
    printf("2048 threads: %s\n", name(cudaGetLastError()));
    LAUNCH(scale, dim3(1, 70000), 32, 0, 0, d, 1.0f, n);
    printf("grid y 70000: %s\n", name(cudaGetLastError()));

    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    printf("unrecorded event: %s\n", name(cudaEventQuery(stop)));
    float* pinned = nullptr;
    CHECK(cudaMallocHost(&pinned, sizeof(h)));
    for (int i = 0; i < n; ++i) pinned[i] = 1.0f;
    CHECK(cudaEventRecord(start, s));
    CHECK(cudaMemcpyAsync(d, pinned, sizeof(h), cudaMemcpyHostToDevice, s));
    LAUNCH(scale, (n + 255) / 256, 256, 0, s, d, 3.0f, n);
    CHECK(cudaMemcpyAsync(pinned, d, sizeof(h), cudaMemcpyDeviceToHost, s));
    CHECK(cudaEventRecord(stop, s));
    CHECK(cudaEventSynchronize(stop));
    float ms = -1;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("stream result %.0f %.0f, time ok %d, query %s\n", pinned[0], pinned[n - 1], ms >= 0.0f,
           name(cudaStreamQuery(s)));
    cudaPointerAttributes attr;
    CHECK(cudaPointerGetAttributes(&attr, pinned));
    printf("pinned is host memory %d\n", attr.type == cudaMemoryTypeHost);
    CHECK(cudaFreeHost(pinned));
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    CHECK(cudaStreamDestroy(s));
    size_t freeMem = 0, totalMem = 0;
    CHECK(cudaMemGetInfo(&freeMem, &totalMem));
    printf("meminfo ok %d\n", freeMem > 0 && freeMem <= totalMem && totalMem == prop.totalGlobalMem);

    const int t[4] = {10, 20, 30, 40};
    CHECK(cudaMemcpyToSymbol(table, t, sizeof(t)));
    int* out = nullptr;
    CHECK(cudaMalloc(&out, sizeof(t)));
    LAUNCH(readTable, 1, 4, 0, 0, out);
    int back[4];
    CHECK(cudaMemcpy(back, out, sizeof(back), cudaMemcpyDeviceToHost));
    printf("table %d %d %d %d\n", back[0], back[1], back[2], back[3]);
    printf("not a symbol: %s\n", name(cudaMemcpyToSymbol(notASymbol, t, sizeof(t))));
    cudaGetLastError();

    printf("host before\n");
    LAUNCH(hello, 2, 64, 0, 0, 7);
    printf("host between\n");
    CHECK(cudaDeviceSynchronize());
    printf("host after\n");

    LAUNCH(wild, 1, 1, 0, 0, (int*)0x10);
    printf("wild launch: %s\n", name(cudaGetLastError()));
    printf("synchronize: %s (%s)\n", name(cudaDeviceSynchronize()), cudaGetErrorString(cudaErrorIllegalAddress));
    printf("sticky: %s %s\n", name(cudaGetLastError()), name(cudaMalloc(&out, 4)));
    return 0;
}
"#;

const EXPECTED: &str = "\
devices 1
name ok 1
cc 9.0 warp 32 threads 1024 dims 1024 1024 64 smem 49152 const 65536
attributes agree 1
versions 13000 13000
cudaErrorInvalidValue: invalid argument
unrecognized error code / unrecognized error code
scaled 0 2 1998
after memset 0
bad direction: cudaErrorInvalidMemcpyDirection
last error: cudaErrorInvalidMemcpyDirection
last error again: cudaSuccess
null output: cudaErrorInvalidValue
peek: cudaErrorInvalidValue
bad free: cudaErrorInvalidValue
2048 threads: cudaErrorInvalidValue
grid y 70000: cudaErrorInvalidValue
unrecorded event: cudaSuccess
stream result 3 3, time ok 1, query cudaSuccess
pinned is host memory 1
meminfo ok 1
table 10 21 32 43
not a symbol: cudaErrorInvalidSymbol
host before
host between
device says 7
host after
wild launch: cudaSuccess
synchronize: cudaErrorIllegalAddress (an illegal memory access was encountered)
sticky: cudaErrorIllegalAddress cudaErrorIllegalAddress
";

/// What the host pass gives g++ for a rewritten file: the CUDA macros, and the execution-space
/// keywords (which the rewriter normally removes) defined away.
const HOST_FLAGS: &[&str] = &[
    "-std=c++17",
    "-D__CUDACC__",
    "-D__NVCC__",
    "-D__FERROCUDA__",
    "-D__host__=",
    "-D__device__=",
    "-D__global__=",
    "-D__shared__=",
    "-D__constant__=",
    "-D__managed__=",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The newest modification time of the sources the library is built from.
fn newest_source() -> Option<std::time::SystemTime> {
    fn walk(dir: &Path, newest: &mut Option<std::time::SystemTime>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, newest);
            } else if let Ok(t) = e.metadata().and_then(|m| m.modified()) {
                *newest = Some(newest.map_or(t, |n| n.max(t)));
            }
        }
    }
    let mut newest = None;
    for c in [
        "runtime/src",
        "cudart/src",
        "cpu/src",
        "frontend/src",
        "ir/src",
    ] {
        walk(&root().join("crates").join(c), &mut newest);
    }
    newest
}

/// The directory holding an up-to-date `libcudart.so`, or why the tests cannot run.
fn library_dir() -> Result<PathBuf, String> {
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    let dir = root().join("target").join(profile);
    let lib = dir.join("libcudart.so");
    let built = std::fs::metadata(&lib)
        .and_then(|m| m.modified())
        .map_err(|_| {
            format!(
                "{} not found (run `cargo build -p ferrocuda-cudart` first)",
                lib.display()
            )
        })?;
    // `cargo test` does not rebuild the cdylib; an old one would fail for reasons long fixed.
    if newest_source().is_some_and(|t| t > built) {
        return Err(format!(
            "{} is older than its sources (run `cargo build -p ferrocuda-cudart` first)",
            lib.display()
        ));
    }
    if Command::new("g++").arg("--version").output().is_err() {
        return Err("g++ not found".into());
    }
    Ok(dir)
}

fn device_image() -> Vec<u8> {
    let include = root().join("include");
    let opts = ferrocuda_frontend::compile::DeviceOptions {
        system_dirs: vec![
            include.clone(),
            include.join("ferrocuda").join("device-std"),
        ],
        ..Default::default()
    };
    ferrocuda_frontend::compile::with_front_end_stack(move || {
        ferrocuda_frontend::compile::compile_bytes("device.cu", DEVICE_SOURCE.as_bytes(), &opts)
    })
    .expect("the device code compiles")
    .image
}

#[test]
fn c_program_against_libcudart() {
    let lib_dir = match library_dir() {
        Ok(d) => d,
        Err(why) => {
            println!("skipped: {why}");
            return;
        }
    };
    let dir = std::env::temp_dir().join(format!("ferrocuda-cudart-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let image = device_image();
    let mut source = String::from("static const unsigned char kImage[] = {");
    for b in &image {
        source.push_str(&format!("{b},"));
    }
    // A trailing zero keeps the array non-empty; the size excludes it.
    source.push_str(&format!(
        "0}};\nstatic const unsigned long long kImageSize = {};\n",
        image.len()
    ));
    source.push_str(HOST_PROGRAM);
    let cpp = dir.join("program.cpp");
    std::fs::write(&cpp, source).unwrap();
    let exe = dir.join("program");
    let build = Command::new("g++")
        .args(HOST_FLAGS)
        .arg("-I")
        .arg(root().join("include"))
        .arg(&cpp)
        .arg("-o")
        .arg(&exe)
        .arg("-L")
        .arg(&lib_dir)
        .arg(format!("-Wl,-rpath,{}", lib_dir.display()))
        .arg("-lcudart")
        .output()
        .unwrap();
    assert!(
        build.status.success(),
        "g++ failed:\n{}",
        String::from_utf8_lossy(&build.stderr)
    );
    let run = Command::new(&exe)
        .env("FERROCUDA_BACKEND", "cpu")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        run.status.success(),
        "exit {:?}\nstdout:\n{stdout}\nstderr:\n{stderr}",
        run.status
    );
    assert_eq!(stdout, EXPECTED, "stderr:\n{stderr}");
    assert!(
        stderr.contains("kernel 'wild' block (0,0,0) thread (0,0,0): illegal address 0x10"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn nvidia_backend_is_reported_unavailable() {
    let lib_dir = match library_dir() {
        Ok(d) => d,
        Err(why) => {
            println!("skipped: {why}");
            return;
        }
    };
    let dir = std::env::temp_dir().join(format!("ferrocuda-cudart-nodev-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cpp = dir.join("nodev.cpp");
    std::fs::write(
        &cpp,
        "#include <cuda_runtime.h>\n#include <cstdio>\nint main() { int n = 7; cudaError_t e = cudaGetDeviceCount(&n);\n\
         void* p; printf(\"%s %d %s\\n\", cudaGetErrorName(e), n, cudaGetErrorName(cudaMalloc(&p, 4))); return 0; }\n",
    )
    .unwrap();
    let exe = dir.join("nodev");
    let build = Command::new("g++")
        .args(HOST_FLAGS)
        .arg("-I")
        .arg(root().join("include"))
        .arg(&cpp)
        .arg("-o")
        .arg(&exe)
        .arg("-L")
        .arg(&lib_dir)
        .arg(format!("-Wl,-rpath,{}", lib_dir.display()))
        .arg("-lcudart")
        .output()
        .unwrap();
    assert!(
        build.status.success(),
        "g++ failed:\n{}",
        String::from_utf8_lossy(&build.stderr)
    );
    let run = Command::new(&exe)
        .env("FERROCUDA_BACKEND", "nvidia")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "cudaErrorNoDevice 0 cudaErrorNoDevice\n"
    );
    assert!(String::from_utf8_lossy(&run.stderr).contains("NVIDIA backend not available"));
    let _ = std::fs::remove_dir_all(&dir);
}
