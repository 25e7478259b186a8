//! End to end: a `.cu` file through the device pass, the host rewrite, the real host compiler
//! and the link against ferrocuda's `libcudart.so`, then run.
//!
//! Needs `libcudart.so` in `target/debug` or `target/release` (`cargo build -p
//! ferrocuda-cudart`) and a `g++`; without them the test says so and passes.

use ferrocuda_driver::build;
use ferrocuda_driver::toolkit::Setup;
use std::path::{Path, PathBuf};
use std::process::Command;

fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"),
    }
}

fn find_cudart() -> Option<PathBuf> {
    ["debug", "release"]
        .iter()
        .map(|p| target_dir().join(p).join("libcudart.so"))
        .find(|p| p.is_file())
}

fn have(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A scratch directory for one test, removed at the end.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let p = std::env::temp_dir().join(format!("ferrocuda-e2e-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        Scratch(p)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `ferrocuda nvcc`'s arguments to build `src` into `out` with g++, `mode` being `-c` (an
/// object) or an optimization flag (a program).
fn nvcc_args(mode: &str, src: &Path, out: &Path) -> Vec<String> {
    vec![
        "-ccbin".into(),
        "g++".into(),
        mode.into(),
        src.to_string_lossy().into_owned(),
        "-o".into(),
        out.to_string_lossy().into_owned(),
    ]
}

fn setup(lib: &Path, dir: &Path) -> Setup {
    Setup {
        exe: std::env::current_exe().unwrap(),
        runtime_dir: lib.parent().unwrap().to_path_buf(),
        runtime_dir_from_env: true,
        cache_dir: dir.join("cache"),
    }
}

// The host makes an object of a class template whose virtual functions are device code, one
// defined outside its class: its virtual table needs them on the host too.
const HOST_ONLY: &str = r#"#include <cstdio>

__device__ int twice(int x) { return 2 * x; }

__global__ void never(int* p) { *p = twice(*p); }

template <class T> struct Shape {
    T side;
    __host__ __device__ Shape(T s) : side(s) {}
    __device__ virtual T area() const = 0;
};
template <class T> struct Square : Shape<T> {
    __host__ __device__ Square(T s) : Shape<T>(s) {}
    __device__ T area() const override;
};
template <class T> __device__ T Square<T>::area() const { return this->side * this->side; }

int main(int argc, char** argv) {
    Square<double> square(2.0);
    std::printf("hello from the host, %d argument(s), a square of %zu bytes\n", argc - 1,
                sizeof(square));
    return 0;
}
"#;

#[test]
fn host_only_program_builds_and_runs() {
    let Some(lib) = find_cudart() else {
        eprintln!("skipping: libcudart.so is not built yet (cargo build -p ferrocuda-cudart)");
        return;
    };
    if !have("g++") {
        eprintln!("skipping: no g++");
        return;
    }
    let dir = Scratch::new("host-only");
    let src = dir.0.join("hello.cu");
    std::fs::write(&src, HOST_ONLY).unwrap();
    let exe = dir.0.join("hello");
    let args: Vec<String> = vec![
        src.to_string_lossy().into_owned(),
        "-o".into(),
        exe.to_string_lossy().into_owned(),
    ];
    // The C++ compiler is found the usual way, but this test wants g++ specifically.
    let args: Vec<String> = ["-ccbin".to_string(), "g++".to_string()]
        .into_iter()
        .chain(args)
        .collect();
    build::nvcc(&args, &setup(&lib, &dir.0)).expect("the build succeeds");
    let out = Command::new(&exe).arg("x").output().unwrap();
    assert!(
        out.status.success(),
        "exit {:?}, stderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "hello from the host, 1 argument(s), a square of 16 bytes\n"
    );
}

/// Builds `tests/host_pass/mock_runtime.cpp` as a `libcudart.so` in `dir`: a stand-in that
/// prints registrations and launches, so the pipeline is tested apart from the real runtime.
fn mock_cudart(dir: &Path) -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host_pass");
    let lib_dir = dir.join("mock-lib");
    std::fs::create_dir_all(&lib_dir).unwrap();
    let lib = lib_dir.join("libcudart.so");
    let out = Command::new("g++")
        .args(["-std=c++17", "-shared", "-fPIC", "-include"])
        .arg(here.join("mock_cuda_runtime.h"))
        .arg(here.join("mock_runtime.cpp"))
        .arg("-o")
        .arg(&lib)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    lib
}

const LAUNCHES: &str = r#"#include <cstdio>

template <typename T, int N>
__global__ void scale(T* p, T f) { p[threadIdx.x] *= f * N; }

namespace ns {
__global__ void plain(int n) {}
}

__constant__ float table[4];
__device__ int counter;

template <int& R>
__global__ void bump(int by) { atomicAdd(&R, by); }

int main() {
    ns::plain<<<dim3(2, 2), 32>>>(5);
    scale<float, 3><<<1, 64, 128>>>(nullptr, 2.0f);
    bump<counter><<<1, 1>>>(4);
    std::printf("done\n");
    return 0;
}
"#;

#[test]
fn launches_reach_the_runtime() {
    if !have("g++") {
        eprintln!("skipping: no g++");
        return;
    }
    let dir = Scratch::new("launches");
    let lib = mock_cudart(&dir.0);
    let src = dir.0.join("launch.cu");
    std::fs::write(&src, LAUNCHES).unwrap();
    let exe = dir.0.join("launch");
    let args = nvcc_args("-O2", &src, &exe);
    build::nvcc(&args, &setup(&lib, &dir.0)).expect("the build succeeds");
    let out = Command::new(&exe).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut lines: Vec<&str> = stdout
        .lines()
        .filter(|l| !l.starts_with("module"))
        .collect();
    // Everything registers before `main`, in an order the host compiler's emission decides.
    let registrations = lines
        .iter()
        .take_while(|l| !l.starts_with("launch"))
        .count();
    lines[..registrations].sort_unstable();
    assert_eq!(
        lines,
        [
            "function bump f:14__fc_value_tagIRiL_ZL7counterEE",
            "function ns::plain -",
            "function scale t:11__fc_cv_tagIfE,v:3",
            "var counter 4 0 0",
            "var table 16 1 0",
            "launch ns::plain - grid=2,2,1 block=32,1,1 shared=0 arg0=5",
            "launch scale t:11__fc_cv_tagIfE,v:3 grid=1,1,1 block=64,1,1 shared=128 arg0=0",
            "launch bump f:14__fc_value_tagIRiL_ZL7counterEE grid=1,1,1 block=1,1,1 shared=0 arg0=4",
            "done",
        ]
    );
}

#[test]
fn host_compiler_errors_point_at_the_user_line() {
    if !have("g++") {
        eprintln!("skipping: no g++");
        return;
    }
    let dir = Scratch::new("host-error");
    // Compiling alone needs no runtime library.
    let lib = dir.0.join("libcudart.so");
    let src = dir.0.join("bad.cu");
    std::fs::write(
        &src,
        "__device__ int f(int x) {\n  return x;\n}\n\nint main() {\n  return undeclared_name;\n}\n",
    )
    .unwrap();
    let obj = dir.0.join("bad.o");
    let args = nvcc_args("-c", &src, &obj);
    // The diagnostics go to stderr (inherited); the result only says they were reported.
    let r = build::nvcc(&args, &setup(&lib, &dir.0));
    assert!(matches!(r, Err(ferrocuda_driver::Error::Reported)), "{r:?}");
}

#[test]
fn a_device_error_leaves_no_object() {
    if !have("g++") {
        eprintln!("skipping: no g++");
        return;
    }
    let dir = Scratch::new("device-error");
    let lib = dir.0.join("libcudart.so");
    let src = dir.0.join("bad.cu");
    std::fs::write(
        &src,
        "__global__ void k(int* p) { p[0] = undeclared; }\nint main() { return 0; }\n",
    )
    .unwrap();
    // An object from an earlier build: a failed build must not leave it (or a new one) behind.
    let obj = dir.0.join("bad.o");
    std::fs::write(&obj, b"stale").unwrap();
    let args = nvcc_args("-c", &src, &obj);
    let r = build::nvcc(&args, &setup(&lib, &dir.0));
    assert!(matches!(r, Err(ferrocuda_driver::Error::Reported)), "{r:?}");
    assert!(!obj.exists());
}

/// The second build of a file reads the precompiled prelude the first one made (beside its
/// compile), and makes the same object; a build with other options makes a header of its own.
#[test]
fn the_prelude_is_precompiled_once_per_options() {
    if !have("g++") {
        eprintln!("skipping: no g++");
        return;
    }
    let dir = Scratch::new("prelude-header");
    let lib = mock_cudart(&dir.0);
    let src = dir.0.join("launch.cu");
    std::fs::write(&src, LAUNCHES).unwrap();
    let setup = setup(&lib, &dir.0);
    let headers = || -> Vec<PathBuf> {
        let Ok(toolkits) = std::fs::read_dir(dir.0.join("cache")) else {
            return Vec::new();
        };
        toolkits
            .flatten()
            .filter_map(|t| std::fs::read_dir(t.path().join("host-headers")).ok())
            .flat_map(|entries| entries.flatten().map(|e| e.path()))
            .collect()
    };
    let object = |name: &str, mode: &str| -> Vec<u8> {
        let obj = dir.0.join(name);
        let mut args = nvcc_args("-c", &src, &obj);
        if mode != "-c" {
            args.insert(0, mode.to_string());
        }
        build::nvcc(&args, &setup).expect("the build succeeds");
        std::fs::read(obj).unwrap()
    };
    let parsed = object("parsed.o", "-c");
    let made = headers();
    assert_eq!(made.len(), 1, "{made:?}");
    assert!(made[0].extension().is_some_and(|x| x == "gch"));
    let read = object("read.o", "-c");
    assert_eq!(parsed, read, "the object built with the header differs");
    assert_eq!(headers(), made);
    object("optimized.o", "-O2");
    assert_eq!(headers().len(), 2);
}
