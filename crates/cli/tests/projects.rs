//! Existing CUDA projects build unchanged with `make NVCC='ferrocuda nvcc'`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
    }
}

/// A copy of `tests/projects/<name>` to build, and the toolkit to build it with.
struct Project {
    exe: PathBuf,
    src: PathBuf,
    dir: PathBuf,
    /// What `ferrocuda --cuda-path` prints.
    cuda_path: String,
}

impl Project {
    fn copied(name: &str) -> Project {
        let exe = PathBuf::from(env!("CARGO_BIN_EXE_ferrocuda"));
        let src = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../tests/projects")
            .join(name);
        let dir =
            std::env::temp_dir().join(format!("ferrocuda-project-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        copy_dir(&src, &dir);
        let cuda_path = Command::new(&exe).arg("--cuda-path").output().unwrap();
        assert!(
            cuda_path.status.success(),
            "{}",
            String::from_utf8_lossy(&cuda_path.stderr)
        );
        let cuda_path = String::from_utf8_lossy(&cuda_path.stdout)
            .trim()
            .to_string();
        Project {
            exe,
            src,
            dir,
            cuda_path,
        }
    }
}

/// Builds `tests/projects/<name>` with `make NVCC='ferrocuda nvcc'` and checks what its `app`
/// prints on the CPU backend.
fn builds_with_make_and_runs(name: &str) {
    builds_with_make_setting_and_runs(name, "NVCC");
}

/// [`builds_with_make_and_runs`] where the Makefile calls the CUDA compiler `$(variable)`.
fn builds_with_make_setting_and_runs(name: &str, variable: &str) {
    if Command::new("make").arg("--version").output().is_err() {
        eprintln!("skipped: make is not installed");
        return;
    }
    let Project {
        exe,
        src,
        dir,
        cuda_path,
    } = Project::copied(name);
    let make = Command::new("make")
        .current_dir(&dir)
        .arg(format!("{variable}={} nvcc", exe.display()))
        .arg(format!("CUDA_PATH={cuda_path}"))
        .output()
        .unwrap();
    assert!(
        make.status.success(),
        "make failed:\n{}{}",
        String::from_utf8_lossy(&make.stdout),
        String::from_utf8_lossy(&make.stderr)
    );
    let run = Command::new(dir.join("app"))
        .current_dir(&dir)
        .env("FERROCUDA_BACKEND", "cpu")
        .output()
        .unwrap();
    let expected = std::fs::read_to_string(src.join("expected.out")).unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), expected);
    assert!(run.status.success());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A CMake project (`project(... CUDA)`, `find_package(CUDAToolkit)`, a static library of
/// relocatable device code, `CUDA::cudart`) configures with the toolkit's `bin/nvcc` as its
/// CUDA compiler, builds and runs.
#[test]
fn cmake_project_builds_and_runs() {
    if Command::new("cmake").arg("--version").output().is_err() {
        eprintln!("skipped: cmake is not installed");
        return;
    }
    let Project {
        src,
        dir,
        cuda_path,
        ..
    } = Project::copied("cmake");
    let build = dir.join("build");
    let steps: [Vec<String>; 2] = [
        vec![
            "-S".into(),
            dir.display().to_string(),
            "-B".into(),
            build.display().to_string(),
            format!("-DCMAKE_CUDA_COMPILER={cuda_path}/bin/nvcc"),
        ],
        vec!["--build".into(), build.display().to_string()],
    ];
    for step in steps {
        let o = Command::new("cmake").args(&step).output().unwrap();
        assert!(
            o.status.success(),
            "cmake {step:?} failed:\n{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let run = Command::new(build.join("app"))
        .env("FERROCUDA_BACKEND", "cpu")
        .output()
        .unwrap();
    let expected = std::fs::read_to_string(src.join("expected.out")).unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), expected);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn multi_file_project_builds_with_make() {
    builds_with_make_and_runs("multifile");
}

/// Two files whose extended lambdas have the same numbers and capture types instantiate one
/// kernel template: each launch runs its own file's lambda, and each host call its own.
#[test]
fn extended_lambdas_of_two_files_stay_apart() {
    builds_with_make_and_runs("lambdas_in_two_files");
}

/// Without relocatable device code each file's device variables are its own (a header that
/// defines them, included by two files), and so are their host shadows: a host variable of
/// the same name in a `.cpp` file is another variable.
#[test]
fn device_variables_of_two_files_stay_apart() {
    builds_with_make_and_runs("device_variables_per_file");
}

/// Host files that include only the toolkit's library headers: `<curand.h>` brings the
/// runtime's declarations, `<cudaProfiler.h>` the driver API's profiler control (`-lcuda`).
#[test]
fn host_files_with_library_headers_build() {
    builds_with_make_and_runs("host_library_headers");
}

/// Relocatable device code (`-dc`, `-dlink`): kernels in one file call device functions and
/// use variables another file defines.
#[test]
fn separable_compilation_project_builds_with_make() {
    builds_with_make_and_runs("separable");
}

/// Relocatable device code: classes declared in a header, their member functions (constructor,
/// operator, static and `const` members) defined in another file than the kernels using them.
#[test]
fn member_functions_defined_in_another_file_link() {
    builds_with_make_and_runs("separable_classes");
}

/// Libraries of kernels: `nvcc -lib` and `nvcc -shared`, `--options-file`, `-Xcompiler` words
/// and macros (device code sees them), `-include`, `-MMD -MP`, and a host link against the
/// static runtime names CMake uses.
#[test]
fn static_and_shared_kernel_libraries_link() {
    builds_with_make_and_runs("libraries");
}

/// Relocatable device code in a static library that only device code calls: the link pulls
/// the library's object in, with a device link step and the host linker or with nvcc alone.
#[test]
fn device_code_of_a_static_library_links() {
    builds_with_make_and_runs("device_library");
}

/// A Makefile whose CUDA compiler is `$(CC)`, which also compiles a C file: `make` exports `CC`
/// to the commands, and the C file still goes to the host's C compiler.
#[test]
fn project_compiling_with_cc_set_to_ferrocuda_builds() {
    builds_with_make_setting_and_runs("cc_variable", "CC");
}

#[test]
fn toolkit_reached_through_a_symbolic_link_builds() {
    builds_with_make_and_runs("toolkit_symlink");
}

/// Another CUDA toolkit's `include/` on the command line and on NVRTC's include path: its
/// headers are never read (the device pass, the host compiler and run-time compilation take
/// ferrocuda's).
#[test]
fn another_toolkits_include_directory_reads_ferrocudas_headers() {
    builds_with_make_and_runs("another_toolkit");
}

/// A C program that samples the device through NVML around a CUDA file's kernels, linked by
/// the host compiler against the runtime and NVML's stub library in the toolkit prefix.
#[test]
fn management_library_program_links_against_the_stubs() {
    builds_with_make_and_runs("management_library");
}

/// The driver API: kernels built alone with `nvcc -fatbin`, loaded and launched by a host
/// program that the host compiler builds and links with `-lcuda`.
#[test]
fn driver_api_program_loads_a_fat_binary() {
    builds_with_make_and_runs("driver_api");
}
