//! Snapshot tests of the host rewrite.
//!
//! Each `host_pass/NAME.cu` is taken as preprocessed text (it starts with a line marker) and
//! rewritten; the result must equal `host_pass/NAME.expected.cpp`. Run with `UPDATE_EXPECT=1`
//! to write the snapshots instead. Every result is also checked to keep the input's line
//! structure and, when `g++` is installed, to compile (against `mock_cuda_runtime.h`).

use ferrocuda_driver::host_pass::{rewrite, Image, RewriteOptions};
use std::path::{Path, PathBuf};
use std::process::Command;

const IMAGE: &[u8] = b"device image of the fixture\n";

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host_pass");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixture directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    out.sort();
    out
}

/// Compares `actual` with the snapshot at `path`, or writes it under `UPDATE_EXPECT=1`.
fn expect_file(path: &Path, actual: &str) -> Result<(), String> {
    if std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1") {
        std::fs::write(path, actual).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if expected == actual {
        return Ok(());
    }
    let first_diff = expected
        .lines()
        .zip(actual.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| expected.lines().count().min(actual.lines().count()));
    Err(format!(
        "{} differs from the rewrite at line {}:\n  expected: {:?}\n  actual:   {:?}\n(run with UPDATE_EXPECT=1 to update)",
        path.display(),
        first_diff + 1,
        expected.lines().nth(first_diff).unwrap_or("<end>"),
        actual.lines().nth(first_diff).unwrap_or("<end>"),
    ))
}

/// The rewrite may only add the prelude (after the first line, ending with a copy of it) and
/// the registration (from `# 1 "<ferrocuda registration>"` on): what remains must have the
/// input's lines, one for one.
fn check_line_structure(input: &str, output: &str) -> Result<(), String> {
    let in_lines: Vec<&str> = input.lines().collect();
    let out_lines: Vec<&str> = output.lines().collect();
    let marker = in_lines[0];
    let copy = out_lines[1..]
        .iter()
        .position(|l| *l == marker)
        .ok_or("the prelude does not end with a copy of the first line marker")?
        + 1;
    let footer = out_lines
        .iter()
        .position(|l| *l == "# 1 \"<ferrocuda registration>\"")
        .ok_or("no registration footer")?;
    let body = &out_lines[copy + 1..footer];
    // The footer starts on a fresh line, after an empty one when the input ends with '\n'.
    let body_len = body.len() - usize::from(input.ends_with('\n'));
    if body_len != in_lines.len() - 1 {
        return Err(format!(
            "the rewrite has {} lines where the input has {}",
            body_len,
            in_lines.len() - 1
        ));
    }
    for (k, (a, b)) in in_lines[1..].iter().zip(body).enumerate() {
        let marker = a.starts_with("# ") && a[2..].starts_with(|c: char| c.is_ascii_digit());
        if marker && a != b {
            return Err(format!("line marker {} changed: {a:?} -> {b:?}", k + 2));
        }
    }
    Ok(())
}

fn have_gxx() -> bool {
    Command::new("g++")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn syntax_check(name: &str, text: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("ferrocuda-host-pass-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{name}.cpp"));
    std::fs::write(&file, text).map_err(|e| e.to_string())?;
    let mock = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host_pass/mock_cuda_runtime.h");
    let out = Command::new("g++")
        .args(["-fsyntax-only", "-std=c++17", "-Wall", "-Wextra", "-Werror"])
        .args([
            "-Wno-unused-parameter",
            "-Wno-unused-function",
            "-Wno-unused-variable",
        ])
        .arg("-include")
        .arg(&mock)
        .arg("-x")
        .arg("c++")
        .arg(&file)
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "g++ rejects the rewrite of {name}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

#[test]
fn snapshots() {
    let gxx = have_gxx();
    if !gxx {
        eprintln!("g++ not found: the rewrites are not compiled");
    }
    let mut failures = Vec::new();
    for path in fixtures() {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let input = std::fs::read_to_string(&path).unwrap();
        let out = match rewrite(
            &input,
            &format!("{name}.cu"),
            Image::Literal(IMAGE),
            RewriteOptions::default(),
        ) {
            Ok(r) => r.text,
            Err(e) => {
                failures.push(format!("{name}: rewrite failed:\n{e}"));
                continue;
            }
        };
        let expected = path.with_file_name(format!("{name}.expected.cpp"));
        let checks = [
            expect_file(&expected, &out),
            check_line_structure(&input, &out),
            if gxx {
                syntax_check(&name, &out)
            } else {
                Ok(())
            },
        ];
        failures.extend(
            checks
                .into_iter()
                .filter_map(Result::err)
                .map(|e| format!("{name}: {e}")),
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn reports_what_it_registers() {
    let src = "# 1 \"r.cu\"\nnamespace a { __global__ void k(int x) {} __device__ int v; }\n__constant__ float c[2];\n";
    let r = rewrite(
        src,
        "r.cu",
        Image::Literal(b"img"),
        RewriteOptions::default(),
    )
    .unwrap();
    assert_eq!(r.kernels, ["a::k"]);
    assert_eq!(r.variables, ["a::v", "c"]);
    assert_eq!(r.files, ["r.cu"]);
}

#[test]
fn errors_point_at_the_user_line() {
    let src = "# 1 \"e.cu\"\n# 7 \"e.cu\"\nvoid f() {\n  k<<<1>>>();\n}\nstruct S { __global__ void m() {} };\n";
    let err = rewrite(src, "e.cu", Image::Literal(b""), RewriteOptions::default()).unwrap_err();
    assert!(
        err.contains("e.cu:8:4: error: too few arguments in the execution configuration"),
        "{err}"
    );
    assert!(
        err.contains("e.cu:10:12: error: a __global__ function cannot be a member function"),
        "{err}"
    );
}

#[test]
fn device_calls_nvcc_accepts_are_not_reported() {
    // A device lambda's body is device code, `sizeof` evaluates nothing, and nvcc checks
    // templates per instantiation: none of these is a call from host code.
    let src = "# 1 \"a.cu\"\n__device__ int sq(int x) { return x * x; }\n\
               template <typename T> struct H { T get() const { return (T)sq(2); } };\n\
               template <typename T> T f(T x) { return sq(x); }\n\
               int main() {\n  auto d = [] __device__ (int v) { return sq(v); };\n\
               return (int)sizeof(sq(2));\n}\n";
    if let Err(e) = rewrite(src, "a.cu", Image::Literal(b""), RewriteOptions::default()) {
        panic!("{e}");
    }
}

#[test]
fn launches_in_removed_code_are_ignored() {
    // Dynamic parallelism inside a kernel body, and a broken launch in a device function: both
    // are device code, which the host never compiles.
    let src = "# 1 \"d.cu\"\n__global__ void child() {}\n__global__ void parent() { child<<<1, 1>>>(); }\n__device__ void f() { child<<<1>>>(); }\n";
    let r = rewrite(src, "d.cu", Image::Literal(b""), RewriteOptions::default()).unwrap();
    assert!(!r.text.contains("<<<"));
}

#[test]
fn input_without_markers_gets_one() {
    let r = rewrite(
        "__global__ void k() {}\n",
        "plain.cu",
        Image::Literal(b""),
        RewriteOptions::default(),
    )
    .unwrap();
    assert!(r.text.contains("# 1 \"plain.cu\"\n"), "{}", r.text);
}

/// How `rewritten_program_runs_against_a_mock_runtime` embeds the image and compiles.
#[derive(Clone, Copy, Debug)]
enum Embedding {
    /// As a string literal, in ISO C++11, which reads trigraphs the literal must escape.
    Literal,
    /// From a file through `.incbin`, whose name needs quoting, in position-independent code.
    File,
}

#[test]
fn rewritten_program_runs_against_a_mock_runtime() {
    if !have_gxx() {
        eprintln!("g++ not found: skipping");
        return;
    }
    for embedding in [Embedding::Literal, Embedding::File] {
        run_against_mock_runtime(embedding);
    }
}

fn run_against_mock_runtime(embedding: Embedding) {
    let src = r#"# 1 "exec.cu"
extern "C" int printf(const char*, ...);
__device__ int gValue = 3;
__constant__ float gConst[4];
enum class Mode { A = 2, B = 7 };
template <typename T, int N> __global__ void tk(T a, int b) { }
__global__ void plain(int a, double b) { }
namespace ns { struct S { int v; }; template <class T, Mode M> __global__ void inner(T p) { } }
int main() {
    plain<<<dim3(2, 3), 4, 16>>>(7, 2.5);
    tk<int, -3><<<1, 2>>>(11, 9);
    tk<unsigned long long, 5><<<1, 1>>>(2ull, 1);
    tk<int, -3><<<5, 6>>>(12, 9);
    ns::inner<ns::S, Mode::B><<<1, 1>>>(ns::S{42});
    printf("gValue=%d\n", gValue);
}
"#;
    // Every byte value, and the characters a string literal must escape.
    let mut image: Vec<u8> = (0..=255u8).collect();
    image.extend_from_slice(b"??=??/\"\\\x01\x002");
    let dir = std::env::temp_dir().join(format!(
        "ferrocuda-exec-{}-{embedding:?}",
        std::process::id()
    ));
    let image_file = dir.join("a \"device\"\\ image\n");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(&image_file, &image).unwrap();
    let (embed, flags) = match embedding {
        Embedding::Literal => (Image::Literal(&image), &["-std=c++11"][..]),
        Embedding::File => (
            Image::File {
                path: &image_file,
                len: image.len(),
            },
            &["-std=c++17", "-fPIC"][..],
        ),
    };
    let r = rewrite(src, "exec.cu", embed, RewriteOptions::default()).unwrap();
    let file = dir.join("exec.cpp");
    std::fs::write(&file, &r.text).unwrap();
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host_pass");
    let exe = dir.join("exec");
    let out = Command::new("g++")
        .args(flags)
        .arg("-include")
        .arg(here.join("mock_cuda_runtime.h"))
        .arg("-x")
        .arg("c++")
        .arg(&file)
        .arg(here.join("mock_runtime.cpp"))
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{embedding:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&run.stdout);
    let hash = image.iter().fold(2166136261u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(16777619)
    });
    // Every instance the program names is registered before `main`, not at its first launch.
    let expected = format!(
        "module {} {hash:08x}\n{}",
        image.len(),
        "\
var gValue 4 0 0
var gConst 16 1 0
function plain -
function tk t:11__fc_cv_tagIiE,v:-3
function tk t:11__fc_cv_tagIyE,v:5
function ns::inner t:11__fc_cv_tagIN2ns1SEE,v:7
launch plain - grid=2,3,1 block=4,1,1 shared=16 arg0=7
launch tk t:11__fc_cv_tagIiE,v:-3 grid=1,1,1 block=2,1,1 shared=0 arg0=11
launch tk t:11__fc_cv_tagIyE,v:5 grid=1,1,1 block=1,1,1 shared=0 arg0=2
launch tk t:11__fc_cv_tagIiE,v:-3 grid=5,1,1 block=6,1,1 shared=0 arg0=12
launch ns::inner t:11__fc_cv_tagIN2ns1SEE,v:7 grid=1,1,1 block=1,1,1 shared=0 arg0=42
gValue=3
"
    );
    assert_eq!(stdout, expected, "{embedding:?}");
}

#[test]
fn truncated_and_damaged_input_never_panics() {
    // Every prefix of every fixture (cut on a char boundary), and each with a stray closer
    // appended: the rewrite may fail, but it must not panic.
    for path in fixtures() {
        let input = std::fs::read_to_string(&path).unwrap();
        let cuts: Vec<usize> = (0..input.len())
            .step_by(3)
            .filter(|&i| input.is_char_boundary(i))
            .collect();
        for cut in cuts {
            let prefix = &input[..cut];
            let _ = rewrite(
                prefix,
                "t.cu",
                Image::Literal(b"x"),
                RewriteOptions::default(),
            );
            let _ = rewrite(
                &format!("{prefix} }} ) >>> <<< ;"),
                "t.cu",
                Image::Literal(b"x"),
                RewriteOptions::default(),
            );
        }
    }
    for junk in [
        "<<<",
        ">>>",
        "k<<<",
        "k<<<1,2>>>",
        "k<<<1,2>>>(",
        "template<",
        "template<>",
        "namespace {",
        "extern \"C\" {",
        "__global__",
        "__global__ void",
        "__global__ void k(",
        "__global__ void k() {",
        "struct S { __device__",
        "# 1",
        "#",
        "__attribute__((",
        "__launch_bounds__(",
        "operator<< <int>(a, b);",
        "a<<<b>>>(c)<<<d>>>(e);",
    ] {
        let _ = rewrite(junk, "j.cu", Image::Literal(b""), RewriteOptions::default());
        let _ = rewrite(
            &format!("# 1 \"j.cu\"\n{junk}\n"),
            "j.cu",
            Image::Literal(b""),
            RewriteOptions::default(),
        );
    }
}
