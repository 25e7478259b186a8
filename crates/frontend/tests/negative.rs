//! The negative corpus: every `tests/negative/NAME.cu` must be diagnosed with exactly the
//! diagnostics in `tests/negative/NAME.err`: errors (it fails to compile), or warnings alone.
//!
//! `UPDATE_EXPECT=1 cargo test -p ferrocuda-frontend --test negative` rewrites the `.err` files
//! from what the front end prints now (review the diff before committing it).
//!
//! Files are compiled under their repository-relative names (`tests/negative/NAME.cu`) with the
//! repository root as the working directory, so that `#include "..."` finds the files next to
//! them and no absolute path reaches the expected output.

mod common;

use ferrocuda_frontend::compile::{check_bytes, with_front_end_stack, DeviceOptions};
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    let root = common::repository();
    root.canonicalize().unwrap_or(root)
}

enum Outcome {
    /// Its diagnostics: errors, or warnings where it compiles.
    Diagnosed(String),
    Accepted,
    Panicked(String),
}

/// A case compiles with nvcc's default options, or with those its first line names
/// (`// flags: --extended-lambda -std=c++20 -rdc=true`).
fn compile_case(root: &Path, name: &str, bytes: Vec<u8>) -> Outcome {
    let first_line = bytes.split(|&b| b == b'\n').next().unwrap_or_default();
    let flags = String::from_utf8_lossy(first_line)
        .strip_prefix("// flags:")
        .map(str::to_string)
        .unwrap_or_default();
    let opts = DeviceOptions {
        extended_lambda: flags.contains("--extended-lambda"),
        relaxed_constexpr: flags.contains("--expt-relaxed-constexpr"),
        cplusplus: flags.contains("-std=c++20").then_some(202002),
        relocatable: flags.contains("-rdc=true"),
        cross_space_calls_as_errors: flags.contains("-Werror cross-execution-space-call"),
        ..common::toolkit_options_at(root)
    };
    let owned = name.to_string();
    let run = std::panic::catch_unwind(move || {
        with_front_end_stack(move || check_bytes(&owned, &bytes, &opts))
    });
    match run {
        Ok(Ok(warnings)) if warnings.is_empty() => Outcome::Accepted,
        // Warnings alone are what a case may assert too (`long double` in device code).
        Ok(Ok(warnings)) => Outcome::Diagnosed(warnings),
        Ok(Err(rendered)) => {
            // A diagnostic inside a toolkit header would name it by its absolute path.
            let prefix = format!("{}/", root.display());
            Outcome::Diagnosed(rendered.replace(&prefix, ""))
        }
        Err(panic) => Outcome::Panicked(
            panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "(no message)".to_string()),
        ),
    }
}

/// The first line where `expected` and `actual` differ, both sides shown.
fn first_difference(expected: &str, actual: &str) -> String {
    let mut e = expected.lines();
    let mut a = actual.lines();
    for line in 1.. {
        let (x, y) = (e.next(), a.next());
        if x.is_none() && y.is_none() {
            break;
        }
        if x != y {
            let x = x.unwrap_or("<end>");
            let y = y.unwrap_or("<end>");
            return format!("first difference at line {line} of the .err file:\n  expected: {x}\n  actual:   {y}");
        }
    }
    "(they differ only in line endings)".to_string()
}

#[test]
fn negative_corpus() {
    let root = repo_root();
    let dir = root.join("tests/negative");
    std::env::set_current_dir(&root).expect("cannot enter the repository root");
    let update = std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1");

    let mut cases: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.ends_with(".cu"))
        .collect();
    cases.sort();
    assert!(!cases.is_empty(), "no .cu files in {}", dir.display());

    // Debug builds preprocess the toolkit headers slowly: compile the cases on every core.
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(cases.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut outcomes: Vec<(usize, Outcome)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(file) = cases.get(i) else { break };
                        let bytes = std::fs::read(dir.join(file)).unwrap();
                        let name = format!("tests/negative/{file}");
                        done.push((i, compile_case(&root, &name, bytes)));
                    }
                    done
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    outcomes.sort_by_key(|(i, _)| *i);

    let mut failures = Vec::new();
    for (i, outcome) in outcomes {
        let file = &cases[i];
        let name = format!("tests/negative/{file}");
        let err_path = dir.join(file.replace(".cu", ".err"));
        let actual = match outcome {
            Outcome::Diagnosed(s) => s,
            Outcome::Accepted => {
                failures.push(format!("{name}: compiled without a diagnostic"));
                continue;
            }
            Outcome::Panicked(msg) => {
                failures.push(format!("{name}: the front end panicked: {msg}"));
                continue;
            }
        };
        if update {
            std::fs::write(&err_path, &actual).unwrap();
            continue;
        }
        match std::fs::read_to_string(&err_path) {
            Ok(expected) if expected == actual => {}
            Ok(expected) => failures.push(format!(
                "{name}: diagnostics differ from {}\n{}\n--- actual output ---\n{actual}",
                err_path.display(),
                first_difference(&expected, &actual)
            )),
            Err(_) => failures.push(format!(
                "{name}: no {} (run with UPDATE_EXPECT=1 to create it)\n--- actual output ---\n{actual}",
                err_path.display()
            )),
        }
    }

    // An expectation without its source is a renamed or deleted case.
    for entry in std::fs::read_dir(&dir).unwrap().filter_map(|e| e.ok()) {
        let n = entry.file_name().to_string_lossy().into_owned();
        if let Some(stem) = n.strip_suffix(".err") {
            if !dir.join(format!("{stem}.cu")).exists() {
                failures.push(format!("tests/negative/{n}: no {stem}.cu beside it"));
            }
        }
    }

    assert!(
        failures.is_empty(),
        "{} of {} negative cases failed:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}
