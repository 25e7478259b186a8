//! `ferrocuda-bench`: builds each program of the suite in `bench/` twice — the CUDA program with
//! `ferrocuda nvcc`, and its reference (the native C/OpenMP twin with gcc, or with `--nvcc` the
//! same CUDA program with NVIDIA's nvcc) — runs both a few rounds, and prints a Markdown table of
//! the rates with the ratio ferrocuda / reference.
//!
//! A program that fails to build, run or verify shows as failed in its row; the runner goes on.

mod compile_speed;
mod exec;
mod generate;
mod machine;
mod suite;
mod table;

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{self, Command};
use std::time::Duration;

use exec::Sample;
use suite::{Kernel, Work, KERNELS};
use table::{median, Measure, Row, Table};

const USAGE: &str = "\
usage: ferrocuda-bench [options]
       ferrocuda-bench compile [options]   (compile-speed figures; see `compile --help`)

Builds bench/cuda/<name>.cu with `ferrocuda nvcc -O3` and its reference, runs both, and prints a
Markdown table of the rates (ratio = ferrocuda / reference, higher is better).

options:
  --only NAME,NAME    run only these programs
  --rounds N          runs of each program; each cell is the median of the runs' medians (3)
  --backend cpu|nvidia
                      the backend ferrocuda's builds run on (cpu)
  --nvcc              reference: the same .cu built with `nvcc -O3 -arch=sm_90` instead of the
                      native C/OpenMP twin; ferrocuda runs on the NVIDIA backend
  --markdown FILE     also write the table to FILE
  --timeout SECS      limit for one build or run (900)
  --bench-dir DIR     where cuda/ and native/ are (the repository's bench/)
  -h, --help          this text";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Backend {
    Cpu,
    Nvidia,
}

impl Backend {
    fn env_value(self) -> &'static str {
        match self {
            Backend::Cpu => "cpu",
            Backend::Nvidia => "nvidia",
        }
    }
}

#[derive(Debug)]
struct Options {
    kernels: Vec<&'static Kernel>,
    rounds: usize,
    backend: Backend,
    nvcc: bool,
    markdown: Option<PathBuf>,
    timeout: Duration,
    bench_dir: Option<PathBuf>,
    help: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut opts = Options {
        kernels: KERNELS.iter().collect(),
        rounds: 3,
        backend: Backend::Cpu,
        nvcc: false,
        markdown: None,
        timeout: Duration::from_secs(900),
        bench_dir: None,
        help: false,
    };
    let mut backend_given = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match flag {
            "-h" | "--help" => opts.help = true,
            "--nvcc" => opts.nvcc = true,
            "--only" => {
                let list = value()?;
                opts.kernels = Vec::new();
                for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
                    let kernel = suite::find(name).ok_or_else(|| {
                        let names: Vec<_> = KERNELS.iter().map(|k| k.name).collect();
                        format!(
                            "no program named '{name}' (there are: {})",
                            names.join(", ")
                        )
                    })?;
                    if !opts.kernels.iter().any(|k| k.name == kernel.name) {
                        opts.kernels.push(kernel);
                    }
                }
                if opts.kernels.is_empty() {
                    return Err("--only names no program".to_string());
                }
            }
            "--rounds" => {
                let v = value()?;
                opts.rounds = match v.parse() {
                    Ok(n) if n >= 1 => n,
                    _ => return Err(format!("--rounds takes a positive number, not '{v}'")),
                };
            }
            "--backend" => {
                let v = value()?;
                backend_given = Some(match v.as_str() {
                    "cpu" => Backend::Cpu,
                    "nvidia" => Backend::Nvidia,
                    _ => return Err(format!("--backend takes cpu or nvidia, not '{v}'")),
                });
            }
            "--markdown" => opts.markdown = Some(PathBuf::from(value()?)),
            "--timeout" => {
                let v = value()?;
                opts.timeout = match v.parse() {
                    Ok(s) if s >= 1 => Duration::from_secs(s),
                    _ => return Err(format!("--timeout takes a number of seconds, not '{v}'")),
                };
            }
            "--bench-dir" => opts.bench_dir = Some(PathBuf::from(value()?)),
            _ => return Err(format!("unknown argument '{arg}'")),
        }
    }
    opts.backend = match (opts.nvcc, backend_given) {
        (true, Some(Backend::Cpu)) => {
            return Err(
                "--nvcc compares against the NVIDIA backend; leave out --backend cpu".to_string(),
            )
        }
        (true, _) => Backend::Nvidia,
        (false, given) => given.unwrap_or(Backend::Cpu),
    };
    Ok(opts)
}

/// How each side of a row is built and run.
struct Sides {
    ferrocuda: PathBuf,
    bench_dir: PathBuf,
    scratch: PathBuf,
    nvcc: bool,
}

impl Sides {
    fn reference_build(&self, k: &Kernel) -> (Command, PathBuf) {
        let exe = self.scratch.join(format!("{}.reference", k.name));
        let mut cmd;
        if self.nvcc {
            cmd = Command::new("nvcc");
            cmd.args(["-O3", "-arch=sm_90", "-o"]).arg(&exe);
            cmd.arg(self.bench_dir.join("cuda").join(format!("{}.cu", k.name)));
        } else {
            cmd = Command::new("gcc");
            cmd.args(["-O3", "-march=native", "-fopenmp", "-fno-math-errno", "-o"])
                .arg(&exe);
            cmd.arg(self.bench_dir.join("native").join(format!("{}.c", k.name)))
                .arg("-lm");
        }
        (cmd, exe)
    }

    fn ferrocuda_build(&self, k: &Kernel) -> (Command, PathBuf) {
        let exe = self.scratch.join(format!("{}.ferrocuda", k.name));
        let mut cmd = Command::new(&self.ferrocuda);
        cmd.args(["nvcc", "-O3", "-o"]).arg(&exe);
        cmd.arg(self.bench_dir.join("cuda").join(format!("{}.cu", k.name)));
        (cmd, exe)
    }
}

/// The runs of one side of one row so far.
struct Side {
    exe: Result<PathBuf, String>,
    samples: Vec<Sample>,
}

impl Side {
    fn measure(&self, work: Work) -> Result<Measure, String> {
        let exe = self.exe.as_ref().map_err(Clone::clone)?;
        let times: Vec<f64> = self.samples.iter().map(|s| s.ms).collect();
        let ms = median(&times).ok_or_else(|| format!("{} never ran", exe.display()))?;
        Ok(Measure {
            ms,
            rate: self.samples[0].amount / (ms * 1e-3) / work.rate_scale(),
        })
    }

    /// Microseconds per launch by the host's clock (median over the runs that report it).
    fn host_us_per_launch(&self) -> Option<f64> {
        let per_launch: Vec<f64> = self
            .samples
            .iter()
            .filter_map(|s| Some(s.host_ms? * 1e3 / s.amount))
            .collect();
        median(&per_launch)
    }

    fn fail(&mut self, e: String) {
        self.exe = Err(e);
    }
}

/// The allocator the `ferrocuda` command uses, so that the compile figures measured in this
/// process are that command's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.get(1).is_some_and(|a| a == "compile") {
        compile_speed::main(&args);
        return;
    }
    let opts = match parse_args(&args[1..]) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("ferrocuda-bench: {e}\n\n{USAGE}");
            process::exit(2);
        }
    };
    if opts.help {
        println!("{USAGE}");
        return;
    }
    match run_suite(&opts, &args) {
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
            eprintln!("ferrocuda-bench: {e}");
            process::exit(1);
        }
    }
}

fn run_suite(opts: &Options, args: &[String]) -> Result<String, String> {
    let exe_dir = env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .ok_or("cannot find the directory of this program")?;
    let ferrocuda = exe_dir.join("ferrocuda");
    if !ferrocuda.is_file() {
        return Err(format!(
            "no ferrocuda binary next to this one ({}): build it with `cargo build --release`",
            ferrocuda.display()
        ));
    }
    let bench_dir = match &opts.bench_dir {
        Some(dir) => dir.clone(),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench"),
    };
    let bench_dir = bench_dir.canonicalize().map_err(|e| {
        format!(
            "cannot find the suite at {}: {e} (pass --bench-dir)",
            bench_dir.display()
        )
    })?;
    let scratch = env::temp_dir().join(format!("ferrocuda-bench-{}", process::id()));
    fs::create_dir_all(&scratch)
        .map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;

    let sides = Sides {
        ferrocuda,
        bench_dir,
        scratch: scratch.clone(),
        nvcc: opts.nvcc,
    };
    let table = measure_all(opts, &sides, args);
    let _ = fs::remove_dir_all(&scratch);
    Ok(table.to_markdown())
}

fn measure_all(opts: &Options, sides: &Sides, args: &[String]) -> Table {
    let (reference_name, ferrocuda_name) = match (opts.nvcc, opts.backend) {
        (true, _) => ("nvcc", "ferrocuda NVIDIA"),
        (false, Backend::Cpu) => ("native C/OpenMP", "ferrocuda CPU"),
        (false, Backend::Nvidia) => ("native C/OpenMP", "ferrocuda NVIDIA"),
    };
    let user_reps = env::var_os("BENCH_REPS").is_some();
    let reps_override = |k: &Kernel| match (opts.backend, user_reps) {
        (Backend::Cpu, false) => k.cpu_reps,
        _ => None,
    };

    // Build everything first, so that the timed runs do not share the machine with compilers.
    let mut state: Vec<(Side, Side)> = Vec::new();
    for k in &opts.kernels {
        eprintln!("building {}", k.name);
        let build = |(mut cmd, exe): (Command, PathBuf), tag: String| Side {
            exe: exec::build(&mut cmd, &sides.scratch, &tag, opts.timeout).map(|()| exe),
            samples: Vec::new(),
        };
        let reference = build(
            sides.reference_build(k),
            format!("{}.reference-build", k.name),
        );
        let ferrocuda = build(
            sides.ferrocuda_build(k),
            format!("{}.ferrocuda-build", k.name),
        );
        state.push((reference, ferrocuda));
    }

    for round in 1..=opts.rounds {
        for (k, (reference, ferrocuda)) in opts.kernels.iter().zip(state.iter_mut()) {
            for (side, is_ferrocuda) in [(reference, false), (ferrocuda, true)] {
                let Ok(exe) = side.exe.clone() else { continue };
                let mut cmd = Command::new(&exe);
                if is_ferrocuda {
                    cmd.env("FERROCUDA_BACKEND", opts.backend.env_value());
                    if let Some(reps) = reps_override(k) {
                        cmd.env("BENCH_REPS", reps.to_string());
                    }
                }
                let tag = format!(
                    "{}.run{round}",
                    exe.file_name().unwrap_or_default().to_string_lossy()
                );
                let result =
                    exec::bench(&mut cmd, &sides.scratch, &tag, opts.timeout, k.name, k.work);
                let who = if is_ferrocuda {
                    ferrocuda_name
                } else {
                    reference_name
                };
                match result {
                    Ok(sample) => {
                        eprintln!(
                            "round {round}/{}: {} on {who}: {:.3} ms",
                            opts.rounds, k.name, sample.ms
                        );
                        side.samples.push(sample);
                    }
                    Err(e) => {
                        eprintln!(
                            "round {round}/{}: {} on {who}: failed: {e}",
                            opts.rounds, k.name
                        );
                        side.fail(e);
                    }
                }
            }
        }
    }

    let rows = opts
        .kernels
        .iter()
        .zip(&state)
        .map(|(k, (reference, ferrocuda))| {
            let mut notes: Vec<String> = reps_override(k)
                .map(|n| format!("ferrocuda ran with BENCH_REPS={n}"))
                .into_iter()
                .collect();
            if k.work == Work::Launches {
                let us = |side: &Side| {
                    side.host_us_per_launch()
                        .map_or("–".to_string(), |us| format!("{us:.2}"))
                };
                notes.push(format!(
                    "µs per launch by the host's clock: {reference_name} {}, {ferrocuda_name} {}",
                    us(reference),
                    us(ferrocuda)
                ));
            }
            Row {
                kernel: k.label.to_string(),
                unit: k.work.rate_unit().to_string(),
                reference: reference.measure(k.work),
                ferrocuda: ferrocuda.measure(k.work),
                notes,
            }
        })
        .collect();

    let reference_build = if opts.nvcc {
        format!(
            "`nvcc -O3 -arch=sm_90` ({})",
            machine::compiler_version("nvcc")
        )
    } else {
        format!(
            "`gcc -O3 -march=native -fopenmp -fno-math-errno` ({})",
            machine::compiler_version("gcc")
        )
    };
    let facts = vec![
        format!("Command: `{}`", shell_words(args)),
        format!("Date: {}", machine::today()),
        format!("Machine: {} (from /proc/cpuinfo)", machine::describe()),
        format!(
            "Source: commit {}",
            machine::source_tree(&sides.bench_dir).unwrap_or_else(|| "unknown".to_string())
        ),
        format!(
            "Builds: reference {reference_build}; ferrocuda `ferrocuda nvcc -O3`, run with \
             FERROCUDA_BACKEND={}",
            opts.backend.env_value()
        ),
        format!(
            "Each cell: rate (median time per launch). A run times its repetitions after one \
             warm-up launch and reports their median; a cell is the median over {} run(s).",
            opts.rounds
        ),
    ];
    Table {
        reference_name: reference_name.to_string(),
        ferrocuda_name: ferrocuda_name.to_string(),
        rows,
        facts,
    }
}

/// The command line as one would type it again.
fn shell_words(args: &[String]) -> String {
    let quote = |a: &String| {
        let plain = !a.is_empty()
            && a.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_./=,:+@".contains(c));
        if plain {
            a.clone()
        } else {
            format!("'{}'", a.replace('\'', r"'\''"))
        }
    };
    args.iter().map(quote).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn options() {
        let o = parse_args(&args("--only scan,nbody --rounds=5 --markdown out.md")).unwrap();
        let names: Vec<_> = o.kernels.iter().map(|k| k.name).collect();
        assert_eq!(names, ["scan", "nbody"]);
        assert_eq!(o.rounds, 5);
        assert_eq!(o.backend, Backend::Cpu);
        assert_eq!(o.markdown, Some(PathBuf::from("out.md")));

        let o = parse_args(&args("--nvcc")).unwrap();
        assert_eq!(o.backend, Backend::Nvidia);
        assert!(parse_args(&args("--nvcc --backend cpu")).is_err());
        assert!(parse_args(&args("--only nosuch")).is_err());
        assert!(parse_args(&args("--rounds 0")).is_err());
        assert!(parse_args(&args("--rounds")).is_err());
    }

    #[test]
    fn bench_lines() {
        let s = exec::parse_bench_line("BENCH scan 1.5000 33554432 bytes", "scan", Work::Bytes)
            .unwrap();
        assert_eq!(
            s,
            Sample {
                ms: 1.5,
                amount: 33554432.0,
                host_ms: None,
            }
        );
        assert_eq!(
            exec::parse_host_line("HOST launch 21.5", "launch"),
            Some(21.5)
        );
        assert_eq!(exec::parse_host_line("HOST scan 21.5", "launch"), None);
        assert_eq!(
            exec::parse_host_line("BENCH launch 2 3 launches", "launch"),
            None
        );
        assert!(
            exec::parse_bench_line("BENCH scan 1.5 33554432 flops", "scan", Work::Bytes).is_err()
        );
        assert!(exec::parse_bench_line("BENCH vecadd 1.5 3 bytes", "scan", Work::Bytes).is_err());
        assert!(exec::parse_bench_line("BENCH scan nan 3 bytes", "scan", Work::Bytes).is_err());
        assert!(exec::parse_bench_line("BENCH scan 1.5", "scan", Work::Bytes).is_err());
    }

    #[test]
    fn quoting() {
        assert_eq!(
            shell_words(&args("target/release/ferrocuda-bench --only a,b")),
            "target/release/ferrocuda-bench --only a,b"
        );
        assert_eq!(shell_words(&["x y".to_string()]), "'x y'");
    }
}
