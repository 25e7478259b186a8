//! Runs every program of `tests/corpus` with `ferrocuda run` on the CPU backend and compares its
//! standard output and exit status with the expected files (see `tests/corpus/README.md`).
//!
//! `FERROCUDA_CORPUS=name1,name2` runs only those programs; `FERROCUDA_TEST_BACKEND` picks the
//! backend (default `cpu`; with `nvidia` and no GPU, the test reports itself skipped).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn words(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .map(|s| s.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

struct Outcome {
    name: String,
    problem: Option<String>,
}

fn run_one(exe: &Path, cache: &Path, backend: &str, cu: &Path) -> Outcome {
    let name = cu
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .to_string();
    let dir = cu.parent().unwrap_or(Path::new("."));
    // Bytes, as a program prints them (a kernel's `printf` of `"\xe9"` is one byte).
    let expected = std::fs::read(dir.join(format!("{name}.out"))).unwrap_or_default();
    let rc: i32 = std::fs::read_to_string(dir.join(format!("{name}.rc")))
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0);
    let mut cmd = Command::new(exe);
    cmd.arg("run").arg("--backend").arg(backend);
    cmd.args(words(&dir.join(format!("{name}.flags"))));
    cmd.arg(cu);
    cmd.args(words(&dir.join(format!("{name}.args"))));
    cmd.env("FERROCUDA_CACHE_DIR", cache);
    let out = match cmd.output() {
        Ok(o) => o,
        Err(e) => {
            return Outcome {
                name,
                problem: Some(format!("could not run ferrocuda: {e}")),
            }
        }
    };
    let code = out.status.code().unwrap_or(-1);
    let problem = if out.stdout != expected || code != rc {
        let (expected, stdout) = (
            String::from_utf8_lossy(&expected),
            String::from_utf8_lossy(&out.stdout),
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        let stderr: String = stderr.lines().take(12).collect::<Vec<_>>().join("\n");
        Some(format!(
            "exit {code} (expected {rc})\n--- expected stdout\n{expected}--- actual stdout\n{}--- stderr (first lines)\n{stderr}",
            stdout.lines().take(30).collect::<Vec<_>>().join("\n")
        ))
    } else {
        None
    };
    Outcome { name, problem }
}

#[test]
fn corpus_programs_print_what_nvcc_builds_print() {
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_ferrocuda"));
    let backend = std::env::var("FERROCUDA_TEST_BACKEND").unwrap_or_else(|_| "cpu".into());
    if backend == "nvidia" && !Path::new("/dev/nvidiactl").exists() {
        eprintln!("skipped: no NVIDIA driver on this machine");
        return;
    }
    let only: Option<Vec<String>> = std::env::var("FERROCUDA_CORPUS")
        .ok()
        .map(|s| s.split(',').map(str::to_string).collect());
    let mut programs: Vec<PathBuf> = std::fs::read_dir(repo().join("tests/corpus"))
        .expect("tests/corpus exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .filter(|p| {
            only.as_ref().is_none_or(|o| {
                o.iter()
                    .any(|n| p.file_stem().is_some_and(|s| s == n.as_str()))
            })
        })
        .collect();
    programs.sort();
    let cache = std::env::temp_dir().join(format!("ferrocuda-corpus-{}", std::process::id()));
    let queue = Mutex::new(programs.clone());
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .clamp(1, 4);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some(cu) = queue.lock().unwrap().pop() else {
                    return;
                };
                let r = run_one(&exe, &cache, &backend, &cu);
                results.lock().unwrap().push(r);
            });
        }
    });
    let _ = std::fs::remove_dir_all(&cache);
    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.name.cmp(&b.name));
    let failed: Vec<&Outcome> = results.iter().filter(|r| r.problem.is_some()).collect();
    for f in &failed {
        eprintln!(
            "==== {} FAILED: {}\n",
            f.name,
            f.problem.as_deref().unwrap_or("")
        );
    }
    eprintln!(
        "{} of {} corpus programs match on the {backend} backend",
        results.len() - failed.len(),
        results.len()
    );
    assert!(
        failed.is_empty(),
        "{} corpus programs failed: {}",
        failed.len(),
        failed
            .iter()
            .map(|f| f.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
}
