//! Building and running the programs: child processes with a time limit, their output kept in
//! files, and the `BENCH` line read back.

use std::fs::{self, File};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::suite::Work;

/// What one run of a program reports: its median time per repetition and the work one
/// repetition does, and the median by the host's clock where the program also reports that
/// (`HOST <name> <median_ms>`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub ms: f64,
    pub amount: f64,
    pub host_ms: Option<f64>,
}

struct Finished {
    status: ExitStatus,
    stdout: String,
    stderr: String,
}

/// Runs `cmd` to completion or until `limit` has passed (then it is killed). Output goes to
/// `<scratch>/<tag>.stdout` and `.stderr`, so that a chatty child never blocks on a full pipe.
fn run(cmd: &mut Command, scratch: &Path, tag: &str, limit: Duration) -> Result<Finished, String> {
    let out_path = scratch.join(format!("{tag}.stdout"));
    let err_path = scratch.join(format!("{tag}.stderr"));
    let files = File::create(&out_path).and_then(|o| Ok((o, File::create(&err_path)?)));
    let (out, err) =
        files.map_err(|e| format!("cannot create files in {}: {e}", scratch.display()))?;
    let program = cmd.get_program().to_string_lossy().into_owned();
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .map_err(|e| format!("cannot start {program}: {e}"))?;

    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("timed out after {} s", limit.as_secs()));
            }
            Ok(None) => thread::sleep(Duration::from_millis(20)),
            Err(e) => return Err(format!("waiting for {program}: {e}")),
        }
    };
    let read = |p: &Path| String::from_utf8_lossy(&fs::read(p).unwrap_or_default()).into_owned();
    Ok(Finished {
        status,
        stdout: read(&out_path),
        stderr: read(&err_path),
    })
}

/// Builds with `cmd`; on failure, the first error line of the compiler's output.
pub fn build(cmd: &mut Command, scratch: &Path, tag: &str, limit: Duration) -> Result<(), String> {
    let done = run(cmd, scratch, tag, limit)?;
    if done.status.success() {
        Ok(())
    } else {
        Err(first_error_line(&done.stderr, &done.stdout, done.status))
    }
}

/// Runs a built program and reads its `BENCH <name> <median_ms> <amount> <unit>` line.
pub fn bench(
    cmd: &mut Command,
    scratch: &Path,
    tag: &str,
    limit: Duration,
    name: &str,
    work: Work,
) -> Result<Sample, String> {
    let done = run(cmd, scratch, tag, limit)?;
    if !done.status.success() {
        // A failed verification prints FAIL on stdout; anything else explains itself on stderr.
        return Err(match done.stdout.lines().find(|l| l.starts_with("FAIL")) {
            Some(line) => line.trim().to_string(),
            None => first_error_line(&done.stderr, &done.stdout, done.status),
        });
    }
    let mut sample = match done.stdout.lines().find(|l| l.starts_with("BENCH ")) {
        Some(line) => parse_bench_line(line, name, work)?,
        None => return Err("no BENCH line in the output".to_string()),
    };
    sample.host_ms = done.stdout.lines().find_map(|l| parse_host_line(l, name));
    Ok(sample)
}

/// The `HOST <name> <median_ms>` line of a program that also times with the host's clock.
pub fn parse_host_line(line: &str, name: &str) -> Option<f64> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let ["HOST", got_name, ms] = fields[..] else {
        return None;
    };
    let ms: f64 = ms.parse().ok()?;
    (got_name == name && ms > 0.0 && ms.is_finite()).then_some(ms)
}

pub fn parse_bench_line(line: &str, name: &str, work: Work) -> Result<Sample, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let malformed = || format!("malformed result line '{line}'");
    let [_, got_name, ms, amount, unit] = fields[..] else {
        return Err(malformed());
    };
    if got_name != name {
        return Err(format!("reports '{got_name}', expected '{name}'"));
    }
    if unit != work.word() {
        return Err(format!("counts {unit}, expected {}", work.word()));
    }
    let ms: f64 = ms.parse().map_err(|_| malformed())?;
    let amount: f64 = amount.parse().map_err(|_| malformed())?;
    if !(ms > 0.0 && ms.is_finite() && amount > 0.0 && amount.is_finite()) {
        return Err(malformed());
    }
    Ok(Sample {
        ms,
        amount,
        host_ms: None,
    })
}

/// The line that best says what went wrong: the first mentioning an error, else the first line.
fn first_error_line(stderr: &str, stdout: &str, status: ExitStatus) -> String {
    let lines = || {
        stderr
            .lines()
            .chain(stdout.lines())
            .map(str::trim)
            .filter(|l| !l.is_empty())
    };
    let line = lines()
        .find(|l| l.to_ascii_lowercase().contains("error"))
        .or_else(|| lines().next())
        .map(str::to_string)
        .unwrap_or_else(|| format!("exited with {status}"));
    const MAX: usize = 200;
    match line.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}
