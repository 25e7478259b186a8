//! The host side of the negative corpus: every `tests/negative/host/NAME.cu` must fail
//! `ferrocuda nvcc -c` with exactly the diagnostics in `tests/negative/host/NAME.err`. These are
//! the errors nvcc reports in host code (calls of device functions, kernel launches with the
//! wrong number of arguments), which the host pass reports before the host compiler runs.
//!
//! `UPDATE_EXPECT=1 cargo test -p ferrocuda-cli --test negative_host` rewrites the `.err` files
//! (review the diff before committing it). Files are compiled under their repository-relative
//! names, from the repository root, so that no absolute path reaches the expected output.

use std::path::{Path, PathBuf};
use std::process::Command;

const EXE: &str = env!("CARGO_BIN_EXE_ferrocuda");

fn have_cxx() -> bool {
    ["c++", "g++", "clang++"].iter().any(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

#[test]
fn host_negative_corpus() {
    if !have_cxx() {
        eprintln!("skipping: no C++ compiler to preprocess with");
        return;
    }
    let root: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dir = root.join("tests/negative/host");
    let update = std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1");
    let scratch =
        std::env::temp_dir().join(format!("ferrocuda-negative-host-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();

    let mut cases: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".cu"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "no .cu files in {}", dir.display());

    let mut failures = Vec::new();
    for file in &cases {
        let name = format!("tests/negative/host/{file}");
        let out = Command::new(EXE)
            .args(["nvcc", "-c", &name, "-o"])
            .arg(scratch.join("out.o"))
            .current_dir(&root)
            .env("FERROCUDA_CACHE_DIR", scratch.join("cache"))
            .output()
            .unwrap();
        let actual = String::from_utf8_lossy(&out.stderr).into_owned();
        let err_path = dir.join(file.replace(".cu", ".err"));
        if out.status.code() != Some(1) {
            failures.push(format!("{name}: exit status {:?}\n{actual}", out.status));
            continue;
        }
        if update {
            std::fs::write(&err_path, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&err_path).unwrap_or_default();
        if expected != actual {
            failures.push(format!(
                "{name}: diagnostics differ from {}\n--- expected ---\n{expected}--- actual ---\n{actual}",
                err_path.display()
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(
        failures.is_empty(),
        "{}\n(run with UPDATE_EXPECT=1 to update)",
        failures.join("\n\n")
    );
}
