//! `ferrocuda-bench compile`: how fast ferrocuda builds, against the host compiler alone.
//!
//! The figures, each on a generated program ([`crate::generate`]):
//! - the device front end on a large `.cu` file, in this process (the median of several runs);
//! - `ferrocuda nvcc -c` on that file against the host compiler building its host code alone;
//! - `ferrocuda run` of a small program until its first kernel has run, with the build cached
//!   and without, against the host compiler building and linking the small program's host code;
//! - `ferrocuda run` of a program with one very long kernel, and of one with very many template
//!   instances: the time a build or a run takes for what is large in one place.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{self, Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ferrocuda_frontend::compile::{compile_device, DeviceOptions};

use crate::{generate, machine, shell_words};

pub const USAGE: &str = "\
usage: ferrocuda-bench compile [options]

Times ferrocuda's compile paths on generated programs against the host compiler alone and prints
a Markdown table.

options:
  --large-units N     units of the large program (70: about 5,000 lines)
  --small-units N     units of the small program (2: about 200 lines)
  --runs N            timed runs of each measurement; each figure is their median (7)
  --cxx PROGRAM       the host compiler, for both sides (g++)
  --markdown FILE     also write the table to FILE
  -h, --help          this text";

struct Options {
    large_units: usize,
    small_units: usize,
    runs: usize,
    cxx: String,
    markdown: Option<PathBuf>,
    help: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        large_units: 70,
        small_units: 2,
        runs: 7,
        cxx: "g++".to_string(),
        markdown: None,
        help: false,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{arg} needs a value"))
        };
        let count = |v: String| match v.parse() {
            Ok(n) if n >= 1 => Ok(n),
            _ => Err(format!("{arg} takes a positive number, not '{v}'")),
        };
        match arg.as_str() {
            "-h" | "--help" => o.help = true,
            "--large-units" => o.large_units = count(value()?)?,
            "--small-units" => o.small_units = count(value()?)?,
            "--runs" => o.runs = count(value()?)?,
            "--cxx" => o.cxx = value()?,
            "--markdown" => o.markdown = Some(PathBuf::from(value()?)),
            _ => return Err(format!("unknown argument '{arg}'")),
        }
    }
    Ok(o)
}

/// Runs the mode; `args` is the whole command line, for the record.
pub fn main(args: &[String]) {
    let opts = match parse_args(&args[2..]) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ferrocuda-bench compile: {e}\n\n{USAGE}");
            process::exit(2);
        }
    };
    if opts.help {
        println!("{USAGE}");
        return;
    }
    let scratch = std::env::temp_dir().join(format!("ferrocuda-compile-{}", process::id()));
    let result = fs::create_dir_all(&scratch)
        .map_err(|e| format!("cannot create {}: {e}", scratch.display()))
        .and_then(|()| measure(&opts, &scratch, args));
    let _ = fs::remove_dir_all(&scratch);
    match result {
        Ok(markdown) => {
            print!("{markdown}");
            if let Some(path) = &opts.markdown {
                if let Err(e) = fs::write(path, &markdown) {
                    eprintln!("ferrocuda-bench: cannot write {}: {e}", path.display());
                    process::exit(1);
                }
            }
        }
        Err(e) => {
            eprintln!("ferrocuda-bench compile: {e}");
            process::exit(1);
        }
    }
}

fn ferrocuda_exe() -> Result<PathBuf, String> {
    let exe = std::env::current_exe()
        .ok()
        .and_then(|p| Some(p.parent()?.join("ferrocuda")))
        .ok_or("cannot find the directory of this program")?;
    if exe.is_file() {
        Ok(exe)
    } else {
        Err(format!(
            "no ferrocuda binary next to this one ({}): build it with `cargo build --release`",
            exe.display()
        ))
    }
}

/// Runs `cmd` to completion; its output, or an error with its stderr.
fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start {:?}: {e}", cmd.get_program()))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!(
            "{:?} failed ({}):\n{}",
            cmd.get_program(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Wall time of `cmd`, which must succeed.
fn timed(cmd: &mut Command) -> Result<Duration, String> {
    let start = Instant::now();
    run(cmd)?;
    Ok(start.elapsed())
}

/// The median of `runs` calls of `f`, in milliseconds.
fn median_ms(runs: usize, mut f: impl FnMut() -> Result<Duration, String>) -> Result<f64, String> {
    let mut ms = Vec::with_capacity(runs);
    for _ in 0..runs {
        ms.push(f()?.as_secs_f64() * 1e3);
    }
    Ok(median(ms))
}

/// The medians of `runs` calls each of `f` and `reference`, in milliseconds, the two called in
/// turn: both then meet the machine in the same states (a shared machine's speed drifts from
/// minute to minute), so that their ratio is the programs', not the minutes'.
fn paired_medians_ms(
    runs: usize,
    mut f: impl FnMut() -> Result<Duration, String>,
    mut reference: impl FnMut() -> Result<Duration, String>,
) -> Result<(f64, f64), String> {
    let (mut ms, mut reference_ms) = (Vec::with_capacity(runs), Vec::with_capacity(runs));
    for _ in 0..runs {
        ms.push(f()?.as_secs_f64() * 1e3);
        reference_ms.push(reference()?.as_secs_f64() * 1e3);
    }
    Ok((median(ms), median(reference_ms)))
}

fn median(mut ms: Vec<f64>) -> f64 {
    ms.sort_by(f64::total_cmp);
    ms[ms.len() / 2]
}

/// Time from starting `ferrocuda run` to the program's `FIRST_KERNEL_NS` line, which it prints
/// once its first kernel has run; the program must then finish with `OK`.
fn time_to_first_kernel(cmd: &mut Command) -> Result<Duration, String> {
    let start = SystemTime::now();
    let out = run(cmd)?;
    let stamp: u128 = out
        .lines()
        .find_map(|l| l.strip_prefix("FIRST_KERNEL_NS "))
        .and_then(|v| v.trim().parse().ok())
        .ok_or_else(|| format!("no FIRST_KERNEL_NS line in the output:\n{out}"))?;
    if !out.lines().any(|l| l == "OK") {
        return Err(format!("the program did not check out:\n{out}"));
    }
    let started = start
        .duration_since(UNIX_EPOCH)
        .map_err(|e| e.to_string())?
        .as_nanos();
    let ns = stamp
        .checked_sub(started)
        .ok_or("the clock went backwards")?;
    Ok(Duration::from_nanos(ns as u64))
}

/// One row: ferrocuda's time, the reference's, and what each is.
struct Row {
    what: String,
    ferrocuda_ms: f64,
    reference: Option<(String, f64)>,
    goal: &'static str,
}

fn measure(o: &Options, scratch: &Path, args: &[String]) -> Result<String, String> {
    let ferrocuda = ferrocuda_exe()?;
    let toolkit = PathBuf::from(run(Command::new(&ferrocuda).arg("--cuda-path"))?.trim());
    let write = |name: &str, text: &str| -> Result<PathBuf, String> {
        let p = scratch.join(name);
        fs::write(&p, text).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
        Ok(p)
    };
    let (large_cu, large_host) = generate::program(o.large_units);
    let (small_cu, small_host) = generate::program(o.small_units);
    let lines = |t: &str| t.lines().count();
    let large = write("large.cu", &large_cu)?;
    let large_twin = write("large_host.cpp", &large_host)?;
    let small = write("small.cu", &small_cu)?;
    let small_twin = write("small_host.cpp", &small_host)?;
    let include = toolkit.join("include");
    let mut rows = Vec::new();

    eprintln!("device front end on {} lines", lines(&large_cu));
    let dopts = DeviceOptions {
        system_dirs: vec![include.clone(), include.join("ferrocuda/device-std")],
        ..Default::default()
    };
    let front_end = || {
        let start = Instant::now();
        compile_device(&large, &dopts)?;
        Ok(start.elapsed())
    };
    front_end()?;
    rows.push(Row {
        what: format!(
            "device front end (preprocess, parse, lower), {}-line `.cu`, in process",
            lines(&large_cu)
        ),
        ferrocuda_ms: median_ms(o.runs, front_end)?,
        reference: None,
        goal: "well under 50 ms",
    });

    eprintln!("ferrocuda nvcc -c against {} -c", o.cxx);
    let obj = scratch.join("out.o");
    // A cache of its own, whose precompiled preludes the rows below keep or remove.
    let nvcc_cache = scratch.join("nvcc-cache");
    let nvcc_c = |input: &Path| {
        let mut c = Command::new(&ferrocuda);
        c.args(["nvcc", "-ccbin", &o.cxx, "-c"])
            .arg(input)
            .arg("-o")
            .arg(&obj)
            .env("FERROCUDA_CACHE_DIR", &nvcc_cache);
        c
    };
    let nvcc_toolkit = PathBuf::from(
        run(Command::new(&ferrocuda)
            .arg("--cuda-path")
            .env("FERROCUDA_CACHE_DIR", &nvcc_cache))?
        .trim(),
    );
    let cxx_c = |input: &Path| {
        let mut c = Command::new(&o.cxx);
        c.arg(format!("-I{}", include.display()))
            .arg("-c")
            .arg(input)
            .arg("-o")
            .arg(&obj);
        c
    };
    timed(&mut nvcc_c(&large))?;
    timed(&mut cxx_c(&large_twin))?;
    let (nvcc_ms, cxx_ms) = paired_medians_ms(
        o.runs,
        || timed(&mut nvcc_c(&large)),
        || timed(&mut cxx_c(&large_twin)),
    )?;
    rows.push(Row {
        what: format!(
            "`ferrocuda nvcc -c`, same {}-line `.cu`, end to end (its options' precompiled \
             prelude made by an earlier build, as for every file of a project but its first)",
            lines(&large_cu)
        ),
        ferrocuda_ms: nvcc_ms,
        reference: Some((format!("`{} -c` of its host code alone", o.cxx), cxx_ms)),
        goal: "at most 1.3×",
    });
    let headers = nvcc_toolkit.join("host-headers");
    let (first_nvcc_ms, cxx_ms) = paired_medians_ms(
        o.runs,
        || {
            let _ = std::fs::remove_dir_all(&headers);
            timed(&mut nvcc_c(&large))
        },
        || timed(&mut cxx_c(&large_twin)),
    )?;
    rows.push(Row {
        what: "`ferrocuda nvcc -c`, same `.cu`, the first build of its options (the precompiled \
               prelude made beside the compile)"
            .to_string(),
        ferrocuda_ms: first_nvcc_ms,
        reference: Some((format!("`{} -c` of its host code alone", o.cxx), cxx_ms)),
        goal: "",
    });

    eprintln!("ferrocuda run of {} lines", lines(&small_cu));
    let link = || {
        let mut c = Command::new(&o.cxx);
        c.arg(format!("-I{}", include.display()))
            .arg(&small_twin)
            .arg("-o")
            .arg(scratch.join("small_host"))
            .arg(format!("-L{}", toolkit.join("lib64").display()))
            .arg("-lcudart");
        c
    };
    let host_build = || timed(&mut link());
    host_build()?;
    let run_small = |cache: &Path| {
        let mut c = Command::new(&ferrocuda);
        c.args(["run", "-ccbin", &o.cxx])
            .arg(&small)
            .env("FERROCUDA_CACHE_DIR", cache)
            .env("FERROCUDA_BACKEND", "cpu");
        c
    };
    let cache = scratch.join("cache");
    time_to_first_kernel(&mut run_small(&cache))?;
    rows.push(Row {
        what: format!(
            "`ferrocuda run`, {}-line program, cached build, until its first kernel has run",
            lines(&small_cu)
        ),
        ferrocuda_ms: median_ms(o.runs, || time_to_first_kernel(&mut run_small(&cache)))?,
        reference: None,
        goal: "well under 100 ms",
    });
    let mut fresh = 0;
    let (first_run_ms, host_build_ms) = paired_medians_ms(
        o.runs,
        || {
            fresh += 1;
            time_to_first_kernel(&mut run_small(&scratch.join(format!("fresh{fresh}"))))
        },
        host_build,
    )?;
    rows.push(Row {
        what:
            "`ferrocuda run`, same program, first run (empty cache), until its first kernel has run"
                .to_string(),
        ferrocuda_ms: first_run_ms,
        reference: Some((
            format!("`{}` building and linking its host code alone", o.cxx),
            host_build_ms,
        )),
        goal: "",
    });
    // What a user meets more often: a program not built before, with a cache that already holds
    // the toolkit prefix (written on the very first run of any program).
    let builds = cache.join("builds");
    let (first_build_ms, host_build_ms) = paired_medians_ms(
        o.runs,
        || {
            std::fs::remove_dir_all(&builds).map_err(|e| format!("{}: {e}", builds.display()))?;
            time_to_first_kernel(&mut run_small(&cache))
        },
        host_build,
    )?;
    rows.push(Row {
        what: "`ferrocuda run`, same program, first run with the toolkit already in the cache, \
               until its first kernel has run"
            .to_string(),
        ferrocuda_ms: first_build_ms,
        reference: Some((
            format!("`{}` building and linking its host code alone", o.cxx),
            host_build_ms,
        )),
        goal: "",
    });

    // Programs whose size is in one place: a very long kernel, very many instances.
    let shapes = [
        (
            "else_if_chain.cu",
            generate::else_if_chain(LONG_CHAIN),
            format!("a kernel of a {LONG_CHAIN}-link `else if` chain"),
        ),
        (
            "template_instances.cu",
            generate::template_instances(INSTANCES),
            format!("{INSTANCES} instances of a templated kernel, each launched once"),
        ),
    ];
    for (name, text, what) in shapes {
        eprintln!("ferrocuda run of {what}");
        let program = write(name, &text)?;
        let run_cached = || {
            let mut c = Command::new(&ferrocuda);
            c.args(["run", "-ccbin", &o.cxx])
                .arg(&program)
                .env("FERROCUDA_CACHE_DIR", &cache)
                .env("FERROCUDA_BACKEND", "cpu");
            c
        };
        let first = run(&mut run_cached())?;
        if first.trim() != "OK" {
            return Err(format!("{name} printed {first:?}"));
        }
        rows.push(Row {
            what: format!("`ferrocuda run`, {what}, cached build, whole run (CPU backend)"),
            ferrocuda_ms: median_ms(o.runs, || timed(&mut run_cached()))?,
            reference: None,
            goal: "",
        });
    }

    Ok(table(o, &rows, args, &ferrocuda))
}

/// Links of the long `else if` chain.
const LONG_CHAIN: usize = 10_000;
/// Instances of the templated kernel.
const INSTANCES: usize = 1_000;

fn table(o: &Options, rows: &[Row], args: &[String], ferrocuda: &Path) -> String {
    let mut md = String::from(
        "| measurement | ferrocuda | reference | ratio | goal |\n|---|---:|---|---:|---|\n",
    );
    for r in rows {
        let (reference, ratio) = match &r.reference {
            Some((what, ms)) => (
                format!("{what}: {ms:.1} ms"),
                format!("{:.2}×", r.ferrocuda_ms / ms),
            ),
            None => (String::new(), String::new()),
        };
        md.push_str(&format!(
            "| {} | {:.1} ms | {reference} | {ratio} | {} |\n",
            r.what, r.ferrocuda_ms, r.goal
        ));
    }
    let source = ferrocuda
        .parent()
        .and_then(machine::source_tree)
        .unwrap_or_else(|| "unknown".to_string());
    md.push_str(&format!(
        "\n- Command: `{}`\n- Date: {}\n- Machine: {} (from /proc/cpuinfo)\n- Source: commit {source}\n\
         - Host compiler: {}\n- Each figure: the median of {} runs, after one untimed run; \
         where a row has a reference, its runs and the reference's alternate.\n",
        shell_words(args),
        machine::today(),
        machine::describe(),
        machine::compiler_version(&o.cxx),
        o.runs
    ));
    md
}
