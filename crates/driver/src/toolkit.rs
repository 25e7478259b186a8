//! The CUDA-toolkit-shaped prefix: `include/`, `bin/nvcc` and `lib64/libcudart.so.13` (with the
//! `libcudart.so`, `libcudart_static.a`, `libcudadevrt.a`, `libcuda.so`, `libnvidia-ml.so` and
//! `libnvrtc.so` link lines name).
//!
//! Build systems expect a toolkit directory (`CUDA_PATH`, `find_package(CUDAToolkit)`), so the
//! driver lays one out in the cache: the headers embedded in this binary, `bin/nvcc` linking to
//! the running `ferrocuda` (which behaves as `ferrocuda nvcc` under that name), and
//! `lib64/libcudart.so.13` linking to the runtime built next to it.
//!
//! Invariant: a prefix directory, once it exists under its final name, is complete: it is
//! written under a temporary name and renamed into place. Its name holds the ferrocuda version
//! and a hash of the embedded headers and of the executable and runtime it links to, so two
//! builds of ferrocuda (debug and release, say) never share one and never rewrite each other's.

use crate::hash::Hasher;
use crate::tempdir::unique_name;
use crate::{Error, Result, VERSION};
use std::path::{Path, PathBuf};

/// The toolkit's program that prints the compute capability of each GPU (`90`), which
/// `ferrocuda` answers under that name.
pub const DEVICE_QUERY: &str = "__nvcc_device_query";

/// Every file of the repository's `include/`: (path relative to it, contents).
static FILES: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/toolkit_files.rs"));
/// The hash of [`FILES`]' paths and bytes, taken when ferrocuda was built.
const FILES_DIGEST: &str = include!(concat!(env!("OUT_DIR"), "/toolkit_digest.rs"));

/// The embedded headers, sorted by path.
pub fn embedded_files() -> &'static [(&'static str, &'static [u8])] {
    FILES
}

/// Where the driver runs from and where it keeps its caches.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The `ferrocuda` executable (`bin/nvcc` links to it).
    pub exe: PathBuf,
    /// The directory that should hold `libcudart.so`.
    pub runtime_dir: PathBuf,
    /// Whether `runtime_dir` came from `$FERROCUDA_LIB_DIR` (for the error message).
    pub runtime_dir_from_env: bool,
    /// The cache root: toolkit prefixes and `ferrocuda run` builds live under it.
    pub cache_dir: PathBuf,
}

impl Setup {
    /// From the running executable and the environment (`$FERROCUDA_LIB_DIR`,
    /// `$FERROCUDA_CACHE_DIR`, `$XDG_CACHE_HOME`, `$HOME`).
    pub fn from_env() -> Result<Setup> {
        let exe = std::env::current_exe()
            .and_then(|p| p.canonicalize())
            .map_err(|e| {
                Error::msg(format!(
                    "ferrocuda: error: cannot locate the running executable: {e}"
                ))
            })?;
        let (runtime_dir, from_env) = match std::env::var_os("FERROCUDA_LIB_DIR") {
            Some(d) if !d.is_empty() => (absolute(Path::new(&d)), true),
            _ => (
                exe.parent()
                    .map(Path::to_path_buf)
                    .unwrap_or_else(|| PathBuf::from(".")),
                false,
            ),
        };
        Ok(Setup {
            exe,
            runtime_dir,
            runtime_dir_from_env: from_env,
            cache_dir: cache_dir(),
        })
    }

    fn runtime_lib(&self) -> PathBuf {
        self.runtime_dir.join("libcudart.so")
    }
}

fn absolute(p: &Path) -> PathBuf {
    if let Ok(c) = p.canonicalize() {
        return c;
    }
    if p.is_absolute() {
        return p.to_path_buf();
    }
    std::env::current_dir()
        .map(|d| d.join(p))
        .unwrap_or_else(|_| p.to_path_buf())
}

/// `$FERROCUDA_CACHE_DIR`, else `$XDG_CACHE_HOME/ferrocuda`, else `~/.cache/ferrocuda`, else
/// (no home directory, as for some service accounts) `ferrocuda-cache` in the temp directory.
pub fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("FERROCUDA_CACHE_DIR").filter(|d| !d.is_empty()) {
        return absolute(Path::new(&d));
    }
    // The XDG spec says a relative value is to be ignored.
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .filter(|d| d.is_absolute())
    {
        return d.join("ferrocuda");
    }
    if let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
        return PathBuf::from(home).join(".cache").join("ferrocuda");
    }
    std::env::temp_dir().join("ferrocuda-cache")
}

/// A materialized prefix.
#[derive(Clone, Debug)]
pub struct Toolkit {
    pub root: PathBuf,
    setup: Setup,
}

impl Toolkit {
    pub fn include_dir(&self) -> PathBuf {
        self.root.join("include")
    }

    pub fn lib_dir(&self) -> PathBuf {
        self.root.join("lib64")
    }

    /// The directory holding the driver's run-time name alone (see [`DRIVER_DIR`]).
    pub fn driver_dir(&self) -> PathBuf {
        self.root.join(DRIVER_DIR)
    }

    /// Whether the prefix has this header (the embedded `include/` may still be incomplete while
    /// the headers are being written).
    pub fn has_header(&self, rel: &str) -> bool {
        self.include_dir().join(rel).is_file()
    }

    /// The runtime library to link against, or the error that says how to build it.
    pub fn cudart(&self) -> Result<PathBuf> {
        let link = self.lib_dir().join(RUNTIME_FILE);
        if link.exists() {
            return Ok(link);
        }
        // Built after the prefix was made: link it now.
        let lib = self.setup.runtime_lib();
        if lib.is_file() {
            replace_symlink(&lib, &link)?;
            return Ok(link);
        }
        Err(Error::msg(if self.setup.runtime_dir_from_env {
            format!(
                "ferrocuda: error: libcudart.so not found in FERROCUDA_LIB_DIR ({})",
                self.setup.runtime_dir.display()
            )
        } else {
            format!(
                "ferrocuda: error: libcudart.so not found next to {}; build it with `cargo build --release`",
                self.setup.exe.display()
            )
        }))
    }

    /// The lines nvcc's `-v` begins with, which describe its installation (`#$ TOP=...`):
    /// build systems read them to find the toolkit (CMake's CUDA support does).
    pub fn environment_lines(&self) -> String {
        let root = self.root.display();
        format!(
            "#$ _HERE_={root}/bin\n#$ _THERE_={root}/bin\n#$ _TARGET_SIZE_=\n#$ _TARGET_DIR_=\n\
             #$ TOP={root}\n#$ NVVMIR_LIBRARY_DIR={root}/{LIBDEVICE_DIR}\n\
             #$ INCLUDES=\"-I{root}/include\"\n#$ LIBRARIES=  -L{root}/lib64\n"
        )
    }

    /// A library of the toolkit (`cublas`, ...) if the prefix has it.
    pub fn has_library(&self, name: &str) -> bool {
        let dir = self.lib_dir();
        dir.join(format!("lib{name}.so")).exists() || dir.join(format!("lib{name}.a")).exists()
    }
}

/// Libraries build systems link that ferrocuda needs nothing from (the device runtime's
/// functions are in its one runtime, NVTX's in its header): empty archives in `lib64/`.
const EMPTY_ARCHIVES: &[&str] = &["libcudadevrt.a", "libnvToolsExt.a", "libculibos.a"];

/// The runtime in `lib64/`: a link to the library built next to ferrocuda, by the name of
/// CUDA 13's runtime (the name programs built with NVIDIA's toolkit load).
const RUNTIME_FILE: &str = "libcudart.so.13";

/// The names link lines give the runtime in `lib64/`, each a linker script naming it by its
/// full path: the shared and static runtimes, the driver API's library and NVML's (both also in
/// `stubs/`, where Makefiles look for them to link without a driver installed) and NVRTC's
/// (their functions are in the runtime too). A program so linked loads the runtime from that path
/// without a search path (CMake links `-lcudart` with none).
const RUNTIME_NAMES: &[&str] = &[
    "libcudart.so",
    "libcudart_static.a",
    "libcuda.so",
    "stubs/libcuda.so",
    "libnvidia-ml.so",
    "stubs/libnvidia-ml.so",
    "libnvrtc.so",
];

/// A directory with `libcuda.so.1`, the name programs that load the driver themselves open
/// (`dlopen("libcuda.so.1")`), linking to the runtime, whose driver API it is: programs
/// ferrocuda links find it through their run path. It is a directory of its own, so that a
/// search path naming `lib64/` does not make the runtime, which opens the system's driver on
/// the NVIDIA backend, open itself.
const DRIVER_DIR: &str = "lib64/driver";

/// The directory of nvcc's device math library, empty here (see [`fill`]).
const LIBDEVICE_DIR: &str = "nvvm/libdevice";

/// The prefix's directory name: version and a hash of everything it holds or points to.
fn prefix_name(setup: &Setup) -> String {
    let mut h = Hasher::new();
    h.str(VERSION).str(FILES_DIGEST);
    h.str(&setup.exe.to_string_lossy());
    h.str(&setup.runtime_lib().to_string_lossy());
    // What `fill` lays out besides the headers: a prefix of an older layout is not reused.
    for name in EMPTY_ARCHIVES.iter().chain(RUNTIME_NAMES).chain([
        &RUNTIME_FILE,
        &LIBDEVICE_DIR,
        &DRIVER_DIR,
        &DEVICE_QUERY,
    ]) {
        h.str(name);
    }
    format!("toolkit-{VERSION}-{}", h.short_hex())
}

/// Returns the prefix for `setup`, creating it if needed. Safe to call from concurrent
/// processes: each writes its own temporary copy and the first rename wins.
pub fn materialize(setup: &Setup) -> Result<Toolkit> {
    let root = setup.cache_dir.join(prefix_name(setup));
    if !root.is_dir() {
        create(setup, &root).map_err(|e| {
            Error::msg(format!(
                "ferrocuda: error: cannot create the toolkit directory {}: {e}",
                root.display()
            ))
        })?;
    }
    Ok(Toolkit {
        root,
        setup: setup.clone(),
    })
}

fn create(setup: &Setup, root: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(&setup.cache_dir)?;
    let tmp = setup.cache_dir.join(unique_name(".toolkit-tmp-"));
    let result = fill(setup, &tmp, root).and_then(|()| std::fs::rename(&tmp, root));
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
        // Another process may have renamed its copy into place first: that one is as good.
        if root.is_dir() {
            return Ok(());
        }
    }
    result
}

/// Writes the prefix into `dir`, which becomes `root` once complete.
fn fill(setup: &Setup, dir: &Path, root: &Path) -> std::io::Result<()> {
    let include = dir.join("include");
    std::fs::create_dir_all(&include)?;
    for (rel, bytes) in FILES {
        let path = include.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&path, bytes)?;
    }
    std::fs::create_dir_all(dir.join("bin"))?;
    symlink(&setup.exe, &dir.join("bin").join("nvcc"))?;
    // What `-arch=native` builds ask (a Makefile runs it to find the GPU's architecture).
    symlink(&setup.exe, &dir.join("bin").join(DEVICE_QUERY))?;
    std::fs::create_dir_all(dir.join("lib64").join("stubs"))?;
    let lib = setup.runtime_lib();
    if lib.is_file() {
        symlink(&lib, &dir.join("lib64").join(RUNTIME_FILE))?;
    }
    let cudart = root.join("lib64").join(RUNTIME_FILE);
    for name in RUNTIME_NAMES {
        std::fs::write(
            dir.join("lib64").join(name),
            format!("INPUT({})\n", cudart.display()),
        )?;
    }
    for name in EMPTY_ARCHIVES {
        std::fs::write(dir.join("lib64").join(name), "!<arch>\n")?;
    }
    std::fs::create_dir_all(dir.join(DRIVER_DIR))?;
    symlink(&cudart, &dir.join(DRIVER_DIR).join("libcuda.so.1"))?;
    // Where nvcc keeps its device math library, which build systems take for the mark of a
    // toolkit (CMake's CUDA support looks for it); ferrocuda's device library is its headers.
    std::fs::create_dir_all(dir.join(LIBDEVICE_DIR))?;
    Ok(())
}

fn symlink(target: &Path, link: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(target, link)
    }
    #[cfg(not(unix))]
    {
        std::fs::copy(target, link).map(|_| ())
    }
}

/// Points `link` at `target`, atomically (a new link under a temporary name, renamed over).
fn replace_symlink(target: &Path, link: &Path) -> Result<()> {
    let dir = link.parent().unwrap_or(Path::new("."));
    let tmp = dir.join(unique_name(".link-tmp-"));
    symlink(target, &tmp)
        .and_then(|()| std::fs::rename(&tmp, link))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            Error::msg(format!(
                "ferrocuda: error: cannot link {} to {}: {e}",
                link.display(),
                target.display()
            ))
        })
}
