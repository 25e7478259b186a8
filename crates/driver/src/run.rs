//! `ferrocuda run`: build a program into the cache (or reuse it) and execute it.
//!
//! A build lives in `<cache>/builds/<key>/`, where the key hashes what is known before
//! building: the ferrocuda version and executable (path and modification time), the working
//! directory (relative `-I` paths depend on it), the flags and the inputs' contents. Headers
//! are only known after preprocessing, so the build directory also holds a manifest: every file
//! the build read with the hash of its contents. The cached program is reused only while every
//! one of them is unchanged.
//!
//! Invariant: `<dir>/<program>` and `<dir>/manifest` are only ever replaced by renames, so a
//! concurrent run sees either a complete old build or a complete new one.

use crate::build;
use crate::cmdline::{self, InputKind, Options};
use crate::hash::{hex_of, Hasher};
use crate::tempdir::unique_name;
use crate::toolkit::Setup;
use crate::{Error, Result, VERSION};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What `ferrocuda run` was asked to do.
#[derive(Debug)]
pub struct RunRequest {
    pub opts: Options,
    /// The nvcc flags and inputs, as given, without `--backend`.
    pub build_args: Vec<String>,
    pub program_args: Vec<String>,
}

/// Splits `ferrocuda run`'s arguments into the build and the program's arguments.
pub fn parse(args: &[String]) -> Result<RunRequest> {
    let (opts, at) = cmdline::parse_until_cuda_input(args).map_err(Error::Msg)?;
    if !opts.inputs.iter().any(|i| i.kind == InputKind::Cuda) {
        return Err(Error::msg("ferrocuda run: no .cu file given"));
    }
    if opts.compile_only
        || opts.device_link
        || opts.preprocess_only
        || opts.deps_only.is_some()
        || opts.shared
    {
        return Err(Error::msg(
            "ferrocuda run: -c, -dc, -dlink, -E, -M and -shared do not make a program to run",
        ));
    }
    if opts.output.is_some() {
        return Err(Error::msg(
            "ferrocuda run: -o is not allowed (the program is built into the cache)",
        ));
    }
    // The backend is chosen when the program runs: it is not part of the build.
    let mut build_args = Vec::new();
    let mut it = args[..at].iter();
    while let Some(a) = it.next() {
        if a == "--backend" {
            it.next();
        } else if !a.starts_with("--backend=") {
            build_args.push(a.clone());
        }
    }
    if build_args.last().map(String::as_str) == Some("--") {
        build_args.pop();
    }
    Ok(RunRequest {
        opts,
        build_args,
        program_args: args[at..].to_vec(),
    })
}

/// Builds (unless cached) and executes. On Unix this only returns on failure: the program
/// replaces this process, so its exit status and signals are the program's own.
pub fn run(args: &[String], setup: &Setup) -> Result<i32> {
    let req = parse(args)?;
    let program = build_cached(&req, setup)?;
    exec(&program, &req)
}

/// The cached program for `req`, building it if needed.
pub fn build_cached(req: &RunRequest, setup: &Setup) -> Result<PathBuf> {
    let key = cache_key(req, setup)?;
    let dir = setup.cache_dir.join("builds").join(&key);
    let name = req
        .opts
        .inputs
        .iter()
        .find(|i| i.kind == InputKind::Cuda)
        .and_then(|i| i.path.file_stem())
        .map_or("prog".to_string(), |s| s.to_string_lossy().into_owned());
    let program = dir.join(&name);
    let manifest = dir.join("manifest");
    if program.is_file() && manifest_is_fresh(&manifest) {
        return Ok(program);
    }
    std::fs::create_dir_all(&dir).map_err(|e| io_error(&dir, e))?;
    let tmp_prog = dir.join(unique_name(".prog-"));
    let mut opts = req.opts.clone();
    opts.output = Some(tmp_prog.clone());
    let result = build::build(&opts, setup);
    let out = match result {
        Ok(out) => out,
        Err(e) => {
            let _ = std::fs::remove_file(&tmp_prog);
            return Err(e);
        }
    };
    let mut files: Vec<PathBuf> = req.opts.inputs.iter().map(|i| i.path.clone()).collect();
    files.extend(out.files);
    let text = manifest_text(&files);
    let tmp_manifest = dir.join(unique_name(".manifest-"));
    let installed = std::fs::write(&tmp_manifest, text)
        .and_then(|()| std::fs::rename(&tmp_prog, &program))
        .and_then(|()| std::fs::rename(&tmp_manifest, &manifest));
    if let Err(e) = installed {
        let _ = std::fs::remove_file(&tmp_prog);
        let _ = std::fs::remove_file(&tmp_manifest);
        return Err(io_error(&dir, e));
    }
    Ok(program)
}

fn io_error(p: &Path, e: std::io::Error) -> Error {
    Error::msg(format!("ferrocuda run: error: {}: {e}", p.display()))
}

/// The build directory's name: everything known before building.
fn cache_key(req: &RunRequest, setup: &Setup) -> Result<String> {
    let mut h = Hasher::new();
    h.str("ferrocuda-run-1").str(VERSION);
    h.str(&setup.exe.to_string_lossy());
    if let Ok(modified) = std::fs::metadata(&setup.exe).and_then(|m| m.modified()) {
        if let Ok(d) = modified.duration_since(std::time::UNIX_EPOCH) {
            h.bytes(&d.as_nanos().to_le_bytes());
        }
    }
    if let Ok(cwd) = std::env::current_dir() {
        h.str(&cwd.to_string_lossy());
    }
    for a in &req.build_args {
        h.str(a);
    }
    for env in ["CXX", "CC"] {
        h.str(&std::env::var(env).unwrap_or_default());
    }
    for i in &req.opts.inputs {
        let bytes = std::fs::read(&i.path).map_err(|e| {
            Error::msg(format!(
                "ferrocuda run: error: cannot read {}: {e}",
                i.path.display()
            ))
        })?;
        h.field(&bytes);
    }
    Ok(h.hex())
}

/// One line per file: the hash of its contents, a space, its absolute path.
fn manifest_text(files: &[PathBuf]) -> String {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = String::new();
    for f in files {
        let Ok(abs) = f.canonicalize() else {
            continue;
        };
        let Some(path) = abs.to_str() else {
            continue;
        };
        if path.contains('\n') || !seen.insert(abs.clone()) {
            continue;
        }
        if let Ok(bytes) = std::fs::read(&abs) {
            out.push_str(&hex_of(&bytes));
            out.push(' ');
            out.push_str(path);
            out.push('\n');
        }
    }
    out
}

/// Whether every file in the manifest still has the contents it had.
fn manifest_is_fresh(manifest: &Path) -> bool {
    let Ok(text) = std::fs::read_to_string(manifest) else {
        return false;
    };
    text.lines().all(|line| {
        let Some((hash, path)) = line.split_once(' ') else {
            return false;
        };
        std::fs::read(path).is_ok_and(|bytes| hex_of(&bytes) == hash)
    })
}

fn exec(program: &Path, req: &RunRequest) -> Result<i32> {
    exec_program(program, &req.program_args, req.opts.backend.as_deref())
}

/// Runs `program` with `args` (on `backend` where one is named) in place of this process
/// where the system can; returns its exit code where it cannot replace it, an error where
/// it cannot run it.
pub fn exec_program(program: &Path, args: &[String], backend: Option<&str>) -> Result<i32> {
    // A bare name is the file in the working directory, not a program on the path.
    let program = match program.components().count() {
        1 if program.is_relative() => Path::new(".").join(program),
        _ => program.to_path_buf(),
    };
    let program = program.as_path();
    let mut cmd = Command::new(program);
    cmd.args(args);
    if let Some(b) = backend {
        cmd.env("FERROCUDA_BACKEND", b);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let e = cmd.exec();
        Err(Error::msg(format!(
            "ferrocuda run: error: cannot execute {}: {e}",
            program.display()
        )))
    }
    #[cfg(not(unix))]
    {
        let status = cmd.status().map_err(|e| {
            Error::msg(format!(
                "ferrocuda run: error: cannot execute {}: {e}",
                program.display()
            ))
        })?;
        Ok(status.code().unwrap_or(1))
    }
}
