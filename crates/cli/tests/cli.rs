//! The `ferrocuda` binary: dispatch, errors, the `nvcc` name, the toolkit prefix, and `run`
//! against a stand-in runtime library built from the driver's test files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const EXE: &str = env!("CARGO_BIN_EXE_ferrocuda");

/// A scratch directory with its own cache, removed at the end.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let p = std::env::temp_dir().join(format!("ferrocuda-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        Scratch(p)
    }

    fn cmd(&self, program: &Path) -> Command {
        let mut c = Command::new(program);
        c.env("FERROCUDA_CACHE_DIR", self.0.join("cache"))
            .env_remove("FERROCUDA_LIB_DIR")
            .env_remove("FERROCUDA_BACKEND")
            .current_dir(&self.0);
        c
    }

    fn ferrocuda(&self, args: &[&str]) -> Output {
        self.cmd(Path::new(EXE)).args(args).output().unwrap()
    }

    fn write(&self, name: &str, text: &str) -> PathBuf {
        let p = self.0.join(name);
        std::fs::write(&p, text).unwrap();
        p
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn have_gxx() -> bool {
    Command::new("g++")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn version_help_and_unknown_commands() {
    let s = Scratch::new("basics");
    let v = s.ferrocuda(&["--version"]);
    assert!(v.status.success());
    assert!(stdout(&v).contains("ferrocuda"), "{}", stdout(&v));
    assert!(stdout(&v).contains("release"), "{}", stdout(&v));
    assert!(s.ferrocuda(&["help"]).status.success());

    let bad = s.ferrocuda(&["frobnicate"]);
    assert_eq!(bad.status.code(), Some(1));
    assert_eq!(
        stderr(&bad),
        "ferrocuda: unknown command 'frobnicate' (try `ferrocuda help`)\n"
    );
    let none = s.ferrocuda(&[]);
    assert_eq!(none.status.code(), Some(1));
    assert!(stderr(&none).contains("usage"));
}

#[test]
fn nvcc_errors_are_one_line() {
    let s = Scratch::new("nvcc-errors");
    let o = s.ferrocuda(&["nvcc", "-foo", "a.cu"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "ferrocuda nvcc: unknown option '-foo'\n");
    let o = s.ferrocuda(&["nvcc", "missing.cu"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "ferrocuda nvcc: input file 'missing.cu' not found\n"
    );
    let o = s.ferrocuda(&["nvcc"]);
    assert_eq!(stderr(&o), "ferrocuda nvcc: no input files\n");
}

/// Where nvcc puts what it writes: `-M -odir` names the object in that directory, `-keep
/// -keep-dir` leaves the intermediate files there, and `-x c++` compiles a file of another
/// extension as C++ into an object.
#[test]
fn output_places_follow_nvcc() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("output-places");
    s.write("k.cu", "__global__ void k(int* p) { *p = 1; }\n");
    s.write("h.cu", "int twice(int x) { return 2 * x; }\n");
    let o = s.ferrocuda(&["nvcc", "-M", "-odir", "obj", "k.cu"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("obj/k.o: k.cu"), "{}", stdout(&o));
    let o = s.ferrocuda(&[
        "nvcc",
        "-keep",
        "-keep-dir",
        "kept",
        "-c",
        "k.cu",
        "-o",
        "k.o",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let kept: Vec<_> = std::fs::read_dir(s.0.join("kept")).unwrap().collect();
    assert!(!kept.is_empty());
    let o = s.ferrocuda(&["nvcc", "-x", "c++", "-c", "h.cu", "-o", "h.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(s.0.join("h.o").is_file());
}

/// `-run` runs the program it built with `-run-args`, exiting as the program does; `-dlto`
/// builds as without it (device code is linked whole when the program loads).
#[test]
fn run_and_device_link_time_optimization() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("nvcc-run");
    s.write(
        "r.cu",
        "#include <cstdio>\n__global__ void k(int* p) { *p = 7; }\n\
         int main(int argc, char** argv) { int* d; cudaMallocManaged(&d, 4); k<<<1, 1>>>(d);\n\
         cudaDeviceSynchronize(); printf(\"%d %s\\n\", *d, argv[argc - 1]); return 3; }\n",
    );
    let o = s.ferrocuda(&["nvcc", "-run", "r.cu", "-run-args", "x,last", "-o", "r"]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert_eq!(stdout(&o), "7 last\n");
    let o = s.ferrocuda(&["nvcc", "-dlto", "-dc", "r.cu", "-o", "r.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = s.ferrocuda(&["nvcc", "-dlto", "r.o", "-o", "r2", "-run"]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert_eq!(stdout(&o), "7 ./r2\n");
}

/// `-dlink` reports a device function that relocatable device code uses and no object
/// defines, as nvlink does; `-dw` compiles to an object whose device code is whole.
#[test]
fn device_link_checks_references() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("device-link");
    s.write(
        "a.cu",
        "__device__ int helper(int);\n__global__ void k(int* p) { *p = helper(3); }\n",
    );
    s.write("b.cu", "__device__ int helper(int x) { return x + 1; }\n");
    for (source, object) in [("a.cu", "a.o"), ("b.cu", "b.o")] {
        let o = s.ferrocuda(&["nvcc", "-dc", source, "-o", object]);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let o = s.ferrocuda(&["nvcc", "-dlink", "a.o", "-o", "link.o"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "nvlink error   : Undefined reference to 'helper(int)' in 'a.o'\n"
    );
    let o = s.ferrocuda(&["nvcc", "-dlink", "a.o", "b.o", "-o", "link.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = s.ferrocuda(&["nvcc", "-dw", "b.cu", "-o", "b_whole.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = s.ferrocuda(&["nvcc", "-dw", "a.cu", "-o", "a_whole.o"]);
    assert!(stderr(&o).contains("declared but never defined in device code"));
}

/// The device pass's warnings print unless `-w` is given, and are errors under `-Werror
/// all-warnings`.
#[test]
fn device_warnings_follow_w_and_werror() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("device-warnings");
    s.write("w.cu", "__global__ inline void k() {}\n");
    let warning = "inline qualifier ignored for \"__global__\" function";
    let o = s.ferrocuda(&["nvcc", "-c", "w.cu", "-o", "w.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains(warning), "{}", stderr(&o));
    let o = s.ferrocuda(&["nvcc", "-w", "-c", "w.cu", "-o", "w.o"]);
    assert!(
        o.status.success() && !stderr(&o).contains(warning),
        "{}",
        stderr(&o)
    );
    let o = s.ferrocuda(&["nvcc", "-Werror", "all-warnings", "-c", "w.cu", "-o", "w.o"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(&format!("error: {warning}")),
        "{}",
        stderr(&o)
    );
}

/// A kernel taking a tensor map (a 128-byte-aligned class) by value builds as quietly as
/// nvcc builds it: GCC's note on such parameters' ABI is not for CUDA programs.
#[test]
fn over_aligned_kernel_parameters_build_quietly() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("psabi");
    s.write(
        "t.cu",
        "#include <cuda.h>\n\
         __global__ void k(const __grid_constant__ CUtensorMap m, float* p) { p[0] = 1.0f; }\n\
         int main() { CUtensorMap m = {}; k<<<1, 1>>>(m, nullptr); return 0; }\n",
    );
    let o = s.ferrocuda(&["nvcc", "-c", "t.cu", "-o", "t.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

#[cfg(unix)]
#[test]
fn invoked_as_nvcc() {
    let s = Scratch::new("nvcc-name");
    let link = s.0.join("nvcc");
    std::os::unix::fs::symlink(EXE, &link).unwrap();
    let o = s.cmd(&link).arg("--version").output().unwrap();
    assert!(o.status.success());
    assert!(stdout(&o).contains("ferrocuda"));
    let o = s.cmd(&link).arg("-bogus").output().unwrap();
    assert_eq!(stderr(&o), "ferrocuda nvcc: unknown option '-bogus'\n");
}

#[test]
fn cuda_path_is_a_toolkit() {
    let s = Scratch::new("cuda-path");
    let o = s.ferrocuda(&["--cuda-path"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let root = PathBuf::from(stdout(&o).trim());
    assert!(root.starts_with(s.0.join("cache")), "{}", root.display());
    assert!(root.join("include/cuda_runtime.h").is_file());
    assert!(root.join("bin/nvcc").exists());
    // `-arch=native` Makefiles ask the toolkit's device query for the GPU's architecture.
    let query = Command::new(root.join("bin/__nvcc_device_query"))
        .output()
        .unwrap();
    assert!(query.status.success());
    assert_eq!(String::from_utf8_lossy(&query.stdout), "90");
    // The same prefix again, not a second one.
    let again = s.ferrocuda(&["--cuda-path"]);
    assert_eq!(stdout(&again), stdout(&o));
}

/// A program whose host compiler links `-lcudart` from the toolkit's `lib64/` (as CMake links
/// the shared runtime) names the runtime by its full path: it runs without a search path.
#[test]
fn the_toolkit_runtime_linked_by_the_host_compiler_needs_no_search_path() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("toolkit-link");
    s.write(
        "prog.cu",
        "#include <cstdio>\n__global__ void k(int* p) { *p = 42; }\n\
         int main() { int* p; cudaMallocManaged(&p, 4); k<<<1, 1>>>(p);\n\
         cudaDeviceSynchronize(); printf(\"%d\\n\", *p); }\n",
    );
    let o = s.ferrocuda(&["nvcc", "-c", "prog.cu", "-o", "prog.o"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let root = PathBuf::from(stdout(&s.ferrocuda(&["--cuda-path"])).trim());
    let exe = s.0.join("prog");
    let link = Command::new("g++")
        .arg(s.0.join("prog.o"))
        .arg(format!("-L{}", root.join("lib64").display()))
        .args(["-lcudart", "-o"])
        .arg(&exe)
        .output()
        .unwrap();
    assert!(link.status.success(), "{}", stderr(&link));
    let run = Command::new(&exe)
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .unwrap();
    assert_eq!(stdout(&run), "42\n", "{}", stderr(&run));
}

#[test]
fn missing_runtime_library_is_explained() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("no-cudart");
    s.write("hello.cu", "int main() { return 0; }\n");
    let o = s
        .cmd(Path::new(EXE))
        .env("FERROCUDA_LIB_DIR", s.0.join("nowhere"))
        .args(["nvcc", "hello.cu", "-o", "hello"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("libcudart.so not found in FERROCUDA_LIB_DIR"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn check_reports_device_errors() {
    let s = Scratch::new("check");
    s.write(
        "good.cu",
        "__global__ void k(int* p) { p[threadIdx.x] = 1; }\n",
    );
    s.write(
        "bad.cu",
        "__global__ void k(int* p) {\n  p[0] = undeclared_thing;\n}\n",
    );
    let good = s.ferrocuda(&["check", "good.cu"]);
    assert!(good.status.success(), "{}", stderr(&good));
    let bad = s.ferrocuda(&["check", "bad.cu"]);
    assert_eq!(bad.status.code(), Some(1));
    let err = stderr(&bad);
    assert!(
        err.contains("bad.cu:") && err.contains("undeclared_thing"),
        "{err}"
    );
}

#[test]
fn host_errors_point_at_user_lines() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("host-errors");
    s.write(
        "bad.cu",
        "__device__ int f(int x) {\n  return x;\n}\n\n__global__ void k() {}\nint main() {\n  return undeclared_name;\n}\n",
    );
    let o = s.ferrocuda(&["nvcc", "-ccbin", "g++", "-c", "bad.cu", "-o", "bad.o"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("bad.cu:7:"), "{}", stderr(&o));
}

/// A stand-in `libcudart.so` built from the driver's test files.
fn mock_runtime(dir: &Path) -> PathBuf {
    let files = Path::new(env!("CARGO_MANIFEST_DIR")).join("../driver/tests/host_pass");
    let lib_dir = dir.join("mock-lib");
    std::fs::create_dir_all(&lib_dir).unwrap();
    let out = Command::new("g++")
        .args(["-std=c++17", "-shared", "-fPIC", "-include"])
        .arg(files.join("mock_cuda_runtime.h"))
        .arg(files.join("mock_runtime.cpp"))
        .arg("-o")
        .arg(lib_dir.join("libcudart.so"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    lib_dir
}

const PROGRAM: &str = r#"#include <cstdio>
#include <cstdlib>
#include "value.h"

__global__ void k(int v) {}

int main(int argc, char** argv) {
    k<<<1, 1>>>(VALUE);
    const char* backend = std::getenv("FERROCUDA_BACKEND");
    std::printf("value=%d backend=%s args=", VALUE, backend ? backend : "-");
    for (int i = 1; i < argc; ++i) std::printf("[%s]", argv[i]);
    std::printf("\n");
    return 3;
}
"#;

#[test]
fn run_builds_once_and_execs() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("run");
    let lib = mock_runtime(&s.0);
    s.write("prog.cu", PROGRAM);
    s.write("value.h", "#define VALUE 1\n");
    let run = |args: &[&str]| {
        s.cmd(Path::new(EXE))
            .env("FERROCUDA_LIB_DIR", &lib)
            .env("CXX", "g++")
            .arg("run")
            .args(args)
            .output()
            .unwrap()
    };
    let o = run(&["--backend", "cpu", "-O1", "prog.cu", "--", "a", "-b"]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("launch k - grid=1,1,1"), "{out}");
    assert!(out.ends_with("value=1 backend=cpu args=[a][-b]\n"), "{out}");

    let builds = s.0.join("cache/builds");
    let count = || std::fs::read_dir(&builds).unwrap().count();
    assert_eq!(count(), 1);
    // Same sources and flags, another backend: the same build.
    let o = run(&["-O1", "--backend=auto", "prog.cu", "x"]);
    assert!(
        stdout(&o).ends_with("value=1 backend=auto args=[x]\n"),
        "{}",
        stdout(&o)
    );
    assert_eq!(count(), 1);
    // A header changed: rebuilt in place.
    s.write("value.h", "#define VALUE 2\n");
    let o = run(&["-O1", "prog.cu"]);
    assert!(
        stdout(&o).ends_with("value=2 backend=- args=\n"),
        "{}",
        stdout(&o)
    );
    assert_eq!(count(), 1);
    // Other flags: another build.
    let o = run(&["-O2", "prog.cu"]);
    assert_eq!(o.status.code(), Some(3));
    assert_eq!(count(), 2);
}

/// `nvcc -cuda`: the rewritten host code, which compiles on its own (its device code
/// embedded) into an object that links with the runtime.
#[test]
fn cuda_option_writes_the_host_translation() {
    if !have_gxx() {
        return;
    }
    let s = Scratch::new("host-translation");
    s.write("prog.cu", PROGRAM);
    s.write("value.h", "#define VALUE 1\n");
    let o = s.ferrocuda(&["nvcc", "-ccbin", "g++", "-cuda", "prog.cu"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let ii = s.0.join("prog.cu.cpp.ii");
    let text = std::fs::read_to_string(&ii).unwrap();
    assert!(
        text.contains("__ferrocudaRegisterModule"),
        "no registration"
    );
    let o = s.ferrocuda(&["nvcc", "-cuda", "prog.cu", "-o", "named.ii"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(s.0.join("named.ii").exists());
    let obj = s.0.join("prog.o");
    let cc = Command::new("g++")
        .arg("-c")
        .arg(&ii)
        .arg("-o")
        .arg(&obj)
        .output()
        .unwrap();
    assert!(cc.status.success(), "{}", stderr(&cc));
    let lib = mock_runtime(&s.0);
    let exe = s.0.join("prog");
    let link = Command::new("g++")
        .arg(&obj)
        .arg(format!("-L{}", lib.display()))
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .args(["-lcudart", "-o"])
        .arg(&exe)
        .output()
        .unwrap();
    assert!(link.status.success(), "{}", stderr(&link));
    // The stand-in, not the runtime that the test harness's library path finds.
    let run = Command::new(&exe)
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .unwrap();
    assert!(stdout(&run).contains("launch k"), "{}", stdout(&run));
}
