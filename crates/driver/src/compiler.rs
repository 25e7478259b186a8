//! The system C and C++ compilers: finding them and running them.

use crate::{Error, Result};
use std::ffi::OsString;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// A compiler command: the program and the arguments that come with it (`CXX="ccache g++"`
/// gives program `ccache` and argument `g++`).
#[derive(Clone, Debug)]
pub struct Tool {
    pub program: PathBuf,
    pub args: Vec<String>,
}

impl Tool {
    pub fn command(&self) -> Command {
        let mut c = Command::new(&self.program);
        c.args(&self.args);
        c
    }

    /// Whether the compiler is GCC's, as its program's name says once links are resolved
    /// (`c++` is often a link to `g++-12`); behind a wrapper (`ccache g++`), the last word that
    /// is not an option names the compiler.
    pub fn is_gcc(&self) -> bool {
        let compiler = self
            .args
            .iter()
            .rev()
            .find(|a| !a.starts_with('-'))
            .map_or(self.program.as_path(), Path::new);
        let Some(path) = find_program(&compiler.to_string_lossy()) else {
            return false;
        };
        let resolved = std::fs::canonicalize(&path).unwrap_or(path);
        let name = resolved.file_name().unwrap_or_default().to_string_lossy();
        (name.contains("g++") || name.contains("gcc")) && !name.contains("clang")
    }

    fn from_words(s: &str) -> Option<Tool> {
        let mut words = s.split_whitespace();
        let program = words.next()?;
        Some(Tool {
            program: PathBuf::from(program),
            args: words.map(str::to_string).collect(),
        })
    }
}

/// An executable named `name` on `PATH` (or `name` itself when it contains a `/`).
pub fn find_program(name: &str) -> Option<PathBuf> {
    if name.contains('/') {
        let p = PathBuf::from(name);
        return is_executable(&p).then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| is_executable(p))
}

fn is_executable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        p.metadata()
            .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
            .unwrap_or(false)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

/// The compiler `$var` names, unless it is a CUDA compiler: `make CC='ferrocuda nvcc'` exports
/// `CC` to the commands it runs, and nvcc takes no host compiler from the environment either.
fn env_tool(var: &str) -> Option<Tool> {
    let v = std::env::var(var).ok()?;
    let tool = Tool::from_words(&v)?;
    let program = find_program(&tool.program.to_string_lossy()).unwrap_or(tool.program.clone());
    let resolved = std::fs::canonicalize(&program).ok();
    let ourselves = std::env::current_exe().and_then(std::fs::canonicalize).ok();
    let is_nvcc = program.file_name().is_some_and(|n| n == "nvcc");
    match is_nvcc || (resolved.is_some() && resolved == ourselves) {
        true => None,
        false => Some(tool),
    }
}

/// The host C++ compiler: `-ccbin` (a program or a directory holding one), else `$CXX`, else the
/// first of `c++`, `g++`, `clang++` on `PATH`.
pub fn find_cxx(ccbin: Option<&str>) -> Result<Tool> {
    if let Some(bin) = ccbin {
        let p = Path::new(bin);
        if p.is_dir() {
            for name in ["g++", "c++", "clang++"] {
                if is_executable(&p.join(name)) {
                    return Ok(Tool {
                        program: p.join(name),
                        args: Vec::new(),
                    });
                }
            }
            return Err(Error::msg(format!(
                "ferrocuda: error: no C++ compiler (g++, c++ or clang++) in -ccbin directory '{bin}'"
            )));
        }
        return match find_program(bin) {
            Some(program) => Ok(Tool {
                program,
                args: Vec::new(),
            }),
            None => Err(Error::msg(format!(
                "ferrocuda: error: host compiler '{bin}' given by -ccbin not found"
            ))),
        };
    }
    if let Some(t) = env_tool("CXX") {
        return Ok(t);
    }
    for name in ["c++", "g++", "clang++"] {
        if let Some(program) = find_program(name) {
            return Ok(Tool {
                program,
                args: Vec::new(),
            });
        }
    }
    Err(Error::msg(
        "ferrocuda: error: no C++ compiler found (set CXX or install g++ or clang++)",
    ))
}

/// The C compiler for `.c` inputs: `$CC`, else `cc`, `gcc`, `clang`; `None` means "use the C++
/// compiler with `-x c`".
pub fn find_cc() -> Option<Tool> {
    if let Some(t) = env_tool("CC") {
        return Some(t);
    }
    ["cc", "gcc", "clang"].iter().find_map(|n| {
        find_program(n).map(|program| Tool {
            program,
            args: Vec::new(),
        })
    })
}

/// How a command line is shown by `-v` and `-dryrun`: words separated by spaces, quoted when
/// they contain anything a shell would split on.
pub fn render(cmd: &Command) -> String {
    let mut words: Vec<OsString> = vec![cmd.get_program().to_os_string()];
    words.extend(cmd.get_args().map(|a| a.to_os_string()));
    words
        .iter()
        .map(|w| {
            let s = w.to_string_lossy();
            if !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=+,:@%".contains(c))
            {
                s.into_owned()
            } else {
                format!("'{}'", s.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Runs `cmd` with inherited stdout and stderr (so the compiler's diagnostics reach the user as
/// they are). A non-zero exit is [`Error::Reported`]: the compiler has said why.
pub fn run(cmd: &mut Command, verbose: bool) -> Result<()> {
    if verbose {
        crate::errln!("#$ {}", render(cmd));
    }
    let status = cmd.status().map_err(|e| spawn_error(cmd, e))?;
    if status.success() {
        Ok(())
    } else {
        Err(Error::Reported)
    }
}

/// Runs `cmd` to completion with its standard output and standard error captured: the caller
/// prints the messages once it knows those of a step running beside it.
pub fn output_captured(cmd: &mut Command, verbose: bool) -> Result<Output> {
    if verbose {
        crate::errln!("#$ {}", render(cmd));
    }
    cmd.stdin(Stdio::null())
        .output()
        .map_err(|e| spawn_error(cmd, e))
}

/// A compiler started before its input exists, reading it from standard input, so that its
/// start-up (tens of milliseconds for a C++ compiler) overlaps the work that produces the input.
/// Dropped before [`Started::finish`] (the build failed before the input was ready), it is
/// given no input and its output is removed: killing it would leave the processes it started,
/// which would go on to compile the empty input.
pub struct Started {
    child: Option<Child>,
    output: PathBuf,
}

/// Starts `cmd`, whose input is `-` and whose output is `output`, with inherited stdout and
/// stderr (as [`run`]).
pub fn start_on_stdin(cmd: &mut Command, output: &Path, verbose: bool) -> Result<Started> {
    if verbose {
        crate::errln!("#$ {}", render(cmd));
    }
    let child = cmd
        .stdin(Stdio::piped())
        .spawn()
        .map_err(|e| spawn_error(cmd, e))?;
    Ok(Started {
        child: Some(child),
        output: output.to_path_buf(),
    })
}

impl Started {
    /// Gives the compiler its whole input and waits for it. A non-zero exit is
    /// [`Error::Reported`], as with [`run`].
    pub fn finish(mut self, input: &[u8]) -> Result<()> {
        let mut child = self.child.take().expect("finished once");
        if let Some(mut stdin) = child.stdin.take() {
            // A compiler that stops reading has failed, and its exit status says so.
            let _ = stdin.write_all(input);
        }
        let status = child
            .wait()
            .map_err(|e| Error::msg(format!("ferrocuda: error: waiting for the compiler: {e}")))?;
        if status.success() {
            Ok(())
        } else {
            Err(Error::Reported)
        }
    }
}

impl Drop for Started {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            drop(child.stdin.take());
            let _ = child.wait();
            let _ = std::fs::remove_file(&self.output);
        }
    }
}

fn spawn_error(cmd: &Command, e: std::io::Error) -> Error {
    Error::msg(format!(
        "ferrocuda: error: cannot run '{}': {e}",
        cmd.get_program().to_string_lossy()
    ))
}
